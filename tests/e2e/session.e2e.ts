import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_URL } from './ports'
import { demo, launchBrowser, newPage, signIn, storageKeys } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('sessions on the production build, over HTTP', () => {
  it('sign-in keeps no cookie (the token is the identity, D26), every call carries the token over CORS, logout clears it; a second user sees only their own data', async () => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'resident@demo.test')
    await page.getByRole('region', { name: 'Visitor' }).getByRole('listitem').first().waitFor()
    // The login answer sets Frappe's sid cookie; a call that omits credentials never stores it.
    expect(await context.cookies(API_URL)).toEqual([])
    const residentVisitor = (await page.getByRole('region', { name: 'Visitor' }).getByRole('listitem').first().textContent()) ?? ''
    expect(residentVisitor).not.toBe('')

    await page.getByRole('button', { name: /User menu/ }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.getByRole('heading', { name: 'Welcome to Traffic Dash!' }).waitFor()
    expect(await storageKeys(page)).not.toContain('auth_tokens')

    // The next person at the same browser.
    await demo.clearRequests()
    await signIn(page, 'club@demo.test')
    await page.getByRole('banner').getByText('Traffic Dash Club', { exact: true }).waitFor()
    await page.getByRole('region', { name: 'Guest' }).getByRole('listitem').first().waitFor()
    expect(await page.getByText(residentVisitor.slice(0, 12)).count()).toBe(0)
    const calls = (await demo.requests()).filter((r) => !r.path.endsWith('.login'))
    expect(calls.length).toBeGreaterThan(1)
    expect(calls.filter((r) => !r.token || r.cookie)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('a 401 during use ends the session once with the expiry message; signing in again returns to the page', async () => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'resident@demo.test')
    await page.goto('/cars')
    await page.getByRole('heading', { name: 'Cars', level: 1 }).waitFor()

    await demo.fail('get-members', { status: 401, body: { exc_type: 'AuthenticationError' } })
    await page.goto('/members')
    await page.getByText('Your session has expired. Please sign in again.').waitFor()
    await page.getByRole('heading', { name: 'Welcome to Traffic Dash!' }).waitFor()
    expect(await page.getByText('Your session has expired. Please sign in again.').count()).toBe(1)
    expect(await storageKeys(page)).not.toContain('auth_tokens')

    await page.getByLabel('Email', { exact: false }).first().fill('resident@demo.test')
    await page.getByLabel('Password', { exact: false }).first().fill('Demo@1234')
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL('**/members', { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Members' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('a reload on the last known lists, CPU slowed 4x: they are painted before any call leaves; a session the server then refuses ends once, its data gone', async () => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'family@demo.test')
    await page.getByRole('region', { name: 'Visitor' }).getByRole('listitem').first().waitFor()
    // The lists are kept (D24) a moment after they arrive.
    await page.waitForFunction(() => (localStorage.getItem('traffic-dash-cache') ?? '').includes('visitor_name'))
    // When each reloaded page made the frame that first shows a list row, by its own clock: the
    // animation frame callbacks run as that frame is made, before it is painted, and a call made in
    // the task that put the rows in the page (before that frame) would be dated earlier.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('section li')) return
        observer.disconnect()
        requestAnimationFrame(() => ((window as unknown as { rowsAt: number }).rowsAt = performance.now()))
      }).observe(document, { subtree: true, childList: true })
    })
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const rowsThenCalls = () =>
      page.evaluate(() => ({
        rowsAt: (window as unknown as { rowsAt?: number }).rowsAt,
        callsAt: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
          .map((e) => e.startTime),
      }))

    await demo.clearRequests()
    await page.reload()
    await page.getByRole('region', { name: 'Visitor' }).getByRole('listitem').first().waitFor()
    await expect.poll(async () => (await demo.requests()).map((r) => r.path)).toContain('/api/method/frappe.auth.get_logged_user')
    const accepted = await rowsThenCalls()
    expect(accepted.callsAt.length).toBeGreaterThan(0)
    expect(Math.min(...accepted.callsAt)).toBeGreaterThan(accepted.rowsAt!)

    await demo.fail('frappe.auth.get_logged_user', { status: 401, body: { exc_type: 'AuthenticationError' } })
    await page.reload()
    await page.getByRole('heading', { name: 'Welcome to Traffic Dash!' }).waitFor({ timeout: 20_000 })
    expect(await page.getByText('Your session has expired. Please sign in again.').count()).toBe(1)
    const refused = await rowsThenCalls()
    expect(Math.min(...refused.callsAt)).toBeGreaterThan(refused.rowsAt!)
    expect(await storageKeys(page)).not.toContain('auth_tokens')
    expect(await storageKeys(page)).not.toContain('traffic-dash-cache')
    expect(errors).toEqual([])
    await context.close()
  })

  it('a reload of a page scrolled down comes back where the resident was', async () => {
    const { context, page, errors } = await newPage(browser, { width: 820, height: 600 })
    await signIn(page, 'resident@demo.test')
    await page.getByRole('region', { name: 'Recurring Services' }).getByRole('listitem').first().waitFor()
    await page.mouse.wheel(0, 400)
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(400)
    await page.reload()
    await page.getByRole('region', { name: 'Recurring Services' }).getByRole('listitem').first().waitFor()
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(400)
    expect(errors).toEqual([])
    await context.close()
  })

  it('a reload with a stored session restores it from the server and shows the lists again', async () => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'family@demo.test')
    await demo.clearRequests()
    await page.reload()
    await page.getByRole('region', { name: 'Visitor' }).getByRole('listitem').first().waitFor()
    // The rows may come from the kept cache before the check is sent (it leaves once they are on screen).
    await expect.poll(async () => (await demo.requests()).map((r) => r.path)).toContain('/api/method/frappe.auth.get_logged_user')
    expect(errors).toEqual([])
    await context.close()
  })
})
