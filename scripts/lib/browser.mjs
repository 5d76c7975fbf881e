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
  // Whether the sign-in call went out and what status it got, for a failure that would otherwise say
  // only which URL was not reached: a Submit that never sent, a site that refused, or a slow page.
  // (The app's toast that said why is gone by then.) The status only: never the body.
  const answers = []
  const onResponse = (response) => {
    if (new URL(response.url()).pathname.endsWith('login') && response.request().method() === 'POST') answers.push(response.status())
  }
  page.on('response', onResponse)
  try {
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL('**/dashboard', { timeout: 20_000 })
  } catch (error) {
    const login = answers.length ? `the sign-in call answered ${answers.join(', ')}` : 'no sign-in call answered'
    throw new Error(`${email} not signed in, at ${new URL(page.url()).pathname}: ${login}`, { cause: error })
  } finally {
    page.off('response', onResponse)
  }
}
