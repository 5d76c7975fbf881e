import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo, launchBrowser, newPage, SCREENS_ONLY, signIn, VIEWPORTS } from './browser'
import { frappeErrorBody } from '../../src/demo-backend/faults'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A page of its own: sizes are the same with or without the service worker. */
const open = (viewport: { width: number; height: number }) => newPage(browser, viewport, undefined, 'light', SCREENS_ONLY)

/** The box a list scrolls in: the nearest ancestor of its rows that scrolls (jsdom lays nothing out; Chromium does). */
async function scrollBox(list: Locator) {
  return list.evaluate((el) => {
    let box: HTMLElement | null = el as HTMLElement
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowY)) box = box.parentElement
    if (!box) throw new Error('the list does not scroll')
    return { height: box.getBoundingClientRect().height, scrolls: box.scrollHeight > box.clientHeight }
  })
}

describe('sizes the product gives, measured in Chromium', () => {
  it('a long list scrolls at about 287 px', async () => {
    const { context, page, errors } = await open(VIEWPORTS.desktop)
    await signIn(page, 'resident@demo.test')
    const visitors = page.getByRole('region', { name: 'Visitor' }).getByRole('list')
    await visitors.getByRole('listitem').first().waitFor()
    const box = await scrollBox(visitors)
    expect(box.scrolls).toBe(true)
    expect(Math.abs(box.height - 287)).toBeLessThanOrEqual(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('lists side by side line up: their search fields at one height, with or without a button in the header', async () => {
    const { context, page, errors } = await open(VIEWPORTS.tablet)
    await signIn(page, 'duntreath@demo.test')
    const search = (list: string) => page.getByRole('region', { name: list }).getByRole('searchbox')
    await search('Employee').waitFor()
    const [visitor, employee] = [await search('Visitor').boundingBox(), await search('Employee').boundingBox()]
    expect(employee!.y).toBe(visitor!.y)
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([
    ['tablet', VIEWPORTS.tablet],
    ['phone', { width: 390, height: 844 }],
  ])("%s: the calendar's day list has its Open buttons in one column, whether a row can be added to a calendar or not", async (_, viewport) => {
    const { context, page, errors } = await open(viewport)
    await signIn(page, 'resident@demo.test')
    await page.goto('/calendar')
    // Each row's 'Open <title>' (not the phone's 'Open navigation').
    const opens = page.getByRole('button', { name: /^Open (?!navigation$)/ })
    await page.getByRole('button', { name: /^Add to calendar: / }).first().waitFor()
    const rights = new Set(await opens.evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().right))))
    expect([...rights]).toHaveLength(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it("a phone: the members' tabs stay in one row, which scrolls to the last tab", async () => {
    const { context, page, errors } = await open({ width: 390, height: 844 })
    await signIn(page, 'resident@demo.test')
    await page.goto('/members')
    const tabs = page.getByRole('tab')
    await page.getByRole('tab', { name: 'Non-Resident' }).waitFor()
    const tops = new Set(await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top))))
    expect([...tops]).toHaveLength(1)
    await page.getByRole('tab', { selected: true }).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    const last = page.getByRole('tab', { name: 'Non-Resident' })
    await expect.poll(() => last.getAttribute('aria-selected')).toBe('true')
    await expect.poll(async () => ((b) => b!.x + b!.width)(await last.boundingBox())).toBeLessThanOrEqual(390)
    expect(errors).toEqual([])
    await context.close()
  })

  it("an action card's title stays on one line beside or above its badge (the club's 'Guest List', 3 of 6)", async () => {
    const { context, page, errors } = await open(VIEWPORTS.tablet)
    await signIn(page, 'club@demo.test')
    const title = page.getByRole('button', { name: /^Guest List/ }).getByText('Guest List', { exact: true })
    await page.getByRole('button', { name: /^Guest List/ }).getByText(/of 6/i).waitFor()
    const lines = await title.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)))
    expect(lines).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('toasts: bottom right, 356 px wide, 14 px apart when spread out, with a close button a finger can hit', async () => {
    const { context, page, errors } = await open(VIEWPORTS.desktop)
    await page.goto('/')
    await page.getByLabel(/^Email/).fill('resident@demo.test')
    await page.getByLabel(/^Password/).fill('wrong-password')
    const submit = page.getByRole('button', { name: 'Submit' })
    const region = page.getByRole('region', { name: 'Notifications alt+T' })
    for (const count of [1, 2]) {
      await submit.click()
      await expect.poll(() => region.getByRole('listitem').count()).toBe(count)
      await submit.waitFor({ state: 'visible' })
      await expect.poll(() => submit.isEnabled()).toBe(true)
    }
    // Spread out (hovering does the same), then let the movement settle.
    await page.keyboard.press('Alt+KeyT')
    const toasts = region.getByRole('listitem')
    await expect
      .poll(
        async () => {
          const [a, b] = [await toasts.nth(0).boundingBox(), await toasts.nth(1).boundingBox()]
          return a && b ? Math.round(a.y - (b.y + b.height)) : null
        },
        { timeout: 5000 },
      )
      .toBe(14)
    const front = (await toasts.nth(0).boundingBox())!
    const { width, height } = VIEWPORTS.desktop
    expect(Math.round(front.width)).toBe(356)
    // In the bottom right corner (sonner's offset from the edges, 24 px by default).
    expect(front.x + front.width).toBeGreaterThan(width - 60)
    expect(front.y + front.height).toBeGreaterThan(height - 60)
    expect(front.x).toBeGreaterThan(width / 2)
    // Its close button is a target a finger can hit (WCAG asks for 24 px at least).
    const close = (await toasts.nth(0).getByRole('button', { name: 'Close toast' }).boundingBox())!
    expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(28)
    expect(errors).toEqual([])
    await context.close()
  })

  // A desktop page zoomed to 200% is 720 x 450 CSS px: a dialog then reaches the screen's foot.
  for (const [name, viewport] of [['a page zoomed to 200%', { width: 720, height: 450 }], ['a phone held sideways', { width: 844, height: 390 }]] as const) {
    it(`${name}: a failure's toast leaves the dialog's Submit in sight, to try again`, async () => {
      const { context, page, errors } = await open(viewport)
      await signIn(page, 'resident@demo.test')
      await page.goto('/dashboard?dialog=visitor')
      const d = page.getByRole('dialog', { name: 'Visitor call in' })
      await d.getByRole('combobox', { name: 'Select type' }).click()
      await page.getByRole('option', { name: 'Day Visitor' }).click()
      await d.getByLabel('First Name').fill('Ann')
      await d.getByLabel('Last Name').fill('Lee')
      await demo.fail('/api/resource/Visitor Call-In', { status: 417, body: frappeErrorBody(417, 'The gate is closed for maintenance until tomorrow morning') })
      const submit = d.getByRole('button', { name: 'Submit' })
      await submit.click()
      const shown = page.getByRole('region', { name: 'Notifications alt+T' }).getByRole('listitem').filter({ hasText: 'Failed to submit visitor call-in' })
      await expect.poll(() => submit.isEnabled()).toBe(true)
      // The dialog scrolled to its foot, as it is after Tab reaches Submit.
      await submit.scrollIntoViewIfNeeded()
      // Where the toast stops, once it has slid in.
      let toast = await shown.boundingBox()
      await expect
        .poll(async () => {
          const [before, now] = [toast, (toast = await shown.boundingBox())]
          return !!now && JSON.stringify(now) === JSON.stringify(before)
        }, { interval: 200 })
        .toBe(true)
      const button = (await submit.boundingBox())!
      const overlaps = button.x < toast!.x + toast!.width && toast!.x < button.x + button.width && button.y < toast!.y + toast!.height && toast!.y < button.y + button.height
      expect({ button, toast, overlaps }).toMatchObject({ overlaps: false })
      expect(errors).toEqual([])
      await context.close()
    })
  }
})

/**
 * Each text of each row of a list, as laid out: its own scroll width against its box (a truncated
 * or overflowing text is wider inside than its box), and whether its box lies across the list's
 * sides (cut by the card). Clamped notes (two lines at most, whole in their dialog) are not counted.
 */
async function rowTexts(list: Locator) {
  return list.evaluate((ul) => {
    let box: HTMLElement | null = ul as HTMLElement
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowY)) box = box.parentElement
    const side = (box ?? ul).getBoundingClientRect()
    return [...ul.querySelectorAll(':scope > li')].map((li) =>
      [...li.querySelectorAll<HTMLElement>('p, span')]
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
        .filter((el) => getComputedStyle(el).webkitLineClamp === 'none')
        .map((el) => {
          const r = el.getBoundingClientRect()
          return {
            text: el.textContent!.trim(),
            overflow: el.scrollWidth - el.clientWidth,
            cut: r.left < side.left - 0.5 || r.right > side.right + 0.5,
          }
        }),
    )
  })
}

/** A day visitor with this first and last name, through Report a Visitor. */
async function reportVisitor(page: Page, first: string, last: string) {
  await page.getByRole('button', { name: /Report a Visitor/ }).click()
  const d = page.getByRole('dialog', { name: 'Visitor call in' })
  await d.getByRole('combobox', { name: 'Select type' }).click()
  await page.getByRole('option', { name: 'Day Visitor' }).click()
  await d.getByLabel('First Name').fill(first)
  await d.getByLabel('Last Name').fill(last)
  await d.getByRole('button', { name: 'Submit' }).click()
  await d.waitFor({ state: 'detached' })
}

describe('320 CSS px wide (a phone zoomed to 400%), nothing runs past the screen', () => {
  it.each([
    ['resident@demo.test', ['/dashboard', '/calendar', '/user-profile', '/members', '/cars', '/settings']],
    ['club@demo.test', ['/dashboard', '/calendar', '/members']],
  ] as const)(
    '%s: no screen scrolls sideways, and no element reaches past its edge',
    async (email, paths) => {
      const { context, page, errors } = await open({ width: 320, height: 568 })
      await signIn(page, email)
      const wide: string[] = []
      for (const path of paths) {
        await page.goto(path)
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        await page.waitForLoadState('networkidle')
        const past = await page.evaluate(() => {
          const found: string[] = []
          if (document.documentElement.scrollWidth > innerWidth) found.push(`the page is ${document.documentElement.scrollWidth} px wide`)
          // (What a box of its own scrolls sideways, such as the members' tabs, is reached there.)
          const inScroller = (el: HTMLElement) => {
            for (let box = el.parentElement; box; box = box.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) return true
            return false
          }
          for (const el of document.querySelectorAll<HTMLElement>('main *')) {
            const r = el.getBoundingClientRect()
            if (r.width && r.right > innerWidth + 0.5 && !inScroller(el)) found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" to ${Math.round(r.right)} px`)
          }
          return found.slice(0, 5)
        })
        for (const p of past) wide.push(`${path}: ${p}`)
      }
      expect(wide).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    },
  )
})

describe('what a resident reads at a glance is never cut', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`${name}: every visitor row shows its whole name and 'Access until …', with the seed and a 40-character name`, async () => {
      const { context, page, errors } = await open(viewport)
      await signIn(page, 'resident@demo.test')
      const region = page.getByRole('region', { name: 'Visitor' })
      await region.getByRole('listitem').first().waitFor()
      // One word of 28 letters: wider than a tablet's row beside its badge.
      const long = 'Maximiliana Wolfeschlegelsteinhausenberg'
      expect(long).toHaveLength(40)
      await reportVisitor(page, 'Maximiliana', 'Wolfeschlegelsteinhausenberg')
      await region.getByText(long, { exact: true }).waitFor()

      const rows = await rowTexts(region.getByRole('list'))
      expect(rows.length).toBeGreaterThan(20)
      for (const texts of rows) {
        // The name first, then 'Access until …' (or 'Ended …' for one whose end has passed today:
        // the seed's delivery after 23:59), with the call-in type, both whole.
        expect(texts[1]?.text).toMatch(/^(Access until|Ended) /)
        for (const t of texts) expect(t, t.text).toMatchObject({ overflow: 0, cut: false })
      }
      expect(rows.some((texts) => texts[0]!.text === long)).toBe(true)

      // The other lists too: names, types, a vacation's dates.
      for (const title of ['Guest', 'Vacations', 'Recurring Services']) {
        const list = page.getByRole('region', { name: title, exact: true }).getByRole('list')
        await list.getByRole('listitem').first().waitFor()
        for (const texts of await rowTexts(list)) for (const t of texts) expect(t, `${title}: ${t.text}`).toMatchObject({ overflow: 0, cut: false })
      }
      // The members' names and contacts, their status and buttons.
      await page.goto('/members')
      const members = page.getByRole('main').getByRole('list').first()
      await members.getByRole('listitem').first().waitFor()
      const memberTexts = (await rowTexts(members)).flat()
      expect(memberTexts.length).toBeGreaterThan(6)
      for (const t of memberTexts) expect(t, `Members: ${t.text}`).toMatchObject({ overflow: 0, cut: false })
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
