/**
 * The notification bell on the production build over HTTP (`npm run demo-server`'s handlers): a visitor the
 * resident announces arrives at the demo gate 20 s later, and the bell learns of it at its next
 * 30 s poll, without a reload: one toast, the count, and the notification opens the visitor.
 */
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { demo, launchBrowser, newPage, signIn } from './browser'

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
  it('a visitor added arrives at the gate: the bell shows it without a reload, toasts once, and opens the visitor', { timeout: 120_000 }, async () => {
    await demo.arrivals(true)
    const { context, page, errors } = await newPage(browser)
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

    // 20 s to the gate, then the bell's next poll (every 30 s while the tab is visible).
    await page.getByRole('button', { name: 'Notifications, 3 unread' }).waitFor({ timeout: 60_000 })
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
})
