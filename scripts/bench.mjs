// npm run bench: the journeys of a resident's first seconds on the production build for a real
// portal, over the demo server (npm run demo-server --test, every API call answered after 120 ms), in
// headless Chromium at 1440x900 with 150 ms round trip, 1.6 Mb/s down, 0.75 Mb/s up and the CPU 4x
// slower. Median of 5 cold runs: each run is a new browser context (empty HTTP cache, empty
// storage) that
//   1. visits / cold and, as soon as the login form is visible, fills it and clicks Submit (a
//      resident who knows what to type: a click at first sight). Measured: form visible from
//      navigation start; Submit ->
//      URL /dashboard (the 1 s wait after a sign-in is part of it); URL -> every list of the
//      dashboard shows a row or its empty state; the end of that wait (the sign-in's answer + 1 s)
//      -> the lists; the click -> the lists (sign-in to lists); navigation start -> the lists
//      (cold visit to lists);
//   2. waits until the app is quiet plus 1.5 s, and until the service worker that the visit
//      installed controls the page; reloads /dashboard signed in: reload start -> the lists
//      visible; then does it once more;
//   3. in a new context, visits / cold and leaves it alone: form usable (the app has taken the form
//      over) from navigation start (after a click at first sight the app never takes it over); then
//      fills it and clicks Submit: Submit -> the lists (a resident who types once the page works),
//      and the end of the 1 s wait -> the lists;
//   4. in that context, with its storage cleared (signed out, the site's files still cached), opens /
//      in a new tab and signs in at first sight: the click -> the lists.
// Times come from the page's own clock (an init script polling the DOM once per frame), not from
// React; with each, the main thread's busy ms over the same span (Chromium's TaskDuration). Also
// prints the API calls each journey made (flagging any made twice), the JS+CSS a cold / and a
// signed-in reload loaded, and the large-seed render measures.
// A script, not a test: it prints numbers. Ports: BENCH_PORT (static, default 4431) and
// BENCH_API_PORT (demo server, default 8031); the next free one is taken when busy.
// BENCH_BASELINE (a git ref or another checkout's path): that build is built too, served beside
// this one over the same demo server, and the runs alternate between the two (this, baseline;
// baseline, this; ...), so that both meet the same load of a shared machine; both are printed.
import { resolve } from 'node:path'
import { baselineCheckout } from './lib/baseline.mjs'
import { build } from './lib/build.mjs'
import { launchBrowser } from './lib/browser.mjs'
import { BENCH_USER, RESIDENT_LISTS, largeSeedMeasures } from './lib/dashboard-visit.mjs'
import { demoControl, startDemoServerProcess } from './lib/demo-server.mjs'
import {
  CONDITIONS,
  VIEWPORT,
  apiCalls,
  codeLoaded,
  freePort,
  installProbe,
  kb,
  mainThreadMs,
  median,
  repeatedCalls,
  seconds,
  throttle,
} from './lib/measure.mjs'
import { serveDist } from './lib/static-server.mjs'

const OUT = 'dist-bench/real'
const BASELINE_OUT = 'dist-bench/baseline'
const RUNS = Number(process.env.BENCH_RUNS || 5)
const API_LATENCY = 120
const PASSWORD = 'Demo@1234'

const JOURNEYS = [
  { key: 'form', name: 'login form visible, cold visit of `/`', target: 1000 },
  { key: 'usable', name: 'login form usable (the app has taken it over), cold visit', target: null },
  { key: 'toUrl', name: 'Submit → URL /dashboard (the 1 s wait after a sign-in included)', target: null },
  { key: 'urlToLists', name: 'URL /dashboard → lists visible', target: null },
  { key: 'waitToLists', name: 'the 1 s wait after a sign-in over (sign-in answer + 1 s) → lists visible', target: 300 },
  { key: 'signIn', name: 'sign-in to lists: a click at first sight → lists visible', target: 1700 },
  { key: 'reload', name: 'reload of `/dashboard` (signed in) → lists visible', target: 1000 },
  { key: 'laterReload', name: 'the same reload once more → lists visible', target: 1000 },
  { key: 'takenOver', name: 'sign-in once the app has taken the form over: Submit → lists visible (the 1 s wait after a sign-in included)', target: 1500 },
  { key: 'takenOverWait', name: 'sign-in once the app has taken the form over: the wait over → lists visible', target: 300 },
  { key: 'cold', name: 'cold visit to lists: navigation start of `/` → lists visible (form + sign-in)', target: 2500 },
  { key: 'warmSignIn', name: 'a later sign-in, the site\'s files cached: a click at first sight → lists visible', target: null },
]
/** Which API calls belong to which journey (the same calls, counted once). */
const CALLS = { signIn: 'sign-in (cold visit of / and Submit)', reload: 'reload of /dashboard' }

// ---- servers, with cleanup on every way out ------------------------------------------------
let api
/** The builds measured: this checkout's, then the baseline's if any; each with its server and runs. */
const builds = []
let browser
let cleaned = false
async function cleanup() {
  if (cleaned) return
  cleaned = true
  await browser?.close().catch(() => {})
  for (const b of builds) await b.site?.close().catch(() => {})
  api?.stop()
}
process.on('exit', () => api?.stop())
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers`)
    cleanup().finally(() => process.exit(130))
  })
}

const apiPort = await freePort(Number(process.env.BENCH_API_PORT || 8031))
const sitePort = await freePort(Number(process.env.BENCH_PORT || 4431), [apiPort])
const baselinePort = process.env.BENCH_BASELINE ? await freePort(sitePort + 1, [apiPort, sitePort]) : undefined

/** One cold run of the journeys; a journey that fails gives null and its error. */
async function run(baseURL, demo) {
  const result = { times: {}, task: {}, calls: {}, errors: {}, code: {}, firstAnswer: {} }
  const span = (key, from, to) => {
    result.times[key] = to.at - from.at
    if (typeof to.task === 'number' && typeof from.task === 'number') result.task[key] = to.task - from.task
  }
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT })
  try {
    const probe = await installProbe(context, { lists: RESIDENT_LISTS })
    const page = await context.newPage()
    probe.cdp = await throttle(context, page)
    await demo.reset()
    await demo.clearRequests()

    // 1. Cold visit of /, the form filled and sent as soon as it shows.
    const before = await mainThreadMs(probe.cdp)
    await page.goto('/', { waitUntil: 'commit' })
    const form = await probe.waitFor((m) => m.name === 'form')
    const start = { at: form.origin, task: before }
    span('form', start, form)
    await page.getByLabel('Email', { exact: false }).first().fill(BENCH_USER)
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD)
    await page.getByRole('button', { name: 'Submit' }).click()
    const click = await probe.waitFor((m) => m.name === 'submit')
    const url = await probe.waitFor((m) => m.name === 'url')
    span('toUrl', click, url)
    const lists = await probe.waitFor((m) => m.name === 'lists')
    span('urlToLists', url, lists)
    // (The wait's end is reported at the answer: the main thread's ms at that moment would not be the span's.)
    span('waitToLists', { at: (await probe.waitFor((m) => m.name === 'waitOver')).at }, lists)
    span('signIn', click, lists)
    span('cold', start, lists)
    result.calls.signIn = await apiCalls(demo)
    result.code.signIn = await codeLoaded(page)
    // The persisted cache (if any) writes on a throttle: let it, as a resident would.
    await page.waitForTimeout(1500)
    // Every reload of a resident but those in the first seconds of a device's first visit goes
    // through the service worker that visit installed: the reloads wait until it controls the page.
    await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 60_000 })

    // 2. Reload of /dashboard, signed in: reload start -> the lists visible, twice (the second one
    // finds what the first left: V8's code cache, a warm service worker).
    const reload = async (key, after) => {
      await demo.clearRequests()
      const seen = probe.marks.length
      const beforeReload = await mainThreadMs(probe.cdp)
      await page.reload({ waitUntil: 'commit' })
      const reloaded = await probe.waitFor((m) => m.name === 'lists' && m.origin > after.origin, { from: seen })
      // Chromium restarts TaskDuration with the new document: from the reload's start it then counts alone.
      span(key, { at: reloaded.origin, task: reloaded.task < beforeReload ? 0 : beforeReload }, reloaded)
      await page.waitForLoadState('networkidle')
      // The first API answer of the reloaded page: the lists are to show before it, from the persisted cache.
      const answers = probe.marks.slice(seen).filter((m) => m.name === 'apiAnswer' && m.origin === reloaded.origin)
      if (answers.length) result.firstAnswer[key] = Math.min(...answers.map((m) => m.at)) - reloaded.origin
      return reloaded
    }
    const reloaded = await reload('reload', lists)
    result.calls.reload = await apiCalls(demo)
    result.code.reload = await codeLoaded(page, result.code.signIn)
    await page.waitForTimeout(1500)
    await reload('laterReload', reloaded)
    await context.close()

    // 3. Cold visit of / left alone: navigation start -> the app has taken the form over. (A click
    // at first sight would hurry it: the app sends a held Submit as soon as it has taken over.)
    const alone = await browser.newContext({ baseURL, viewport: VIEWPORT })
    try {
      const aloneProbe = await installProbe(alone, { lists: RESIDENT_LISTS })
      const alonePage = await alone.newPage()
      aloneProbe.cdp = await throttle(alone, alonePage)
      const beforeAlone = await mainThreadMs(aloneProbe.cdp)
      await alonePage.goto('/', { waitUntil: 'commit' })
      const usable = await aloneProbe.waitFor((m) => m.name === 'usable')
      span('usable', { at: usable.origin, task: beforeAlone }, usable)
      // ... then signs in: Submit -> the lists (the login call, the 1 s wait after it, the render).
      await demo.reset()
      await alonePage.getByLabel('Email', { exact: false }).first().fill(BENCH_USER)
      await alonePage.getByLabel('Password', { exact: false }).first().fill(PASSWORD)
      await alonePage.getByRole('button', { name: 'Submit' }).click()
      const submitted = await aloneProbe.waitFor((m) => m.name === 'submit')
      const shown = await aloneProbe.waitFor((m) => m.name === 'lists')
      span('takenOver', submitted, shown)
      span('takenOverWait', { at: (await aloneProbe.waitFor((m) => m.name === 'waitOver')).at }, shown)

      // 4. The same resident signs in again later, with the site's files in the HTTP cache and the
      // service worker (after a sign-out or an ended session): their session and data are gone (the
      // origin's storage cleared), the page is a new tab, the form is filled at first sight.
      await alonePage.waitForLoadState('networkidle')
      await alonePage.waitForTimeout(1500)
      await alonePage.close()
      await aloneProbe.cdp.detach().catch(() => {})
      const origin = new URL(baseURL).origin
      const clearer = await alone.newPage()
      const storage = await alone.newCDPSession(clearer)
      await storage.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,indexeddb,cookies' })
      await clearer.close()
      await demo.reset()
      const warmPage = await alone.newPage()
      aloneProbe.cdp = await throttle(alone, warmPage)
      const seen = aloneProbe.marks.length
      await warmPage.goto('/', { waitUntil: 'commit' })
      await aloneProbe.waitFor((m) => m.name === 'form', { from: seen })
      await warmPage.getByLabel('Email', { exact: false }).first().fill(BENCH_USER)
      await warmPage.getByLabel('Password', { exact: false }).first().fill(PASSWORD)
      await warmPage.getByRole('button', { name: 'Submit' }).click()
      const warmClick = await aloneProbe.waitFor((m) => m.name === 'submit', { from: seen })
      span('warmSignIn', warmClick, await aloneProbe.waitFor((m) => m.name === 'lists', { from: seen }))
    } finally {
      await alone.close().catch(() => {})
    }
  } catch (error) {
    const missing = JOURNEYS.find((j) => result.times[j.key] === undefined)
    if (missing) result.errors[missing.key] = String(error?.message ?? error).split('\n')[0]
  } finally {
    await context.close().catch(() => {})
  }
  return result
}

const fmtCall = (c) => `${c.method} ${c.path}`

try {
  api = startDemoServerProcess({ port: apiPort, latency: API_LATENCY, test: true })
  await api.ready
  const demo = demoControl(api.url)
  builds.push({ label: 'this checkout', out: OUT, port: sitePort, runs: [] })
  if (process.env.BENCH_BASELINE) {
    const baseline = baselineCheckout(process.env.BENCH_BASELINE)
    if (baseline.warning) console.warn(`BENCH_BASELINE: ${baseline.warning}`)
    builds.push({ label: `baseline ${baseline.label}`, out: BASELINE_OUT, port: baselinePort, cwd: baseline.dir, runs: [] })
  }
  for (const b of builds) {
    console.log(`demo server on ${api.url} (test controls, ${API_LATENCY} ms per call); building ${b.out}/ for it (${b.label})`)
    await build(resolve(b.out), { real: true, backend: api.url, cwd: b.cwd })
    b.site = await serveDist(b.out, b.port)
  }
  const site = builds[0].site
  browser = await launchBrowser()
  console.log(`production build on ${builds.map((b) => `${b.site.url} (${b.label})`).join(' and ')}; ${RUNS} cold runs under ${CONDITIONS.latency} ms RTT, ${(CONDITIONS.downloadThroughput * 8) / 1e6} Mb/s down, ${(CONDITIONS.uploadThroughput * 8) / 1e6} Mb/s up, CPU ${CONDITIONS.cpuSlowdown}x, ${VIEWPORT.width}x${VIEWPORT.height}`)

  for (let i = 0; i < RUNS; i++) {
    for (const b of i % 2 ? [...builds].reverse() : builds) {
      const r = await run(b.site.url, demo)
      b.runs.push(r)
      const line = JOURNEYS.map((j) => `${j.key} ${r.times[j.key] === undefined ? 'failed' : seconds(r.times[j.key])}`).join(', ')
      console.log(`run ${i + 1}/${RUNS}${builds.length > 1 ? ` ${b.label}` : ''}: ${line}${Object.keys(r.errors).length ? ` (${Object.values(r.errors).join('; ')})` : ''}`)
    }
  }
  const runs = builds[0].runs

  // Large seed, unthrottled, over the same demo server: cheap enough to keep.
  let scale
  try {
    await demo.reset({ large: true })
    await demo.latency(0)
    scale = await largeSeedMeasures(browser, site.url, demo)
  } catch (error) {
    scale = { error: String(error?.message ?? error).split('\n')[0] }
  } finally {
    await demo.latency(API_LATENCY).catch(() => {})
    await demo.reset().catch(() => {})
  }

  // ---- report --------------------------------------------------------------------------------
  const out = []
  const print = (s = '') => out.push(s)
  print()
  print(`## Journeys: production build over the demo server (every API call ${API_LATENCY} ms), headless Chromium ${VIEWPORT.width}x${VIEWPORT.height},`)
  print(`## ${CONDITIONS.latency} ms RTT, 1.6 Mb/s down, 0.75 Mb/s up, CPU ${CONDITIONS.cpuSlowdown}x slower; median of ${RUNS} cold runs`)
  print()
  print('| journey | median | main thread (median) | target | met? |')
  print('|---|---|---|---|---|')
  for (const j of JOURNEYS) {
    const m = median(runs.map((r) => r.times[j.key] ?? null))
    const task = median(runs.map((r) => r.task[j.key] ?? null))
    const met = m === null || j.target === null ? '' : m <= j.target ? 'yes' : `no (+${((m - j.target) / 1000).toFixed(2)} s)`
    print(`| ${j.name} | ${seconds(m)} | ${task === null ? 'n/a' : `${task} ms`} | ${j.target === null ? '' : `≤ ${(j.target / 1000).toFixed(1)} s`} | ${met} |`)
  }
  print()
  for (const key of ['reload', 'laterReload']) {
    const answers = runs.filter((r) => r.firstAnswer[key] !== undefined && r.times[key] !== undefined)
    if (answers.length)
      print(`${key}: the first API answer at ${seconds(median(answers.map((r) => r.firstAnswer[key])))} (median); the lists showed before any API answer in ${answers.filter((r) => r.times[key] < r.firstAnswer[key]).length} of ${answers.length} runs`)
  }
  print()
  for (const j of JOURNEYS) {
    print(`${j.key}: ${runs.map((r) => (r.times[j.key] === undefined ? `failed (${r.errors[j.key] ?? 'an earlier journey failed'})` : `${seconds(r.times[j.key])}${r.task[j.key] === undefined ? '' : ` (${r.task[j.key]} ms)`}`)).join(', ')}`)
  }
  if (builds.length > 1) {
    const [self, baseline] = builds
    print()
    print(`### This checkout against ${baseline.label}, runs alternated (medians of ${RUNS})`)
    print()
    print('| journey | this checkout | baseline | this / baseline |')
    print('|---|---|---|---|')
    for (const j of JOURNEYS) {
      const [a, b] = [self, baseline].map((x) => median(x.runs.map((r) => r.times[j.key] ?? null)))
      print(`| ${j.name} | ${seconds(a)} | ${seconds(b)} | ${a === null || b === null ? 'n/a' : `${Math.round((a / b) * 100)}%`} |`)
    }
    print()
    for (const j of JOURNEYS) print(`${j.key}, baseline: ${baseline.runs.map((r) => (r.times[j.key] === undefined ? 'failed' : `${seconds(r.times[j.key])}${r.task[j.key] === undefined ? '' : ` (${r.task[j.key]} ms)`}`)).join(', ')}`)
  }
  for (const [key, name] of Object.entries(CALLS)) {
    print()
    print(`### API calls of the ${name}`)
    const withCalls = runs.filter((r) => r.calls[key])
    if (!withCalls.length) continue
    const first = withCalls[0].calls[key]
    print(`API calls (${first.length}): ${first.map(fmtCall).join(', ') || 'none'}`)
    const differ = withCalls.filter((r) => r.calls[key].map(fmtCall).join() !== first.map(fmtCall).join())
    if (differ.length) for (const r of differ) print(`  another run made: ${r.calls[key].map(fmtCall).join(', ') || 'none'}`)
    const twice = new Set(withCalls.flatMap((r) => repeatedCalls(r.calls[key])))
    print(twice.size ? `CALLED TWICE in one journey: ${[...twice].join(', ')}` : 'no call made twice')
  }
  print()
  print('### JS+CSS loaded (gzip, as served)')
  const codeOf = (key) => runs.map((r) => r.code[key]).find(Boolean)
  const login = codeOf('signIn')
  const reload = codeOf('reload')
  if (login) print(`cold visit of / and sign-in, once idle: ${kb(login.gzip)} KB (JS ${kb(login.js)} KB, CSS ${kb(login.css)} KB) in ${login.files.length} files`)
  if (reload)
    print(`signed-in reload of /dashboard: ${kb(reload.gzip)} KB (JS ${kb(reload.js)} KB, CSS ${kb(reload.css)} KB) in ${reload.files.length} files, ${kb(reload.network)} KB of it over the network (the rest from the service worker's or the HTTP cache)`)
  print()
  print('### Large seed (1,000 visitors, 300 guests, 500 members), unthrottled')
  if (scale.error) print(`failed: ${scale.error}`)
  else {
    print(`dashboard on screen after its data and code arrived (median of 3): ${scale.render ?? 'n/a'} ms (target ≤ 300 ms)`)
    print(`members screen on screen after its data and code arrived: ${scale.members ?? 'n/a'} ms (target ≤ 300 ms)`)
    print(`slowest keystroke typing in a dialog over the dashboard: ${scale.keystroke} ms (target ≤ 50 ms)`)
    print(`slowest keystroke typing in the visitor list's search: ${scale.search} ms`)
  }
  console.log(out.join('\n'))
  if (builds.some((b) => b.runs.every((r) => Object.keys(r.errors).length))) process.exitCode = 1
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanup()
}
