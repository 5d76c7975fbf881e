import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo, launchBrowser, newPage, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Every localStorage entry that is the session, the cached lists, or names the user. */
const traces = (page: Page, email: string) =>
  page.evaluate(
    (email) =>
      Object.entries({ ...localStorage } as Record<string, string>)
        .filter(([key, value]) => ['user', 'auth_tokens', 'session_id', 'traffic-dash-cache'].includes(key) || key.includes(email) || value.includes(email))
        .map(([key]) => key),
    email,
  )

describe('one session per browser (D32), two tabs of one browser on the production build', () => {
  it('a logout in one tab ends the session in the other; a sign-in in one brings the other in as that user', async () => {
    const { context, page: a, errors } = await newPage(browser)
    await signIn(a, 'resident@demo.test')
    const b = await context.newPage()
    b.on('pageerror', (e) => errors.push(e.message))
    await b.goto('/dashboard')
    await b.getByRole('region', { name: 'Visitor' }).getByRole('listitem').first().waitFor()

    await a.getByRole('button', { name: /User menu/ }).click()
    await a.getByRole('menuitem', { name: 'Log out' }).click()
    const loggedOutAt = Date.now()
    await b.getByRole('heading', { name: 'Welcome to Traffic Dash!' }).waitFor({ timeout: 1000 })
    expect(Date.now() - loggedOutAt).toBeLessThan(1000)
    await b.getByText('You were signed out in another tab.').waitFor()
    // Longer than the cached lists' save throttle (500 ms): nothing of the user is written back.
    await b.waitForTimeout(800)
    expect(await traces(b, 'resident@demo.test')).toEqual([])

    await signIn(a, 'club@demo.test')
    await b.waitForURL('**/dashboard', { timeout: 5000 })
    await b.getByText('Club member ID: CLB-2041').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('three tabs ask the Notification Log no more often than one: one tab polls for all', async () => {
    /** How often the bell asks (NOTIFICATION_POLL_MS, src/queries/notifications.ts): the clock jumps by it. */
    const POLL_MS = 30_000
    const logCalls = async () => (await demo.requests()).filter((r) => r.path.endsWith('.get_notification_logs')).length
    /** `count` tabs of one browser, signed in, on the dashboard; then three polls' time on the browser's clock (one for all its pages): the calls they made. */
    async function callsOverThreePolls(count: number) {
      const { context, page: first, errors } = await newPage(browser)
      await context.clock.install()
      await signIn(first, 'resident@demo.test')
      const pages = [first]
      for (let i = 1; i < count; i++) {
        const page = await context.newPage()
        page.on('pageerror', (e) => errors.push(e.message))
        await page.goto('/dashboard')
        pages.push(page)
      }
      for (const page of pages) await page.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor()
      await first.waitForTimeout(500)
      await demo.clearRequests()
      for (let poll = 0; poll < 3; poll++) {
        await context.clock.fastForward(POLL_MS)
        await first.waitForTimeout(400)
      }
      const calls = await logCalls()
      expect(errors).toEqual([])
      await context.close()
      return calls
    }
    const one = await callsOverThreePolls(1)
    expect(one).toBe(3)
    expect(await callsOverThreePolls(3)).toBeLessThanOrEqual(one)
  })
})
