/**
 * The fault matrix: every backend call the app makes under every fault.
 * One table of calls, one of faults; each call x fault is its own test. A call's screen is rendered
 * once and lives through its faults, in order (rendering it anew for each of the 480 cases would take
 * minutes); after a case that fails, the next one starts from a fresh screen.
 * For each case: the user sees a message (the product's text for that action, else a clear one),
 * no busy label or spinner stays on, what the user typed is still there, optimistic state rolls
 * back, nothing is thrown uncaught and no promise rejection goes unhandled. A 401 (and any answer to the start-up
 * get_logged_user check that does not confirm the session) ends the session instead (D13): it runs last for each call.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { frappeBodies, frappeErrorBody, type Fault } from '../src/demo-backend/faults'
import { demoControl } from '../src/demo-backend/node'
import { carQueries } from '../src/queries/cars'
import { clubAccessQueries } from '../src/queries/club-access'
import { clubMemberQueries } from '../src/queries/club-members'
import { clubVisitorQueries } from '../src/queries/club-visitors'
import { guestQueries } from '../src/queries/guests'
import { memberQueries } from '../src/queries/members'
import { recurringServiceQueries } from '../src/queries/recurring-services'
import { vacationQueries } from '../src/queries/vacations'
import { visitorQueries } from '../src/queries/visitors'
import { STORAGE_KEYS } from '../src/session/store'
import { hangingCalls, runningClock } from './clock'
import { stubObjectUrls } from './object-urls'
import { DEMO, pathOf, prepareApp, renderApp, storeSession, type RenderAppOptions } from './render-app'

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.'
/** What a change that timed out says beneath its message: the site may have made it all the same. */
const MAYBE_MADE = 'The site did not answer in time, and may have made this change all the same. Check before you try again.'

const SLOW = { timeout: 8000 }

// ---------------------------------------------------------------------------------------------
// The faults
// ---------------------------------------------------------------------------------------------

interface FaultCase {
  name: string
  fault: Fault
  /**
   * The server's specific text, shown beneath the action's message (D20); undefined when the body
   * has none or only a generic phrase, which must never show.
   */
  serverText?: string
  status?: number
}

/** A status fault with the body the fake sends for it (docs/frappe.md) and the text the user must see. */
function statusFault(status: number, text: string | undefined, serverText: string | undefined): FaultCase {
  return { name: String(status), fault: { status, body: frappeErrorBody(status, text) }, serverText, status }
}

/** What a generic failure says: never shown as (part of) the message (D20). */
const GENERIC = 'Internal Server Error'

/** 401 runs last: it signs the user out (D13). */
const FAULTS: FaultCase[] = [
  // _server_messages
  statusFault(417, 'Matrix: the gate office refused these details', 'Matrix: the gate office refused these details'),
  // A permission error: its text only in _error_message, with HTML (shown as text).
  statusFault(403, 'Matrix: <b>not</b> your household', 'Matrix: not your household'),
  statusFault(404, undefined, 'The record you asked for was not found'),
  statusFault(409, undefined, 'A record with these details already exists'),
  statusFault(429, undefined, 'Too many requests. Please wait a moment and try again.'),
  // 'Internal Server Error' alone: only the action's message shows.
  statusFault(500, undefined, undefined),
  // A Server Script's own answer: a top-level message.
  {
    name: '417 (Server Script message)',
    fault: { status: 417, body: frappeBodies.serverScript('Matrix: limit reached') },
    serverText: 'Matrix: limit reached',
    status: 417,
  },
  { name: 'network', fault: 'network' },
  { name: 'timeout', fault: 'timeout' },
  { name: 'malformed', fault: 'malformed' },
  { name: 'empty', fault: 'empty' },
  // AuthenticationError: no text at all.
  statusFault(401, undefined, undefined),
]

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

type App = Omit<ReturnType<typeof prepareApp>, 'element'>

/** An app that lives through a call's faults: rendered outside Testing Library's cleanup after each test. */
interface KeptApp extends App {
  unmount: () => void
}

function renderKept(url: string, opts: RenderAppOptions): KeptApp {
  const { element, ...app } = prepareApp(url, { ...opts, keep: true })
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  // React's root.render, not Testing Library's render (which the rule takes it for).
  // eslint-disable-next-line testing-library/no-unnecessary-act
  act(() => root.render(element))
  return {
    ...app,
    unmount: () => {
      act(() => root.unmount())
      container.remove()
      app.dispose()
    },
  }
}

const toastEls = () => [...document.querySelectorAll('[data-sonner-toast]')]

/** Waits for a toast that was not there before and holds `text` (every one of the texts). */
async function newToast(before: Element[], text: string | (string | undefined)[]) {
  const wanted = (Array.isArray(text) ? text : [text]).filter((t): t is string => !!t)
  await waitFor(() => {
    const fresh = toastEls().filter((t) => !before.includes(t))
    const texts = fresh.map((t) => t.textContent ?? '')
    if (!texts.some((t) => wanted.every((w) => t.includes(w))))
      throw new Error(`no new toast "${wanted.join('" + "')}" (new: ${JSON.stringify(texts)})`)
    if (texts.some((t) => t.includes(GENERIC))) throw new Error(`a generic phrase shows: ${JSON.stringify(texts)}`)
  }, SLOW)
}

/** An element's text as shown: without its `hidden` parts (a submit button holds its busy label, hidden). */
function shownText(el: Node): string {
  if (el.nodeType === Node.TEXT_NODE) return el.textContent ?? ''
  if (el instanceof HTMLElement && el.hidden) return ''
  return [...el.childNodes].map(shownText).join('')
}

/** No busy label ('...' button), skeleton, loading button or loader is left on. */
async function nothingBusy() {
  await waitFor(() => {
    const busyButtons = [...document.querySelectorAll('button')].map((b) => shownText(b).trim()).filter((t) => t.endsWith('...'))
    expect(busyButtons).toEqual([])
    expect(document.querySelectorAll('[aria-busy="true"], [data-loading="true"], [aria-label="Loading"]')).toHaveLength(0)
  }, SLOW)
}

/** The open Mantine modal titled `title`, if any. */
function dialogNamed(title: string): HTMLElement | null {
  for (const d of document.querySelectorAll<HTMLElement>('[role="dialog"]')) {
    const id = d.getAttribute('aria-labelledby')
    const label = id ? document.getElementById(id)?.textContent : undefined
    if (label?.trim() === title) return d
  }
  return null
}

async function findDialogNamed(title: string) {
  let found: HTMLElement | null = null
  await waitFor(() => {
    found = dialogNamed(title)
    if (!found) throw new Error(`no dialog ${title}`)
    // An edit dialog opened before its record has loaded shows 'Loading' in a dialog the form's replaces.
    if (found.querySelector('[role="status"][aria-label="Loading"]')) throw new Error(`dialog ${title} still loading`)
  }, SLOW)
  return found as unknown as HTMLElement
}

function buttonIn(root: HTMLElement, text: string): HTMLButtonElement {
  const b = [...root.querySelectorAll('button')].find((el) => shownText(el).trim() === text)
  if (!b) throw new Error(`no button "${text}"`)
  return b
}

/** A ListCard section by its title. */
function section(title: string): HTMLElement {
  const heading = document.getElementById(`list-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`)
  const s = heading?.closest('section')
  if (!s) throw new Error(`no list ${title}`)
  return s as HTMLElement
}

const field = (root: HTMLElement, label: RegExp) => within(root).getByLabelText(label) as HTMLInputElement

// fireEvent rather than user-event: user-event's pointer checks read computed styles up the tree,
// which is slow in jsdom, and the matrix clicks hundreds of times.
async function fill(_app: App, input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } })
  await waitFor(() => expect(input).toHaveValue(value))
}

async function click(el: Element) {
  fireEvent.click(el)
  await Promise.resolve()
}

/** Make sure the form dialog `title` is open (opening it by URL, D18) and holds `values`. */
async function dialogWith(app: App, title: string, search: Record<string, string>, values: [RegExp, string][]) {
  let d = dialogNamed(title)
  if (!d) {
    await app.router.navigate({ to: '/dashboard', search })
    d = await findDialogNamed(title)
  }
  for (const [label, value] of values) {
    // An edit dialog shows its form once the record's list has arrived.
    const input = await waitFor(() => field(d, label), SLOW)
    if (input.value !== value) await fill(app, input, value)
  }
  return d
}

function expectValues(title: string, values: [RegExp, string][]) {
  const d = dialogNamed(title)
  expect(d, `dialog ${title} still open`).not.toBeNull()
  for (const [label, value] of values) expect(field(d!, label)).toHaveValue(value)
}

async function expectSessionEnded(app: App, before: Element[]) {
  await newToast(before, SESSION_EXPIRED_MESSAGE)
  await waitFor(() => expect(pathOf(app.router)).toBe('/'), SLOW)
  expect(app.session.isSignedIn()).toBe(false)
  expect(localStorage.getItem(STORAGE_KEYS.tokens)).toBeNull()
  expect(document.querySelectorAll('[data-sonner-toast]').length).toBeGreaterThan(0)
  expect(screen.getAllByText(SESSION_EXPIRED_MESSAGE)).toHaveLength(1)
}

/** The calls that never answer, under the 'timeout' fault. */
let hanging: ReturnType<typeof hangingCalls> | undefined

function arm(path: string, fault: Fault) {
  demoControl.clearFaults()
  demoControl.fail(path, fault, Infinity)
  hanging?.stop()
  hanging = fault === 'timeout' ? hangingCalls(path) : undefined
}

/**
 * Under the 'timeout' fault, once the armed call has reached the site: the app's 30 s time-out
 * passes at once (the whole file runs on a clock that can be moved on, see beforeAll). Called
 * right after the call is made, before the case waits for what follows.
 */
async function passTimeOut() {
  await hanging?.passTimeOut()
}

/** Then those of the calls its failure made (a list fetched again after a change failed), once the case has seen that failure. */
async function passLaterTimeOuts() {
  await hanging?.passLaterTimeOuts()
}

/** The action's own message; the server's text, when specific, shows beneath it (D20). */
const always = (text: string) => () => text
/** The site said no (a 4xx but 429): trying again would not change the answer. */
const siteRefused = (f: FaultCase) => f.status !== undefined && f.status >= 400 && f.status < 500 && f.status !== 429

// ---------------------------------------------------------------------------------------------
// The calls
// ---------------------------------------------------------------------------------------------

interface FormCall {
  kind: 'form'
  name: string
  /** Substring of the request path that the fault is armed on. */
  fail: string
  as?: string
  url: string
  /** Public screens (sign-in): a 401 is an ordinary failure there, nobody is signed in. */
  public?: boolean
  /** It changes something on the site (default: every form of a signed-in screen): a time-out says it may have been made. */
  change?: boolean
  /** Bring the UI to the point where `act` makes the call (idempotent: runs before every fault). */
  ready: (app: App) => Promise<void>
  act: (app: App) => Promise<void>
  /** What the user typed is still there; optimistic state rolled back. */
  kept: (app: App) => void
  message: (f: FaultCase) => string
  /** The call's answer is not read: a 200 `{}` is success and shows this. */
  emptyIsSuccess?: string
  /** A delete of a record the site no longer has (404) is done, and shows this. */
  goneIsSuccess?: string
  /**
   * The call checks a password: its 401 is that password refused while the token still stands (the
   * site confirms who is signed in), an ordinary failure, not the session's end.
   */
  checksPassword?: boolean
}

interface ListCall {
  kind: 'list'
  name: string
  fail: string
  as?: string
  url: string
  queryKey: readonly unknown[]
  /** The screen is up (its title shows). */
  shown: () => Promise<unknown>
  retry: () => HTMLElement
  /** The inline failure text (and toast, when the screen gives one). */
  failedText: string
  toast?: string
}

interface SessionCall {
  kind: 'session'
  name: string
  fail: string
  /**
   * Make the call under the fault and check the outcome. `kept.app` lives on to the next fault; an
   * app rendered with renderApp (the start-up restore needs a new one each time) is unmounted after the test.
   */
  run: (f: FaultCase, kept: { app?: KeptApp }) => Promise<void>
}

type Call = FormCall | ListCall | SessionCall

// Dialog helpers per resource -----------------------------------------------------------------

function dialogCall(opts: {
  name: string
  fail: string
  as?: string
  title: string
  search: Record<string, string>
  values: [RegExp, string][]
  submit: string
  message: FormCall['message']
  emptyIsSuccess?: string
}): FormCall {
  return {
    kind: 'form',
    name: opts.name,
    fail: opts.fail,
    as: opts.as,
    url: `/dashboard?${new URLSearchParams(opts.search).toString()}`,
    ready: async (app) => void (await dialogWith(app, opts.title, opts.search, opts.values)),
    act: async () => click(buttonIn(dialogNamed(opts.title)!, opts.submit)),
    kept: () => expectValues(opts.title, opts.values),
    message: opts.message,
    emptyIsSuccess: opts.emptyIsSuccess,
  }
}

/** A delete from an edit dialog: Delete/Remove, then the confirmation's button. */
function deleteCall(opts: {
  name: string
  fail: string
  title: string
  search: Record<string, string>
  values: [RegExp, string][]
  button: string
  confirmTitle: string
  message: FormCall['message']
  emptyIsSuccess?: string
  goneIsSuccess?: string
}): FormCall {
  return {
    ...dialogCall({ ...opts, submit: opts.button }),
    goneIsSuccess: opts.goneIsSuccess,
    act: async () => {
      await click(buttonIn(dialogNamed(opts.title)!, opts.button))
      const confirm = await findDialogNamed(opts.confirmTitle)
      await click(buttonIn(confirm, opts.button))
    },
  }
}

function memberRow(name: string): HTMLElement {
  const li = screen.getByText(name).closest('li')
  if (!li) throw new Error(`no row ${name}`)
  return li as HTMLElement
}

/** Invite: optimistic 'Invited', rolled back to the Invite button on failure. */
function inviteCall(opts: {
  name: string
  fail: string
  as?: string
  url: string
  title: string
  row: string
  message: string
  /** What a refusal of the site says (a 4xx but 429): trying again would not change it. */
  refused: string
  emptyIsSuccess?: string
}): FormCall {
  return {
    kind: 'form',
    name: opts.name,
    fail: opts.fail,
    as: opts.as,
    url: opts.url,
    ready: async () => {
      await screen.findByText(opts.title, { selector: 'h1' }, SLOW)
      await waitFor(() => buttonIn(memberRow(opts.row), 'Invite'), SLOW)
    },
    act: async () => click(buttonIn(memberRow(opts.row), 'Invite')),
    kept: () => {
      const row = memberRow(opts.row)
      expect(buttonIn(row, 'Invite')).toBeEnabled()
      expect(within(row).queryByText('Invited')).not.toBeInTheDocument()
    },
    message: (f) => (siteRefused(f) ? opts.refused : opts.message),
    emptyIsSuccess: opts.emptyIsSuccess,
  }
}

/** Revoke: confirm with Yes; optimistic 'Revoked', rolled back to 'Invited' + Revoke on failure. */
function revokeCall(opts: {
  name: string
  fail: string
  as?: string
  url: string
  title: string
  row: string
  message: string
  /** What a refusal of the site says (a 4xx but 429): trying again would not change it. */
  refused: string
  emptyIsSuccess?: string
}): FormCall {
  return {
    kind: 'form',
    name: opts.name,
    fail: opts.fail,
    as: opts.as,
    url: opts.url,
    ready: async () => {
      await screen.findByText(opts.title, { selector: 'h1' }, SLOW)
      if (dialogNamed('Confirm Revoke Access')) return
      const revoke = await waitFor(() => buttonIn(memberRow(opts.row), 'Revoke'), SLOW)
      await click(revoke)
      await findDialogNamed('Confirm Revoke Access')
    },
    act: async () => click(buttonIn(dialogNamed('Confirm Revoke Access')!, 'Yes')),
    kept: () => {
      const row = memberRow(opts.row)
      expect(within(row).getByText('Invited')).toBeInTheDocument()
      expect(buttonIn(row, 'Revoke')).toBeEnabled()
      expect(within(row).queryByText('Revoked')).not.toBeInTheDocument()
    },
    message: (f) => (siteRefused(f) ? opts.refused : opts.message),
    emptyIsSuccess: opts.emptyIsSuccess,
  }
}

/** A page form (profile, settings, sign-in screens). */
function pageFormCall(opts: {
  name: string
  fail: string
  as?: string | null
  url: string
  public?: boolean
  change?: boolean
  open?: (app: App) => Promise<void>
  values: [RegExp, string][]
  submit: string
  keptExtra?: () => void
  message: FormCall['message']
  emptyIsSuccess?: string
  checksPassword?: boolean
}): FormCall {
  const inputs = () => opts.values.map(([label, value]) => [screen.getByLabelText(label) as HTMLInputElement, value] as const)
  return {
    kind: 'form',
    name: opts.name,
    fail: opts.fail,
    as: opts.as === null ? undefined : opts.as,
    url: opts.url,
    public: opts.public,
    change: opts.change,
    checksPassword: opts.checksPassword,
    ready: async (app) => {
      if (pathOf(app.router) !== opts.url.split('?')[0]) await app.router.navigate({ href: opts.url })
      await opts.open?.(app)
      await waitFor(() => buttonIn(document.body, opts.submit), SLOW)
      for (const [input, value] of inputs()) if (input.value !== value) await fill(app, input, value)
    },
    act: async () => click(buttonIn(document.body, opts.submit)),
    kept: () => {
      for (const [input, value] of inputs()) expect(input).toHaveValue(value)
      opts.keptExtra?.()
    },
    message: opts.message,
    emptyIsSuccess: opts.emptyIsSuccess,
  }
}

/**
 * Marking notifications read, as the club account (its notifications open no dialog):
 * optimistic, rolled back with the action's toast. Their answer is not read: a 200 `{}` is success.
 */
function bellMarkCall(name: string, fail: string, item: string | RegExp, message: string): SessionCall {
  return {
    kind: 'session',
    name,
    fail,
    run: async (f, kept) => {
      kept.app ??= renderKept('/dashboard', { as: DEMO.club })
      const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, SLOW)
      if (!screen.queryByRole('menu')) await click(bell)
      const menu = await screen.findByRole('menu', {}, SLOW)
      arm(fail, f.fault)
      const before = toastEls()
      await click(within(menu).getByRole('menuitem', { name: item }))
      await passTimeOut()
      if (f.name === '401') return expectSessionEnded(kept.app, before)
      if (f.name === 'empty') {
        // Success: nothing to say; the server (which the fault kept from marking) has the last word.
        await screen.findByRole('button', { name: 'Notifications, 2 unread' }, SLOW)
        expect(toastEls().filter((t) => !before.includes(t))).toEqual([])
        return
      }
      await newToast(before, [message, f.serverText])
      await nothingBusy()
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }, SLOW)
    },
  }
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'matrix.png', { type: 'image/png' })

async function openProfileEditor(withPhoto: boolean) {
  await screen.findByText('User Profile', { selector: 'h1' }, SLOW)
  if (!document.querySelector('form[aria-label="Edit profile"]')) {
    await click(buttonIn(document.body, 'Edit Profile'))
    await waitFor(() => expect(document.querySelector('form[aria-label="Edit profile"]')).not.toBeNull())
  }
  if (withPhoto && !screen.queryByText(/New photo selected/)) {
    fireEvent.change(screen.getByLabelText('Profile photo file'), { target: { files: [png()] } })
    await screen.findByText(/New photo selected: matrix.png/)
  }
}

const HOME = 'HA-0001'
const CLUB = 'CM-0001'

const CALLS: Call[] = [
  // --- session -------------------------------------------------------------------------------
  {
    kind: 'session',
    name: 'GET frappe.auth.get_logged_user (start-up restore)',
    fail: 'frappe.auth.get_logged_user',
    run: async (f) => {
      arm('frappe.auth.get_logged_user', f.fault)
      const before = toastEls()
      const app = await renderApp('/dashboard', { restore: true })
      await passTimeOut()
      await app.sessionReady
      if (f.fault === 'network' || f.fault === 'timeout' || f.fault === 'malformed' || (f.status !== undefined && (f.status >= 500 || f.status === 429))) {
        // Offline, a line that gave up, the site's own failure or what is not the site: no answer
        // about the session keeps it (the app opens on its last data); it is asked again
        // (tests/session.test.tsx).
        expect(app.session.get().status).toBe('authenticated')
        expect(pathOf(app.router)).toBe('/dashboard')
        await nothingBusy()
        return
      }
      // A refusal ends the session; so does a 200 `{}`, which does not name the stored user (D22).
      await screen.findByText('Welcome to Traffic Dash!', {}, SLOW)
      await expectSessionEnded(app, before)
      // Back to the page after signing in again.
      expect(app.router.state.location.search).toMatchObject({ redirect: '/dashboard' })
      await nothingBusy()
    },
  },
  {
    kind: 'session',
    name: 'POST /api/method/logout (best effort)',
    fail: '/api/method/logout',
    run: async (f, kept) => {
      arm('/api/method/logout', f.fault)
      // One app for every fault: sign in again (as a login would) rather than render anew.
      if (!kept.app) kept.app = renderKept('/settings', {})
      else {
        const account = storeSession(DEMO.resident)
        kept.app.session.signIn(account.profile, 'test-session-id', { apiKey: account.api_key, apiSecret: account.api_secret })
        await kept.app.router.navigate({ href: '/settings' })
      }
      const app = kept.app
      await click(await screen.findByLabelText(/User menu/, {}, SLOW))
      await click(await screen.findByText('Log out', {}, SLOW))
      await screen.findByText('Welcome to Traffic Dash!', {}, SLOW)
      await waitFor(() => expect(pathOf(app.router)).toBe('/'), SLOW)
      for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull()
      expect(app.queryClient.getQueryCache().getAll()).toHaveLength(0)
      // Logging out is what the user asked for: no error message.
      expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument()
      await nothingBusy()
    },
  },

  // --- sign-in screens ------------------------------------------------------------------------
  pageFormCall({
    name: 'POST login',
    fail: 'merak_hotel_security.aviepros.login',
    as: null,
    url: '/',
    public: true,
    values: [
      [/^Email/, 'resident@demo.test'],
      [/^Password/, 'Demo@1234'],
    ],
    submit: 'Submit',
    message: always('An error occurred during login. Please try again.'),
  }),
  pageFormCall({
    name: 'POST forget_password',
    fail: 'merak_hotel_security.aviepros.forget_password',
    as: null,
    url: '/forget-password',
    public: true,
    values: [[/^Email/, 'resident@demo.test']],
    submit: 'Send Reset Link',
    message: always('An error occurred.'),
    // message.status 'error' is the only refusal.
    emptyIsSuccess: 'Password reset link sent to your email.',
  }),
  pageFormCall({
    name: 'POST reset_password',
    fail: 'merak_hotel_security.aviepros.reset_password',
    as: null,
    url: '/reset-password?token=matrix-token',
    public: true,
    change: true,
    values: [
      [/^New Password/, 'Matrix@123'],
      [/^Confirm Password/, 'Matrix@123'],
    ],
    submit: 'Reset Password',
    message: (f) => (f.status ? 'Failed to reset password. Please try again.' : 'An error occurred. Please try again.'),
    // Status 200 means success.
    emptyIsSuccess: 'Password reset successfully. You can now log in with your new password.',
  }),

  // --- home dashboard lists -------------------------------------------------------------------
  ...(
    [
      ['GET /api/resource/Visitor Call-In (home)', '/api/resource/Visitor Call-In', visitorQueries.list(HOME).queryKey, 'Visitor'],
      ['GET aviepros-fetch-guests', 'aviepros-fetch-guests', guestQueries.list(HOME).queryKey, 'Guest'],
      ['GET /api/resource/Vacation Call In Entry', '/api/resource/Vacation Call In Entry', vacationQueries.list(HOME).queryKey, 'Vacations'],
      ['GET get_recurring_services', 'get_recurring_services', recurringServiceQueries.list(HOME).queryKey, 'Recurring Services'],
    ] as const
  ).map(([name, fail, queryKey, title]): ListCall => ({
    kind: 'list',
    name,
    fail,
    url: '/dashboard',
    queryKey,
    shown: () => screen.findByTestId('home-dashboard', {}, SLOW),
    retry: () => buttonIn(section(title), 'Retry'),
    failedText: 'This list could not be loaded.',
  })),
  // --- club dashboard lists -------------------------------------------------------------------
  {
    kind: 'list',
    name: 'GET /api/resource/Club Access/{club_member}',
    fail: '/api/resource/Club Access',
    as: DEMO.club,
    url: '/dashboard',
    queryKey: clubAccessQueries.detail(CLUB).queryKey,
    shown: () => screen.findByTestId('club-dashboard', {}, SLOW),
    retry: () => buttonIn(section('Guest List'), 'Retry'),
    failedText: 'This list could not be loaded.',
  },
  {
    kind: 'list',
    name: 'GET /api/resource/Visitor Call-In (club)',
    fail: '/api/resource/Visitor Call-In',
    as: DEMO.club,
    url: '/dashboard',
    queryKey: clubVisitorQueries.list(CLUB).queryKey,
    shown: () => screen.findByTestId('club-dashboard', {}, SLOW),
    retry: () => buttonIn(section('Visitor Call'), 'Retry'),
    failedText: 'This list could not be loaded.',
  },
  // --- people and cars ------------------------------------------------------------------------
  {
    kind: 'list',
    name: 'GET aviepros-get-members (members)',
    fail: 'aviepros-get-members',
    url: '/members?tab=Minor',
    queryKey: memberQueries.list(HOME).queryKey,
    shown: () => screen.findByText('Members', { selector: 'h1' }, SLOW),
    retry: () => buttonIn(document.body, 'Retry'),
    failedText: 'This list could not be loaded.',
    toast: 'Failed to fetch members. Please try again.',
  },
  {
    kind: 'list',
    name: 'GET aviepros-get-members (managers)',
    fail: 'aviepros-get-members',
    as: DEMO.flagged,
    url: '/managers',
    queryKey: memberQueries.list('HA-0002').queryKey,
    shown: () => screen.findByText('Managers', { selector: 'h1' }, SLOW),
    retry: () => buttonIn(document.body, 'Retry'),
    failedText: 'This list could not be loaded.',
    toast: 'Failed to fetch managers. Please try again.',
  },
  {
    kind: 'list',
    name: 'GET aviepros-invite-secondary-clubmember',
    fail: 'aviepros-invite-secondary-clubmember',
    as: DEMO.club,
    url: '/members',
    queryKey: clubMemberQueries.list(CLUB).queryKey,
    shown: () => screen.findByText('Club Members', { selector: 'h1' }, SLOW),
    retry: () => buttonIn(document.body, 'Retry'),
    failedText: 'This list could not be loaded.',
    toast: 'Failed to fetch members. Please try again.',
  },
  {
    kind: 'list',
    name: 'GET aviepros-get-cars',
    fail: 'aviepros-get-cars',
    url: '/cars',
    queryKey: carQueries.home(HOME).queryKey,
    shown: () => screen.findByText('Cars', { selector: 'h1' }, SLOW),
    retry: () => buttonIn(document.body, 'Retry'),
    failedText: 'The cars could not be loaded.',
  },
  {
    kind: 'list',
    name: 'GET aviepros-get-clubmeber-cars',
    fail: 'aviepros-get-clubmeber-cars',
    as: DEMO.club,
    url: '/cars',
    queryKey: carQueries.club(CLUB).queryKey,
    shown: () => screen.findByText('Club Member Cars', { selector: 'h1' }, SLOW),
    retry: () => buttonIn(document.body, 'Retry'),
    failedText: 'The cars could not be loaded.',
  },

  // --- visitors -------------------------------------------------------------------------------
  dialogCall({
    name: 'POST /api/resource/Visitor Call-In',
    fail: '/api/resource/Visitor Call-In',
    title: 'Visitor call in',
    search: { dialog: 'visitor' },
    values: [[/^Name/, 'Matrix']],
    submit: 'Submit',
    message: always('Failed to submit visitor call-in'),
    emptyIsSuccess: 'Visitor call-in submitted successfully',
  }),
  dialogCall({
    name: 'PUT /api/resource/Visitor Call-In/{name}',
    fail: 'Visitor Call-In/VCI-00001',
    title: 'Edit Visitor',
    search: { dialog: 'visitor-edit', id: 'VCI-00001' },
    values: [[/^First Name/, 'Matrixed']],
    submit: 'Update',
    message: always('Failed to update visitor'),
    emptyIsSuccess: 'Visitor updated successfully',
  }),
  deleteCall({
    name: 'DELETE /api/resource/Visitor Call-In/{name}',
    fail: 'Visitor Call-In/VCI-00001',
    title: 'Edit Visitor',
    search: { dialog: 'visitor-edit', id: 'VCI-00001' },
    values: [[/^First Name/, 'Matrixed']],
    button: 'Delete',
    confirmTitle: 'Delete visitor',
    message: always('Failed to delete visitor. Please try again.'),
    emptyIsSuccess: 'Visitor deleted successfully',
    goneIsSuccess: 'Visitor deleted successfully',
  }),
  // --- guests ---------------------------------------------------------------------------------
  dialogCall({
    name: 'POST aviepros-add-guest',
    fail: 'aviepros-add-guest',
    title: 'Invite Guest',
    search: { dialog: 'guest' },
    values: [
      [/^First Name/, 'Matrix'],
      [/^Last Name/, 'Tester'],
    ],
    submit: 'Add',
    message: always('Failed to add guest. Please try again.'),
    emptyIsSuccess: 'Guest added successfully',
  }),
  dialogCall({
    name: 'PUT aviepros-update-guest',
    fail: 'aviepros-update-guest',
    title: 'Edit Guest',
    search: { dialog: 'guest-edit', id: 'GST-00001' },
    values: [[/^First Name/, 'Matrixed']],
    submit: 'Update',
    message: always('Failed to add guest. Please try again.'),
    emptyIsSuccess: 'Guest updated successfully',
  }),
  deleteCall({
    name: 'POST aviepros-delete-guest',
    fail: 'aviepros-delete-guest',
    title: 'Edit Guest',
    search: { dialog: 'guest-edit', id: 'GST-00001' },
    values: [[/^First Name/, 'Matrixed']],
    button: 'Delete',
    confirmTitle: 'Delete guest',
    message: always('Failed to delete guest'),
    emptyIsSuccess: 'Guest deleted successfully',
    goneIsSuccess: 'Guest deleted successfully',
  }),
  // --- vacations ------------------------------------------------------------------------------
  dialogCall({
    name: 'POST /api/resource/Vacation Call In Entry',
    fail: '/api/resource/Vacation Call In Entry',
    title: 'Plan Your Vacation',
    search: { dialog: 'vacation' },
    values: [[/^Vacation Note/, 'Matrix trip']],
    submit: 'Submit',
    message: always('Failed to submit vacation alert'),
    emptyIsSuccess: 'Vacation alert submitted successfully',
  }),
  dialogCall({
    name: 'PUT /api/resource/Vacation Call In Entry/{name}',
    fail: 'Vacation Call In Entry/VAC-00001',
    title: 'Edit Vacation Alert',
    search: { dialog: 'vacation-edit', id: 'VAC-00001' },
    values: [[/^Vacation Note/, 'Matrix note']],
    submit: 'Update',
    message: always('Failed to update vacation'),
    emptyIsSuccess: 'Vacation updated successfully',
  }),
  deleteCall({
    name: 'DELETE /api/resource/Vacation Call In Entry/{name}',
    fail: 'Vacation Call In Entry/VAC-00001',
    title: 'Edit Vacation Alert',
    search: { dialog: 'vacation-edit', id: 'VAC-00001' },
    values: [[/^Vacation Note/, 'Matrix note']],
    button: 'Remove',
    confirmTitle: 'Remove vacation alert',
    message: always('Failed to remove vacation'),
    emptyIsSuccess: 'Vacation removed successfully',
    goneIsSuccess: 'Vacation removed successfully',
  }),
  // --- recurring services ---------------------------------------------------------------------
  dialogCall({
    name: 'POST add_recurring_service',
    fail: 'add_recurring_service',
    title: 'Add Recurring Service',
    search: { dialog: 'recurring-service' },
    values: [[/^Vendor Name/, 'Matrix']],
    submit: 'Submit',
    // The product's text when the server refuses the values (417); a failure of any other kind names the action.
    message: (f) => (f.status === 417 ? 'Both fields are required' : 'Failed to submit recurring service'),
    emptyIsSuccess: 'Recurring service submitted successfully',
  }),
  dialogCall({
    name: 'PUT update_recurring_service',
    fail: 'update_recurring_service',
    title: 'Edit Recurring Service',
    search: { dialog: 'recurring-service-edit', id: 'RS-00001' },
    values: [[/^Vendor Name/, 'Matrixed']],
    submit: 'Update',
    message: always('Failed to update recurring service'),
    emptyIsSuccess: 'Recurring service updated successfully',
  }),
  deleteCall({
    name: 'POST delete_recurring_service',
    fail: 'delete_recurring_service',
    title: 'Edit Recurring Service',
    search: { dialog: 'recurring-service-edit', id: 'RS-00001' },
    values: [[/^Vendor Name/, 'Matrixed']],
    button: 'Delete',
    confirmTitle: 'Delete recurring service',
    message: always('Failed to delete recurring service'),
    emptyIsSuccess: 'Recurring service deleted successfully',
    goneIsSuccess: 'Recurring service deleted successfully',
  }),
  // --- incident -------------------------------------------------------------------------------
  dialogCall({
    name: 'POST /api/resource/Incident Reports',
    fail: '/api/resource/Incident Reports',
    title: 'Submit your incident report',
    search: { dialog: 'incident' },
    values: [
      [/^Subject/, 'Matrix gate left open'],
      [/^Note/, 'Seen at 10 pm'],
    ],
    submit: 'Submit',
    message: always('Failed to submit incident report'),
    emptyIsSuccess: 'Incident report submitted successfully',
  }),
  // --- club -----------------------------------------------------------------------------------
  dialogCall({
    name: 'POST aviepros-addguest-clubmembers',
    fail: 'aviepros-addguest-clubmembers',
    as: DEMO.club,
    title: 'Add Guest',
    search: { dialog: 'club-guest' },
    values: [
      [/^First Name/, 'Matrix'],
      [/^Last Name/, 'Tester'],
    ],
    submit: 'Add Guest',
    message: always('Failed to add guest'),
    emptyIsSuccess: 'Guest added successfully',
  }),
  dialogCall({
    name: 'POST /api/resource/Visitor Call-In (club)',
    fail: '/api/resource/Visitor Call-In',
    as: DEMO.club,
    title: 'Report a Visitor',
    search: { dialog: 'club-visitor' },
    values: [
      [/^First Name/, 'Matrix'],
      [/^Last Name/, 'Tester'],
    ],
    submit: 'Submit',
    message: always('Failed to add visitor'),
    emptyIsSuccess: 'Visitor added successfully',
  }),
  ...(
    [
      [
        'POST aviepros-deleteguest-clubmember',
        'aviepros-deleteguest-clubmember',
        'Delete guest Ava Thompson',
        'Delete guest',
        'Failed to delete guest',
        'Guest deleted successfully',
      ],
      [
        'DELETE /api/resource/Visitor Call-In/{name} (club)',
        'Visitor Call-In/VCI-00101',
        'Delete visitor Harper Collins',
        'Delete visitor',
        'Failed to delete visitor',
        'Visitor deleted successfully',
      ],
    ] as const
  ).map(([name, fail, iconLabel, confirmTitle, failed, done]): FormCall => ({
    kind: 'form',
    name,
    fail,
    as: DEMO.club,
    url: '/dashboard',
    ready: async () => {
      if (dialogNamed(confirmTitle)) return
      await click(await screen.findByLabelText(iconLabel, {}, SLOW))
      await findDialogNamed(confirmTitle)
    },
    act: async () => click(buttonIn(dialogNamed(confirmTitle)!, 'Delete')),
    // The confirmation stays open on failure, and the row is still listed.
    kept: () => {
      expect(dialogNamed(confirmTitle)).not.toBeNull()
      expect(screen.getByLabelText(iconLabel)).toBeInTheDocument()
    },
    message: always(failed),
    emptyIsSuccess: done,
    // A record the site no longer has is deleted.
    goneIsSuccess: done,
  })),
  // --- members --------------------------------------------------------------------------------
  inviteCall({
    name: 'POST aviepros_invite_secondary_member',
    fail: 'aviepros_invite_secondary_member',
    url: '/members',
    title: 'Members',
    row: 'Emma Robinson',
    message: 'Failed to invite member. Please try again.',
    refused: 'Failed to invite member.',
  }),
  revokeCall({
    name: 'POST aviepros_revoke_secondary_member',
    fail: 'aviepros_revoke_secondary_member',
    url: '/members',
    title: 'Members',
    row: 'Daniel Robinson',
    message: 'Failed to revoke access. Please try again.',
    refused: 'Failed to revoke access.',
  }),
  inviteCall({
    name: 'POST aviepros_invite_club_secondary_member',
    fail: 'aviepros_invite_club_secondary_member',
    as: DEMO.club,
    url: '/members',
    title: 'Club Members',
    row: 'Elena Martinez',
    message: 'Failed to invite member. Please try again.',
    refused: 'Failed to invite member.',
    // The club answer is not read.
    emptyIsSuccess: 'Member invited successfully',
  }),
  revokeCall({
    name: 'POST aviepros_revoke_club_secondary_member',
    fail: 'aviepros_revoke_club_secondary_member',
    as: DEMO.club,
    url: '/members',
    title: 'Club Members',
    row: 'Lucas Martinez',
    message: 'Failed to revoke access. Please try again.',
    refused: 'Failed to revoke access.',
    emptyIsSuccess: 'Access revoked successfully',
  }),
  // --- profile and settings -------------------------------------------------------------------
  pageFormCall({
    name: 'POST frappe.handler.upload_file',
    fail: '/api/method/frappe.handler.upload_file',
    url: '/user-profile',
    open: () => openProfileEditor(true),
    values: [[/^First Name/, 'Matrixa']],
    submit: 'Save Profile',
    keptExtra: () => expect(screen.getByText(/New photo selected: matrix.png/)).toBeInTheDocument(),
    message: always('Failed to update profile. Please try again.'),
  }),
  pageFormCall({
    name: 'POST update_user_profile',
    fail: 'update_user_profile',
    url: '/user-profile',
    open: () => openProfileEditor(false),
    values: [
      [/^First Name/, 'Matrixa'],
      [/^Address/, '1 Matrix Way'],
    ],
    submit: 'Save Profile',
    message: always('Failed to update profile. Please try again.'),
  }),
  pageFormCall({
    name: 'POST change_password',
    fail: 'change_password',
    url: '/settings',
    values: [
      [/^Current Password/, 'Demo@1234'],
      [/^New Password/, 'Matrix@123'],
      [/^Confirm New Password/, 'Matrix@123'],
    ],
    submit: 'Save Password',
    message: always('Failed to update password. Please try again.'),
    // The answer is not read.
    emptyIsSuccess: 'Password updated successfully',
    checksPassword: true,
  }),
  // --- the notification bell ------------------------------------------------------
  {
    kind: 'session',
    name: 'GET get_notification_logs (the bell, polling)',
    fail: 'get_notification_logs',
    run: async (f, kept) => {
      // The 401 case starts from a fresh screen. Open question: after the cases before it, on the
      // same screen, the refetch on the page being shown again did not end the session.
      if (f.name === '401') drop(kept)
      kept.app ??= renderKept('/dashboard', { as: DEMO.club })
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }, SLOW)
      arm('get_notification_logs', f.fault)
      const before = toastEls()
      // Shown again: the bell asks at once (as on focus and every 30 s).
      fireEvent(window, new Event('visibilitychange'))
      await passTimeOut()
      if (f.name === '401') return expectSessionEnded(kept.app, before)
      if (f.name === '403') {
        // A site that refuses Notification Log to residents: no bell for the session, no error.
        await waitFor(() => expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull(), SLOW)
        expect(toastEls().filter((t) => !before.includes(t))).toEqual([])
        drop(kept)
        return
      }
      // Nothing on every poll: the menu says it, over the last list.
      await click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, SLOW))
      const menu = await screen.findByRole('menu', {}, SLOW)
      await within(menu).findByText('Could not refresh notifications. Showing the last ones loaded.', {}, SLOW)
      expect(within(menu).getByRole('menuitem', { name: /Oliver Bennett arrived at the gate/ })).toBeInTheDocument()
      expect(toastEls().filter((t) => !before.includes(t))).toEqual([])
      fireEvent.keyDown(menu, { key: 'Escape' })
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), SLOW)
    },
  },
  bellMarkCall('POST mark_as_read (one notification, optimistic)', 'mark_as_read', /Oliver Bennett arrived at the gate/, 'Could not mark the notification as read. Please try again.'),
  bellMarkCall('POST mark_all_as_read (optimistic)', 'mark_all_as_read', 'Mark all as read', 'Could not mark all notifications as read. Please try again.'),
]

// ---------------------------------------------------------------------------------------------
// Running it
// ---------------------------------------------------------------------------------------------

const unhandled: unknown[] = []
const onRejection = (reason: unknown) => void unhandled.push(reason)
const onWindowError = (event: ErrorEvent) => void unhandled.push(event.error ?? event.message)

beforeAll(() => {
  process.on('unhandledRejection', onRejection)
  window.addEventListener('error', onWindowError)
  // For the whole file, not a case: a case's timers would be dropped with its clock, and the screen
  // lives on into the next case.
  runningClock()
})
afterAll(() => {
  process.off('unhandledRejection', onRejection)
  window.removeEventListener('error', onWindowError)
  vi.useRealTimers()
})
beforeEach(() => {
  unhandled.length = 0
  // jsdom has no object URLs (the profile photo's preview makes one).
  stubObjectUrls('matrix-preview')
})
afterEach(() => {
  demoControl.clearFaults()
  hanging?.stop()
  hanging = undefined
  vi.unstubAllGlobals()
})

/** Nothing a failed call did may reach the router's error screen, or throw uncaught. */
function nothingThrown() {
  expect(document.body.textContent).not.toMatch(/Something went wrong/i)
  expect(unhandled).toEqual([])
}

/** The kept app of one call, and the storage it had at the end of the last case (every test starts with a cleared one). */
interface Kept {
  app?: KeptApp
  storage?: [string, string][]
}

function resume(kept: Kept) {
  if (kept.app && kept.storage) for (const [key, value] of kept.storage) localStorage.setItem(key, value)
}

function suspend(kept: Kept) {
  kept.storage = Object.entries(localStorage)
}

function drop(kept: Kept) {
  kept.app?.unmount()
  kept.app = undefined
  kept.storage = undefined
}

async function runForm(call: FormCall, f: FaultCase, kept: Kept) {
  kept.app ??= renderKept(call.url, { as: call.public ? null : (call.as ?? DEMO.resident) })
  const app = kept.app
  await call.ready(app)
  arm(call.fail, f.fault)
  const before = toastEls()
  await call.act(app)
  await passTimeOut()
  if (f.name === '401' && !call.public && !call.checksPassword) {
    await expectSessionEnded(app, before)
  } else if (f.name === 'empty' && call.emptyIsSuccess) {
    await newToast(before, call.emptyIsSuccess)
  } else if (f.status === 404 && call.goneIsSuccess) {
    await newToast(before, call.goneIsSuccess)
  } else {
    const change = call.change ?? !call.public
    await newToast(before, [call.message(f), f.serverText, change && f.fault === 'timeout' ? MAYBE_MADE : undefined])
    // Said only when the site may have made it: not after an answer, nor for what changes nothing.
    if (!change || f.fault !== 'timeout') expect(toastEls().filter((t) => !before.includes(t) && t.textContent?.includes(MAYBE_MADE))).toEqual([])
    await passLaterTimeOuts()
    await nothingBusy()
    call.kept(app)
  }
  await nothingBusy()
}

async function runList(call: ListCall, f: FaultCase, kept: Kept) {
  const errorCount = () => kept.app?.queryClient.getQueryCache().find({ queryKey: call.queryKey })?.state.errorUpdateCount ?? 0
  arm(call.fail, f.fault)
  const before = toastEls()
  const seen = errorCount()
  if (!kept.app) {
    kept.app = renderKept(call.url, { as: call.as ?? DEMO.resident })
    await passTimeOut()
    await call.shown()
  } else {
    await click(call.retry())
    await passTimeOut()
  }
  if (f.name === '401') {
    await expectSessionEnded(kept.app, before)
  } else {
    await waitFor(() => expect(errorCount()).toBeGreaterThan(seen), SLOW)
    await nothingBusy()
    expect(screen.getAllByText(call.failedText).length).toBeGreaterThan(0)
    // The site's own reason shows beneath it (D20); a generic phrase never does.
    if (f.serverText) expect(screen.getAllByText(f.serverText).length).toBeGreaterThan(0)
    if (call.toast) expect(screen.getAllByText(call.toast).length).toBeGreaterThan(0)
    expect(call.retry()).toBeEnabled()
  }
}

describe.each(CALLS)('fault matrix: $name', (call) => {
  const kept: Kept = {}
  afterAll(() => drop(kept))

  it.each(FAULTS)('$name', { timeout: 30_000 }, async (f) => {
    resume(kept)
    try {
      if (call.kind === 'form') await runForm(call, f, kept)
      else if (call.kind === 'list') await runList(call, f, kept)
      else await call.run(f, kept)
      nothingThrown()
    } catch (error) {
      // The next fault starts from a fresh screen.
      drop(kept)
      throw error
    } finally {
      demoControl.clearFaults()
      toast.dismiss()
    }
    // A toast with a fixed id that comes back while its dismissal still runs would not show.
    if (call.kind === 'list' && call.toast) await waitFor(() => expect(toastEls()).toHaveLength(0), SLOW)
    // A 401 ended the session: the next fault starts from a fresh screen, whichever order they run in.
    if (f.name === '401') drop(kept)
    else suspend(kept)
  })
})
