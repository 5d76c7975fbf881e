import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frappeErrorBody } from '../../src/demo-backend/faults'
import { AXE, axeNow, axeRun, inBothSchemes, SCHEMES, switchScheme } from './axe'
import { BASE_URL, demo, launchBrowser, SCREENS_ONLY, signIn, timeLimit, VIEWPORTS } from './browser'

/**
 * WCAG 2.2 AA (decision D19): axe-core finds nothing on any route or dialog, for every
 * kind of user, at desktop and tablet widths, in light and dark; and no page scrolls sideways.
 * Every screen with lists also while they load, after they failed and when they are empty, and
 * the start-up spinner. One signed-in context per user, viewport and test; each screen in each
 * state is checked in light, then the browser's colour scheme turns dark (the app follows it at
 * once, as it does on a device) and it is checked again: axe runs once per URL, state and scheme.
 */

interface Target {
  /** What the report calls it. */
  name: string
  path: string
  /** After the page is ready: get to the state under test (open a confirm dialog, edit mode). */
  act?: (page: Page) => Promise<void>
}

const dialog = (name: string, id?: string): Target => ({
  name: `dialog ${name}${id ? ` ${id}` : ''}`,
  path: `/dashboard?dialog=${name}${id ? `&id=${id}` : ''}`,
})

/** Opens the confirm dialog in front of an edit dialog (D11: deletes ask first). */
const confirmDelete = (name: string, id: string, button = 'Delete'): Target => ({
  name: `confirm delete in ${name}`,
  path: `/dashboard?dialog=${name}&id=${id}`,
  act: async (page) => {
    await page.getByRole('dialog').getByRole('button', { name: button, exact: true }).click()
    await page.getByRole('dialog').nth(1).waitFor()
  },
})

const clickThenDialog = (name: string, path: string, button: string | RegExp): Target => ({
  name,
  path,
  act: async (page) => {
    await page.getByRole('button', { name: button }).first().click()
    await page.getByRole('dialog').waitFor()
  },
})

const COMMON: Target[] = [
  {
    name: 'user menu',
    path: '/dashboard',
    act: async (page) => {
      await page.getByRole('button', { name: /User menu/ }).click()
      await page.getByRole('menu').waitFor()
    },
  },
  {
    // The notification bell's menu, with the seed's unread and read notifications.
    name: 'notifications menu',
    path: '/dashboard',
    act: async (page) => {
      await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click()
      await page.getByRole('menu').getByRole('menuitem', { name: 'Mark all as read' }).waitFor()
    },
  },
  { name: 'cars', path: '/cars' },
  // A search typed: the field's clear button shows.
  { name: 'cars searched', path: '/cars?cars=a' },
  { name: 'profile', path: '/user-profile' },
  {
    name: 'profile edit',
    path: '/user-profile',
    act: async (page) => {
      await page.getByRole('button', { name: 'Edit Profile' }).click()
      await page.getByRole('form', { name: 'Edit profile' }).waitFor()
    },
  },
  { name: 'settings', path: '/settings' },
  { name: 'calendar week', path: '/calendar' },
  { name: 'calendar month', path: '/calendar?view=month' },
]

const PUBLIC: Target[] = [
  { name: 'landing', path: '/landing' },
  { name: 'login', path: '/' },
  { name: 'forget password', path: '/forget-password' },
  {
    name: 'reset password (token)',
    path: '/reset-password?token=demo-reset-token',
  },
  { name: 'reset password (no token)', path: '/reset-password' },
]

const USERS: Record<string, Target[]> = {
  'resident@demo.test': [
    { name: 'dashboard', path: '/dashboard' },
    dialog('visitor'),
    dialog('visitor-edit', 'VCI-00001'),
    confirmDelete('visitor-edit', 'VCI-00001'),
    dialog('guest'),
    dialog('guest-edit', 'GST-00001'),
    confirmDelete('guest-edit', 'GST-00001'),
    dialog('vacation'),
    dialog('vacation-edit', 'VAC-00001'),
    confirmDelete('vacation-edit', 'VAC-00001', 'Remove'),
    dialog('recurring-service'),
    dialog('recurring-service-edit', 'RS-00001'),
    confirmDelete('recurring-service-edit', 'RS-00001'),
    dialog('incident'),
    dialog('visitor-edit', 'VCI-99999'),
    { name: 'members', path: '/members' },
    { name: 'members minors', path: '/members?tab=Minor' },
    { name: 'members non-resident', path: '/members?tab=Non-Resident' },
    clickThenDialog('confirm revoke', '/members', 'Revoke'),
    { name: 'visitor pass', path: '/passes/visitor/VCI-00001' },
    {
      name: 'recent visitors',
      path: '/dashboard',
      act: async (page) => {
        await page.getByRole('region', { name: 'Visitor' }).getByText('Recent', { exact: true }).click()
        await page.getByRole('list', { name: 'Recent visitors' }).waitFor()
      },
    },
    {
      name: 'add many guests with rows',
      path: '/dashboard?dialog=guest-bulk',
      act: async (page) => {
        await page.getByRole('dialog').getByRole('textbox', { name: 'Guests' }).fill('Ann Lee\nBob,Stone\nCarl\nD4n Smith')
        await page.getByRole('table', { name: 'Guests to add' }).waitFor()
      },
    },
    {
      // A CSV file chosen: the field's clear button shows.
      name: 'add many guests from a file',
      path: '/dashboard?dialog=guest-bulk',
      act: async (page) => {
        await page
          .getByRole('dialog')
          .locator('input[type="file"]')
          .setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from('First Name,Last Name\nAnn,Lee\n') })
        await page.getByRole('button', { name: /^Clear/ }).waitFor()
      },
    },
    ...COMMON,
  ],
  // The same home as the resident's, in a context of its own: what it changes (the demo's data, the
  // changes kept waiting) stays out of the resident's screens and their list states.
  'family@demo.test': [
    {
      // A service the site refuses once back online ('Not sent', 'Dismiss'), then, offline, a guest
      // added and another deleted, both waiting ("Don't send").
      name: 'changes made offline, waiting and refused',
      path: '/dashboard',
      act: async (page) => {
        await page.evaluate(() => window.dispatchEvent(new Event('offline')))
        await page.getByRole('button', { name: /Recurring Service Providers/ }).click()
        const service = page.getByRole('dialog', { name: 'Add Recurring Service' })
        await service.getByLabel('Vendor Name').fill('Sparkle')
        await service.getByRole('button', { name: 'Submit' }).click()
        await service.waitFor({ state: 'detached' })
        await page.evaluate(() => window.dispatchEvent(new Event('online')))
        await page.getByRole('button', { name: 'Dismiss: Sparkle' }).waitFor()
        await page.evaluate(() => window.dispatchEvent(new Event('offline')))
        await page.getByRole('button', { name: /Add Guest/ }).click()
        const guest = page.getByRole('dialog', { name: 'Invite Guest' })
        await guest.getByLabel('First Name').fill('Theo')
        await guest.getByLabel('Last Name').fill('Grant')
        await guest.getByRole('button', { name: 'Add' }).click()
        await guest.waitFor({ state: 'detached' })
        await page.getByRole('region', { name: 'Guest' }).getByText('Olivia Bennett').click()
        await page.getByRole('dialog', { name: 'Edit Guest' }).getByRole('button', { name: 'Delete' }).click()
        await page.getByRole('dialog', { name: 'Delete guest' }).getByRole('button', { name: 'Delete' }).click()
        await page.getByRole('button', { name: "Don't send: Olivia Bennett" }).waitFor()
        await page.getByRole('button', { name: "Don't send: Theo Grant" }).waitFor()
      },
    },
  ],
  'duntreath@demo.test': [
    { name: 'dashboard', path: '/dashboard' },
    dialog('visitor'),
    dialog('visitor-edit', 'VCI-00004'),
    dialog('guest'),
    dialog('guest-edit', 'GST-00004'),
    { name: 'managers', path: '/managers' },
    { name: 'managers ground workers', path: '/managers?tab=ground-workers' },
    ...COMMON,
  ],
  'club@demo.test': [
    { name: 'dashboard', path: '/dashboard' },
    dialog('club-guest'),
    dialog('club-visitor'),
    clickThenDialog('confirm delete club guest', '/dashboard', /^Delete guest/),
    clickThenDialog('confirm delete club visitor', '/dashboard', /^Delete visitor/),
    { name: 'club guest pass', path: '/passes/club-guest/CG-0001' },
    dialog('guest-bulk'),
    { name: 'members', path: '/members' },
    ...COMMON,
  ],
}

/** Client-side navigation (like following a link): no reload, so the cache and the demo backend stay warm. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const el of document.querySelectorAll('h1, [role="dialog"]')) el.setAttribute('data-a11y-stale', '')
    const index = ((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1
    history.pushState({ ...history.state, __TSR_index: index, key: `a11y${index}` }, '', to)
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
  }, path)
}

/** The target screen is there: its heading (or dialog) rendered, nothing loading, no transition running. */
async function ready(page: Page, t: Target, prev: Target) {
  await page.waitForFunction(
    ({ samePage, sameUrl, dialog }) => {
      const fresh = (sel: string) => document.querySelector(`${sel}:not([data-a11y-stale])`)
      if (!samePage && !fresh('h1')) return false
      const anyDialog = document.querySelector('[role="dialog"]')
      if (dialog ? !(sameUrl ? anyDialog : fresh('[role="dialog"]')) : anyDialog) return false
      if (document.querySelector('[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root')) return false
      return [...document.querySelectorAll<HTMLElement>('.mantine-Modal-inner, .mantine-Overlay-root')].every(
        (el) => getComputedStyle(el).opacity !== '0' && !el.getAnimations().length,
      )
    },
    {
      samePage: pathname(prev.path) === pathname(t.path),
      sameUrl: prev.path === t.path,
      dialog: t.path.includes('dialog='),
    },
    { timeout: 15_000, polling: 50 },
  )
}

const pathname = (path: string) => path.split('?')[0]

/**
 * Layout checks in the page: no sideways scrolling; on desktop the dashboard's action cards in one
 * row; on tablets the main controls of the signed-in screens at least 44 px high (touch targets).
 */
const LAYOUT = ({ signedIn, tablet }: { signedIn: boolean; tablet: boolean }) => {
  const issues: string[] = []
  const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth
  if (overflow > 0) issues.push(`scrolls sideways by ${overflow}px`)
  const cards = [...document.querySelectorAll('section[aria-label="Actions"] .mantine-Card-root')]
  const tops = new Set(cards.map((c) => Math.round(c.getBoundingClientRect().top)))
  if (!tablet && cards.length && tops.size !== 1) issues.push(`${cards.length} action cards in ${tops.size} rows at desktop width`)
  // The buttons inside a field (clear, show password) are smaller than the main controls, but at
  // least 24 px each way (WCAG 2.5.8).
  const inField = [...document.querySelectorAll<HTMLElement>('.mantine-Input-section button, .mantine-PasswordInput-section button')]
    .filter((el) => el.getClientRects().length)
    .filter((el) => el.getBoundingClientRect().width < 24 || el.getBoundingClientRect().height < 24)
    .map((el) => `"${el.getAttribute('aria-label') ?? ''}" ${Math.round(el.getBoundingClientRect().width)}px`)
  if (inField.length) issues.push(`buttons in a field under 24 px: ${inField.join(', ')}`)
  if (tablet && signedIn) {
    const small = [
      ...document.querySelectorAll<HTMLElement>(
        'button, [role="tab"], [role="menuitem"], input:not([type="hidden"]), a.mantine-Button-root, a.mantine-ActionIcon-root',
      ),
    ]
      // A toast's close button is not counted: toasts go by themselves after 4 s, and by a swipe.
      .filter((el) => el.getClientRects().length && !el.closest('.mantine-PasswordInput-section, .mantine-Input-section, [data-sonner-toast]'))
      // A password input sits inside its 44 px frame; a segmented control's radio is hidden behind its
      // label, which is what a finger touches.
      .map((el) => ({
        el,
        box: (el.closest('.mantine-PasswordInput-input') ?? (el.matches('.mantine-SegmentedControl-input') ? el.nextElementSibling : null) ?? el).getBoundingClientRect(),
      }))
      .filter(({ box }) => box.height < 43.5)
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30)}" ${Math.round(box.height)}px`,
      )
    if (small.length) issues.push(`touch targets under 44 px: ${[...new Set(small)].join(', ')}`)
  }
  return issues
}

async function check(page: Page, t: Target, prev: Target, where: string, problems: string[]) {
  try {
    await visit(page, t.path)
    await ready(page, t, prev)
    if (t.act) await t.act(page)
  } catch (error) {
    const state = await page.evaluate(() => ({
      url: location.href,
      h1: [...document.querySelectorAll('h1')].map((h) => h.textContent + (h.hasAttribute('data-a11y-stale') ? ' (stale)' : '')),
      dialogs: [...document.querySelectorAll('[role="dialog"]')].map((d) => d.textContent?.slice(0, 60)),
      busy: [...document.querySelectorAll('[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root')].length,
    }))
    problems.push(`${where} ${t.name} (${t.path}): not ready: ${String(error).split('\n')[0]} ${JSON.stringify(state)}`)
    return
  }
  await inBothSchemes(page, async (scheme) => {
    const at = `${where.replace(' ', ` ${scheme} `)} ${t.name} (${t.path})`
    const result = await axeRun(page)
    for (const v of result.violations) {
      const nodes = v.nodes
        .slice(0, 4)
        .map((n) => `      ${n.target.join(' ')}: ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 240)}`)
        .join('\n')
      problems.push(`${at}: ${v.id} [${v.impact}] ${v.help}\n${nodes}`)
    }
    const layout = await page.evaluate(LAYOUT, { signedIn: !where.includes('public'), tablet: where.startsWith('tablet') })
    for (const issue of layout) problems.push(`${at}: ${issue}`)
  })
  if (t.act) {
    // Local dialogs (confirm, edit mode) and the menu close by Escape before the next screen.
    for (let i = 0; i < 3 && (await page.locator('[role="dialog"], [role="menu"]').count()); i++) {
      await page.keyboard.press('Escape')
      await page.waitForTimeout(50)
    }
  }
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function newContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    baseURL: BASE_URL,
    ...SCREENS_ONLY,
  })
  await context.addInitScript({ path: AXE })
  return context
}

const widths = Object.entries(VIEWPORTS).map(([vp, viewport]) => ({ vp, viewport }))
/** Who is checked together, each in a context of their own: two groups of about as many screens. */
const GROUPS = [
  { who: 'the public pages and a resident', users: { public: PUBLIC, 'resident@demo.test': USERS['resident@demo.test']! } },
  {
    who: 'a family member, a flagged community and a club',
    users: Object.fromEntries(Object.entries(USERS).filter(([user]) => user !== 'resident@demo.test')),
  },
]
const perCombo = PUBLIC.length + Object.values(USERS).reduce((n, ts) => n + ts.length, 0)
console.log(`axe matrix: ${widths.length * SCHEMES.length} viewport+scheme combinations x ${perCombo} screens = ${widths.length * SCHEMES.length * perCombo} axe runs`)

describe('accessibility (axe-core, WCAG 2.2 AA) and no sideways scrolling', () => {
  // Three tests per width, each with its own time limit: on a loaded 2-core machine (another test
  // file beside it) the whole matrix of a width in one test came close to its limit.
  it.each(widths.flatMap((width) => GROUPS.map((group) => ({ ...width, ...group }))))('$vp, light and dark: every route and dialog of $who', { timeout: timeLimit(240_000) }, async ({ vp, viewport, users }) => {
    const problems: string[] = []
    const runUser = async (who: string, targets: Target[]) => {
      const context = await newContext(viewport)
      const started = Date.now()
      try {
        const page = await context.newPage()
        page.on('pageerror', (e) => problems.push(`${vp} ${who}: page error ${e.message}`))
        if (who !== 'public') await signIn(page, who)
        else await page.goto('/landing')
        let prev: Target = { name: 'start', path: who === 'public' ? '/landing' : '/dashboard' }
        for (const t of targets) {
          await check(page, t, prev, `${vp} ${who}`, problems)
          prev = t
        }
      } finally {
        await context.close()
      }
      if (process.env.A11Y_TIMES) console.log(`${vp} ${who}: ${targets.length} screens in ${Date.now() - started} ms`)
    }
    await Promise.all(Object.entries(users).map(([who, targets]) => runUser(who, targets)))
    expect(problems, problems.join('\n')).toEqual([])
  })

  it.each(widths)('$vp, light and dark: every list loading, failed and empty; the start-up spinner', { timeout: timeLimit(240_000) }, async ({ vp, viewport }) => {
    const problems: string[] = []
    const open: { who: string; page: Page; context: BrowserContext }[] = []
    try {
      for (const who of Object.keys(LIST_SCREENS)) {
        const context = await newContext(viewport)
        open.push({ who, page: await context.newPage(), context })
      }
      await Promise.all(
        open.map(({ who, page }) => {
          page.on('pageerror', (e) => problems.push(`${vp} ${who}: page error ${e.message}`))
          return signIn(page, who)
        }),
      )
      const started = Date.now()
      await listStates(open, vp, vp === 'tablet', problems)
      if (process.env.A11Y_TIMES) console.log(`${vp}: list states in ${Date.now() - started} ms`)
    } finally {
      await demo.clearFaults()
      await Promise.all(open.map(({ context }) => context.close()))
    }
    expect(problems, problems.join('\n')).toEqual([])
  })
})

/**
 * The screens with lists, by who sees them (home and club users have their own /dashboard, /members
 * and /cars; /managers is the flagged community's), each scanned loading, failed and empty.
 */
const LIST_SCREENS: Record<string, string[]> = {
  'resident@demo.test': ['/dashboard', '/members', '/cars'],
  'club@demo.test': ['/dashboard', '/members', '/cars'],
  'duntreath@demo.test': ['/managers'],
}

/** Every call a list of those screens makes (the session check and the login are not among them). */
const LIST_CALLS = [
  '/api/resource/',
  '-fetch-guests',
  'get_recurring_services',
  '-get-members',
  '-invite-secondary-clubmember',
  '-get-cars',
  '-get-clubmeber-cars',
]
const EVERY_TIME = 100_000

const LIST_FAILED_TEXT = 'This list could not be loaded.'
const FAILED_SERVER_TEXT = 'The gate office is closed for maintenance'
const CARS_ERROR = 'The cars could not be loaded.'
const EMPTY_TEXT = 'No result found'

type ListState = 'loading' | 'failed' | 'empty'

/** The demo server answering every list call as the state asks: never (loading), 500 (failed), with no rows (empty). */
async function serve(state: ListState) {
  await demo.clearFaults()
  if (state === 'loading') for (const path of LIST_CALLS) await demo.fail(path, 'timeout', EVERY_TIME)
  // A refusal with the server's text (shown beneath the failure): not retried, so the screen fails at once
  // (a 500 is retried twice, 3 s a screen, for the same failed screen with less on it).
  if (state === 'failed')
    for (const path of LIST_CALLS) await demo.fail(path, { status: 417, body: frappeErrorBody(417, FAILED_SERVER_TEXT) }, EVERY_TIME)
  if (state === 'empty') await demo.empty()
}

/**
 * The screen shows the state in every list (a list card each; the cars page has its own): a
 * skeleton (loading), the failure with Retry (failed), 'No result found' and no failure (empty).
 */
async function inState(page: Page, state: ListState) {
  await page.waitForFunction(
    ({ state, failed, empty }) => {
      if (!document.querySelector('h1:not([data-a11y-stale])')) return false
      const cards = [...document.querySelectorAll<HTMLElement>('section[aria-labelledby^="list-"]')]
      const lists: HTMLElement[] = cards.length ? cards : [document.body]
      if (state === 'loading') return lists.every((l) => l.querySelector('[aria-busy="true"] .mantine-Skeleton-root'))
      if (document.querySelector('[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root')) return false
      const hasFailed = (l: HTMLElement) => failed.some((t) => l.innerText.includes(t))
      return lists.every((l) => (state === 'failed' ? hasFailed(l) : !hasFailed(l) && l.innerText.includes(empty)))
    },
    { state, failed: [LIST_FAILED_TEXT, CARS_ERROR], empty: EMPTY_TEXT },
    { timeout: 20_000, polling: 50 },
  )
}

/**
 * Every list screen of each signed-in page in each state, the pages side by side (the demo server's
 * state is everyone's): the first screen of a state is loaded afresh (no cached lists), the next
 * ones are reached in the app (their lists not asked for yet; leaving a screen cancels its unanswered
 * calls). Then the start-up spinner.
 */
async function listStates(pages: { who: string; page: Page; context: BrowserContext }[], where: string, tablet: boolean, problems: string[]) {
  // Every load from here starts without the last known data, so the lists show their own state.
  await Promise.all(pages.map(({ context }) => context.addInitScript(() => localStorage.removeItem('traffic-dash-cache'))))
  for (const state of ['loading', 'failed', 'empty'] as const) {
    const started = Date.now()
    await serve(state)
    await Promise.all(
      pages.map(async ({ who, page }) => {
        for (const [i, path] of (LIST_SCREENS[who] ?? []).entries()) {
          const at = `${where} ${who} ${path} ${state}`
          try {
            if (i === 0) await page.goto(path)
            else await visit(page, path)
            await inState(page, state)
          } catch (error) {
            problems.push(`${at}: not ${state}: ${String(error).split('\n')[0]}`)
            continue
          }
          await inBothSchemes(page, async (scheme) => {
            problems.push(...(await axeNow(page)).map((p) => `${at} ${scheme}: ${p}`))
            problems.push(...(await page.evaluate(LAYOUT, { signedIn: true, tablet })).map((issue) => `${at} ${scheme}: ${issue}`))
          })
        }
      }),
    )
    if (process.env.A11Y_TIMES) console.log(`${where}: lists ${state} in ${Date.now() - started} ms`)
  }
  // A reload without the last known data: the spinner while the session is checked, the check held
  // unanswered until the reload in the next scheme. (A slow answer instead can come before a page
  // slowed by a loaded machine has shown the spinner at all.)
  await demo.clearFaults()
  const page = pages[0]?.page
  if (!page) throw new Error('no signed-in page for the start-up spinner')
  for (const scheme of SCHEMES) {
    await demo.fail('frappe.auth.get_logged_user', 'timeout', 1)
    await page.emulateMedia({ colorScheme: scheme })
    await page.reload()
    await page.getByRole('status', { name: 'Loading' }).first().waitFor()
    await switchScheme(page, scheme)
    problems.push(...(await axeNow(page)).map((p) => `${where} ${scheme} start-up spinner: ${p}`))
  }
}
