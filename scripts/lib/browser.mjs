// Shared by the e2e tests, the screenshots script and the benchmark: Debian's Chromium, headless.
import { chromium } from 'playwright-core'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const DEMO_PASSWORD = 'Demo@1234'

export function launchBrowser(extraArgs = []) {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] })
}

/** Sign in through the login screen and wait for the dashboard. */
export async function signIn(page, email, password = DEMO_PASSWORD) {
  // The prerendered form is usable from its first paint: what is typed and a Submit before the app
  // has taken the page over are kept (PrerenderedForm in src/forms/form.tsx).
  await page.goto('/', { waitUntil: 'commit' })
  await page.getByLabel('Email', { exact: false }).first().fill(email)
  await page.getByLabel('Password', { exact: false }).first().fill(password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await page.waitForURL('**/dashboard', { timeout: 20_000 })
}
