import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { launchBrowser as launchChromium, signIn as signInWith } from '../../scripts/lib/browser.mjs'
import { demoControl } from '../../scripts/lib/demo-server.mjs'
import { API_URL, E2E_DEMO_PORT, E2E_PORT } from './ports'
import { slowedBrowser } from './slow-cpu'

/** The production build for a real portal, talking to the demo server over HTTP. */
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`
/** The demo build (MSW in the page): only for what is demo-only. */
export const DEMO_BASE_URL = `http://127.0.0.1:${E2E_DEMO_PORT}`
export const PASSWORD = 'Demo@1234'

/** The demo server's test controls: reset, latency, fail, request log. */
export const demo = demoControl(API_URL)

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  tablet: { width: 820, height: 1180 },
} as const

/** How many times slower `E2E_CPU` makes every page of the run (1: full speed). */
export const E2E_CPU = Math.max(1, Number(process.env.E2E_CPU || 1))

/**
 * A test's time limit, `ms` at full speed. A limit only stops a test that hangs, so under `E2E_CPU`
 * it grows with the slowdown: a run that looks for races fails on a race, not on the time its
 * slowed pages take. (vitest.e2e.config.ts does the same for the default limit.)
 */
export const timeLimit = (ms: number) => ms * E2E_CPU

/** The browsers open now (those of the file that runs). */
const launched = new Set<Browser>()

/**
 * Headless Chromium for a test file. `cpu`: every page it opens runs that many times slower
 * (tests/e2e/slow-cpu.ts), to look for the races a fast machine hides: hydration, going offline, a
 * file that fails to load. `E2E_CPU=4 npm run test:e2e` slows every browser of the run 4x; off by
 * default, as the run then takes about twice as long.
 */
export async function launchBrowser({ cpu = E2E_CPU }: { cpu?: number } = {}): Promise<Browser> {
  const browser = cpu > 1 ? await slowedBrowser(cpu, launchChromium) : await launchChromium()
  launched.add(browser)
  browser.on('disconnected', () => launched.delete(browser))
  return browser
}

/**
 * Closes every page a test left open. A test that fails before its own `context.close()` would leave
 * its app running into the next tests: its timers, and its calls to the demo server they share.
 */
export async function closeLeftPages(): Promise<void> {
  await Promise.all([...launched].flatMap((browser) => browser.contexts().map((context) => context.close())))
}

/**
 * For a test that checks screens (accessibility, layout, where the keyboard goes) rather than how the
 * app loads: no service worker. A screen is the same without it, and every new context would
 * install it and precache the whole app (about 2 MB): a fifth of the CPU of the accessibility
 * matrix. The journeys keep it, as residents have it.
 */
export const SCREENS_ONLY: BrowserContextOptions = { serviceWorkers: 'block' }

/** A fresh context (no cookies, empty storage) and a page in it, on the production build by default. */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  baseURL = BASE_URL,
  colorScheme: 'light' | 'dark' = 'light',
  options: BrowserContextOptions = {},
) {
  const context: BrowserContext = await browser.newContext({ viewport, baseURL, colorScheme, ...options })
  const page: Page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  return { context, page, errors }
}

/**
 * What each page still open shows: its address and its visible text, cut short. For a failed
 * test, so the run's log says what the resident would have seen (a CI run keeps nothing else).
 */
export async function whatOpenPagesShow(): Promise<string> {
  const pages = [...launched].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()))
  const shown = await Promise.all(
    pages.map(async (page) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const text = await Promise.race([
        page.evaluate(() => document.body?.innerText ?? '').catch(() => '(the page could not be read)'),
        new Promise<string>((resolve) => (timer = setTimeout(resolve, 5000, '(the page did not answer in 5 s)'))),
      ]).finally(() => clearTimeout(timer))
      return `${page.url()}\n${text.replace(/\s*\n\s*/g, ' | ').slice(0, 1500)}`
    }),
  )
  return shown.join('\n\n')
}

/** The page's calls to `url` get no answer until `answer()`; `asked` and `answered` say how far they got. */
export async function holdCalls(page: Page, url: RegExp) {
  let answer = () => {}
  const held = new Promise<void>((resolve) => (answer = resolve))
  let asked = false
  let answered = false
  await page.route(url, async (route) => {
    asked = true
    await held
    answered = true
    await route.fallback().catch(() => undefined)
  })
  return { answer, asked: () => asked, answered: () => answered }
}

/** Sign in through the login screen and wait for the dashboard. */
export const signIn = (page: Page, email: string, password = PASSWORD) => signInWith(page, email, password)

export async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage))
}

/** What the server answers the signed-in user's bell now (Frappe's get_notification_logs, with the page's token). */
export async function serverNotifications(page: Page): Promise<string[]> {
  const tokens = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_tokens') ?? '{}') as { apiKey?: string; apiSecret?: string })
  const res = await fetch(`${API_URL}/api/method/frappe.desk.doctype.notification_log.notification_log.get_notification_logs`, {
    headers: { Authorization: `token ${tokens.apiKey}:${tokens.apiSecret}` },
  })
  const body = (await res.json()) as { message: { notification_logs: { subject: string }[] } }
  return body.message.notification_logs.map((n) => n.subject)
}
