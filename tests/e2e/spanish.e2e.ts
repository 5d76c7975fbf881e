import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frappeErrorBody } from '../../src/demo-backend/faults'
import en from '../../src/i18n/messages/en.json'
import es from '../../src/i18n/messages/es.json'
import { AXE, axeNow, inBothSchemes } from './axe'
import { demo, launchBrowser, newPage, PASSWORD, SCREENS_ONLY, serverNotifications, signIn, timeLimit, VIEWPORTS } from './browser'
import { E2E_DIST } from './ports'

type Id = keyof typeof en
/** A Spanish message as the page shows it: its {values} stand for anything. */
const say = (id: Id) => es[id]
const pattern = (id: Id) => new RegExp(`^${es[id].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '.+')}$`)

/**
 * The English texts a Spanish screen must not show: every message without {values} whose Spanish
 * differs (dayjs formats aside). The page's text lines and its accessible names and hints are
 * compared whole, so a name or an address that contains an English word does not count.
 */
const ENGLISH = Object.entries(en)
  .filter(([id, text]) => !id.startsWith('format.') && !text.includes('{') && es[id as Id] !== text)
  .map(([, text]) => text.trim())

async function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate((english) => {
    const shown = new Set<string>()
    for (const line of document.body.innerText.split('\n')) shown.add(line.trim())
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)
        if (value) shown.add(value.trim())
      }
    return english.filter((text) => shown.has(text))
  }, ENGLISH)
}

const SERVER_TEXT = 'The gate office is closed for maintenance'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Records every frame in which the page shows the English sign-in page (none may, for a Spanish device). */
function countEnglishFrames(context: BrowserContext) {
  return context.addInitScript((title) => {
    const w = window as unknown as { englishFrames: number }
    w.englishFrames = 0
    const sample = () => {
      const root = document.getElementById('root')
      if (root && getComputedStyle(root).visibility === 'visible' && root.innerText.includes(title)) w.englishFrames++
      if (document.readyState !== 'complete' || performance.now() < 5000) requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  }, en['login.title'])
}

describe('the app in Spanish', () => {
  it('a Spanish browser: sign-in page in Spanish from its first frame, the dashboard, a visitor added, a failed add, members and calendar with no English left; kept after log out', { timeout: timeLimit(120_000) }, async () => {
    const { context, page, errors } = await newPage(browser, VIEWPORTS.tablet, undefined, 'light', { locale: 'es-MX' })
    await countEnglishFrames(context)
    await page.goto('/')
    await page.getByRole('heading', { name: say('login.title') }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    // A refused sign-in: the site's own message, asked for in Spanish (D31).
    await page.getByLabel(say('auth.email'), { exact: false }).first().fill('resident@demo.test')
    await page.getByLabel(say('login.password'), { exact: false }).first().fill('wrong-password')
    await page.getByRole('button', { name: say('login.submit') }).click()
    await page.getByText('Credenciales de inicio de sesión no válidas', { exact: true }).waitFor()
    await page.getByLabel(say('login.password'), { exact: false }).first().fill(PASSWORD)
    await page.getByRole('button', { name: say('login.submit') }).click()
    await page.waitForURL('**/dashboard')
    expect(await page.evaluate(() => (window as unknown as { englishFrames: number }).englishFrames)).toBe(0)

    await page.getByRole('region', { name: say('visitors.list.title') }).getByRole('listitem').first().waitFor()
    expect(await englishLeft(page)).toEqual([])

    // A visitor added, once refused by the server: the action's message in Spanish, the server's text as it sent it.
    await page.getByRole('button', { name: new RegExp(say('dashboard.reportVisitor')) }).click()
    const dialog = page.getByRole('dialog', { name: say('visitors.dialog.title') })
    await dialog.getByRole('combobox', { name: say('visitors.field.type') }).click()
    await page.getByRole('option', { name: say('visitors.category.dayVisitor') }).click()
    await dialog.getByLabel(say('names.firstName')).fill('Zoë')
    await dialog.getByLabel(say('names.lastName')).fill("O'Brien García")
    expect(await englishLeft(page)).toEqual([])
    await demo.fail('Visitor Call-In', { status: 417, body: frappeErrorBody(417, SERVER_TEXT) })
    await dialog.getByRole('button', { name: say('dialog.submit') }).click()
    await page.getByText(say('visitors.toast.createFailed'), { exact: true }).waitFor()
    await page.getByText(SERVER_TEXT, { exact: true }).waitFor()
    expect(await dialog.getByLabel(say('names.firstName')).inputValue()).toBe('Zoë')
    await dialog.getByRole('button', { name: say('dialog.submit') }).click()
    await page.getByText(say('visitors.toast.created'), { exact: true }).waitFor()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('region', { name: say('visitors.list.title') }).getByText("Zoë O'Brien García").waitFor()

    // Members, through the user menu.
    await page.getByRole('button', { name: pattern('topBar.userMenu') }).click()
    await page.getByRole('menuitem', { name: say('variant.members') }).click()
    await page.getByRole('heading', { name: say('variant.members') }).waitFor()
    await page.locator('li', { hasText: 'Emma Robinson' }).waitFor()
    expect(await englishLeft(page)).toEqual([])

    // The calendar, week and month.
    await page.getByRole('button', { name: pattern('topBar.userMenu') }).click()
    await page.getByRole('menuitem', { name: say('menu.calendar') }).click()
    await page.getByRole('heading', { name: say('menu.calendar') }).waitFor()
    await page.getByText("Zoë O'Brien García").first().waitFor()
    expect(await englishLeft(page)).toEqual([])

    // Log out: the sign-in page still speaks Spanish (the choice is the device's, not the user's).
    await page.getByRole('button', { name: pattern('topBar.userMenu') }).click()
    await page.getByRole('menuitem', { name: say('menu.logOut') }).click()
    await page.getByRole('heading', { name: say('login.title') }).waitFor()
    await page.reload()
    await page.getByRole('heading', { name: say('login.title') }).waitFor()
    expect(await englishLeft(page)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it(
    'Spanish journeys with accented names: a guest, a recurring service, a shared pass, and a visitor announced who arrives, told in Spanish',
    { timeout: timeLimit(120_000) },
    async () => {
      await demo.arrivals(true)
      try {
        const { page, context, errors } = await newPage(browser, VIEWPORTS.desktop, undefined, 'light', { locale: 'es-MX' })
        // The page's clock runs at real speed until the test moves it on to the bell's next poll.
        await page.clock.install()
        await page.goto('/')
        await page.getByLabel(say('auth.email'), { exact: false }).first().fill('resident@demo.test')
        await page.getByLabel(say('login.password'), { exact: false }).first().fill(PASSWORD)
        await page.getByRole('button', { name: say('login.submit') }).click()
        await page.waitForURL('**/dashboard')

        // A visitor announced first: the demo gate lets them in 20 s later (the server's time).
        await page.getByRole('button', { name: new RegExp(say('dashboard.reportVisitor')) }).click()
        const visitor = page.getByRole('dialog', { name: say('visitors.dialog.title') })
        await visitor.getByRole('combobox', { name: say('visitors.field.type') }).click()
        await page.getByRole('option', { name: say('visitors.category.dayVisitor') }).click()
        await visitor.getByLabel(say('names.firstName')).fill('José')
        await visitor.getByLabel(say('names.lastName')).fill('Muñoz')
        await visitor.getByRole('button', { name: say('dialog.submit') }).click()
        await visitor.waitFor({ state: 'detached' })

        // A guest, then a recurring service.
        await page.getByRole('button', { name: new RegExp(say('variant.addGuest')) }).click()
        const guest = page.getByRole('dialog', { name: say('variant.inviteGuest') })
        await guest.getByLabel(say('names.firstName')).fill('Ana')
        await guest.getByLabel(say('names.lastName')).fill("García O'Brien")
        await guest.getByRole('button', { name: say('guests.dialog.add') }).click()
        await guest.waitFor({ state: 'detached' })
        const guests = page.getByRole('region', { name: say('variant.guestList') })
        await guests.getByText("Ana García O'Brien").waitFor()

        await page.getByRole('button', { name: new RegExp(say('dashboard.home.services')) }).first().click()
        const service = page.getByRole('dialog', { name: say('services.dialog.title') })
        await service.getByRole('combobox', { name: say('services.field.type') }).click()
        await page.getByRole('option', { name: say('services.type.lawnCare') }).click()
        await service.getByLabel(say('services.field.vendor')).fill('Jardines Peña')
        await service.getByRole('button', { name: say('dialog.submit') }).click()
        await service.waitFor({ state: 'detached' })
        await page.getByRole('region', { name: say('services.list.title') }).getByText('Jardines Peña').waitFor()
        expect(await englishLeft(page)).toEqual([])

        // The guest's pass, shared from its row.
        await guests.getByRole('listitem').filter({ hasText: "Ana García O'Brien" }).getByRole('link', { name: pattern('passes.shareFor') }).click()
        await page.getByRole('heading', { name: say('passes.title.guest') }).waitFor()
        await page.getByText("Ana García O'Brien").first().waitFor()
        expect(await englishLeft(page)).toEqual([])
        await page.goBack()

        // The arrival, as the site writes it in the language the visitor was announced in.
        const arrived = 'José Muñoz llegó a la entrada'
        await expect.poll(() => serverNotifications(page), { timeout: 40_000, interval: 500 }).toContain(arrived)
        await page.clock.fastForward(30_000)
        await page.locator('[data-sonner-toast]').filter({ hasText: arrived }).waitFor()
        expect(await englishLeft(page)).toEqual([])
        expect(errors).toEqual([])
        await context.close()
      } finally {
        await demo.arrivals(false)
      }
    },
  )

  it('axe finds nothing and no page scrolls sideways in Spanish, at 1440 and 820 px, light and dark', { timeout: timeLimit(180_000) }, async () => {
    const problems: string[] = []
    // The two widths side by side, as the a11y matrix runs its users; each page in light, then with
    // the browser's scheme turned dark.
    await Promise.all(
      Object.entries(VIEWPORTS).map(async ([vp, viewport]) => {
        const { context, page } = await newPage(browser, viewport, undefined, 'light', { locale: 'es-ES', ...SCREENS_ONLY })
        await context.addInitScript({ path: AXE })
        const look = (what: string) =>
          inBothSchemes(page, async (scheme) => {
            for (const v of await axeNow(page)) problems.push(`${vp} ${scheme} ${what}: ${v}`)
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
            if (overflow > 0) problems.push(`${vp} ${scheme} ${what}: scrolls sideways by ${overflow}px`)
          })
        await page.goto('/')
        await page.getByRole('heading', { name: say('login.title') }).waitFor()
        await look('sign-in')
        await page.getByLabel(say('auth.email'), { exact: false }).first().fill('resident@demo.test')
        await page.getByLabel(say('login.password'), { exact: false }).first().fill(PASSWORD)
        await page.getByRole('button', { name: say('login.submit') }).click()
        await page.waitForURL('**/dashboard')
        await page.getByRole('region', { name: say('visitors.list.title') }).getByRole('listitem').first().waitFor()
        await look('dashboard')
        for (const [what, path, ready] of [
          ['visitor dialog', '/dashboard?dialog=visitor', () => page.getByRole('dialog', { name: say('visitors.dialog.title') }).waitFor()],
          ['members', '/members', () => page.locator('li', { hasText: 'Emma Robinson' }).waitFor()],
          ['calendar', '/calendar', () => page.getByRole('heading', { name: say('menu.calendar') }).waitFor()],
          ['calendar month', '/calendar?view=month', () => page.getByRole('heading', { name: say('menu.calendar') }).waitFor()],
          ['pass', '/passes/visitor/VCI-00001', () => page.getByRole('img').first().waitFor()],
          ['settings', '/settings', () => page.getByRole('heading', { name: say('language.title') }).waitFor()],
        ] as const) {
          await page.goto(path)
          await ready()
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root'))
          await look(what)
        }
        await context.close()
      }),
    )
    expect(problems, problems.join('\n')).toEqual([])
  })

  it('an English visit downloads no Spanish: sign-in, dashboard and settings', { timeout: timeLimit(60_000) }, async () => {
    const { context, page } = await newPage(browser, VIEWPORTS.desktop, undefined, 'light', { locale: 'en-US' })
    // The scripts the page asks for, read from the build on disk: the browser keeps a script's body
    // only until the page that asked for it goes, too soon to read it from the response at times.
    // (The service worker's precache takes every script, Spanish included, for offline use: that is
    // the worker's download, not the page's.)
    const spanish: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (!pathname.endsWith('.js')) return
      const file = join(E2E_DIST, pathname)
      if (existsSync(file) && readFileSync(file, 'utf8').includes(es['language.failed'])) spanish.push(pathname)
    })
    await signIn(page, 'resident@demo.test')
    await page.goto('/settings')
    await page.getByRole('heading', { name: 'Language' }).waitFor()
    expect(spanish).toEqual([])
    // Choosing Spanish is what loads it.
    await page.getByText('Español').click()
    await page.getByRole('heading', { name: say('language.title') }).waitFor()
    expect(spanish).toHaveLength(1)
    await context.close()
  })

  it("a Spanish device whose Spanish cannot download: the sign-in page works in English, and the page and the site say English", { timeout: timeLimit(60_000) }, async () => {
    const { context, page, errors } = await newPage(browser, VIEWPORTS.tablet, undefined, 'light', { locale: 'es-MX', serviceWorkers: 'block' })
    await page.route(/\/assets\/es-[\w-]+\.js(\?|$)/, (route) => route.abort('internetdisconnected'))
    await page.goto('/')
    // The app takes the page over in English (the boot script had put the Spanish page in place).
    await page.getByRole('heading', { name: en['login.title'] }).waitFor()
    await page.waitForFunction(() => document.querySelector('form[data-awaiting-app]') === null)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    // A refusal comes in the language on screen (D31).
    await page.getByLabel(en['auth.email'], { exact: false }).first().fill('resident@demo.test')
    await page.getByLabel(en['login.password'], { exact: false }).first().fill('wrong-password')
    await page.getByRole('button', { name: en['login.submit'] }).click()
    await page.getByText('Invalid login credentials', { exact: true }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it("Spanish that cannot download: the app says so and stays in English; chosen again, it loads", { timeout: timeLimit(60_000) }, async () => {
    // No service worker: its precache would answer the chunk the test makes fail.
    const { context, page, errors } = await newPage(browser, VIEWPORTS.tablet, undefined, 'light', { locale: 'en-US', serviceWorkers: 'block' })
    let failing = true
    await page.route(/\/assets\/es-[\w-]+\.js(\?|$)/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()))
    await signIn(page, 'resident@demo.test')
    await page.goto('/settings')
    await page.getByRole('heading', { name: 'Language' }).waitFor()
    await page.getByText('Español').click()
    await page.getByText(en['language.failed'], { exact: true }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    await page.getByRole('heading', { name: 'Language' }).waitFor()
    failing = false
    await page.getByText('English').click()
    await page.getByText('Español').click()
    await page.getByRole('heading', { name: say('language.title') }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
