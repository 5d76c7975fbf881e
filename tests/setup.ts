import '@testing-library/jest-dom/vitest'
import type { MantineProviderProps } from '@mantine/core'
import { createElement } from 'react'
// Manual, after dismissing the toasts (the order matters; see afterEach).
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, configure, prettyDOM } from '@testing-library/react'
import { toast } from 'sonner'
import { threadId } from 'node:worker_threads'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { onlineManager } from '@tanstack/react-query'
import { demoControl, server } from '../src/demo-backend/node'
import { setLanguage } from '../src/i18n'
import { prefetchCode } from '../src/lazy-code'
import { disposeApps } from './apps'
import * as leaks from './leak-guard'

// How long findBy*/waitFor wait for the screen to change. Testing Library's 1 s default is shorter than a
// first dialog open on a loaded 2-core CI machine (the dialogs chunk is transformed on first import).
// It only bounds waiting: an assertion that never holds still fails.
configure({ asyncUtilTimeout: 5000 })
// A query that fails inside findBy*/waitFor is retried, and each failure builds an error with the
// whole DOM printed into its message; only the last one is ever read (when the wait times out).
// Printing the app on every retry took a tenth of the unit tests' time, so the message is written
// the first time it is read. (Testing Library's public getElementError; its default text.)
const IGNORED = 'Ignored nodes: comments, script, style'
configure({
  getElementError: (message, container) => {
    const error = new Error()
    error.name = 'TestingLibraryElementError'
    let text: string | undefined
    Object.defineProperty(error, 'message', {
      configurable: true,
      // Asked again with a message that has the DOM already (waitFor's time-out): kept as it is.
      // prettyDOM is what Testing Library's own default error prints, not a leftover debug call.
      // eslint-disable-next-line testing-library/no-debugging-utils
      get: () => (text ??= message?.includes(IGNORED) ? message : [message, `${IGNORED}\n${prettyDOM(container)}`].filter(Boolean).join('\n\n')),
    })
    return error
  },
})
leaks.watchTimers()

// Every MantineProvider, the app's included, in Mantine's environment for tests: no transitions (a
// dialog closes at once), no portals, and menus shown though jsdom measures no layout. An `env` a
// test gives its own provider wins.
vi.mock('@mantine/core', async (importOriginal) => {
  const mantine = await importOriginal<typeof import('@mantine/core')>()
  const MantineProvider = (props: MantineProviderProps) => createElement(mantine.MantineProvider, { env: 'test', ...props })
  return { ...mantine, MantineProvider }
})

// jsdom lacks what Mantine measures with.
const mediaQuery = (query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})
Object.defineProperty(window, 'matchMedia', { writable: true, value: mediaQuery })
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub })
Element.prototype.scrollIntoView = function scrollIntoView() {}
// Node's BroadcastChannel reaches every worker thread of the run, where a browser's reaches the
// tabs of one origin: each thread (its test files, one after another) gets channels of its own,
// so no other file's app takes part in a test's (the bell shares its lists over one).
const NodeBroadcastChannel = globalThis.BroadcastChannel
globalThis.BroadcastChannel = class extends NodeBroadcastChannel {
  constructor(name: string) {
    super(`${name}:${threadId}`)
  }
}
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} })
if (!window.HTMLElement.prototype.hasPointerCapture) {
  window.HTMLElement.prototype.hasPointerCapture = () => false
  window.HTMLElement.prototype.releasePointerCapture = () => {}
}
// Sonner captures the pointer when a toast is pressed (to swipe it away).
if (!window.HTMLElement.prototype.setPointerCapture) window.HTMLElement.prototype.setPointerCapture = () => {}

// Sonner puts its stylesheet (about a hundred rules, most matched by attribute) into the page when
// it is imported. Each time Testing Library asks whether an element is hidden, jsdom matches every
// rule of every sheet against that element and its ancestors: Sonner's rules made a fifth of the
// unit tests' time. Only a rule that sets whether an element shows (display, visibility, and
// opacity: jest-dom's toBeVisible counts a transparent element as hidden) or takes clicks can change
// what a test finds, sees or clicks; the others go, those stay.
const DECIDES_WHAT_A_TEST_MEETS = /(^|[{;]\s*)(display|visibility|opacity|pointer-events):/
for (const sheet of document.styleSheets) {
  if (!sheet.ownerNode?.textContent?.includes('[data-sonner-toaster]')) continue
  for (let i = sheet.cssRules.length - 1; i >= 0; i--) if (!DECIDES_WHAT_A_TEST_MEETS.test(sheet.cssRules[i]!.cssText)) sheet.deleteRule(i)
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // The app's lazily loaded parts (src/lazy-code.ts: the screens, the signed-in layout, then the
  // dialogs it declares) load here, once per worker, as statically imported modules load with the
  // test file: a test's time limit is for what it does.
  await import('../src/routeTree.gen')
  await prefetchCode()
  await prefetchCode()
})
beforeEach(() => {
  demoControl.reset()
  // The demo gate's 20 s arrival timer stays off unless a test turns it on (and goes after it).
  demoControl.arrivals(false)
  demoControl.latency(0)
  // Every test is a fresh tab: nothing in its storage (a kept draft is in the tab's sessionStorage).
  localStorage.clear()
  sessionStorage.clear()
  leaks.begin()
})
afterEach(() => {
  // Sonner keeps toasts in module state and replays active ones to the next test's Toaster.
  toast.dismiss()
  cleanup()
  // jsdom keeps a <style>'s sheet in document.styleSheets when the element leaves the page with an
  // ancestor (it still counts as connected while it is detached). Mantine renders its theme's
  // variables as a <style> inside the app, so every unmount left sheets behind: a worker's later
  // files met 2,000 of them in every getComputedStyle (each click's pointer-events check, each
  // hidden check) and ran several times slower than alone. Setting a detached <style>'s text makes
  // jsdom look at it again and let its sheet go.
  for (const sheet of [...document.styleSheets]) {
    const owner = sheet.ownerNode
    if (!owner || owner.isConnected) continue
    const css = owner.textContent
    owner.textContent = css
  }
  // Every app the test created stops: no recheck, persistence or session of it reaches the next test.
  disposeApps()
  server.resetHandlers()
  demoControl.arrivals(false)
  // The network state is the page's (TanStack's onlineManager): a test that went offline comes back.
  onlineManager.setOnline(true)
  // A test that chose Spanish leaves the next one in English (the language is the device's, and the
  // device's storage is cleared before every test; src/i18n keeps English loaded, so this is at once).
  void setLanguage('en', { remember: false })
  // A test that left a timer, a subscription or a patched global fails (see tests/leak-guard.ts).
  leaks.check()
})
afterAll(() => server.close())
