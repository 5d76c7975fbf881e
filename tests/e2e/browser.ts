import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser, signIn as signInWith } from '../../scripts/lib/browser.mjs'

/** The preview port; helpers running e2e side by side set E2E_PORT (and E2E_DIST for their own build). */
export const E2E_PORT = Number(process.env.E2E_PORT || 4179)
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`
export const PASSWORD = 'Demo@1234'

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 820, height: 1180 },
} as const

export { launchBrowser }

/** A fresh context (empty storage, so the demo backend starts from its seed) and a page in it. */
export async function newPage(browser: Browser, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const context: BrowserContext = await browser.newContext({ viewport, baseURL: BASE_URL })
  const page: Page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return { context, page, errors }
}

/** Wait until the demo backend's service worker is up (window.trafficDashDemo exists). */
export async function demoReady(page: Page) {
  await page.waitForFunction(() => !!window.trafficDashDemo)
}

/** Sign in through the login screen and wait for the dashboard. */
export const signIn = (page: Page, email: string, password = PASSWORD) => signInWith(page, email, password)

export async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage))
}
