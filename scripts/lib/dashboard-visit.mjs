// The first visit of /dashboard, signed in, on the demo build, counting only the app's files.
import { signIn } from './browser.mjs'
import { firstVisit } from './measure.mjs'

export async function dashboardVisit(browser, baseURL, distDir, email = 'resident@demo.test') {
  // Sign in once to get a stored session (and the demo database), then visit cold with it.
  const setup = await browser.newContext({ baseURL })
  const setupPage = await setup.newPage()
  await signIn(setupPage, email)
  const storageState = await setup.storageState()
  await setup.close()

  const login = await firstVisit(browser, baseURL, distDir, '/', {
    ready: (page) => page.getByRole('button', { name: 'Submit' }).waitFor({ timeout: 30_000 }),
  })
  const dashboard = await firstVisit(browser, baseURL, distDir, '/dashboard', {
    storageState,
    // Every list rendered: no skeleton left, the user menu there.
    ready: async (page) => {
      await page.getByRole('button', { name: /User menu/ }).waitFor({ timeout: 30_000 })
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 30_000 })
    },
  })
  const loginUrls = login.codeUrls()
  const extraCode = dashboard.items
    .filter((i) => (i.type === 'script' || i.type === 'stylesheet') && !loginUrls.has(i.url) && !/browser-|mockServiceWorker/.test(i.url))
    .reduce((n, i) => n + i.bytes, 0)
  return { code: dashboard.code(), extraCode, items: dashboard.items }
}
