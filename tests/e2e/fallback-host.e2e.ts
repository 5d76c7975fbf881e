import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveDist } from '../../scripts/lib/static-server.mjs'
import { E2E_DIST, E2E_PORT } from './ports'
import { launchBrowser, signIn, VIEWPORTS } from './browser'

/**
 * A host that answers every unknown address with index.html (vite preview, Netlify's
 * `/* /index.html`, most nginx guides): every deep link gets the prerendered login page. It must
 * show only at its own address.
 */
const PORT = E2E_PORT + 21
const URL = `http://127.0.0.1:${PORT}`
let browser: Browser
let close: () => Promise<void>
beforeAll(async () => {
  browser = await launchBrowser()
  close = (await serveDist(E2E_DIST, PORT, { fallback: 'index.html' })).close
})
afterAll(async () => {
  await browser?.close()
  await close?.()
})

/** No service worker: it would answer navigations with the shell and hide what the host does. */
const newContext = () => browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: URL, serviceWorkers: 'block' })

describe('a host that falls back to index.html', () => {
  it('shows the prerendered login only at /: before the app has started, elsewhere it is hidden', async () => {
    const context = await newContext()
    const page = await context.newPage()
    // The app's code never arrives: what shows is the HTML and the boot script alone.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/settings')
    expect(await page.locator('#root[data-prerendered="/"]').count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Submit' }).isVisible()).toBe(false)
    expect(await page.getByLabel('Email', { exact: false }).first().isVisible()).toBe(false)
    await page.goto('/')
    await page.getByRole('button', { name: 'Submit' }).waitFor({ state: 'visible' })
    await context.close()
  })

  it('a signed-in reload of /settings: the login form never shows while the app loads, then the settings form takes what is typed', async () => {
    const context = await newContext()
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await signIn(page, 'resident@demo.test')
    // The app's code is held back until the page has been looked at.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/settings', { waitUntil: 'commit' })
    await page.locator('#root[data-prerendered="/"]').waitFor({ state: 'attached' })
    expect(await page.getByRole('button', { name: 'Submit' }).isVisible()).toBe(false)
    expect(await page.getByLabel('Password', { exact: false }).first().isVisible()).toBe(false)
    release()
    const current = page.getByLabel(/^Current Password/)
    await current.fill('Demo@1234')
    await page.getByLabel(/^New Password/).fill('Fresh@2025')
    expect(await current.inputValue()).toBe('Demo@1234')
    expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })
})
