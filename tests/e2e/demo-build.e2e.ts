import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_BASE_URL, launchBrowser, newPage, timeLimit, VIEWPORTS } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** What only the demo build has: the demo accounts on the login page and window.trafficDashDemo. */
describe('the demo build (backend in the page)', () => {
  it('opened where the browser lets no service worker run (as in a private window of some browsers), says the portal could not start', async () => {
    // The demo's backend is a service worker: without it there is nothing to sign in to.
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, DEMO_BASE_URL, 'light', { serviceWorkers: 'block' })
    await page.goto('/')
    await page.getByRole('heading', { name: 'Traffic Dash could not start' }).waitFor({ timeout: timeLimit(10_000) })
    await page.getByText('Something went wrong while the portal started. Reload the page to try again.').waitFor()
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0)
    await context.close()
  })

  it('lists the demo accounts; Use fills the form; what is entered survives a reload; trafficDashDemo injects faults', async () => {
    const { context, page, errors } = await newPage(browser, VIEWPORTS.desktop, DEMO_BASE_URL)
    await page.goto('/')
    // The page is prerendered: its buttons work once the app has taken its form over.
    await page.waitForFunction(() => !!document.querySelector('form') && !document.querySelector('form[data-awaiting-app]'))
    await page.getByRole('button', { name: 'Use club@demo.test' }).click()
    expect(await page.getByLabel('Email', { exact: false }).first().inputValue()).toBe('club@demo.test')
    await page.getByRole('button', { name: 'Use resident@demo.test' }).click()
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL('**/dashboard', { timeout: 20_000 })
    await page.waitForFunction(() => !!window.trafficDashDemo)
    await page.evaluate(() => window.trafficDashDemo!.latency(0))

    await page.getByRole('button', { name: /Add Guest/ }).click()
    const d = page.getByRole('dialog', { name: 'Invite Guest' })
    await d.getByLabel('First Name').fill('Demo')
    await d.getByLabel('Last Name').fill('Keeper')
    await page.evaluate(() => window.trafficDashDemo!.fail('add-guest', { status: 417 }))
    await d.getByRole('button', { name: 'Add' }).click()
    await page.getByText('The server could not accept these details').first().waitFor()
    await d.getByRole('button', { name: 'Add' }).click()
    await page.getByText('Guest added successfully').first().waitFor()

    await page.reload()
    await page.getByRole('region', { name: 'Guest' }).getByText('Demo Keeper').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
