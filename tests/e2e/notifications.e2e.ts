/**
 * The notification bell on the production build over HTTP (`npm run demo-server`'s handlers): a visitor the
 * resident announces arrives at the demo gate 20 s later, and the bell learns of it at its next
 * 30 s poll, without a reload: one toast, the count, and the notification opens the visitor.
 * The gate's 20 s are the server's real time; the bell's 30 s are the page's, which the test
 * moves on (Playwright's clock) once the server has the arrival, instead of waiting for them.
 */
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { frappeErrorBody } from '../../src/demo-backend/faults'
import { AXE, axeNow, inBothSchemes } from './axe'
import { demo, launchBrowser, newPage, serverNotifications, signIn, timeLimit } from './browser'

/** How often the bell asks while the tab is visible (NOTIFICATION_POLL_MS, src/queries/notifications.ts). */
const BELL_POLL_MS = 30_000

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})
// The gate stays off for every other test (the server is shared).
afterEach(() => demo.arrivals(false))

describe('notification bell in the browser', () => {
  it('a visitor added arrives at the gate: the bell shows it without a reload, toasts once, and opens the visitor', { timeout: timeLimit(120_000) }, async () => {
    await demo.arrivals(true)
    const { context, page, errors } = await newPage(browser)
    // The page's timers and clock run as usual (at real speed) until the test moves them on.
    await page.clock.install()
    await signIn(page, 'resident@demo.test')
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor()

    await page.getByRole('button', { name: /Report a Visitor/ }).click()
    const d = page.getByRole('dialog', { name: 'Visitor call in' })
    await d.getByRole('combobox', { name: 'Select type' }).click()
    await page.getByRole('option', { name: 'Day Visitor' }).click()
    await d.getByLabel('First Name').fill('Mia')
    await d.getByLabel('Last Name').fill('Reyes')
    await d.getByRole('button', { name: 'Submit' }).click()
    await d.waitFor({ state: 'detached' })

    // 20 s to the gate (the server's time), then the bell's next poll (every 30 s while the tab is
    // visible): the page's clock jumps to it.
    await expect.poll(() => serverNotifications(page), { timeout: 40_000, interval: 500 }).toContain('Mia Reyes arrived at the gate')
    await page.clock.fastForward(BELL_POLL_MS)
    await page.getByRole('button', { name: 'Notifications, 3 unread' }).waitFor()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Mia Reyes arrived at the gate' })
    await toast.waitFor()
    expect(await toast.count()).toBe(1)

    await page.getByRole('button', { name: 'Notifications, 3 unread' }).click()
    await page.getByRole('menu').getByRole('menuitem', { name: /Mia Reyes arrived at the gate/ }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Visitor' })
    await edit.waitFor()
    expect(await edit.getByLabel('First Name').inputValue()).toBe('Mia')
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('zoomed in (320 x 360 CSS px), every entry of the menu can be reached on screen, the last one too', async () => {
    const { context, page, errors } = await newPage(browser, { width: 320, height: 360 })
    await signIn(page, 'resident@demo.test')
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click()
    const menu = page.getByRole('menu')
    await menu.getByRole('menuitem', { name: 'Mark all as read' }).waitFor()
    // Down the entries with the arrows, to the last.
    for (let i = 0; i < 10 && (await page.evaluate(() => document.activeElement?.textContent?.trim())) !== 'Mark all as read'; i++) {
      await page.keyboard.press('ArrowDown')
    }
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Mark all as read')
    const seen = await page.evaluate(() => {
      const last = document.activeElement!.getBoundingClientRect()
      const box = document.querySelector('[role="menu"]')!.getBoundingClientRect()
      return { lastBottom: last.bottom, menuLeft: box.left, menuRight: box.right, width: innerWidth, height: innerHeight }
    })
    expect(seen.lastBottom).toBeLessThanOrEqual(seen.height)
    expect(seen.menuLeft).toBeGreaterThanOrEqual(0)
    expect(seen.menuRight).toBeLessThanOrEqual(seen.width)
    expect(errors).toEqual([])
    await context.close()
  })

  it("with nothing to list, the menu's one item says why and has the keyboard; axe finds nothing", async () => {
    // Refused (a 417 is not asked again): the bell's first list fails.
    await demo.fail('get_notification_logs', { status: 417, body: frappeErrorBody(417) }, 100)
    try {
      const { context, page } = await newPage(browser)
      await context.addInitScript({ path: AXE })
      await signIn(page, 'resident@demo.test')
      await page.getByRole('button', { name: 'Notifications, none unread' }).click()
      const failed = 'Could not load notifications. Please try again later.'
      await page.getByRole('menu').getByRole('menuitem', { name: failed }).waitFor()
      await page.waitForFunction((text) => document.activeElement?.textContent === text, failed)
      await inBothSchemes(page, async (scheme) => expect(await axeNow(page), scheme).toEqual([]))
      await context.close()
    } finally {
      await demo.clearFaults()
    }
  })
})
