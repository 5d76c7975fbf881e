// The first visit of /dashboard, signed in, on the demo build, counting only the app's code.
import { signIn } from './browser.mjs'
import { recordTransfers } from './measure.mjs'

export async function dashboardVisit(browser, baseURL, email = 'resident@demo.test') {
  // Sign in once to get a stored session (and the demo database), then visit cold with it.
  const setup = await browser.newContext({ baseURL })
  const setupPage = await setup.newPage()
  await signIn(setupPage, email)
  const storageState = await setup.storageState()
  await setup.close()

  const loginContext = await browser.newContext({ baseURL })
  const loginPage = await loginContext.newPage()
  const login = recordTransfers(loginPage)
  await loginPage.goto('/', { waitUntil: 'networkidle' })
  await loginContext.close()

  const context = await browser.newContext({ baseURL, storageState, viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  const transfers = recordTransfers(page)
  await page.goto('/dashboard', { waitUntil: 'networkidle' })
  await page.waitForTimeout(300)
  await context.close()

  const loginUrls = login.codeUrls()
  const extra = transfers.items.filter(
    (i) => (i.type === 'script' || i.type === 'stylesheet') && !loginUrls.has(i.url) && !/browser-|mockServiceWorker/.test(i.url),
  )
  return { code: transfers.code(), extraCode: extra.reduce((n, i) => n + i.bytes, 0), transfers }
}
