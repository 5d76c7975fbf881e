import { act, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { getDb } from '../src/demo-backend/db'
import { http } from 'msw'
import { demoControl, server } from '../src/demo-backend/node'
import { REDIRECT_AFTER_LOGIN_MS } from '../src/config'
import { CHANGES_KEY_PREFIX, PERSISTED_CACHE_KEY } from '../src/query-persist'
import { SessionStore, STORAGE_KEYS, type SessionEnd } from '../src/session/store'
import { card, findDialog, SLOW } from './home-helpers'
import { DEMO, pathOf, renderApp } from './render-app'

/**
 * Decision D32, one session per browser. Another tab of the portal is played here by a second
 * session store on the same localStorage: what it writes reaches this tab as the browser would
 * send it, a `storage` event per changed key (the browser sends them to the other tabs only).
 */
function inAnotherTab(change: (tab: SessionStore) => void) {
  const before = { ...localStorage } as Record<string, string>
  // The other tab's sessionStorage is its own: what it writes there is not this tab's.
  const thisTab = { ...sessionStorage } as Record<string, string>
  change(new SessionStore())
  sessionStorage.clear()
  for (const [key, value] of Object.entries(thisTab)) sessionStorage.setItem(key, value)
  const after = { ...localStorage } as Record<string, string>
  act(() => {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (before[key] === after[key]) continue
      window.dispatchEvent(
        new StorageEvent('storage', { key, oldValue: before[key] ?? null, newValue: after[key] ?? null, storageArea: localStorage, url: window.location.href }),
      )
    }
  })
}

/** What the other tab's logout or expiry leaves in storage: its persister removes the cached lists too. */
const endThere = (reason: SessionEnd) =>
  inAnotherTab((tab) => {
    tab.clear(reason)
    localStorage.removeItem(PERSISTED_CACHE_KEY)
  })

/** Every key in storage that names the user or holds their data. */
const userTraces = (email: string) =>
  Object.entries({ ...localStorage } as Record<string, string>)
    .filter(([key, value]) => key === PERSISTED_CACHE_KEY || Object.values<string>(STORAGE_KEYS).includes(key) || key.includes(email) || value.includes(email))
    .map(([key]) => key)

describe('one session per browser (D32)', () => {
  it('a logout in another tab ends the session here: the sign-in page with a message, no data in memory, nothing written back', async () => {
    const { router, queryClient, session } = await renderApp('/dashboard', { as: DEMO.resident })
    // The dashboard's lists have loaded (and the cache has started saving them).
    await screen.findByText('Emma Clarke', {}, SLOW)
    await waitFor(() => expect(localStorage.getItem(PERSISTED_CACHE_KEY)).not.toBeNull())
    endThere('logout')
    expect(await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })).toBeInTheDocument()
    expect(screen.getByText('You were signed out in another tab.')).toBeInTheDocument()
    expect(pathOf(router)).toBe('/')
    expect(session.get().tokens).toBeNull()
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0))
    // Longer than the cache's save throttle: nothing of the user comes back.
    await new Promise((r) => setTimeout(r, 800))
    expect(userTraces(DEMO.resident)).toEqual([])
  })

  it("a logout in another tab while this tab still checks its stored session: that tab's message stands, nothing more is sent", async () => {
    demoControl.latency(400)
    const { router } = await renderApp('/dashboard', { as: DEMO.resident, restore: true })
    endThere('logout')
    expect(await screen.findByText('You were signed out in another tab.')).toBeInTheDocument()
    await waitFor(() => expect(pathOf(router)).toBe('/'))
    // The check's answer comes after: it is no longer this tab's to act on.
    await new Promise((r) => setTimeout(r, 1000))
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument()
    expect(screen.getByText('You were signed out in another tab.')).toBeInTheDocument()
    expect(demoControl.requests().filter((r) => r.path === '/api/method/logout')).toEqual([])
    expect(userTraces(DEMO.resident)).toEqual([])
  })

  it('an expiry in another tab says the session expired, and signing in comes back to where the user was', async () => {
    const { router } = await renderApp('/cars', { as: DEMO.resident })
    await screen.findByRole('button', { name: /User menu/ })
    endThere('expired')
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument()
    await waitFor(() => expect(pathOf(router)).toBe('/'))
    expect(router.state.location.search).toEqual({ redirect: '/cars' })
  })

  it("after an expiry, someone else's sign-in in another tab brings this tab to their dashboard, not back to where the last user was", async () => {
    const { router, session } = await renderApp('/cars', { as: DEMO.resident })
    await screen.findByRole('button', { name: /User menu/ })
    endThere('expired')
    await waitFor(() => expect(router.state.location.search).toEqual({ redirect: '/cars' }))
    const club = getDb().users.find((u) => u.email === DEMO.club)!
    inAnotherTab((tab) => tab.signIn(club.profile, 'other-tab-session', { apiKey: club.api_key, apiSecret: club.api_secret }))
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard'))
    expect(session.get().user?.email).toBe(DEMO.club)
  })

  it('a sign-in in another tab brings this tab in as that user', async () => {
    const { router, session } = await renderApp('/', { as: null })
    await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })
    const club = getDb().users.find((u) => u.email === DEMO.club)!
    inAnotherTab((tab) => tab.signIn(club.profile, 'other-tab-session', { apiKey: club.api_key, apiSecret: club.api_secret }))
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard'))
    expect(session.get().user?.email).toBe(DEMO.club)
    const banner = await screen.findByRole('banner')
    expect(await screen.findByText('Club member ID: CLB-2041', undefined, { timeout: 3000 })).toBeInTheDocument()
    expect(banner).toBeInTheDocument()
  })

  it("a sign-in answered here after another tab signed someone else in keeps nothing of that user", async () => {
    // This tab's sign-in is held until the other tab's user has loaded here.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(http.post('*/api/method/*.login', () => held))
    const { user, router, session, queryClient } = await renderApp('/', { as: null })
    await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })
    await user.type(screen.getByLabelText(/^Email/), DEMO.resident)
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    // While this tab's sign-in is on its way, another tab signs the club member in, and this tab
    // follows: their notifications come into its cache.
    const club = getDb().users.find((u) => u.email === DEMO.club)!
    inAnotherTab((tab) => tab.signIn(club.profile, 'other-tab-session', { apiKey: club.api_key, apiSecret: club.api_secret }))
    await waitFor(() => expect(session.get().user?.email).toBe(DEMO.club))
    const clubsOwn = () => JSON.stringify(queryClient.getQueryCache().getAll().map((q) => q.state.data)).includes(`NL-${DEMO.club.split('@')[0]}`)
    await waitFor(() => expect(clubsOwn()).toBe(true), SLOW)
    release()
    // This tab's own sign-in answers last, and wins: the resident, with nothing of the club member's.
    await waitFor(() => expect(session.get().user?.email).toBe(DEMO.resident), SLOW)
    expect(clubsOwn()).toBe(false)
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard'), SLOW)
    await screen.findByText('Emma Clarke', {}, SLOW)
    expect(clubsOwn()).toBe(false)
    // The sign-in's 1 s wait ends on the same dashboard.
    await new Promise((r) => setTimeout(r, REDIRECT_AFTER_LOGIN_MS))
    expect(pathOf(router)).toBe('/dashboard')
    expect(clubsOwn()).toBe(false)
  })

  it("another tab's sign-in as someone else: their notifications are not announced here as arrivals", async () => {
    await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    // The resident's bell has its list.
    await screen.findByRole('button', { name: /Notifications/ }, SLOW)
    await waitFor(() => expect(demoControl.requests().some((r) => r.path.includes('get_notification_logs') || r.path.includes('Notification Log'))).toBe(true))
    const club = getDb().users.find((u) => u.email === DEMO.club)!
    inAnotherTab((tab) => tab.signIn(club.profile, 'other-tab-session', { apiKey: club.api_key, apiSecret: club.api_secret }))
    expect(await screen.findByText('Club member ID: CLB-2041', undefined, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(demoControl.requests().filter((r) => r.path.includes('get_notification_logs') || r.path.includes('Notification Log')).length).toBeGreaterThan(1), SLOW)
    await new Promise((r) => setTimeout(r, 300))
    expect(screen.queryByText('Oliver Bennett arrived at the gate')).not.toBeInTheDocument()
  })

  it("a language chosen on this tab's sign-in page is not saved as the User's of someone who signs in in another tab", async () => {
    const { user } = await renderApp('/', { as: null })
    await user.click(await screen.findByRole('button', { name: 'Español' }, SLOW))
    await screen.findByLabelText(/^Correo/, {}, SLOW)
    const family = getDb().users.find((u) => u.email === DEMO.family)!
    inAnotherTab((tab) => tab.signIn(family.profile, 'other-tab-session', { apiKey: family.api_key, apiSecret: family.api_secret }))
    await screen.findByTestId('home-dashboard', {}, SLOW)
    await new Promise((r) => setTimeout(r, 300))
    expect(demoControl.requests().filter((r) => r.path.includes('frappe.client.set_value'))).toHaveLength(0)
  })

  it("leaves the lists the other tab saved for the user it signed in (this tab had nobody's to remove)", async () => {
    await renderApp('/', { as: null })
    await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })
    const club = getDb().users.find((u) => u.email === DEMO.club)!
    inAnotherTab((tab) => {
      tab.signIn(club.profile, 'other-tab-session', { apiKey: club.api_key, apiSecret: club.api_secret })
      localStorage.setItem(PERSISTED_CACHE_KEY, JSON.stringify({ buster: `1:${DEMO.club}`, timestamp: Date.now(), clientState: { queries: [], mutations: [] } }))
    })
    // Time for this tab to have followed the sign-in (and to have removed them, were they its to remove).
    await new Promise((r) => setTimeout(r, 500))
    expect(localStorage.getItem(PERSISTED_CACHE_KEY)).not.toBeNull()
  })

  it("never saves the previous user's lists once another tab has signed someone else in", async () => {
    const { queryClient } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    const saved: string[] = []
    const setItem = Storage.prototype.setItem
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === PERSISTED_CACHE_KEY) saved.push(value)
      setItem.call(this, key, value)
    })
    try {
      // A change of the resident's lists: its save waits for the throttle.
      act(() => queryClient.setQueryData(['resident-only'], { name: 'Resident data' }))
      const club = getDb().users.find((u) => u.email === DEMO.club)!
      inAnotherTab((tab) => tab.signIn(club.profile, 'other-tab-session', { apiKey: club.api_key, apiSecret: club.api_secret }))
      await new Promise((r) => setTimeout(r, 1200))
      expect(saved.filter((value) => value.includes(DEMO.resident) || value.includes('Resident data')).map((v) => v.slice(0, 300))).toEqual([])
    } finally {
      spy.mockRestore()
    }
  })

  it("a tab that hears of another's logout and next sign-in only once both are done (frozen meanwhile) leaves what the next user's tab saved", async () => {
    // The family member's guest, added offline in a tab of theirs: the copy that tab keeps of it.
    const theirs = await renderApp('/dashboard', { as: DEMO.family })
    await screen.findByText('Emma Clarke', {}, SLOW)
    act(() => onlineManager.setOnline(false))
    await theirs.user.click(await card('Add Guest'))
    const dialog = await findDialog('Invite Guest')
    await theirs.user.type(within(dialog).getByLabelText(/First Name/), 'Anna')
    await theirs.user.type(within(dialog).getByLabelText(/Last Name/), 'McKay')
    await theirs.user.click(within(dialog).getByRole('button', { name: 'Add' }))
    let copy: [string, string] | undefined
    await waitFor(() => {
      copy = Object.entries({ ...localStorage } as Record<string, string>).find(([key, value]) => key.startsWith(CHANGES_KEY_PREFIX) && value.includes('McKay'))
      expect(copy).toBeDefined()
    }, SLOW)
    theirs.unmount()
    theirs.dispose()
    act(() => onlineManager.setOnline(true))

    // This tab is the resident's. Meanwhile, in another: the resident logs out, the family member
    // signs in, and their tab saves the guest it waits to send. This tab hears of it all at once.
    await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    demoControl.clearRequests()
    const family = getDb().users.find((u) => u.email === DEMO.family)!
    inAnotherTab((tab) => {
      tab.clear('logout')
      tab.signIn(family.profile, 'other-tab-session', { apiKey: family.api_key, apiSecret: family.api_secret })
      localStorage.setItem(...copy!)
    })
    // Their guest is not lost: it is sent (by this tab, which takes over what waits for the family member).
    await waitFor(() => expect(demoControl.requests().filter((r) => r.method === 'POST' && r.path.includes('aviepros-add-guest'))).toHaveLength(1), SLOW)
  })

  it('a change of the cached lists in another tab is none of the session: it changes nothing here', async () => {
    const { router, session } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByRole('button', { name: /User menu/ })
    inAnotherTab(() => localStorage.setItem(PERSISTED_CACHE_KEY, '{}'))
    expect(session.isSignedIn()).toBe(true)
    expect(pathOf(router)).toBe('/dashboard')
  })
})
