import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frappeErrorBody } from '../../src/demo-backend/faults'
import { AXE, axeNow } from './axe'
import { demo, launchBrowser, newPage, signIn, timeLimit } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const list = (page: Page, title: string) => page.getByRole('region', { name: title })
const row = (page: Page, title: string, text: string) => list(page, title).getByRole('listitem').filter({ hasText: text })

/** The page's service worker, once it is active (it registers after load, when the browser is idle). */
const workerReady = (page: Page) => page.evaluate(() => navigator.serviceWorker.ready.then((r) => !!r.active))

describe('offline-first on the production build', () => {
  it('the offline notice over the page hides neither its end nor what the keyboard reaches', async () => {
    const { context, page } = await newPage(browser, { width: 820, height: 1180 })
    await signIn(page, 'resident@demo.test')
    await list(page, 'Recurring Services').getByRole('listitem').first().waitFor()
    // Every screen's code at hand (the service worker's), for the dialog opened offline below.
    expect(await workerReady(page)).toBe(true)
    await context.setOffline(true)
    const notice = page.getByText(/^Offline — showing what was loaded at/)
    await notice.waitFor()
    const noticeTop = async () => (await notice.boundingBox())!.y
    // Scrolled to the end: the last of the page shows above the notice.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const end = await page.evaluate(() => document.querySelector('main')!.lastElementChild!.getBoundingClientRect().bottom)
    expect(end).toBeLessThanOrEqual(await noticeTop())
    // Back to the top, then Tab down to the last list's search: scrolled into view above the notice.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('searchbox', { name: 'Search vacations' }).focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => document.activeElement!.getBoundingClientRect().bottom)
    expect(focused).toBeLessThanOrEqual(await noticeTop())
    // A toast said meanwhile shows above the notice, not over its words.
    await page.getByRole('button', { name: /Add Guest/ }).click()
    const d = page.getByRole('dialog', { name: 'Invite Guest' })
    await d.getByLabel('First Name').fill('Theo')
    await d.getByLabel('Last Name').fill('Grant')
    await d.getByRole('button', { name: 'Add' }).click()
    const toast = page.getByRole('region', { name: 'Notifications alt+T' }).getByRole('listitem').first()
    await toast.waitFor()
    await expect.poll(async () => (await toast.boundingBox())!.y + (await toast.boundingBox())!.height).toBeLessThanOrEqual(await noticeTop())
    // Closed while still offline: back online, the guest queued above would go out, and could reach
    // the demo server after the next test has reset it (that test then found Theo Grant there).
    await context.close()
  })

  it("on a phone, the offline notice is behind an open dialog: the dialog's buttons can be reached and pressed", async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 700 })
    await signIn(page, 'resident@demo.test')
    await list(page, 'Visitor').getByRole('listitem').first().waitFor()
    expect(await workerReady(page)).toBe(true)
    await context.setOffline(true)
    await page.getByText(/^Offline — showing what was loaded at/).waitFor()
    await page.goto('/dashboard?dialog=visitor-edit&id=VCI-00003')
    const d = page.getByRole('dialog', { name: 'Edit Visitor' })
    const update = d.getByRole('button', { name: 'Update' })
    await update.scrollIntoViewIfNeeded()
    // What a tap on the button's middle reaches is the button, not the notice over it.
    const hit = await update.evaluate((button) => {
      const box = button.getBoundingClientRect()
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
    })
    expect(hit).toBe(true)
    await context.close()
  })

  it(
    'reloads offline signed in on the last lists, queues changes, sends them when the network returns, and keeps a refused one',
    { timeout: timeLimit(90_000) },
    async () => {
      const { context, page, errors } = await newPage(browser)
      await context.addInitScript({ path: AXE })
    // Toasts appear without their fade, so axe measures their colours as they are seen.
    await page.emulateMedia({ reducedMotion: 'reduce' })
      await signIn(page, 'resident@demo.test')
      await list(page, 'Guest').getByRole('listitem').first().waitFor()
      expect(await workerReady(page)).toBe(true)
      // The lists are kept (D24) a moment after they arrive.
      await page.waitForFunction(() => (localStorage.getItem('traffic-dash-cache') ?? '').includes('guest_name'))

      await context.setOffline(true)
      // Chromium's offline emulation lets some calls of a page reloaded through its service worker
      // reach the server all the same (seen on a loaded machine: the session check and a guest added
      // offline arrived, and the page heard no answer). Offline, nothing reaches the site: the demo
      // server drops every call until the network returns (the faults are cleared then).
      await demo.fail('/api/', 'network', 1_000_000)
      await page.reload()
      // Signed in, on the lists loaded before, with the notice. (Chromium's offline emulation leaves
      // a page loaded offline with navigator.onLine true: the app can tell only that the server does
      // not answer.)
      await page.getByText(/^(Offline|Server not answering) — showing what was loaded at \d\d:\d\d\./).waitFor()
      await list(page, 'Guest').getByText('Olivia Bennett').waitFor()
      expect(new URL(page.url()).pathname).toBe('/dashboard')

      const addGuest = async (first: string, last: string) => {
        await page.getByRole('button', { name: /Add Guest/ }).click()
        const d = page.getByRole('dialog', { name: 'Invite Guest' })
        await d.getByLabel('First Name').fill(first)
        await d.getByLabel('Last Name').fill(last)
        await d.getByRole('button', { name: 'Add' }).click()
        await d.waitFor({ state: 'detached' })
        await row(page, 'Guest', `${first} ${last}`).getByText('Waiting to send').waitFor()
      }
      await addGuest('Theo', 'Grant')
      await page.getByText('Waiting to send: it goes out when the connection returns.').first().waitFor()
      await addGuest('Ivy', 'Stone')
      expect(await axeNow(page)).toEqual([])
      // They are this tab's: a reload keeps them, and another tab opened beside it leaves them to it.
      await page.reload()
      await row(page, 'Guest', 'Ivy Stone').getByText('Waiting to send').waitFor()
      await row(page, 'Guest', 'Theo Grant').getByText('Waiting to send').waitFor()
      const other = await context.newPage()
      await other.goto('/dashboard')
      await list(other, 'Guest').getByText('Olivia Bennett').waitFor()
      expect(await list(other, 'Guest').getByText('Waiting to send').count()).toBe(0)
      await demo.clearRequests()
      // The server refuses the first of them once the connection is back.
      await demo.clearFaults()
      await demo.fail('aviepros-add-guest', { status: 417, body: frappeErrorBody(417, 'Guest already exists') })

      await context.setOffline(false)
      await page.getByText('Guest added successfully', { exact: true }).waitFor()
      await row(page, 'Guest', 'Ivy Stone').getByText('Waiting to send').waitFor({ state: 'detached' })
      const sent = ((await demo.requests()) as { method: string; path: string; body: unknown }[]).filter((r) => r.path.endsWith('aviepros-add-guest'))
      // Once: by the tab that made it.
      expect(sent.map((r) => r.body)).toEqual([{ home_address_id: 'HA-0001', first_name: 'Ivy', last_name: 'Stone' }])
      await other.close()

      // The refused one stays, says why, and opens again with what was typed.
      const refused = row(page, 'Guest', 'Theo Grant')
      await refused.getByText('Not sent', { exact: true }).waitFor()
      await refused.getByText('Guest already exists').waitFor()
      expect(await axeNow(page)).toEqual([])
      await refused.getByRole('button', { name: 'Edit and send again: Theo Grant' }).click()
      const again = page.getByRole('dialog', { name: 'Invite Guest' })
      expect(await again.getByLabel('First Name').inputValue()).toBe('Theo')
      expect(await again.getByLabel('Last Name').inputValue()).toBe('Grant')
      await again.getByRole('button', { name: 'Add' }).click()
      await again.waitFor({ state: 'detached' })
      await page.getByText('Not sent', { exact: true }).waitFor({ state: 'detached' })
      await list(page, 'Guest').getByText('Theo Grant').waitFor()
      expect(errors).toEqual([])
      await context.close()
    },
  )
})
