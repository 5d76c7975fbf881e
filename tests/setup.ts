import '@testing-library/jest-dom/vitest'
// Manual, after dismissing the toasts (the order matters; see afterEach).
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, configure, getConfig } from '@testing-library/react'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { onlineManager } from '@tanstack/react-query'
import { demoControl, server } from '../src/demo-backend/node'
import { settings } from '../src/config'
import { takeToasterStyles } from './toaster-styles'
import { disposeApps } from './apps'
import * as leaks from './leak-guard'

// How long findBy*/waitFor wait for the screen to change. Testing Library's 1 s default is shorter than a
// first dialog open on a loaded 2-core CI machine (the dialogs chunk is transformed on first import).
// It only bounds waiting: an assertion that never holds still fails.
configure({ asyncUtilTimeout: 5000 })
// A query that fails inside findBy*/waitFor is retried; its message needs the printed DOM only when the
// wait times out (waitFor then asks again, outside the retries). Printing the whole app on every retry
// took a tenth of the unit tests' time.
// (Testing Library marks its retries with this internal flag; without it, every message has the DOM.)
const elementError = getConfig().getElementError
const retrying = () => (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true
configure({
  getElementError: (message, container) => {
    if (!retrying()) return elementError(message, container)
    const error = new Error(message ?? '')
    error.name = 'TestingLibraryElementError'
    return error
  },
})
takeToasterStyles()
leaks.watchTimers()

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
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} })
if (!window.HTMLElement.prototype.hasPointerCapture) {
  window.HTMLElement.prototype.hasPointerCapture = () => false
  window.HTMLElement.prototype.releasePointerCapture = () => {}
}
// Sonner captures the pointer when a toast is pressed (to swipe it away).
if (!window.HTMLElement.prototype.setPointerCapture) window.HTMLElement.prototype.setPointerCapture = () => {}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => {
  demoControl.reset()
  demoControl.latency(0)
  localStorage.clear()
  settings.requestTimeoutMs = 30_000
  leaks.begin()
})
afterEach(() => {
  // Sonner keeps toasts in module state and replays active ones to the next test's Toaster.
  toast.dismiss()
  cleanup()
  // Every app the test created stops: no recheck, persistence or session of it reaches the next test.
  disposeApps()
  server.resetHandlers()
  // The network state is the page's (TanStack's onlineManager): a test that went offline comes back.
  onlineManager.setOnline(true)
  // A test that left a timer, a subscription or a patched global fails (see tests/leak-guard.ts).
  leaks.check()
})
afterAll(() => server.close())
