import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_URL, E2E_PORT } from './ports'
import { demo, launchBrowser, newPage, PASSWORD, signIn, storageKeys } from './browser'

/**
 * Decision D26, the token is the only identity. The app sends no cookies, so neither the site a
 * portal is served from nor a Frappe desk session in another tab changes who a call runs as.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The same build, served on `localhost`: another site than the demo server on 127.0.0.1. */
const CROSS_SITE_URL = `http://localhost:${E2E_PORT}`

const visitors = (page: Page) => page.getByRole('region', { name: 'Visitor' })

async function addVisitor(page: Page, first: string, last: string) {
  await page.getByRole('button', { name: /Report a Visitor/ }).click()
  const d = page.getByRole('dialog', { name: 'Visitor call in' })
  await d.getByRole('combobox', { name: 'Select type' }).click()
  await page.getByRole('option', { name: 'Day Visitor' }).click()
  await d.getByLabel('First Name').fill(first)
  await d.getByLabel('Last Name').fill(last)
  await d.getByRole('button', { name: 'Submit' }).click()
  await page.getByText('Visitor call-in submitted successfully', { exact: true }).first().waitFor()
  await d.waitFor({ state: 'detached' })
  await visitors(page).getByText(`${first} ${last}`).waitFor()
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /User menu/ }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await page.getByRole('heading', { name: 'Welcome to Traffic Dash!' }).waitFor()
}

describe('the token is the only identity (D26)', () => {
  it('cross-site (app on localhost, Frappe on 127.0.0.1): sign-in, lists, a change, reload, logout', async () => {
    const { context, page, errors } = await newPage(browser, undefined, CROSS_SITE_URL)
    await signIn(page, 'resident@demo.test')
    await visitors(page).getByRole('listitem').first().waitFor()
    await addVisitor(page, 'Cross', 'Site')

    await page.reload()
    await page.getByRole('button', { name: /User menu/ }).waitFor()
    await visitors(page).getByText('Cross Site').waitFor()
    await page.goto('/members')
    await page.getByRole('heading', { name: 'Members', level: 1 }).waitFor()

    await logOut(page)
    expect(await storageKeys(page)).not.toContain('auth_tokens')
    // Every call after sign-in ran as the token's user, with no cookie.
    const calls = (await demo.requests()).filter((r) => !r.path.endsWith('.login'))
    expect(calls.length).toBeGreaterThan(5)
    expect(calls.filter((r) => r.cookie || !r.token)).toEqual([])
    expect(calls.filter((r) => r.user !== 'resident@demo.test')).toEqual([])
    expect(await context.cookies(API_URL)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it("same site: another user's Frappe session cookie in the browser changes nothing, reload included", async () => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'resident@demo.test')
    await visitors(page).getByRole('listitem').first().waitFor()

    // Someone signs in to the Frappe desk in another tab of this browser: a `sid` cookie of
    // another user for the API's site (shared with the app's: both on 127.0.0.1).
    const desk = await context.request.post(`${API_URL}/api/method/merak_hotel_security.aviepros.login`, {
      data: { email: 'club@demo.test', password: PASSWORD },
    })
    expect(desk.ok()).toBe(true)
    expect((await context.cookies(API_URL)).map((c) => c.name)).toContain('sid')
    await demo.clearRequests()

    await addVisitor(page, 'Token', 'Holder')
    await page.reload()
    await page.getByRole('button', { name: /User menu/ }).waitFor()
    await visitors(page).getByText('Token Holder').waitFor()
    await page.goto('/members')
    await page.getByRole('heading', { name: 'Members', level: 1 }).waitFor()
    expect(await page.getByText('Your session has expired. Please sign in again.').count()).toBe(0)

    const calls = await demo.requests()
    expect(calls.length).toBeGreaterThan(5)
    expect(calls.filter((r) => r.cookie)).toEqual([])
    expect(calls.filter((r) => r.user !== 'resident@demo.test')).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it("the next resident at a shared tablet sees their own notifications, though the site lets browsers keep the bell's answer a minute", async () => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'resident@demo.test')
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click()
    await page.getByRole('menu').getByRole('menuitem', { name: /Emma Clarke arrived at the gate/ }).waitFor()
    await page.keyboard.press('Escape')
    await logOut(page)

    await signIn(page, 'family@demo.test')
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click()
    await page.getByRole('menu').getByRole('menuitem', { name: /Nora Robinson arrived at the gate/ }).waitFor()
    expect(await page.getByRole('menu').getByText(/Emma Clarke arrived at the gate/).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})
