import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

/** The preview port; helpers running e2e side by side set E2E_PORT (and E2E_DIST for their own build). */
export const E2E_PORT = Number(process.env.E2E_PORT || 4179)
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`
export const PASSWORD = 'Demo@1234'

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 820, height: 1180 },
} as const

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

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
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/')
  await demoReady(page)
  await page.getByLabel('Email', { exact: false }).first().fill(email)
  await page.getByLabel('Password', { exact: false }).first().fill(password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.waitForURL('**/dashboard', { timeout: 15_000 })
}

export async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage))
}
