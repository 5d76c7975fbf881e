// What "the dashboard's lists are visible" means for the bench, and the large-seed measures of a
// signed-in dashboard (render time after the data arrived, keystroke latency in a dialog).
import { signIn } from './browser.mjs'
import { VIEWPORT, median, quietApi } from './measure.mjs'

export const BENCH_USER = 'resident@demo.test'

/**
 * The list regions of resident@demo.test's (home, not flagged) dashboard, by accessible name
 * (tests/e2e/home-dashboard.e2e.ts): each must show at least one row or its empty state.
 */
export const RESIDENT_LISTS = ['Visitor', 'Guest', 'Vacations', 'Recurring Services']

/**
 * For a page load of `path`: from the moment both its API answers and its scripts had arrived to
 * the last change of the DOM's content (nodes or text; attribute-only changes such as the app
 * shell's `data-resizing` flag left out). Data now starts from the entry and may arrive before the
 * code, so counting from the last API answer alone would measure the code's download. The
 * persisted cache is removed first: it would paint the lists before their data arrived.
 */
async function renderAfterData(page, demo, path) {
  // Without the persisted cache (D24), which would paint the lists before their data arrived.
  await page.evaluate(() => localStorage.removeItem('traffic-dash-cache'))
  await page.goto(path)
  await quietApi(demo, { quietMs: 1000 })
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource')
    const api = entries.filter((e) => new URL(e.name).pathname.startsWith('/api/'))
    // Code asked for after the last change (the service worker's update prompt, once idle) was not
    // what the screen waited for.
    const code = entries.filter(
      (e) => new URL(e.name).origin === location.origin && /\.js$/.test(new URL(e.name).pathname) && e.startTime < window.__lastMutation,
    )
    if (!api.length) return null
    const ready = Math.max(...api.map((e) => e.responseEnd), ...code.map((e) => e.responseEnd))
    return Math.max(0, Math.round(window.__lastMutation - ready))
  })
}

/**
 * On the demo server's large seed (1,000 visitors, 300 guests, 500 members in one household),
 * unthrottled: how long the dashboard and members screens take to render once their data and
 * code are there, and the slowest keystroke typing in a dialog over the dashboard.
 */
export async function largeSeedMeasures(browser, baseURL, demo) {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT })
  try {
    await context.addInitScript(() => {
      window.__lastMutation = 0
      new MutationObserver(() => (window.__lastMutation = performance.now())).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      })
    })
    const page = await context.newPage()
    await signIn(page, BENCH_USER)
    const renders = []
    for (let i = 0; i < 3; i++) renders.push(await renderAfterData(page, demo, '/dashboard'))
    const members = await renderAfterData(page, demo, '/members')

    await page.goto('/dashboard?dialog=guest')
    const field = page.getByRole('dialog').getByLabel('First Name', { exact: false })
    await field.waitFor({ timeout: 30_000 })
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
    return { render: median(renders), members, keystroke }
  } finally {
    await context.close()
  }
}
