// Shared by `npm run bench`: the throttled tablet profile, an in-page probe that timestamps when
// the login form and the dashboard's lists are visible (DOM visibility, not React events, so it
// works the same for prerendered HTML), the API calls the demo server answered, and the JS+CSS a
// page loaded. A script's helpers, not a test's: they return numbers.
import { createServer } from 'node:net'

/** The bench's tablet conditions: 150 ms round trip, 1.6 Mb/s down, 0.75 Mb/s up, CPU 4x slower. */
export const CONDITIONS = {
  latency: 150,
  downloadThroughput: 200_000, // bytes/s = 1.6 Mb/s
  uploadThroughput: 93_750, // bytes/s = 0.75 Mb/s
  cpuSlowdown: 4,
}
export const VIEWPORT = { width: 1440, height: 900 }

/** Apply CONDITIONS to a page through CDP (they hold across reloads of that page). */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: CONDITIONS.latency,
    downloadThroughput: CONDITIONS.downloadThroughput,
    uploadThroughput: CONDITIONS.uploadThroughput,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpuSlowdown })
  return cdp
}

/**
 * The main thread's busy time so far, in ms (Chromium's TaskDuration for the page's renderer: every
 * task it ran, at the throttled speed), through the page's CDP session.
 */
export async function mainThreadMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return Math.round((metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000)
}

/**
 * Runs in every document of the context from its very start (an init script). Once per animation
 * frame (so at most one layout per frame, the one the browser does anyway) it checks:
 * - 'form': the inputs labelled Email and Password and a Submit button are visible;
 * - 'usable': the app has taken the form over: no `form[data-awaiting-app]` (see PrerenderedForm
 *   in src/forms/form.tsx) and no disabled Submit (before the forms were usable from first paint,
 *   Submit was disabled until hydration);
 * - 'url': the address is /dashboard (at the history call that made it so);
 * - 'lists': on /dashboard, every region named in `lists` shows a row or its empty state;
 * - 'waitOver': the 1 s wait after a sign-in (the product's rule) is over: the sign-in call's
 *   answer (its resource timing's responseEnd, whoever sent it: the early script or the app) + 1 s.
 * It reports each the first time it holds, plus 'submit' when a Submit button is clicked and
 * 'apiAnswer' at each answer of an API call (its responseEnd; the entries come in batches, not in
 * the order of their answers), as absolute times (performance.timeOrigin + ms) with the document's
 * timeOrigin (its navigation start).
 *
 * What it checks is what the frame being made will show: the check runs in the frame's animation
 * callback, before that frame's style, layout and paint, and a condition is dated at the start of
 * that callback (the check itself forces the layout the frame would do anyway, which must not count
 * as lateness). While a view transition runs, the screen shows its frozen snapshot of the old page
 * and not the DOM (after a sign-in, the dashboard renders behind the busy sign-in page inside
 * `document.startViewTransition`): no frame then counts. Polling from outside the page would
 * instead see a condition only once the page's long tasks let it answer.
 */
function probe({ lists, emptyText }) {
  const origin = performance.timeOrigin
  const report = (name, ms) => {
    const mark = { name, at: origin + ms, origin, path: location.pathname }
    ;(window.__benchMarks ||= []).push(mark)
    if (typeof window.__benchReport === 'function') window.__benchReport(mark)
  }
  const visible = (el) =>
    !!el &&
    el.getClientRects().length > 0 &&
    (typeof el.checkVisibility !== 'function' || el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
  const labelled = (text) => {
    for (const label of document.querySelectorAll('label')) {
      if (label.textContent.replace(/\*/g, '').trim() === text && visible(label.control)) return true
    }
    return false
  }
  // innerText: the visible label (a submit button also holds its busy label, hidden).
  const isSubmit = (el) => el?.tagName === 'BUTTON' && el.innerText.trim() === 'Submit'
  const formVisible = () =>
    labelled('Email') && labelled('Password') && [...document.querySelectorAll('button')].some((b) => isSubmit(b) && visible(b))
  const regionName = (section) => {
    const id = section.getAttribute('aria-labelledby')
    const heading = id ? document.getElementById(id) : null
    return (heading ? heading.textContent : section.getAttribute('aria-label') || '').trim()
  }
  const shows = (section) =>
    [...section.querySelectorAll('li, [role="listitem"]')].some(visible) || section.textContent.includes(emptyText)
  const listsVisible = () => {
    if (location.pathname !== '/dashboard') return false
    const regions = new Map()
    for (const s of document.querySelectorAll('section[aria-labelledby], section[aria-label], [role="region"]')) {
      if (visible(s)) regions.set(regionName(s), s)
    }
    return lists.every((name) => regions.has(name) && shows(regions.get(name)))
  }
  addEventListener(
    'click',
    (event) => {
      const button = event.target?.closest?.('button')
      if (isSubmit(button)) report('submit', event.timeStamp > 0 ? event.timeStamp : performance.now())
    },
    true,
  )
  // Once taken over, Submit may already be busy ('Logging in...', a Submit clicked before): then
  // there is no disabled Submit either.
  const usable = () =>
    !!document.querySelector('form') &&
    !document.querySelector('form[data-awaiting-app]') &&
    ![...document.querySelectorAll('button')].some((b) => isSubmit(b) && b.disabled)
  const seen = new Set()
  const once = (name, holds, at = performance.now()) => {
    if (!seen.has(name) && holds()) {
      seen.add(name)
      report(name, at)
    }
  }
  // A view transition running: Chromium says so (document.activeViewTransition); elsewhere, from
  // its start to its end as its promises tell.
  let transitions = 0
  const startViewTransition = document.startViewTransition
  if (typeof startViewTransition === 'function') {
    document.startViewTransition = function (...args) {
      const transition = startViewTransition.apply(this, args)
      transitions++
      transition.finished.catch(() => undefined).finally(() => transitions--)
      return transition
    }
  }
  const inTransition = () => transitions > 0 || !!document.activeViewTransition
  // The address changes inside a task that may go on rendering the next screen before any frame:
  // its moment is taken from the history call itself, not from the next frame.
  for (const method of ['pushState', 'replaceState']) {
    const original = history[method].bind(history)
    history[method] = (...args) => {
      const out = original(...args)
      once('url', () => location.pathname === '/dashboard')
      return out
    }
  }
  // (Reported at the answer, dated at the wait's end; the app counts its wait from a moment no
  // earlier than that responseEnd, so this end is never later than the app's.)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (/\/api\/method\/[^?]*\.login(\?|$)/.test(entry.name)) report('waitOver', entry.responseEnd + 1000)
      if (new URL(entry.name).pathname.startsWith('/api/') && entry.responseEnd > 0) report('apiAnswer', entry.responseEnd)
    }
  }).observe({ type: 'resource', buffered: true })
  const tick = () => {
    const frame = performance.now()
    once('url', () => location.pathname === '/dashboard', frame)
    if (inTransition()) {
      requestAnimationFrame(tick)
      return
    }
    once('form', formVisible, frame)
    once('usable', usable, frame)
    if (listsVisible()) report('lists', frame)
    else requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}

/**
 * Install the probe in a context; returns the marks it reports (filled as they arrive), each with
 * `task`: the main thread's busy ms when it arrived (from the returned object's `cdp`, once set; see mainThreadMs).
 */
export async function installProbe(context, { lists, emptyText = 'No result found' }) {
  const marks = []
  const state = { cdp: undefined }
  await context.exposeBinding('__benchReport', async (_source, mark) => {
    mark.task = state.cdp ? await mainThreadMs(state.cdp).catch(() => undefined) : undefined
    marks.push(mark)
  })
  await context.addInitScript(probe, { lists, emptyText })
  return Object.assign(state, {
    marks,
    /** The first mark (after `from` marks already seen) that satisfies `test`. */
    async waitFor(test, { from = 0, timeout = 60_000 } = {}) {
      const end = Date.now() + timeout
      for (;;) {
        const hit = marks.slice(from).find(test)
        if (hit) return hit
        if (Date.now() > end) throw new Error(`timed out waiting for a mark (${test})`)
        await new Promise((r) => setTimeout(r, 20))
      }
    },
  })
}

/** Wait until the demo server has logged no new request for `quietMs` (at most `maxMs`). */
export async function quietApi(demo, { quietMs = 1500, maxMs = 20_000 } = {}) {
  const end = Date.now() + maxMs
  let last = -1
  let since = Date.now()
  for (;;) {
    const n = (await demo.requests()).length
    if (n !== last) {
      last = n
      since = Date.now()
    } else if (Date.now() - since >= quietMs) return
    if (Date.now() > end) return
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** The API calls the demo server answered (since its log was cleared), once it is quiet. */
export async function apiCalls(demo) {
  await quietApi(demo)
  return (await demo.requests()).map((r) => ({ method: r.method, path: r.path, search: r.search ?? {} }))
}

/** Calls made more than once with the same method, path and parameters. */
export function repeatedCalls(calls) {
  const seen = new Map()
  for (const c of calls) {
    const key = `${c.method} ${c.path} ${JSON.stringify(Object.entries(c.search).sort())}`
    seen.set(key, { call: `${c.method} ${c.path}`, n: (seen.get(key)?.n ?? 0) + 1 })
  }
  return [...seen.values()].filter((v) => v.n > 1).map((v) => `${v.call} (x${v.n})`)
}

/**
 * The same-origin JS and CSS the current document loaded, from resource timing: gzip bytes as
 * served (encodedBodySize) and bytes that came over the network (0 for an HTTP-cache hit). A file
 * the service worker answers comes from its cache uncompressed: its gzip size is then the one
 * `earlier` (what an earlier document of the visit loaded) had, when it had the file.
 */
export async function codeLoaded(page, earlier) {
  const files = await page.evaluate(() => {
    const out = new Map()
    for (const e of performance.getEntriesByType('resource')) {
      const url = new URL(e.name)
      if (url.origin !== location.origin || !/\.(js|css)$/.test(url.pathname)) continue
      if (!out.has(url.pathname)) out.set(url.pathname, { path: url.pathname, gzip: e.encodedBodySize, network: e.transferSize > 0 ? e.encodedBodySize : 0 })
    }
    return [...out.values()]
  })
  const served = new Map(earlier?.files.map((f) => [f.path, f.gzip]))
  for (const f of files) f.gzip = served.get(f.path) ?? f.gzip
  const sum = (f) => files.reduce((n, x) => n + f(x), 0)
  return {
    files,
    js: sum((f) => (f.path.endsWith('.js') ? f.gzip : 0)),
    css: sum((f) => (f.path.endsWith('.css') ? f.gzip : 0)),
    gzip: sum((f) => f.gzip),
    network: sum((f) => f.network),
  }
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10
export const seconds = (ms) => (ms === null || ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(2)} s`)

/** Median of the numbers (nulls, i.e. failed runs, left out); null when none. */
export function median(xs) {
  const ok = xs.filter((x) => typeof x === 'number').sort((a, b) => a - b)
  if (!ok.length) return null
  const mid = Math.floor(ok.length / 2)
  return ok.length % 2 ? ok[mid] : (ok[mid - 1] + ok[mid]) / 2
}

/** Ports other tools of this repo use: the demo server, the e2e servers (two workers' worth, tests/e2e/slots.mjs), vite preview. */
export const RESERVED_PORTS = [8000, 8010, 8012, 4173, 4179, 4180, 4229, 4230, 5173]

function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** The first free port from `preferred` on, skipping RESERVED_PORTS and `also`. */
export async function freePort(preferred, also = []) {
  for (let port = preferred; port < preferred + 100; port++) {
    if (RESERVED_PORTS.includes(port) || also.includes(port)) continue
    if (await canListen(port)) return port
  }
  throw new Error(`no free port from ${preferred}`)
}
