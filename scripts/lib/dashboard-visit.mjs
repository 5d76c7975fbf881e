// What "the dashboard's lists are visible" means for the bench, and the large-seed measures of a
// signed-in dashboard and members screen (time to paint after the data arrived, keystroke latency in
// a dialog).
import { signIn } from './browser.mjs'
import { VIEWPORT, median, quietApi } from './measure.mjs'

export const BENCH_USER = 'resident@demo.test'

/**
 * The list regions of resident@demo.test's (home, not flagged) dashboard, by accessible name
 * (tests/e2e/home-dashboard.e2e.ts): each must show at least one row or its empty state.
 */
export const RESIDENT_LISTS = ['Visitor', 'Guest', 'Vacations', 'Recurring Services']

/**
 * Runs in every document of the large-seed context (an init script): on each change of the body it
 * checks whether the screen shows its rows (the dashboard: each list in `lists` shows a row or its
 * empty state; the members screen: a member's row), and the first time it does, records that
 * moment (`__shownAt`, the commit) and the end of the frame that paints it (`__paintedAt`: a task
 * queued from that frame's animation callback runs after its style, layout and paint). Only the
 * body is watched: the chunks fetched once idle add links to the head long after the screen shows.
 */
function watchScreen({ lists, emptyText }) {
  window.__shownAt = 0
  window.__paintedAt = 0
  const shows = {
    '/dashboard': () => {
      const regions = new Map()
      for (const s of document.querySelectorAll('section[aria-labelledby]')) {
        const heading = document.getElementById(s.getAttribute('aria-labelledby'))
        if (heading) regions.set(heading.textContent.trim(), s)
      }
      return lists.every((name) => regions.get(name)?.querySelector('li') || regions.get(name)?.textContent.includes(emptyText))
    },
    '/members': () => !!document.querySelector('li[data-member]'),
  }
  const observer = new MutationObserver(() => {
    if (window.__shownAt || !shows[location.pathname]?.()) return
    window.__shownAt = performance.now()
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => (window.__paintedAt = performance.now())))
  })
  const start = () => observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  if (document.body) start()
  else addEventListener('DOMContentLoaded', start, { once: true })
}

/**
 * For a page load of `path`: from the moment both the screen's API answers and the scripts it
 * waited for had arrived to the end of the frame that painted its rows (see watchScreen). Data now
 * starts from the entry and may arrive before the code, so counting from the last API answer alone
 * would measure the code's download; calls and code asked for after the rows showed (the bell's
 * notifications, the chunks fetched once idle) are not what the screen waited for. The persisted
 * cache is removed first: it would paint the lists before their data arrived.
 */
async function renderAfterData(page, demo, path) {
  // Without the persisted cache (D24), which would paint the lists before their data arrived.
  await page.evaluate(() => localStorage.removeItem('traffic-dash-cache'))
  await page.goto(path)
  await quietApi(demo, { quietMs: 1000 })
  return page.evaluate(() => {
    const shown = window.__shownAt
    if (!shown || !window.__paintedAt) return null
    const waited = performance.getEntriesByType('resource').filter((e) => {
      const url = new URL(e.name)
      if (e.startTime > shown) return false
      if (url.pathname.startsWith('/api/')) return !url.pathname.includes('notification_log')
      return url.origin === location.origin && /\.js$/.test(url.pathname)
    })
    if (!waited.length) return null
    const ready = Math.max(...waited.map((e) => e.responseEnd))
    return Math.round(window.__paintedAt - ready)
  })
}

/** The longest keyboard event (its handling and the frame after it, Event Timing) while typing `text` into `field`. */
async function slowestKeystroke(page, field, text) {
  await field.waitFor({ timeout: 30_000 })
  await page.evaluate(() => {
    window.__slowest = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__slowest = Math.max(window.__slowest, e.duration)
    }).observe({ type: 'event', durationThreshold: 16, buffered: false })
  })
  await field.click()
  await page.keyboard.type(text, { delay: 30 })
  await page.waitForTimeout(300)
  return page.evaluate(() => Math.round(window.__slowest))
}

/**
 * On the demo server's large seed (1,000 visitors, 300 guests, 500 members in one household),
 * unthrottled: how long the dashboard and members screens take to render once their data and
 * code are there, and the slowest keystroke typing in a dialog over the dashboard.
 */
export async function largeSeedMeasures(browser, baseURL, demo) {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT })
  try {
    await context.addInitScript(watchScreen, { lists: RESIDENT_LISTS, emptyText: 'No result found' })
    const page = await context.newPage()
    await signIn(page, BENCH_USER)
    const renders = []
    for (let i = 0; i < 3; i++) renders.push(await renderAfterData(page, demo, '/dashboard'))
    const members = await renderAfterData(page, demo, '/members')

    await page.goto('/dashboard?dialog=guest')
    const keystroke = await slowestKeystroke(page, page.getByRole('dialog').getByLabel('First Name', { exact: false }), 'Bartholomewmaximilianalexander')
    // The visitor list's search: each letter filters the 1,000 rows.
    await page.goto('/dashboard')
    const search = await slowestKeystroke(page, page.getByRole('region', { name: 'Visitor' }).getByRole('searchbox', { name: 'Search visitors' }), 'ann lee')
    return { render: median(renders), members, keystroke, search }
  } finally {
    await context.close()
  }
}
