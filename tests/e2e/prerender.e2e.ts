import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, launchBrowser, newPage, PASSWORD, signIn, VIEWPORTS } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Holds the app's scripts back until the returned function is called: until then the HTML is alone. */
async function holdScripts(page: Page) {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  await page.route('**/assets/*.js', async (route) => {
    await gate
    await route.continue()
  })
  return release
}

describe('prerendered public pages (production build)', () => {
  it.each([
    { path: '/', heading: 'Welcome to Traffic Dash!' },
    { path: '/landing', heading: 'Let the gate know who’s coming.' },
    { path: '/forget-password', heading: 'Forgot your password?' },
    { path: '/reset-password?token=abc', heading: 'Reset your password' },
  ])('$path shows before any script runs, styled and in a dark scheme, then hydrates without an error', async ({ path, heading }) => {
    const { context, page, errors } = await newPage(browser, VIEWPORTS.desktop, BASE_URL, 'dark')
    const release = await holdScripts(page)
    await page.goto(path, { waitUntil: 'commit' })
    await page.getByRole('heading', { name: heading }).first().waitFor()
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe('dark')
    // Mantine's CSS is there: the dark body colour, not a bare page.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(36, 36, 36)')
    release()
    await page.waitForLoadState('load')
    await page.waitForTimeout(500)
    await page.getByRole('heading', { name: heading }).first().waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('the way to Forgot Password and back keeps where the sign-in page was to return to (an expired session)', async () => {
    const { context, page, errors } = await newPage(browser)
    await page.goto(`/?redirect=${encodeURIComponent('/calendar')}`)
    await page.waitForFunction(() => !document.querySelector('form[data-awaiting-app]'))
    // Opened in a new tab, the link keeps it too, though the page was prerendered without it; and so
    // does that tab's (prerendered, then hydrated) Back to Login.
    const inNewTab = async (from: Page, link: string, path: string) => {
      const tab = context.waitForEvent('page')
      await from.getByRole('link', { name: link }).click({ modifiers: ['ControlOrMeta'] })
      const opened = await tab
      await opened.waitForURL((url) => url.pathname === path)
      expect(new URL(opened.url()).searchParams.get('redirect'), link).toBe('/calendar')
      return opened
    }
    const forgotTab = await inNewTab(page, 'Forget Password', '/forget-password')
    await forgotTab.waitForFunction(() => !document.querySelector('form[data-awaiting-app]'))
    await (await inNewTab(forgotTab, 'Back to Login', '/')).close()
    await forgotTab.close()
    await page.getByRole('link', { name: 'Forget Password' }).click()
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor()
    await page.getByRole('link', { name: 'Back to Login' }).click()
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/calendar')
    await page.getByLabel('Email', { exact: false }).first().fill('resident@demo.test')
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD)
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL('**/calendar', { timeout: 20_000 })
    expect(errors).toEqual([])
    await context.close()
  })

  it('what is typed into the sign-in form before the app has loaded is kept, and signs in', async () => {
    const { context, page, errors } = await newPage(browser)
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'commit' })
    await page.getByLabel('Email', { exact: false }).first().fill('resident@demo.test')
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD)
    release()
    await page.waitForLoadState('load')
    await page.waitForTimeout(500)
    expect(await page.getByLabel('Email', { exact: false }).first().inputValue()).toBe('resident@demo.test')
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL('**/dashboard', { timeout: 20_000 })
    expect(errors).toEqual([])
    await context.close()
  })

  it('with a session stored on the device, what is typed into the forgot-password page before the app has loaded is kept', async () => {
    const { context, page, errors } = await newPage(browser, VIEWPORTS.desktop, BASE_URL, 'light', { serviceWorkers: 'block' })
    await signIn(page, 'resident@demo.test')
    await page.waitForURL('**/dashboard')
    const release = await holdScripts(page)
    await page.goto('/forget-password', { waitUntil: 'commit' })
    await page.getByLabel('Email', { exact: false }).first().fill('resident@demo.test')
    release()
    await page.waitForLoadState('load')
    await page.waitForFunction(() => !document.querySelector('form[data-awaiting-app]'))
    expect(await page.getByLabel('Email', { exact: false }).first().inputValue()).toBe('resident@demo.test')
    expect(errors).toEqual([])
    await context.close()
  })

  it('every Mantine component on /landing has its CSS: the badges have their background and radius', async () => {
    const { context, page } = await newPage(browser)
    await page.goto('/landing')
    const badge = page.getByRole('list', { name: 'Service types' }).getByRole('listitem').first()
    await badge.waitFor()
    const style = await badge.evaluate((el) => {
      const s = getComputedStyle(el)
      return { background: s.backgroundColor, radius: parseFloat(s.borderTopLeftRadius) }
    })
    expect(style.background).not.toBe('rgba(0, 0, 0, 0)')
    expect(style.radius).toBeGreaterThan(0)
    await context.close()
  })
})
