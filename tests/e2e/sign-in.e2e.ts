import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AXE, axeNow } from './axe'
import { demo, holdCalls, launchBrowser, newPage, PASSWORD, timeLimit } from './browser'

/**
 * The sign-in page's Submit works from the first paint: a sign-in submitted while the app's code is
 * still on its way is held (the boot script) and sent once, as soon as the app starts
 * (src/features/auth/held-sign-in.ts). Here the app's own script is held back by the test, as on a
 * line slow enough for a resident to type and submit before the app has loaded. Then the sign-in
 * from a form the app has taken over, whose next screen renders behind the busy page during the
 * 1 s wait: what each frame showed.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const EMAIL = 'resident@demo.test'

/** What a frame showed, from the sign-in page to the screen it leads to. */
interface Frame {
  path: string
  busy: boolean
  loading: boolean
  /** The screen's heading. */
  arrived: boolean
  /** A row of its data. */
  row: boolean
  /**
   * When the frame's animation callbacks ran (performance.now()): after what changed the DOM, before
   * the frame's paint. (Not the callback's argument, the frame's start, which can come before a task
   * that ran within the frame.)
   */
  at: number
}

/**
 * An init script: each frame, what the resident sees (the address, the busy button, a loading
 * screen, the next screen's heading and a row of its data) and when, in `window.seen`.
 */
function recordFrames({ heading, row }: { heading: string; row: string }) {
  const seen: Frame[] = []
  ;(window as unknown as { seen: Frame[] }).seen = seen
  const shown = (el: Element | null) => !!el && (el as HTMLElement).offsetParent !== null
  const tick = () => {
    const buttons = [...document.querySelectorAll('button')]
    seen.push({
      path: location.pathname,
      busy: buttons.some((b) => shown(b) && b.innerText.trim() === 'Logging in...'),
      loading: shown(document.querySelector('[role="status"][aria-label="Loading"]')),
      arrived: [...document.querySelectorAll('h1, h2')].some((h) => shown(h) && h.textContent === heading),
      row: document.body.innerText.includes(row),
      at: performance.now(),
    })
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
}

/**
 * The frames from the click to the next screen: the busy sign-in page in each, then the screen with
 * its data, never a loading screen. Returns the frames from the click on.
 */
async function busyUntilTheScreen(page: Page) {
  // (A frame, not the DOM: the sign-in page stays on screen while the next one renders behind it.)
  await page.waitForFunction(() => (window as unknown as { seen: Frame[] }).seen.some((f) => f.arrived && f.row))
  const seen = await page.evaluate(() => (window as unknown as { seen: Frame[] }).seen)
  const clicked = seen.findIndex((f) => f.busy)
  const arrived = seen.findIndex((f) => f.arrived)
  expect(clicked).toBeGreaterThan(-1)
  expect(arrived).toBeGreaterThan(clicked)
  expect(seen.slice(clicked, arrived).filter((f) => !f.busy || f.loading)).toEqual([])
  expect(seen[arrived]).toMatchObject({ row: true, loading: false })
  // The screen shows once the 1 s wait after the sign-in's answer is over, though it was rendered
  // during it, behind the busy page.
  const answered = await page.evaluate(
    () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).findLast((e) => /\/api\/method\/[^?]*\.login(\?|$)/.test(e.name))?.responseEnd,
  )
  expect(answered).toBeGreaterThan(0)
  expect(seen[arrived]!.at).toBeGreaterThanOrEqual(answered! + 1000)
  return seen.slice(clicked)
}

/** Holds the app's entry script until `release()`. */
async function holdTheApp(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = false
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route: Route) => {
    held = true
    await released
    await route.continue()
  })
  return { release, isHeld: () => held }
}

const loginCalls = async () => ((await demo.requests()) as { path: string; body?: unknown }[]).filter((r) => /[./]login$/.test(r.path))
/** The calls of the dashboard's lists the server has had, by path, sorted. */
const dashboardListCalls = async () =>
  ((await demo.requests()) as { method: string; path: string }[])
    .filter((r) => r.method === 'GET' && DASHBOARD_LISTS.includes(r.path))
    .map((r) => r.path)
    .sort()
const DASHBOARD_LISTS = [
  '/api/method/aviepros-fetch-guests',
  '/api/method/get_recurring_services',
  '/api/resource/Vacation Call In Entry',
  '/api/resource/Visitor Call-In',
]

/** The app's own sign-in form, once it has taken the page over (no held submission), filled and submitted. */
async function submitOnTheAppsForm(page: Page) {
  await page.goto('/')
  await page.locator('form[name="sign-in"]:not([data-awaiting-app])').waitFor()
  await page.getByLabel('Email', { exact: false }).first().fill(EMAIL)
  await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD)
  await page.getByRole('button', { name: 'Submit' }).click()
}

/** A fresh visit whose app script is held back, the form filled and submitted. */
async function submitBeforeTheApp(
  password: string,
  {
    axe = false,
    path = '/',
    watch,
    cpuSlowdown = 1,
    beforeSubmit,
  }: {
    axe?: boolean
    path?: string
    watch?: Parameters<typeof recordFrames>[0]
    cpuSlowdown?: number
    beforeSubmit?: (page: Page) => Promise<unknown>
  } = {},
) {
  const { context, page, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
  if (axe) await context.addInitScript({ path: AXE })
  if (watch) await context.addInitScript(recordFrames, watch)
  if (cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  const app = await holdTheApp(page)
  await page.goto(path, { waitUntil: 'commit' })
  await page.getByLabel('Email', { exact: false }).first().fill(EMAIL)
  await page.getByLabel('Password', { exact: false }).first().fill(password)
  await beforeSubmit?.(page)
  await page.getByRole('button', { name: 'Submit' }).click()
  return { context, page, errors, app }
}

describe('the sign-in submitted before the app has loaded (production build)', () => {
  it("is held, busy from the click, sent at once by the app's own sign-in module; the app signs in with that answer", async () => {
    const { context, page, errors, app } = await submitBeforeTheApp(PASSWORD, { axe: true })
    // Busy from the click, as the form's submitting state, light and dark.
    await page.getByRole('button', { name: 'Logging in...' }).waitFor()
    expect(app.isHeld()).toBe(true)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await page.evaluate((scheme) => document.documentElement.setAttribute('data-mantine-color-scheme', scheme), colorScheme)
      expect(await axeNow(page)).toEqual([])
    }
    // The browser's own submission never happened: still the sign-in page. The sign-in went to the
    // server at once all the same, while the app itself is still on its way.
    expect(new URL(page.url()).pathname).toBe('/')
    await expect.poll(async () => (await loginCalls()).length).toBe(1)
    expect(app.isHeld()).toBe(true)

    app.release()
    await page.waitForURL('**/dashboard')
    await page.getByRole('button', { name: /User menu/ }).waitFor()
    await page.getByText('Olivia Bennett').first().waitFor()
    expect(await loginCalls()).toHaveLength(1)
    expect(await dashboardListCalls()).toEqual(DASHBOARD_LISTS)
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([1, 4])('CPU %ix slower: "Logging in..." stays until the page asked for shows, with its data, never a loading screen', async (cpuSlowdown) => {
    const watch = { heading: 'Members', row: 'Emma Robinson' }
    const { context, page, errors, app } = await submitBeforeTheApp(PASSWORD, { path: '/?redirect=/members', watch, cpuSlowdown })
    await page.getByRole('button', { name: 'Logging in...' }).waitFor()
    app.release()
    // Busy at the sign-in page's address until the members screen, which comes at its own. (Frames
    // first: the screen is in the page, rendered behind the still of the busy page, before it shows.)
    const frames = await busyUntilTheScreen(page)
    const arrived = frames.findIndex((f) => f.arrived)
    expect(frames.slice(0, arrived).filter((f) => f.path !== '/')).toEqual([])
    expect(frames[arrived]?.path).toBe('/members')
    expect(new URL(page.url()).pathname).toBe('/members')
    await expect.poll(() => page.getByRole('heading', { name: 'Members' }).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('Emma Robinson').first().isVisible()).toBe(true)
    expect(await loginCalls()).toHaveLength(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('accepted, but the next screen cannot download: the app\'s error screen, signed in, and the dashboard once it can', async () => {
    // Every script the page asks for from Submit on fails but the app's own (the connection lost
    // as the resident submits; the page's own scripts are on their way by then): the next screen's
    // code does not come.
    let failing = true
    const failFromSubmit = (page: Page) =>
      page.route(
        (url) => url.pathname.endsWith('.js') && !/\/assets\/index-[^/]*\.js$/.test(url.pathname),
        (route) => (failing ? route.abort('internetdisconnected') : route.fallback()),
      )
    const { context, page, errors, app } = await submitBeforeTheApp(PASSWORD, { beforeSubmit: failFromSubmit })
    // The error screen finds out whether a reload would help: the code failed twice, so it
    // downloads the file that failed (a reload would be right if that file came now).
    const checked = page.waitForEvent('requestfailed', (request) => request.resourceType() === 'fetch' && new URL(request.url()).pathname.endsWith('.js'))
    app.release()
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('session_id'))).toBeTruthy()
    expect(await page.getByText('Something went wrong!').count()).toBe(0)

    // The line comes back once that check is over: here 'Try again' is what recovers.
    await checked
    failing = false
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('button', { name: /User menu/ }).waitFor()
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe('/dashboard')
    expect(await loginCalls()).toHaveLength(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('refused: once the app has loaded it shows why, with what was typed still there, and one call', async () => {
    const { context, page, app } = await submitBeforeTheApp('not-the-password')
    app.release()
    await page.getByText('Invalid login credentials').waitFor()
    expect(await page.getByLabel('Email', { exact: false }).first().inputValue()).toBe(EMAIL)
    expect(await page.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true)
    expect(await loginCalls()).toHaveLength(1)
    expect(new URL(page.url()).pathname).toBe('/')
    await context.close()
  })

  it('the password corrected after Submit, before the app has loaded: the app sends what the form holds then', async () => {
    const { context, page, app } = await submitBeforeTheApp('not-the-password')
    await expect.poll(async () => (await loginCalls()).length).toBe(1)
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD)
    app.release()
    await page.waitForURL('**/dashboard')
    // The Submit's call, then one with the corrected password (the server's log hides passwords: it
    // let the resident in); the first one's refusal is not shown.
    expect(await loginCalls()).toHaveLength(2)
    expect(await page.getByText('Invalid login credentials').count()).toBe(0)
    await context.close()
  })
})

describe('a small screen scrolled before the app has loaded (production build)', () => {
  it('the app takes the page over where the resident scrolled it, and Submit signs in', async () => {
    // A phone, or a page zoomed in: Submit is below the fold.
    const { context, page, errors } = await newPage(browser, { width: 320, height: 360 }, undefined, 'light', { serviceWorkers: 'block' })
    const app = await holdTheApp(page)
    await page.goto('/', { waitUntil: 'commit' })
    await page.getByLabel('Email', { exact: false }).first().fill(EMAIL)
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD)
    await page.getByRole('button', { name: 'Submit' }).scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => scrollY)
    expect(scrolled).toBeGreaterThan(0)
    app.release()
    await page.locator('form[name="sign-in"]:not([data-awaiting-app])').waitFor()
    // Two frames on: what the app's first render does (its effects included) is done.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    expect(await page.evaluate(() => scrollY)).toBe(scrolled)
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL('**/dashboard')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('the sign-in once the app has taken the form over (production build)', () => {
  it.each([1, 4])('CPU %ix slower: "Logging in..." in every frame until the dashboard shows with its lists, never a loading screen', async (cpuSlowdown) => {
    const { context, page, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
    await context.addInitScript(recordFrames, { heading: 'Welcome, Maya!', row: 'Olivia Bennett' })
    if (cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await submitOnTheAppsForm(page)
    await page.getByRole('heading', { name: 'Welcome, Maya!' }).waitFor()
    await page.getByText('Olivia Bennett').first().waitFor()
    await busyUntilTheScreen(page)
    expect(new URL(page.url()).pathname).toBe('/dashboard')
    expect(errors).toEqual([])
    await context.close()
  })

  it("the top bar's notifications slow to answer: the dashboard shows with its lists at the end of the wait all the same", async () => {
    const { context, page, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
    await context.addInitScript(recordFrames, { heading: 'Welcome, Maya!', row: 'Olivia Bennett' })
    // The bell's call gets no answer until the test ends.
    const bell = await holdCalls(page, /notification_log\.get_notification_logs/)
    await submitOnTheAppsForm(page)
    const frames = await busyUntilTheScreen(page)
    // Shown at the end of the wait, not when the browser gives up on the busy page's still (its
    // update may take 4 s at most): the bell is still waiting for its answer.
    const arrived = frames.find((f) => f.arrived)!
    expect(arrived.at).toBeLessThan(frames[0]!.at + 1000 + 2500)
    expect(bell.asked()).toBe(true)
    bell.answer()
    expect(errors).toEqual([])
    await context.close()
  })

  it('a list slow to answer: the dashboard shows soon after the wait all the same, that list loading on it', async () => {
    const { context, page, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
    await context.addInitScript(recordFrames, { heading: 'Welcome, Maya!', row: 'Emma Clarke' })
    // The guests' list gets no answer until the test says so (the app would give up after 30 s).
    const guests = await holdCalls(page, /aviepros-fetch-guests/)
    await submitOnTheAppsForm(page)
    await page.waitForFunction(() => (window as unknown as { seen: Frame[] }).seen.some((f) => f.arrived && f.row), undefined, { timeout: timeLimit(15_000) })
    expect(guests.answered()).toBe(false)
    await page.getByRole('region', { name: 'Guest' }).getByRole('status', { name: 'Loading' }).waitFor()
    guests.answer()
    await page.getByRole('region', { name: 'Guest' }).getByText('Olivia Bennett').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('the browser gives the transition up before it takes the still: the sign-in page stays, busy, until the end of the wait all the same', async () => {
    const { context, page, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
    await context.addInitScript(recordFrames, { heading: 'Welcome, Maya!', row: 'Olivia Bennett' })
    // Two elements under one view-transition name: Chromium cannot take the still and gives the
    // transition up, as it does when the page is in a state it cannot capture.
    await context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        for (let i = 0; i < 2; i += 1) document.body.appendChild(document.createElement('div')).style.setProperty('view-transition-name', 'twice')
      }),
    )
    let givenUp = ''
    page.on('console', (message) => {
      if (message.text().includes('view-transition-name')) givenUp = message.text()
    })
    await submitOnTheAppsForm(page)
    await busyUntilTheScreen(page)
    expect(givenUp).toContain('twice')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('what the sign-in page loads (production build)', () => {
  /** An init script: the moment the app has taken the sign-in form over, in `window.usableAt`. */
  function watchTakeOver() {
    new MutationObserver((_, observer) => {
      const form = document.forms.namedItem('sign-in')
      if (form && !form.hasAttribute('data-awaiting-app')) {
        ;(window as unknown as { usableAt: number }).usableAt = performance.now()
        observer.disconnect()
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-awaiting-app'] })
  }

  it("until the form works: the page's own scripts only, no call to the server; the signed-in app's code after it", async () => {
    const { context, page, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
    await context.addInitScript(watchTakeOver)
    await demo.clearRequests()
    const served = await (await page.goto('/'))!.text()
    await page.waitForFunction(() => (window as unknown as { usableAt?: number }).usableAt !== undefined)
    const scriptsAt = () =>
      page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => new URL(e.name).pathname.endsWith('.js'))
          .map((e) => ({ file: new URL(e.name).pathname, at: e.startTime })),
      )
    const { usableAt, named } = await page.evaluate((html) => {
      // The entry and the files it imports, named by the page as served.
      const served = new DOMParser().parseFromString(html, 'text/html')
      return {
        usableAt: (window as unknown as { usableAt: number }).usableAt,
        named: [...served.querySelectorAll('script[type="module"][src], link[rel="modulepreload"]')].map(
          (e) => new URL(e.getAttribute('src') ?? e.getAttribute('href')!, location.href).pathname,
        ),
      }
    }, served)
    const beforeUsable = (await scriptsAt()).filter((s) => s.at < usableAt).map((s) => s.file)
    expect(new Set(beforeUsable)).toEqual(new Set(named))
    expect(await demo.requests()).toEqual([])

    // Signed in: every script the dashboard needed beyond those was asked for after the form worked.
    await page.getByLabel('Email', { exact: false }).first().fill(EMAIL)
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD)
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByText('Olivia Bennett').first().waitFor()
    const signedInCode = (await scriptsAt()).filter((s) => !named.includes(s.file))
    expect(signedInCode.length).toBeGreaterThan(0)
    expect(signedInCode.filter((s) => s.at < usableAt)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('a browser that refuses the site its storage (production build)', () => {
  it("says why the portal cannot start, and what to allow, instead of a form that waits for ever", async () => {
    const { context, page } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
    // As Safari's 'Block All Cookies' does: reading either storage throws.
    await context.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'])
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError')
          },
        })
    })
    await page.goto('/')
    await page.getByRole('heading', { name: 'Traffic Dash could not start' }).waitFor({ timeout: timeLimit(10_000) })
    await page.getByText("This browser does not let the portal keep your sign-in on this device. Allow this site to store cookies and website data in the browser's settings, then reload the page.").waitFor()
    await context.close()
  })
})

describe('the sign-in page where no script runs (production build)', () => {
  it('a Submit sends the password nowhere: the page itself is no form the browser may send', async () => {
    const { context, page } = await newPage(browser, undefined, undefined, 'light', { javaScriptEnabled: false })
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url())
    })
    const refused: string[] = []
    page.on('console', (message) => {
      if (/form-action/.test(message.text())) refused.push(message.text())
    })
    await page.goto('/')
    await page.getByLabel('Email', { exact: false }).first().fill(EMAIL)
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD)
    // (The browser starts no navigation: nothing for the click to wait for.)
    await page.getByRole('button', { name: 'Submit' }).click({ noWaitAfter: true })
    await expect.poll(() => refused.length + sent.length, { timeout: timeLimit(5000) }).toBeGreaterThan(0)
    expect(sent).toEqual([])
    expect(refused).toHaveLength(1)
    await context.close()
  })
})
