// npm run bench: builds the app, serves dist/ gzipped, drives headless Chromium and prints a table
// of what matters on a tablet on a weak connection. A script, not a test: it prints numbers.
import { build } from './lib/build.mjs'
import { launchBrowser } from './lib/browser.mjs'
import { BUDGETS, firstVisit, kb } from './lib/measure.mjs'
import { dashboardVisit } from './lib/dashboard-visit.mjs'
import { serveDist } from './lib/static-server.mjs'

const REAL = 'dist-bench/real'
const DEMO = 'dist-bench/demo'
const RUNS = 5

if (!process.env.SKIP_BUILD) {
  build(REAL, { real: true })
  build(DEMO, { real: false })
}
const real = await serveDist(REAL, 4411)
const demo = await serveDist(DEMO, 4412)
const browser = await launchBrowser()
const rows = []
const row = (what, value, unit, target) => rows.push({ what, value, unit, target })

/**
 * First contentful paint of `path` on a cold cache (150 ms round trip, 1.6 Mb/s, CPU 4x slower),
 * and when the login form itself is on screen (the 'Submit' button visible).
 */
async function throttledFcp(baseURL, path) {
  const context = await browser.newContext({ baseURL, viewport: { width: 820, height: 1180 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const start = Date.now()
  await page.goto(path, { waitUntil: 'commit' })
  await page.getByRole('button', { name: 'Submit' }).waitFor({ timeout: 30_000 })
  const formVisible = Date.now() - start
  const fcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const hit = performance.getEntriesByName('first-contentful-paint')[0]
        if (hit) return resolve(hit.startTime)
        new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({ type: 'paint', buffered: true })
      }),
  )
  await context.close()
  return { fcp, formVisible }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** Wait until the demo backend has answered nothing new for a second. */
async function quiet(page) {
  let last = -1
  for (;;) {
    const n = await page.evaluate(() => window.trafficDashDemo.requests().length)
    if (n === last) return
    last = n
    await page.waitForTimeout(1000)
  }
}

/** API calls the demo backend answered while `action` ran, once everything settled. */
async function apiCalls(page, action) {
  await quiet(page)
  await page.evaluate(() => window.trafficDashDemo.clearRequests())
  await action()
  await quiet(page)
  return page.evaluate(() => window.trafficDashDemo.requests().map((r) => `${r.method} ${r.path}`))
}

/** Time from the last API answer to the last DOM change, for a page load of `path`. */
async function renderAfterData(page, path) {
  await page.goto(path)
  await page.waitForFunction(() => !!window.trafficDashDemo)
  await quiet(page)
  return page.evaluate(() => {
    const api = performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/'))
    const lastAnswer = Math.max(...api.map((e) => e.responseEnd))
    return Math.max(0, Math.round(window.__lastMutation - lastAnswer))
  })
}

async function measureScale(baseURL) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } })
  await context.addInitScript(() => {
    window.__lastMutation = 0
    new MutationObserver(() => (window.__lastMutation = performance.now())).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
  })
  const page = await context.newPage()
  await page.goto('/')
  await page.waitForFunction(() => !!window.trafficDashDemo)
  await page.evaluate(() => window.trafficDashDemo.reset({ large: true }))
  await page.getByLabel('Email', { exact: false }).first().fill('resident@demo.test')
  await page.getByLabel('Password', { exact: false }).first().fill('Demo@1234')
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.waitForURL('**/dashboard')
  const renders = []
  for (let i = 0; i < 3; i++) renders.push(await renderAfterData(page, '/dashboard'))
  const members = await renderAfterData(page, '/members')

  await page.goto('/dashboard?dialog=guest')
  const field = page.getByRole('dialog').getByLabel('First Name', { exact: false })
  await field.waitFor()
  await page.evaluate(() => {
    window.__slowest = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__slowest = Math.max(window.__slowest, e.duration)
    }).observe({ type: 'event', durationThreshold: 16, buffered: false })
  })
  await field.click()
  await page.keyboard.type('Bartholomewmaximilianalexander', { delay: 30 })
  await page.waitForTimeout(300)
  const keystroke = await page.evaluate(() => Math.round(window.__slowest))
  await context.close()
  return { render: median(renders), members, keystroke }
}

try {
  const login = await firstVisit(browser, real.url, REAL, '/', {
    ready: (page) => page.getByRole('button', { name: 'Submit' }).waitFor({ timeout: 30_000 }),
  })
  const landing = await firstVisit(browser, real.url, REAL, '/landing', {
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 }),
  })
  const dash = await dashboardVisit(browser, demo.url, DEMO)
  row('JS+CSS gzip, first visit of /landing', kb(landing.code()), 'KB')
  row('JS+CSS gzip, first visit of /', kb(login.code()), 'KB', BUDGETS.loginCode)
  row('JS+CSS gzip, first visit of /dashboard (signed in, demo backend excluded)', kb(dash.code), 'KB')
  row("/dashboard's code beyond what / loaded", kb(dash.extraCode), 'KB', BUDGETS.dashboardExtraCode)
  row('/landing in all, images included', kb(landing.total()), 'KB', BUDGETS.landingTotal)

  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await throttledFcp(real.url, '/'))
  row(`FCP of /, median of ${RUNS} (150 ms RTT, 1.6 Mb/s, CPU 4x)`, Math.round(median(runs.map((r) => r.fcp))), 'ms', BUDGETS.loginFcpMs)
  row(`login form on screen, median of ${RUNS} (same throttling)`, Math.round(median(runs.map((r) => r.formVisible))), 'ms')

  // Request discipline, counted by the demo backend.
  const context = await browser.newContext({ baseURL: demo.url, viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto('/')
  await page.waitForFunction(() => !!window.trafficDashDemo)
  await page.evaluate(() => window.trafficDashDemo.latency(0))
  const signInCalls = await apiCalls(page, async () => {
    await page.getByLabel('Email', { exact: false }).first().fill('resident@demo.test')
    await page.getByLabel('Password', { exact: false }).first().fill('Demo@1234')
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL('**/dashboard')
  })
  row('API calls: signing in to the dashboard', signInCalls.length, 'calls')
  await page.getByRole('button', { name: /User menu/ }).click()
  await page.getByRole('menuitem', { name: 'Invite Guest' }).click()
  const guestCalls = await apiCalls(page, async () => {
    await page.getByRole('dialog').getByLabel('First Name', { exact: false }).fill('Bench')
    await page.getByRole('dialog').getByLabel('Last Name', { exact: false }).fill('Guest')
    await page.getByRole('dialog').getByRole('button', { name: /^Add/ }).click()
    await page.getByText('Guest added successfully').waitFor()
  })
  row('API calls: adding a guest', guestCalls.length, 'calls')
  await page.getByRole('button', { name: /User menu/ }).click()
  await page.getByRole('menuitem', { name: 'Members' }).click()
  await page.getByRole('button', { name: /^Invite/ }).first().waitFor()
  const inviteCalls = await apiCalls(page, async () => {
    await page.getByRole('button', { name: /^Invite/ }).first().click()
    await page.getByText('Member invited successfully').waitFor()
  })
  row('API calls: inviting a member', inviteCalls.length, 'calls')
  await page.getByRole('link', { name: 'Back to dashboard' }).click()
  await page.getByRole('button', { name: /User menu/ }).click()
  await page.getByRole('menuitem', { name: 'Cars' }).click()
  await page.waitForURL('**/cars')
  const backCalls = await apiCalls(page, async () => {
    await page.getByRole('link', { name: 'Back to dashboard' }).click()
    await page.waitForURL('**/dashboard')
  })
  row('API calls: returning to the dashboard from /cars', backCalls.length, 'calls')
  await context.close()

  // Scale: one household with 1,000 visitors, 300 guests and 500 members (the demo's large seed).
  const scale = await measureScale(demo.url)
  row('large seed: dashboard render after its data arrived (median of 3)', scale.render, 'ms', 300)
  row('large seed: slowest keystroke typing in a dialog over the dashboard', scale.keystroke, 'ms', 50)
  row('large seed: members screen render after its data arrived', scale.members, 'ms', 300)

  console.log('\n| measure | value | target |\n|---|---|---|')
  for (const r of rows) {
    const target = r.target === undefined ? '' : `${r.value <= r.target ? 'met' : 'MISSED'} (at most ${r.target} ${r.unit})`
    console.log(`| ${r.what} | ${r.value} ${r.unit} | ${target} |`)
  }
  console.log(`\nsign-in calls: ${signInCalls.join(', ')}`)
  console.log(`add-guest calls: ${guestCalls.join(', ')}`)
  console.log(`invite calls: ${inviteCalls.join(', ')}`)
  console.log(`back-to-dashboard calls: ${backCalls.join(', ') || 'none'}`)
} finally {
  await browser.close()
  await real.close()
  await demo.close()
}
