import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newPage, signIn, storageKeys } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const accounts = [
  { email: 'resident@demo.test', brand: 'Traffic Dash', people: 'Members', address: '14 Willow Creek Lane' },
  { email: 'family@demo.test', brand: 'Traffic Dash', people: 'Members', address: '14 Willow Creek Lane' },
  { email: 'duntreath@demo.test', brand: 'Traffic Dash', people: 'Managers', address: '101 Duntreath Drive' },
  { email: 'club@demo.test', brand: 'Traffic Dash Club', people: 'Members', address: 'CLB-2041' },
  { email: 'clubfamily@demo.test', brand: 'Traffic Dash Club', people: 'Members', address: 'CLB-2041' },
]

describe('sign-in in the browser', () => {
  it.each(accounts)('$email signs in, sees its top bar, stays signed in on reload, and logs out', async (a) => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, a.email)
    const banner = page.getByRole('banner')
    await banner.getByText(a.brand, { exact: true }).waitFor({ state: 'visible' })
    await banner.getByText(a.address, { exact: false }).first().waitFor({ state: 'visible' })

    await page.reload()
    await page.getByRole('button', { name: /User menu/ }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/dashboard')

    await page.getByRole('button', { name: /User menu/ }).click()
    await page.getByRole('menuitem', { name: a.people }).waitFor({ state: 'visible' })
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.getByRole('heading', { name: 'Welcome to Traffic Dash!' }).waitFor()
    const keys = await storageKeys(page)
    expect(keys).not.toContain('user')
    expect(keys).not.toContain('auth_tokens')
    expect(keys).not.toContain('session_id')
    expect(errors).toEqual([])
    await context.close()
  })

  it('sends a signed-out visitor of /dashboard to /', async () => {
    const { context, page } = await newPage(browser)
    await page.goto('/dashboard')
    await page.getByRole('heading', { name: 'Welcome to Traffic Dash!' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    await context.close()
  })
})
