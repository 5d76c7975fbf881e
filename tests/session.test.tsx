import { act, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoControl, server } from '../src/demo-backend/node'
import { frappe, paths } from '../src/frappe/client'
import { RECHECK_INTERVAL_MS } from '../src/session/boot'
import { SESSION_END_KEY, STORAGE_KEYS } from '../src/session/store'
import { runningClock, stillClock } from './clock'
import { deviceOffline } from './connection'
import { FAILURE_TOAST_MS } from '../src/ui/toast'
import { SLOW } from './home-helpers'
import { DEMO, pathOf, renderApp } from './render-app'

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.'

const LOGGED_USER = 'frappe.auth.get_logged_user'
const loggedUserCalls = () => demoControl.requests().filter((r) => r.path.endsWith(LOGGED_USER))

afterEach(() => {
  vi.useRealTimers()
})

describe('route guard', () => {
  it('sends a signed-out visitor of /dashboard to /', async () => {
    const { router } = await renderApp('/dashboard', { as: null })
    expect(await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })).toBeInTheDocument()
    expect(pathOf(router)).toBe('/')
  })

  it('needs a session id as well as a user', async () => {
    localStorage.clear()
    const { router, session } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByRole('button', { name: /User menu/ })
    localStorage.removeItem(STORAGE_KEYS.sessionId)
    session.clear()
    await router.navigate({ to: '/cars' })
    await waitFor(() => expect(pathOf(router)).toBe('/'))
  })
})

describe('start-up restore', () => {
  it('shows a spinner while the user loads, then restores with one token call run as the stored user (D26)', async () => {
    demoControl.latency(150)
    const { router } = await renderApp('/dashboard', { restore: true })
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: /User menu/ }, { timeout: 3000 })).toBeInTheDocument()
    expect(pathOf(router)).toBe('/dashboard')
    // The token is the only identity: one call, with the token and no cookie (a
    // cookie-only question could only answer Guest once calls omit cookies).
    expect(loggedUserCalls()).toEqual([expect.objectContaining({ token: true, cookie: false, user: DEMO.resident })])
  })

  it('restores at once when the server names the stored user', async () => {
    server.use(http.get(`*/api/method/${LOGGED_USER}`, () => HttpResponse.json({ message: DEMO.resident }), { once: true }))
    const { router, session } = await renderApp('/dashboard', { restore: true })
    expect(await screen.findByRole('button', { name: /User menu/ })).toBeInTheDocument()
    expect(pathOf(router)).toBe('/dashboard')
    expect(session.get().status).toBe('authenticated')
  })

  it('signs out and clears everything when the token is refused', async () => {
    demoControl.fail(LOGGED_USER, { status: 401 })
    const { router } = await renderApp('/dashboard', { restore: true })
    expect(await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })).toBeInTheDocument()
    expect(pathOf(router)).toBe('/')
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.tokens)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.sessionId)).toBeNull()
  })

  it('opens signed in when the server cannot be reached, and asks again when the network returns', async () => {
    demoControl.fail(LOGGED_USER, 'network')
    const { router, sessionReady, session } = await renderApp('/dashboard', { restore: true })
    await sessionReady
    expect(session.get().status).toBe('authenticated')
    await screen.findByText('Emma Clarke', {}, SLOW)
    expect(pathOf(router)).toBe('/dashboard')
    // Back online, the server no longer knows the session: it ends like an expiry.
    demoControl.fail(LOGGED_USER, { status: 401 })
    act(() => onlineManager.setOnline(false))
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(pathOf(router)).toBe('/'), SLOW)
    expect(session.get().status).toBe('anonymous')
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument()
  })

  it('stays signed in when the server confirms the session once the network returns', async () => {
    demoControl.fail(LOGGED_USER, 'network')
    const { router, sessionReady, session } = await renderApp('/dashboard', { restore: true })
    await sessionReady
    act(() => onlineManager.setOnline(false))
    act(() => onlineManager.setOnline(true))
    // The faulted calls are not logged: these are the ones asked on return, answered for the stored user.
    await waitFor(() => expect(loggedUserCalls().length).toBeGreaterThan(0), SLOW)
    await screen.findByText('Emma Clarke', {}, SLOW)
    expect(session.get().status).toBe('authenticated')
    expect(pathOf(router)).toBe('/dashboard')
  })

  it.each([
    ['is being updated (503)', { status: 503 }],
    ['cannot be reached by the proxy in front of it (502)', { status: 502 }],
    ['fails with an error of its own (500)', { status: 500 }],
    ['asks to be asked later (429)', { status: 429 }],
    ['is hidden behind a Wi-Fi sign-in page (not JSON)', 'malformed'],
  ] as const)('opens signed in, as offline, when the site %s at start-up, and asks again', async (_label, fault) => {
    demoControl.fail(LOGGED_USER, fault)
    const { router, sessionReady, session } = await renderApp('/dashboard', { restore: true })
    await sessionReady
    expect(session.get().status).toBe('authenticated')
    expect(pathOf(router)).toBe('/dashboard')
    expect(localStorage.getItem(STORAGE_KEYS.tokens)).not.toBeNull()
    // The tablet has a connection: the server is what does not answer.
    expect(await screen.findByText(/^The server is not answering\./)).toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(loggedUserCalls().length).toBeGreaterThan(0), SLOW)
    await screen.findByText('Emma Clarke', {}, SLOW)
    expect(session.get().status).toBe('authenticated')
  })

  it('an app that ends stops asking: its recheck does not outlive it', async () => {
    const clock = stillClock()
    demoControl.fail(LOGGED_USER, 'network', 2)
    const app = await renderApp('/dashboard', { restore: true })
    await clock.until(() => expect(app.session.get().status).toBe('authenticated'))
    await clock.settle()
    app.unmount()
    app.dispose()
    demoControl.clearRequests()
    await clock.advance(RECHECK_INTERVAL_MS * 2)
    expect(loggedUserCalls()).toHaveLength(0)
  })

  it('an app opened offline asks again every 15 s until the server answers', async () => {
    const clock = stillClock()
    // The start-up check and the first recheck find no network (one call each, D26).
    demoControl.fail(LOGGED_USER, 'network', 2)
    const app = await renderApp('/dashboard', { restore: true })
    await clock.until(() => expect(app.session.get().status).toBe('authenticated'))
    await clock.settle()
    demoControl.clearRequests()
    await clock.advance(RECHECK_INTERVAL_MS - 1)
    expect(loggedUserCalls()).toHaveLength(0)
    // Still unreachable (the faults are not logged): asked again 15 s later, and then it answers.
    await clock.advance(1)
    await clock.advance(RECHECK_INTERVAL_MS)
    await clock.until(() => expect(loggedUserCalls().length).toBeGreaterThan(0))
    expect(app.session.get().status).toBe('authenticated')
  })

  it('a session the site refuses once it answers again leaves the app online: the next sign-in gets its lists', async () => {
    const clock = stillClock()
    demoControl.fail(LOGGED_USER, 'network', 1)
    const app = await renderApp('/dashboard', { restore: true })
    await clock.until(() => expect(app.session.get().status).toBe('authenticated'))
    await clock.settle()
    expect(onlineManager.isOnline()).toBe(false)
    // The site is back, and no longer takes the token (the password was changed on a phone).
    demoControl.fail(LOGGED_USER, { status: 401 }, 1)
    await clock.advance(RECHECK_INTERVAL_MS)
    await clock.until(() => expect(pathOf(app.router)).toBe('/'))
    vi.useRealTimers()
    expect(onlineManager.isOnline()).toBe(true)
    await app.user.type(await screen.findByLabelText(/^Email/), DEMO.resident)
    await app.user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await app.user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Emma Clarke', {}, SLOW)).toBeInTheDocument()
  })

  it('a device without a connection stays offline when the session it opened on ends: a logout says nothing of the network', async () => {
    const back = deviceOffline()
    const clock = stillClock()
    demoControl.fail(LOGGED_USER, 'network', Infinity)
    try {
      const app = await renderApp('/dashboard', { restore: true })
      await clock.until(() => expect(app.session.get().status).toBe('authenticated'))
      await clock.settle()
      act(() => app.session.clear())
      await clock.advance(RECHECK_INTERVAL_MS)
      await clock.settle()
      expect(onlineManager.isOnline()).toBe(false)
    } finally {
      vi.useRealTimers()
      back()
    }
  })

  it('a stored session refused at start-up on a public page leaves it as it is, with nothing to say of it', async () => {
    demoControl.fail(LOGGED_USER, { status: 401 })
    const { router, sessionReady, session } = await renderApp('/forget-password', { restore: true })
    await sessionReady
    await waitFor(() => expect(session.get().status).not.toBe('authenticated'))
    await screen.findByRole('button', { name: 'Send Reset Link' }, SLOW)
    expect(pathOf(router)).toBe('/forget-password')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument()
  })

  it('without stored tokens, loading ends at once with no call', async () => {
    const { sessionReady, session } = await renderApp('/', { as: null })
    await sessionReady
    expect(session.get().status).toBe('anonymous')
    expect(loggedUserCalls()).toHaveLength(0)
  })
})

describe('session expiry during use (D13)', () => {
  it('its message stays on the sign-in page until the resident signs in again: found there the next morning, it says why', async () => {
    const clock = runningClock()
    const { queryClient, router, user } = await renderApp('/settings')
    await screen.findByRole('button', { name: /User menu/ })
    demoControl.fail('Visitor Call-In', { status: 401 })
    await queryClient.fetchQuery({ queryKey: ['probe'], queryFn: () => frappe.get(paths.resource('Visitor Call-In')) }).catch(() => undefined)
    await waitFor(() => expect(pathOf(router)).toBe('/'))
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument()
    await act(() => clock.advance(FAILURE_TOAST_MS * 6))
    expect(screen.getByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument()
    vi.useRealTimers()
    await user.type(screen.getByLabelText(/^Email/), DEMO.resident)
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument())
    await waitFor(() => expect(pathOf(router)).toBe('/settings'), { timeout: 3000 })
  })

  it('ends the session once, with one message, and brings the user back after signing in', async () => {
    const { router, queryClient, user } = await renderApp('/settings')
    await screen.findByRole('button', { name: /User menu/ })
    demoControl.fail('Visitor Call-In', { status: 401 }, 3)
    const load = (k: string) =>
      queryClient.fetchQuery({ queryKey: ['probe', k], queryFn: () => frappe.get(paths.resource('Visitor Call-In')) }).catch(() => undefined)
    await Promise.all([load('a'), load('b'), load('c')])
    await waitFor(() => expect(pathOf(router)).toBe('/'))
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument()
    expect(screen.getAllByText(SESSION_EXPIRED_MESSAGE)).toHaveLength(1)
    expect(localStorage.getItem(STORAGE_KEYS.tokens)).toBeNull()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)

    await user.type(screen.getByLabelText(/^Email/), DEMO.resident)
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(pathOf(router)).toBe('/settings'), { timeout: 3000 })
  })

  it.each([
    ['the same resident', DEMO.resident, 'Broken gate arm'],
    ['someone else', DEMO.neighbour, ''],
  ])("what a dialog held when the session expired: %s signing in again finds it (or not) in that dialog", async (_, who, kept) => {
    const { router, queryClient, user } = await renderApp('/dashboard?dialog=incident')
    const dialog = await screen.findByRole('dialog', { name: 'Submit your incident report' }, SLOW)
    await user.type(within(dialog).getByLabelText('Subject'), 'Broken gate arm')
    demoControl.fail('Visitor Call-In', { status: 401 })
    await queryClient.fetchQuery({ queryKey: ['probe'], queryFn: () => frappe.get(paths.resource('Visitor Call-In')) }).catch(() => undefined)
    await waitFor(() => expect(pathOf(router)).toBe('/'))
    await user.type(screen.getByLabelText(/^Email/), who)
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard'), { timeout: 3000 })
    if (kept) {
      const again = await screen.findByRole('dialog', { name: 'Submit your incident report' }, SLOW)
      expect(within(again).getByLabelText('Subject')).toHaveValue(kept)
    } else {
      expect(router.state.location.search).toEqual({})
      await user.click(await screen.findByText('Incident Report', { selector: 'span' }, SLOW))
      const theirs = await screen.findByRole('dialog', { name: 'Submit your incident report' }, SLOW)
      expect(within(theirs).getByLabelText('Subject')).toHaveValue('')
    }
  })

  it('what a dialog held when the session expired is kept through a reload of the sign-in page, for the same resident', async () => {
    const first = await renderApp('/dashboard?dialog=incident')
    const dialog = await screen.findByRole('dialog', { name: 'Submit your incident report' }, SLOW)
    await first.user.type(within(dialog).getByLabelText('Subject'), 'Broken gate arm')
    demoControl.fail('Visitor Call-In', { status: 401 })
    await first.queryClient.fetchQuery({ queryKey: ['probe'], queryFn: () => frappe.get(paths.resource('Visitor Call-In')) }).catch(() => undefined)
    await waitFor(() => expect(pathOf(first.router)).toBe('/'))
    demoControl.clearFaults()
    // The sign-in page reloads (or the tablet discarded it while the resident found their password).
    const href = first.router.state.location.href
    const kept = { [SESSION_END_KEY]: localStorage.getItem(SESSION_END_KEY)! }
    first.unmount()
    const { router, user } = await renderApp(href, { as: null, storage: kept })
    await user.type(await screen.findByLabelText(/^Email/), DEMO.resident)
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard'), { timeout: 3000 })
    const again = await screen.findByRole('dialog', { name: 'Submit your incident report' }, SLOW)
    expect(within(again).getByLabelText('Subject')).toHaveValue('Broken gate arm')
  })

  it('a dialog whose own send the site refused with a 401: signing in again, it opens with what was typed and no warning that it may have been made', async () => {
    const { router, user } = await renderApp('/dashboard?dialog=guest')
    const dialog = await screen.findByRole('dialog', { name: 'Invite Guest' }, SLOW)
    await user.type(within(dialog).getByLabelText(/First Name/), 'Zephyr')
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Quill')
    demoControl.fail('aviepros-add-guest', { status: 401 })
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(pathOf(router)).toBe('/'), SLOW)
    await user.type(screen.getByLabelText(/^Email/), DEMO.resident)
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    const again = await screen.findByRole('dialog', { name: 'Invite Guest' }, { timeout: 5000 })
    expect(within(again).getByLabelText(/First Name/)).toHaveValue('Zephyr')
    expect(within(again).queryByText(/may have made this change/)).not.toBeInTheDocument()
  })

  it("the profile's edits when the session expired: the same resident signing in again finds the form open with them", async () => {
    const { router, queryClient, user } = await renderApp('/user-profile')
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }, SLOW))
    const form = await screen.findByRole('form', { name: 'Edit profile' })
    await user.clear(within(form).getByLabelText(/Contact Number/))
    await user.type(within(form).getByLabelText(/Contact Number/), '555-0199')
    demoControl.fail('Visitor Call-In', { status: 401 })
    await queryClient.fetchQuery({ queryKey: ['probe'], queryFn: () => frappe.get(paths.resource('Visitor Call-In')) }).catch(() => undefined)
    await waitFor(() => expect(pathOf(router)).toBe('/'))
    await user.type(screen.getByLabelText(/^Email/), DEMO.resident)
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(pathOf(router)).toBe('/user-profile'), { timeout: 3000 })
    const again = await screen.findByRole('form', { name: 'Edit profile' }, SLOW)
    expect(within(again).getByLabelText(/Contact Number/)).toHaveValue('555-0199')
  })

  it('a list answering 401 on a real screen ends the session once; signing in returns to that screen and tab', async () => {
    demoControl.fail('aviepros-get-members', { status: 401 }, Infinity)
    const { router, user } = await renderApp('/members?tab=Minor')
    await waitFor(() => expect(pathOf(router)).toBe('/'), { timeout: 3000 })
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument()
    expect(screen.getAllByText(SESSION_EXPIRED_MESSAGE)).toHaveLength(1)
    demoControl.clearFaults()
    await user.type(screen.getByLabelText(/^Email/), DEMO.resident)
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(pathOf(router)).toBe('/members'), { timeout: 3000 })
    expect(router.state.location.search).toMatchObject({ tab: 'Minor' })
    expect(await screen.findByRole('tab', { name: 'Minors', selected: true })).toBeInTheDocument()
    expect(await screen.findByText('Lily Robinson')).toBeInTheDocument()
  })

  it("someone else signing in after the expiry goes to their dashboard, not to the last user's screen, tab and search", async () => {
    demoControl.fail('aviepros-get-members', { status: 401 }, 1)
    const { router, user } = await renderApp('/members?tab=Minor')
    await waitFor(() => expect(pathOf(router)).toBe('/'), { timeout: 3000 })
    expect(router.state.location.search).toMatchObject({ redirect: '/members?tab=Minor' })
    await user.type(screen.getByLabelText(/^Email/), DEMO.club)
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard'), { timeout: 3000 })
    expect(router.state.location.search).toEqual({})
  })

  it.each([
    ['someone else', 'their dashboard', DEMO.club, '/dashboard', {}],
    ['the same resident', 'where they were', DEMO.resident, '/members', { tab: 'Minor' }],
  ])('a stored session the start-up check refuses: %s signing in next goes to %s', async (_, __, who, path, search) => {
    demoControl.fail(LOGGED_USER, { status: 401 })
    const { router, user } = await renderApp('/members?tab=Minor', { restore: true })
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE, {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(pathOf(router)).toBe('/'), { timeout: 3000 })
    expect(router.state.location.search).toMatchObject({ redirect: '/members?tab=Minor' })
    await user.type(screen.getByLabelText(/^Email/), who)
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(pathOf(router)).toBe(path), { timeout: 3000 })
    expect(router.state.location.search).toEqual(search)
  })

  it('a 403 from get_logged_user during use ends the session too', async () => {
    const { router, queryClient } = await renderApp('/dashboard')
    await screen.findByRole('button', { name: /User menu/ })
    demoControl.fail(LOGGED_USER, { status: 403 })
    await queryClient.fetchQuery({ queryKey: ['whoami'], queryFn: () => frappe.get(paths.method(LOGGED_USER)) }).catch(() => undefined)
    await waitFor(() => expect(pathOf(router)).toBe('/'))
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument()
  })

  it('any other 403 keeps the session', async () => {
    const { router, queryClient, session } = await renderApp('/dashboard')
    await screen.findByRole('button', { name: /User menu/ })
    demoControl.fail('Visitor Call-In', { status: 403 })
    await queryClient.fetchQuery({ queryKey: ['probe403'], queryFn: () => frappe.get(paths.resource('Visitor Call-In')) }).catch(() => undefined)
    expect(pathOf(router)).toBe('/dashboard')
    expect(session.isSignedIn()).toBe(true)
  })
})

describe('log out (D14)', () => {
  it('calls logout, clears storage and the query cache, and goes to /', async () => {
    const { router, queryClient, user } = await renderApp('/dashboard')
    queryClient.setQueryData(['something', 'private'], { secret: 'x' })
    await user.click(await screen.findByRole('button', { name: /User menu/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(pathOf(router)).toBe('/'))
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull()
    await waitFor(() => expect(demoControl.requests().some((r) => r.path === '/api/method/logout')).toBe(true))
  })

  it.each([
    ['someone else', 'their dashboard', DEMO.club, '/dashboard', {}],
    ['the same resident', 'where they were', DEMO.resident, '/members', { tab: 'Minor' }],
  ])('Back after a logout leads to the sign-in page: %s signing in goes to %s', async (_, __, who, path, search) => {
    const { router, user } = await renderApp('/members?tab=Minor')
    await user.click(await screen.findByRole('button', { name: /User menu/ }, SLOW))
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(pathOf(router)).toBe('/'))
    act(() => router.history.back())
    await waitFor(() => expect(router.state.location.search).toMatchObject({ redirect: '/members?tab=Minor' }), { timeout: 3000 })
    await user.type(await screen.findByLabelText(/^Email/), who)
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(pathOf(router)).toBe(path), { timeout: 3000 })
    expect(router.state.location.search).toEqual(search)
  })
})
