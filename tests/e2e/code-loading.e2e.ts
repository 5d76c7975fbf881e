import { readdirSync, readFileSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AXE, axeNow, inBothSchemes } from './axe'
import { launchBrowser, newPage, signIn, timeLimit, VIEWPORTS } from './browser'
import { E2E_DIST } from './ports'

/**
 * Code that loads on first use (src/lazy-code.ts) on the production build over the demo server: a
 * first visit that loses the network right after sign-in still opens every dialog (the service
 * worker claims the page when it installs; the chunks are fetched at idle), and a chunk that cannot
 * be downloaded never takes the page down.
 */

const DIALOG_LOAD_FAILED = 'This form could not be opened. Check your connection and try again.'
const MENU_LOAD_FAILED = 'The menu could not be opened. Check your connection and try again.'
const CONFIRM_LOAD_FAILED = 'This confirmation could not be opened. Check your connection and try again.'
const PART_LOAD_FAILED = 'This part of the page could not be loaded. Check your connection and try again.'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const list = (page: Page, title: string) => page.getByRole('region', { name: title })
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title })

/** The resident's dashboard actions and the dialogs they open. */
const ACTIONS: [RegExp, string][] = [
  [/Report a Visitor/, 'Visitor call in'],
  [/Add Guest/, 'Invite Guest'],
  [/Vacation Alert/, 'Plan Your Vacation'],
  [/Recurring Service Providers/, 'Add Recurring Service'],
  [/Incident Report/, 'Submit your incident report'],
  [/Add many/, 'Add many guests'],
]
/** The lists whose rows open an edit dialog. */
const ROWS: [string, string][] = [
  ['Visitor', 'Edit Visitor'],
  ['Guest', 'Edit Guest'],
  ['Vacations', 'Edit Vacation Alert'],
  ['Recurring Services', 'Edit Recurring Service'],
]
const rowButton = (page: Page, title: string) => list(page, title).getByRole('listitem').first().getByRole('button').first()

/** Spanish (its catalogue and dayjs's month names): loaded only by those who choose it (README, Languages). */
const spanishOnly = (file: string) => /No se pudo cambiar el idioma|enero_febrero/.test(readFileSync(`${E2E_DIST}/assets/${file}`, 'utf8'))

/** Resolves once the page has requested every JavaScript file of the build (the idle prefetch). */
async function everyScriptFetched(page: Page) {
  const files = readdirSync(`${E2E_DIST}/assets`).filter((f) => f.endsWith('.js') && !spanishOnly(f))
  await page.waitForFunction(
    (names) => {
      const fetched = performance.getEntriesByType('resource').map((e) => e.name)
      return names.every((name) => fetched.some((url) => url.endsWith(`/assets/${name}`)))
    },
    files,
    { polling: 200 },
  )
}

async function openAndClose(page: Page, open: () => Promise<void>, title: string) {
  await open()
  const d = dialog(page, title)
  await d.waitFor()
  await page.keyboard.press('Escape')
  await d.waitFor({ state: 'detached' })
}

async function everyDialogOpensAndAGuestWaits(context: BrowserContext, page: Page) {
  await context.setOffline(true)
  for (const [button, title] of ACTIONS) await openAndClose(page, () => page.getByRole('button', { name: button }).click(), title)
  for (const [listTitle, title] of ROWS) await openAndClose(page, () => rowButton(page, listTitle).click(), title)

  await page.getByRole('button', { name: /Add Guest/ }).click()
  const d = dialog(page, 'Invite Guest')
  await d.getByLabel('First Name').fill('Theo')
  await d.getByLabel('Last Name').fill('Grant')
  await d.getByRole('button', { name: 'Add' }).click()
  await d.waitFor({ state: 'detached' })
  await list(page, 'Guest').getByRole('listitem').filter({ hasText: 'Theo Grant' }).getByText('Waiting to send').waitFor()
  // Logging out while a change waits asks first: that dialog opens too.
  await page.getByRole('button', { name: /User menu/ }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await dialog(page, 'Log out?').waitFor()
}

/** The browser never reports idle time (as on a busy device): nothing is prefetched, each file is asked for when it is used. */
const withoutIdlePrefetch = (context: BrowserContext) =>
  context.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })

/**
 * Signs in and waits for the dashboard, then makes every script request fail; `fail(false)` lets
 * them through again. The browser never reports idle time here, so nothing was prefetched (as on a
 * busy device right after sign-in): every part not yet used has to be downloaded when it is used.
 */
async function signInThenScriptsFail(context: BrowserContext, page: Page, { keep = false } = {}) {
  await withoutIdlePrefetch(context)
  let failing = false
  // `keep`: as a browser that keeps failed downloads does, whichever this one is (keepFailures).
  if (keep) await keepFailures(page, () => failing)
  else
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      (route) => (failing ? route.abort('internetdisconnected') : route.fallback()),
    )
  await signIn(page, 'resident@demo.test')
  await list(page, 'Guest').getByRole('listitem').first().waitFor()
  failing = true
  return { fail: (on: boolean) => (failing = on) }
}

/**
 * Holds the host's answer to the check that a screen or a Settings card whose code failed twice
 * makes, of whether a reload would help (src/import-again.ts: the app shell, then the file): the
 * shell is answered only once `answer()` is called, as on a slow line. `asked()`: how many times it
 * was asked. A file that downloads again before that answer would reload the page, which only the
 * test of that race is about.
 */
async function holdShellAnswers(page: Page) {
  let asked = 0
  let answer = () => {}
  const held = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/_shell.html', async (route) => {
    if (route.request().isNavigationRequest()) return route.fallback()
    asked++
    await held
    await route.fallback()
  })
  return { answer, asked: () => asked }
}

/**
 * Whether this browser downloads a module again after its download failed (HTML's newer rule) or
 * keeps the failure for the page's life (the old rule: Safari, Chromium up to at least 150). Asked
 * of the browser itself, so a test that expects one or the other says which it met.
 */
async function refetchesFailedImports(browser: Browser): Promise<boolean> {
  const { context, page } = await newPage(browser)
  let served = 0
  await page.route('**/import-probe.js', (route) =>
    served++ === 0 ? route.abort('internetdisconnected') : route.fulfill({ contentType: 'text/javascript', body: 'export default 1' }),
  )
  await page.goto('/', { waitUntil: 'commit' })
  // (A string: the test runner would rewrite an `import()` written in a function.)
  const again = await page.evaluate<boolean>(`(async () => {
    const probe = () => import(location.origin + '/import-probe.js').then(() => true, () => false)
    await probe()
    return probe()
  })()`)
  await context.close()
  return again
}

/**
 * The old rule, played on any browser: a script address that failed once keeps failing (until the
 * page is loaded anew), while the same file under another address (`?retry=1`) loads. `failing`
 * says which files fail now.
 */
async function keepFailures(page: Page, failing: (pathname: string) => boolean) {
  const failed = new Set<string>()
  page.on('load', () => failed.clear())
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => {
      const url = new URL(route.request().url())
      if (failing(url.pathname) || (!url.search && failed.has(url.pathname))) {
        if (!url.search) failed.add(url.pathname)
        return route.abort('internetdisconnected')
      }
      return route.fallback()
    },
  )
}

describe('a dialog whose code failed to download opens on the next try, on every browser', () => {
  const RULES = [
    ['as this browser does', false],
    ['as a browser that keeps failed downloads does (Safari, Chromium up to 150)', true],
  ] as const
  const guestNamed = (page: Page, name: string) => list(page, 'Guest').getByRole('listitem').filter({ hasText: name })

  for (const [rule, keeps] of RULES)
    it(`its own file, then a file shared under it, ${rule}; the page's React and Query stay one`, { timeout: timeLimit(120_000) }, async () => {
      const refetches = await refetchesFailedImports(browser)
      const version = browser.version()
      const why = `Chromium ${version} ${refetches ? 'downloads a failed module again' : 'keeps a failed module'}; played ${rule}`

      // The dialog's own file fails, then (its own file loading) every file it imports that the page
      // does not have yet: whichever files the bundler made of them.
      const ownFile = (pathname: string) => /\/assets\/guest-dialog-[\w-]+\.js$/.test(pathname)
      for (const [file, first, last] of [
        ['its own file', 'Ana', 'Muir'],
        ['the files under it', 'Ben', 'Muir'],
      ] as const) {
        const { context, page, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
        await withoutIdlePrefetch(context)
        let failing = false
        const fails = (pathname: string) => failing && (file === 'its own file' ? ownFile(pathname) : pathname.endsWith('.js') && !ownFile(pathname))
        if (keeps) await keepFailures(page, fails)
        else await page.route((url) => fails(url.pathname), (route) => route.abort('internetdisconnected'))
        await signIn(page, 'resident@demo.test')
        await list(page, 'Guest').getByRole('listitem').first().waitFor()
        let navigations = 0
        page.on('load', () => navigations++)

        failing = true
        await page.getByRole('button', { name: /Add Guest/ }).click()
        await page.getByText(DIALOG_LOAD_FAILED).waitFor()
        await page.getByRole('button', { name: 'Close toast' }).click()

        failing = false
        await page.getByRole('button', { name: /Add Guest/ }).click()
        const d = dialog(page, 'Invite Guest')
        await d.waitFor({ timeout: 15_000 }).catch(() => {
          throw new Error(`${file}: the dialog did not open on the next try (${why})`)
        })
        // Hooks and contexts across the boundary: the dialog's form, its mutation through the
        // app's QueryClient and the list it updates. A second React or Query would throw here.
        await d.getByLabel('First Name').fill(first)
        await d.getByLabel('Last Name').fill(last)
        await d.getByRole('button', { name: 'Add' }).click()
        await d.waitFor({ state: 'detached' })
        await guestNamed(page, `${first} ${last}`).first().waitFor()
        // A reload only where the page itself keeps the failure of a file under the dialog's.
        const reloads = file === 'the files under it' && (keeps || !refetches) ? 1 : 0
        expect(navigations, `${file}: page loads after the failure (${why})`).toBe(reloads)
        expect(errors).toEqual([])
        await context.close()
      }
    })
})

describe('code that loads on first use', () => {
  it(
    "a resident's dashboard waits for none of a club member's code: that file held, the lists still show",
    { timeout: timeLimit(90_000) },
    async () => {
      // Found by what it holds, not by its name: the club dashboard's own root.
      const club = readdirSync(`${E2E_DIST}/assets`).filter((f) => f.endsWith('.js') && /"data-testid":.club-dashboard./.test(readFileSync(`${E2E_DIST}/assets/${f}`, 'utf8')))
      expect(club).toHaveLength(1)
      const { context, page, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await context.route(`**/assets/${club[0]}`, async (route) => {
        await held
        await route.abort().catch(() => {})
      })
      await signIn(page, 'resident@demo.test')
      await list(page, 'Guest').getByRole('listitem').first().waitFor()
      release()
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it(
    'first visit, offline right after sign-in: the installed worker already controls the page, every dialog opens and a guest added waits to send',
    { timeout: timeLimit(90_000) },
    async () => {
      const { context, page, errors } = await newPage(browser)
      await signIn(page, 'resident@demo.test')
      await list(page, 'Guest').getByRole('listitem').first().waitFor()
      // No reload: the worker that installed during this first visit takes the page (clientsClaim).
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
      await everyDialogOpensAndAGuestWaits(context, page)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it(
    'without a service worker, the chunks are fetched once the signed-in app is idle: offline after that, every dialog opens',
    { timeout: timeLimit(90_000) },
    async () => {
      const { context, page, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
      await signIn(page, 'resident@demo.test')
      await list(page, 'Guest').getByRole('listitem').first().waitFor()
      await everyScriptFetched(page)
      await everyDialogOpensAndAGuestWaits(context, page)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it(
    'every script request failing after sign-in, before any prefetch: each action explains itself, the page stays, and all works once scripts load again',
    { timeout: timeLimit(120_000) },
    async () => {
      const { context, page, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
      const scripts = await signInThenScriptsFail(context, page)

      const explained = async () => {
        await page.getByText(DIALOG_LOAD_FAILED).waitFor()
        expect(new URL(page.url()).searchParams.get('dialog')).toBeNull()
        // The page stays: the dashboard's lists are there.
        await list(page, 'Guest').getByRole('listitem').first().waitFor()
        await page.getByRole('button', { name: 'Close toast' }).click()
        await page.getByText(DIALOG_LOAD_FAILED).waitFor({ state: 'detached' })
      }
      for (const [button] of ACTIONS) {
        await page.getByRole('button', { name: button }).click()
        await explained()
      }
      for (const [listTitle] of ROWS) {
        await rowButton(page, listTitle).click()
        await explained()
      }
      // A screen whose code cannot load: the app's error screen, in its layout, with its buttons.
      // The host answers once the screen is back (held only from now: a dialog's toast waits for it).
      const shell = await holdShellAnswers(page)
      await list(page, 'Visitor').getByRole('link', { name: /^Share pass for/ }).first().click()
      await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor()
      await page.getByText('Part of the app could not be downloaded. Check your connection and try again.').waitFor()
      await page.getByRole('button', { name: 'Reload' }).waitFor()
      await page.getByRole('banner').waitFor()
      expect(await page.getByText('Something went wrong!').count()).toBe(0)

      // Scripts load again: 'Try again' shows the pass, and a dialog that failed opens.
      scripts.fail(false)
      await page.getByRole('button', { name: 'Try again' }).click()
      await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor({ state: 'detached' })
      await page.getByRole('article').first().waitFor()
      shell.answer()
      expect(new URL(page.url()).pathname).toMatch(/^\/passes\/visitor\//)
      await page.goBack()
      await page.getByRole('button', { name: /Add Guest/ }).click()
      await dialog(page, 'Invite Guest').waitFor()
      expect(await page.getByText('Something went wrong!').count()).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it(
    "a confirmation and the phone's menu load when first opened: when they cannot be downloaded a toast says so and the page stays; once scripts load they open (as a browser that keeps failed downloads does), and the confirmation gives the focus back",
    { timeout: timeLimit(120_000) },
    async () => {
      const { context, page, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
      const scripts = await signInThenScriptsFail(context, page, { keep: true })
      scripts.fail(false)
      await rowButton(page, 'Vacations').click()
      const edit = dialog(page, 'Edit Vacation Alert')
      const remove = edit.getByRole('button', { name: 'Remove' })
      await remove.waitFor()

      scripts.fail(true)
      await remove.click()
      await page.getByText(CONFIRM_LOAD_FAILED).waitFor()
      // The form it was asked from stays open.
      expect(await edit.isVisible()).toBe(true)
      await page.getByRole('button', { name: 'Close toast' }).click()

      scripts.fail(false)
      let loads = 0
      page.on('load', () => loads++)
      await remove.click()
      const confirm = dialog(page, 'Remove vacation alert')
      const question = confirm.getByText('Are you sure you want to remove this vacation alert?')
      // It opens, or, where its file cannot give it once more (a module the bundler copies into
      // several files, src/import-again.ts), the page reloads into the same place: the edit dialog
      // open from the address, where Remove opens it. Never the error screen.
      const reloaded = await Promise.race([
        question.waitFor().then(() => false, () => false),
        page.waitForEvent('load').then(() => true, () => false),
      ])
      if (reloaded) {
        await edit.waitFor()
        await remove.click()
      }
      await question.waitFor()
      expect(loads).toBeLessThanOrEqual(1)
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await confirm.waitFor({ state: 'detached' })
      await expect.poll(() => remove.evaluate((button) => button === document.activeElement)).toBe(true)
      await page.keyboard.press('Escape')
      await edit.waitFor({ state: 'detached' })

      // At phone width the navigation is a drawer behind the top bar's button.
      await page.setViewportSize({ width: 390, height: 844 })
      scripts.fail(true)
      await page.getByRole('button', { name: 'Open navigation' }).click()
      await page.getByText(MENU_LOAD_FAILED).waitFor()
      await list(page, 'Guest').getByRole('listitem').first().waitFor()
      await page.getByRole('button', { name: 'Close toast' }).click()
      scripts.fail(false)
      await page.getByRole('button', { name: 'Open navigation' }).click()
      await page.getByRole('dialog').getByRole('link', { name: 'Cars' }).waitFor()
      expect(await page.getByText('Something went wrong!').count()).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it(
    "the top bar's menus load after the screen: a click before then opens the menu once it is there, focus and all; a menu that cannot be downloaded says so and opens when it can",
    { timeout: timeLimit(120_000) },
    async () => {
      const { page, context, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
      // The user menu's code is held back until released; the bell's fails until told otherwise.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      let bellFails = true
      await page.route(/\/assets\/user-menu-dropdown-[\w-]+\.js(\?|$)/, async (route) => {
        await held
        await route.fallback()
      })
      await page.route(/\/assets\/notification-menu-[\w-]+\.js(\?|$)/, (route) => (bellFails ? route.abort('internetdisconnected') : route.fallback()))
      await signIn(page, 'resident@demo.test')
      await list(page, 'Guest').getByRole('listitem').first().waitFor()

      const userMenu = page.getByRole('button', { name: /User menu/ })
      await userMenu.click()
      release()
      await page.getByRole('menu').getByRole('menuitem', { name: 'Log out' }).waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('menu').waitFor({ state: 'detached' })
      await expect.poll(() => userMenu.evaluate((button) => button === document.activeElement)).toBe(true)

      const bell = page.getByRole('button', { name: /^Notifications, / })
      await bell.click()
      await page.getByText(MENU_LOAD_FAILED).waitFor()
      expect(await page.getByRole('menu').count()).toBe(0)
      await list(page, 'Guest').getByRole('listitem').first().waitFor()
      await page.getByRole('button', { name: 'Close toast' }).click()
      bellFails = false
      await bell.click()
      await page.getByRole('menu').getByText('Notifications').first().waitFor()
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it(
    'a dialog whose code is still on its way: a tap shows that it is loading, and the dialog takes its place when it arrives',
    { timeout: timeLimit(90_000) },
    async () => {
      const { page, context, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/assets\/visitor-dialog-[\w-]+\.js(\?|$)/, async (route) => {
        await held
        await route.fallback()
      })
      await signIn(page, 'resident@demo.test')
      await list(page, 'Guest').getByRole('listitem').first().waitFor()
      await page.getByRole('button', { name: /Report a Visitor/ }).click()
      const loading = page.getByRole('status', { name: 'Loading' })
      await loading.waitFor()
      release()
      await dialog(page, 'Visitor call in').waitFor()
      expect(await loading.count()).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it(
    "a Settings card whose code cannot be downloaded says so in its own place with Try again; the page's other cards are there",
    { timeout: timeLimit(90_000) },
    async () => {
      const { context, page, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
      await context.addInitScript({ path: AXE })
      let fails = true
      await page.route(/\/assets\/change-password-form-[\w-]+\.js(\?|$)/, (route) => (fails ? route.abort('internetdisconnected') : route.fallback()))
      // The host answers once the card is back.
      const shell = await holdShellAnswers(page)
      await signIn(page, 'resident@demo.test')
      await list(page, 'Guest').getByRole('listitem').first().waitFor()
      await page.getByRole('button', { name: /User menu/ }).click()
      await page.getByRole('menuitem', { name: 'Settings' }).click()

      const password = page.getByRole('region', { name: 'Change Password' })
      await password.getByText(PART_LOAD_FAILED).waitFor()
      expect(await page.getByRole('heading', { name: 'This page could not be loaded' }).count()).toBe(0)
      // The other cards are there.
      const notifications = page.getByRole('region', { name: 'Notifications' })
      await notifications.getByRole('switch').waitFor()
      await page.getByRole('region', { name: 'Language' }).getByText('Español').waitFor()
      await inBothSchemes(page, async (scheme) => expect(await axeNow(page), scheme).toEqual([]))

      // Tried again while it still fails: said again, and the keyboard is on its Try again.
      const tryAgain = password.getByRole('button', { name: 'Try again' })
      await tryAgain.click()
      await password.getByRole('alert').filter({ hasText: PART_LOAD_FAILED }).waitFor()
      await expect.poll(() => tryAgain.evaluate((button) => button === document.activeElement)).toBe(true)

      fails = false
      await password.getByRole('button', { name: 'Try again' }).click()
      await password.getByLabel(/^Current Password/).waitFor()
      shell.answer()
      expect(await page.getByText(PART_LOAD_FAILED).count()).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it(
    'a screen that is one part (the calendar) whose code cannot be downloaded: the error screen, and Try again shows it',
    { timeout: timeLimit(90_000) },
    async () => {
      const { context, page, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
      let fails = true
      await page.route(/\/assets\/calendar-page-[\w-]+\.js(\?|$)/, (route) => (fails ? route.abort('internetdisconnected') : route.fallback()))
      await signIn(page, 'resident@demo.test')
      await list(page, 'Guest').getByRole('listitem').first().waitFor()
      // The host answers once the screen is back (the part fails twice: a hover's preload, then the click).
      const shell = await holdShellAnswers(page)
      await page.getByRole('button', { name: /User menu/ }).click()
      await page.getByRole('menuitem', { name: 'Calendar' }).click()
      await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor()
      fails = false
      await page.getByRole('button', { name: 'Try again' }).click()
      await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor()
      shell.answer()
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it("the error screen passes axe at 1440 and 820 px, light and dark", { timeout: timeLimit(120_000) }, async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.tablet]) {
      const { context, page, errors } = await newPage(browser, viewport, undefined, 'light', { serviceWorkers: 'block' })
      await context.addInitScript({ path: AXE })
      await signInThenScriptsFail(context, page)
      await list(page, 'Visitor').getByRole('link', { name: /^Share pass for/ }).first().click()
      await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor()
      // The same error screen in light, then with the browser's scheme turned dark.
      await inBothSchemes(page, async (scheme) => expect(await axeNow(page), `${viewport.width} ${scheme}`).toEqual([]))
      expect(errors).toEqual([])
      await context.close()
    }
  })

  it(
    "a screen that could not load, tried again with success before the app has found out whether a reload would help: the screen stays, the page does not reload",
    { timeout: timeLimit(90_000) },
    async () => {
      const { context, page, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
      // The host answers once told to (a slow line).
      const shell = await holdShellAnswers(page)
      // (Page loads: the router's own navigations load nothing.)
      let loads = 0
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++
      })
      const scripts = await signInThenScriptsFail(context, page)
      const signedIn = loads
      const failed = page.getByRole('heading', { name: 'This page could not be loaded' })
      await list(page, 'Visitor').getByRole('link', { name: /^Share pass for/ }).first().click()
      await failed.waitFor()
      // 'Try again' while scripts still fail: the part fails a second time, the case where a file
      // that downloads again means the page keeps the failure, and a reload would clear it.
      await page.getByRole('button', { name: 'Try again' }).click()
      await expect.poll(shell.asked).toBe(2)

      // The line is back, and the resident's 'Try again' shows the pass before the check answers.
      scripts.fail(false)
      await page.getByRole('button', { name: 'Try again' }).click()
      await page.getByRole('article').first().waitFor()
      const fileChecked = page.waitForEvent('requestfinished', (request) => request.resourceType() === 'fetch' && new URL(request.url()).pathname.endsWith('.js'))
      shell.answer()
      // The check downloads the file that failed, which comes now; the pass stays all the same.
      await fileChecked
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)))
      expect(loads).toBe(signedIn)
      expect(await page.getByRole('article').first().isVisible()).toBe(true)
      expect(await failed.count()).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it(
    'a chunk gone after a deploy (404) reloads the app once into the new version, which opens the dialog asked for',
    { timeout: timeLimit(90_000) },
    async () => {
      const { context, page, errors } = await newPage(browser, undefined, undefined, 'light', { serviceWorkers: 'block' })
      // Nothing prefetched: the dialog's chunk is first asked for after the deploy.
      await withoutIdlePrefetch(context)
      await signIn(page, 'resident@demo.test')
      await list(page, 'Guest').getByRole('listitem').first().waitFor()

      // The deploy: the old chunks are gone, and the host's app shell names a new entry script.
      let deployed = true
      await page.route(
        (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
        (route) => (deployed && route.request().resourceType() === 'script' ? route.fulfill({ status: 404, body: '' }) : route.fallback()),
      )
      await page.route('**/_shell.html', async (route) => {
        if (!deployed || route.request().isNavigationRequest()) return route.fallback()
        const response = await route.fetch()
        const html = (await response.text()).replace(/\/assets\/index-[\w-]+\.js/, '/assets/index-next.js')
        return route.fulfill({ response, body: html })
      })
      let navigations = 0
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
          navigations++
          // The reloaded page is the new version: its files are there.
          deployed = false
        }
      })

      await page.getByRole('button', { name: /Add Guest/ }).click()
      await page.waitForEvent('load')
      // The dialog is in the URL (decision D18): the new version opens it.
      await dialog(page, 'Invite Guest').waitFor()
      await list(page, 'Guest').getByRole('listitem').first().waitFor()
      expect(navigations).toBe(1)
      expect(await page.getByText(DIALOG_LOAD_FAILED).count()).toBe(0)
      expect(await page.getByText('Something went wrong!').count()).toBe(0)
      expect(errors).toEqual([])
      await context.close()
    },
  )
})
