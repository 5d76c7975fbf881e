import { focusManager, onlineManager } from '@tanstack/react-query'
import { appsKept } from './apps'

/**
 * What a test may not leave behind (the test files of a worker share modules and globals): a timer
 * that code of src/ started and that is still due, a subscription to the browser's online or focus
 * state (an app still mounted), or a global (or a property of URL, navigator,
 * console, window, the build's environment) replaced and not put back, or a style sheet left in
 * the page. `begin` before the test,
 * `check` after it (once its screens are unmounted and its apps disposed): `check` throws with
 * what was left.
 */

type Timer = ReturnType<typeof setTimeout>
const pending = new Map<Timer, string>()
const SRC = /\/src\/(?!demo-backend\/)[^:]*:\d+/

/** Notes every timer started from our src/ code (the demo backend's latency is its own), until it ran or was cleared. */
let watching = false

export function watchTimers() {
  if (watching) return
  watching = true
  const { setTimeout: set, clearTimeout: clear, setInterval: setEvery, clearInterval: clearEvery } = globalThis
  // The line that called setTimeout: [0] 'Error', [1] from, [2] the wrapper, [3] the caller.
  // Four frames only: a whole (source-mapped) stack on every timer would slow every test down.
  const from = () => {
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 4
    const stack = new Error().stack
    Error.stackTraceLimit = limit
    const caller = stack?.split('\n')[3]
    return caller && SRC.test(caller) && !caller.includes('node_modules') ? caller : undefined
  }
  const wrap = (start: typeof set, once: boolean) =>
    ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const site = from()
      const id: Timer = start(
        (...a: unknown[]) => {
          if (once) pending.delete(id)
          handler(...a)
        },
        ms,
        ...args,
      )
      if (site) pending.set(id, site.trim())
      return id
    }) as typeof set
  const unwrap = (stop: typeof clear) => ((id: Timer | undefined) => {
    if (id !== undefined) pending.delete(id)
    stop(id)
  }) as typeof clear
  Object.assign(globalThis, {
    setTimeout: wrap(set, true),
    clearTimeout: unwrap(clear),
    setInterval: wrap(setEvery as typeof set, false),
    clearInterval: unwrap(clearEvery as typeof clear),
  })
}

const WATCHED: Record<string, () => object> = {
  globalThis: () => globalThis,
  URL: () => URL,
  navigator: () => navigator,
  console: () => console,
  // Where tests spy on the page: its storage, its document (focus, visibility), its elements.
  'Storage.prototype': () => Storage.prototype,
  document: () => document,
  'HTMLElement.prototype': () => HTMLElement.prototype,
  'window.location': () => window.location,
  // The build's environment, which the app reads (vi.stubEnv plays another deployment's).
  'import.meta.env': () => import.meta.env,
}

function snapshot() {
  const seen = new Map<string, unknown>()
  for (const [name, target] of Object.entries(WATCHED)) {
    const object = target()
    for (const key of Object.getOwnPropertyNames(object)) {
      const d = Object.getOwnPropertyDescriptor(object, key)
      seen.set(`${name}.${key}`, d && ('value' in d ? d.value : d.get))
    }
  }
  return seen
}

let before: Map<string, unknown> | undefined
let listenersBefore = { online: false, focus: false }
let sheetsBefore = 0

export function begin() {
  pending.clear()
  before = snapshot()
  listenersBefore = { online: onlineManager.hasListeners(), focus: focusManager.hasListeners() }
  sheetsBefore = document.styleSheets.length
}

/**
 * What libraries set up themselves, not a test's patch: globals set once, lazily, on first use;
 * user-event's clipboard stub on navigator (put there by userEvent.setup, reset by user-event itself)
 * and its focus and blur of elements (patched once per page); React's mark on the document it listens to.
 */
const SET_ONCE =
  /^(globalThis\.(__|\$|_|IS_REACT_ACT_ENVIRONMENT|regeneratorRuntime)|navigator\.clipboard$|document\._reactListening|HTMLElement\.prototype\.(focus|blur)$)/

export function check() {
  const left: string[] = []
  // An app a file keeps across its tests (the fault matrix's screen) keeps its own timers too.
  if (!appsKept()) for (const site of pending.values()) left.push(`a timer started at ${site}`)
  pending.clear()
  if (!appsKept()) {
    if (!listenersBefore.online && onlineManager.hasListeners()) left.push("a subscription to TanStack's onlineManager")
    if (!listenersBefore.focus && focusManager.hasListeners()) left.push("a subscription to TanStack's focusManager")
    // Every style sheet slows each later getComputedStyle down (tests/setup.ts).
    const sheets = document.styleSheets.length - sheetsBefore
    if (sheets > 0) left.push(`${sheets} style sheet(s) of the page`)
  }
  const after = snapshot()
  if (before) {
    for (const [key, value] of after) {
      if (SET_ONCE.test(key)) continue
      if (!before.has(key)) left.push(`${key} added`)
      else if (!Object.is(before.get(key), value)) left.push(`${key} replaced`)
    }
    for (const key of before.keys()) if (!after.has(key)) left.push(`${key} removed`)
  }
  if (left.length) throw new Error(`This test left behind:\n- ${left.join('\n- ')}`)
}
