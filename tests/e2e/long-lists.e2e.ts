import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AXE, axeNow } from './axe'
import { demo, launchBrowser, newPage, SCREENS_ONLY, signIn, VIEWPORTS } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The rows of a list in the DOM now, and how many the whole list has (each row's aria-setsize). */
async function rendered(list: Locator) {
  return list.evaluate((ul) => {
    const rows = [...ul.querySelectorAll(':scope > li')]
    return {
      count: rows.length,
      size: Number(rows[0]?.getAttribute('aria-setsize') ?? rows.length),
      last: Math.max(...rows.map((r) => Number(r.getAttribute('aria-posinset') ?? 0))),
    }
  })
}

/**
 * The list once its virtualiser has taken it (its rows tell their place; src/ui/long-list-rows.tsx,
 * loaded when a list is long: until then the first rows show as a short list).
 */
const virtualised = (list: Locator) => list.locator(':scope > li[aria-setsize]').first().waitFor()

/** The row at a place of the whole list (1-based), once it is rendered. */
const rowAt = (list: Locator, place: number) => list.locator(`:scope > li[aria-posinset="${place}"]`)

/** Where the focus is: the place of its row in `list` (0 when outside the list). */
const focusedPlace = (page: Page) =>
  page.evaluate(() => Number(document.activeElement?.closest('li[aria-posinset]')?.getAttribute('aria-posinset') ?? 0))

/** The resident's dashboard on the large seed: its visitor list once virtualised, and its rows then. */
async function visitorList() {
  await demo.reset({ large: true })
  const { context, page, errors } = await newPage(browser)
  await signIn(page, 'resident@demo.test')
  const visitors = page.getByRole('region', { name: 'Visitor' }).getByRole('list')
  await virtualised(visitors)
  return { context, page, errors, visitors, first: await rendered(visitors) }
}

describe('long lists (the large seed: 1,000 visitors, 500 members) render the rows in view', () => {
  it('dashboard: the visitor list renders a few dozen of its rows; scrolling, Tab and focus reach every row', async () => {
    const { context, page, errors, visitors, first } = await visitorList()
    expect(first.size).toBeGreaterThanOrEqual(1000)
    expect(first.count).toBeLessThan(60)

    // The keyboard walks on past the rows first rendered: each Tab scrolls the next row into view.
    await visitors.getByRole('button').first().focus()
    for (let i = 0; i < 60; i++) await page.keyboard.press('Tab')
    const place = await focusedPlace(page)
    expect(place).toBeGreaterThan(first.last)

    // The focused row stays while the list scrolls far away from it (the focus is not lost).
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)
    const box = await visitors.evaluateHandle((ul) => ul.parentElement!.closest('div[style*="overflow"]')!)
    await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
    // The end of the list renders, and the row holding the focus is still there, focused.
    await rowAt(visitors, first.size).waitFor()
    await expect.poll(() => focusedPlace(page)).toBe(place)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)).toBe(focused)
    expect((await rendered(visitors)).count).toBeLessThan(60)
    expect(errors).toEqual([])
    await context.close()
  })

  it('dashboard: Tab held down on a slow tablet, the keys coming faster than the list renders, walks the visitor rows one by one', async () => {
    const { context, page, errors, visitors, first } = await visitorList()
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 })
    await visitors.getByRole('button').first().focus()
    // The presses are sent together: the page handles them one after the other, with no frame (and
    // so no render of the rows scrolled into view) in between, as a held key's repeats on a busy tablet.
    const inTheList = () => visitors.evaluate((ul) => ul.contains(document.activeElement))
    await Promise.all(Array.from({ length: 80 }, () => page.keyboard.press('Tab')))
    expect(await inTheList()).toBe(true)
    const down = await focusedPlace(page)
    expect(down).toBeGreaterThan(first.last + 10)
    // And back up, past the rows rendered now: Shift+Tab walks them the same way.
    const top = await visitors.evaluate((ul) => Math.min(...[...ul.querySelectorAll(':scope > li')].map((li) => Number(li.getAttribute('aria-posinset')))))
    await Promise.all(Array.from({ length: 40 }, () => page.keyboard.press('Shift+Tab')))
    expect(await inTheList()).toBe(true)
    expect(await focusedPlace(page)).toBeLessThan(top)
    expect(errors).toEqual([])
    await context.close()
  })

  it('members: the page-long list renders the rows in view of the window and its end when scrolled there', async () => {
    await demo.reset({ large: true })
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'resident@demo.test')
    await page.goto('/members')
    const members = page.getByRole('list', { name: 'Secondary Residents' })
    await virtualised(members)
    const first = await rendered(members)
    expect(first.size).toBeGreaterThan(100)
    expect(first.count).toBeLessThan(60)
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }))
    const last = rowAt(members, first.size)
    await last.waitFor()
    expect(await last.isVisible()).toBe(true)
    expect((await rendered(members)).count).toBeLessThan(60)
    expect(errors).toEqual([])
    await context.close()
  })

  it('a long list whose virtualiser cannot be downloaded shows every row, and the page works', async () => {
    await demo.reset({ large: true })
    // No service worker: it would fetch the file itself, past the page's routes.
    const { context, page, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
    await page.route(/\/assets\/long-list-rows-[\w-]+\.js(\?|$)/, (route) => route.abort('internetdisconnected'))
    await signIn(page, 'resident@demo.test')
    const visitors = page.getByRole('region', { name: 'Visitor' }).getByRole('list')
    await expect.poll(async () => (await rendered(visitors)).count, { timeout: 20_000 }).toBeGreaterThanOrEqual(1000)
    await visitors.getByRole('listitem').last().scrollIntoViewIfNeeded()
    expect(await visitors.getByRole('listitem').last().isVisible()).toBe(true)
    await page.getByRole('button', { name: /Add Guest/ }).click()
    await page.getByRole('dialog', { name: 'Invite Guest' }).waitFor()
    expect(await page.getByRole('heading', { name: 'This page could not be loaded' }).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  // The a11y matrix (a11y.e2e.ts) runs on the seed, whose lists are short; a long list's own state
  // (rows placed by the virtualiser, scrolled half-way) is checked here, at both widths and schemes.
  it.each([
    { viewport: VIEWPORTS.desktop, scheme: 'light' as const },
    { viewport: VIEWPORTS.tablet, scheme: 'dark' as const },
  ])('axe finds nothing on the long dashboard and members screen, scrolled half-way ($scheme, $viewport.width px)', async ({ viewport, scheme }) => {
    await demo.reset({ large: true })
    const { context, page, errors } = await newPage(browser, viewport, undefined, scheme, { reducedMotion: 'reduce', ...SCREENS_ONLY })
    await context.addInitScript({ path: AXE })
    await signIn(page, 'resident@demo.test')
    const visitors = page.getByRole('region', { name: 'Visitor' }).getByRole('list')
    await virtualised(visitors)
    await visitors.evaluate((ul) => ul.parentElement!.closest('div[style*="overflow"]')!.scrollTo({ top: ul.scrollHeight / 2 }))
    await expect.poll(async () => (await rendered(visitors)).last).toBeGreaterThan(400)
    expect(await axeNow(page)).toEqual([])
    await page.goto('/members')
    const members = page.getByRole('list', { name: 'Secondary Residents' })
    await virtualised(members)
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2 }))
    await expect.poll(async () => (await rendered(members)).last).toBeGreaterThan(60)
    expect(await axeNow(page)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
