import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo, launchBrowser, newPage, signIn } from './browser'

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

describe('offline-first on the production build (Step 14)', () => {
  it('reloads offline signed in on the last lists, queues a change, and sends it when the network returns', async () => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'resident@demo.test')
    await list(page, 'Guest').getByRole('listitem').first().waitFor()
    expect(await workerReady(page)).toBe(true)
    // The lists are kept (D24) a moment after they arrive.
    await page.waitForFunction(() => (localStorage.getItem('traffic-dash-cache') ?? '').includes('guest_name'))

    await context.setOffline(true)
    await page.reload()
    // Signed in, on the lists loaded before, with the notice.
    await page.getByText(/^Offline — showing what was loaded at \d\d:\d\d\./).waitFor()
    await list(page, 'Guest').getByText('Olivia Bennett').waitFor()
    expect(new URL(page.url()).pathname).toBe('/dashboard')

    await page.getByRole('button', { name: /Add Guest/ }).click()
    const d = page.getByRole('dialog', { name: 'Invite Guest' })
    await d.getByLabel('First Name').fill('Theo')
    await d.getByLabel('Last Name').fill('Grant')
    await d.getByRole('button', { name: 'Add' }).click()
    await page.getByText('Waiting to send: it goes out when the connection returns.').waitFor()
    await d.waitFor({ state: 'detached' })
    await row(page, 'Guest', 'Theo Grant').getByText('Waiting to send').waitFor()
    await demo.clearRequests()

    await context.setOffline(false)
    await page.getByText('Guest added successfully', { exact: true }).waitFor()
    await row(page, 'Guest', 'Theo Grant').getByText('Waiting to send').waitFor({ state: 'detached' })
    await list(page, 'Guest').getByText('Theo Grant').waitFor()
    const sent = ((await demo.requests()) as { method: string; path: string; body: unknown }[]).filter((r) => r.path.endsWith('aviepros-add-guest'))
    expect(sent.map((r) => r.body)).toEqual([{ home_address_id: 'HA-0001', first_name: 'Theo', last_name: 'Grant' }])
    expect(errors).toEqual([])
    await context.close()
  })
})
