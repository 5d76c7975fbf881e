import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { http } from 'msw'
import { table } from '../src/demo-backend/db'
import { demoControl, server } from '../src/demo-backend/node'
import { notificationDoc, NOTIFICATION_LOG } from '../src/demo-backend/seed/notifications'
import { notificationQueries } from '../src/queries/notifications'
import { visitorQueries } from '../src/queries/visitors'
import { PERSISTED_CACHE_KEY } from '../src/query-persist'
import { holdCall } from './connection'
import { DEMO, pathOf, renderApp } from './render-app'

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.'

const LOGGED_USER = 'frappe.auth.get_logged_user'
const VISITORS = '/api/resource/Visitor Call-In'
const calls = (path: string) => demoControl.requests().filter((r) => r.path.endsWith(path))

/** Holds the start-up session check (see `holdCall`). */
const holdSessionCheck = () => holdCall('get', `*/api/method/${LOGGED_USER}`)
const visitorList = () => screen.findByRole('region', { name: 'Visitor' }, { timeout: 5000 })

/** Signs in as the resident on the dashboard and returns what a reload would find in storage. */
async function persistedAfterAVisit(): Promise<{ stored: string; firstVisitor: string }> {
  const { unmount } = await renderApp('/dashboard')
  const rows = await within(await visitorList()).findAllByRole('listitem')
  const firstVisitor = rows[0]!.textContent ?? ''
  let stored: string | null = null
  await waitFor(() => {
    stored = localStorage.getItem(PERSISTED_CACHE_KEY)
    expect(stored).toContain('visitor_name')
  })
  unmount()
  return { stored: stored!, firstVisitor }
}

describe('data first', () => {
  it('a reload with a stored session starts the dashboard lists beside the session check, not after it', async () => {
    const check = holdSessionCheck()
    const app = await renderApp('/dashboard', { restore: true })
    await waitFor(() => expect(calls(VISITORS)).toHaveLength(1))
    // The lists are asked for while the check is still unanswered.
    expect(app.session.get().status).toBe('loading')
    expect(check.asked()).toBe(true)
    check.release()
    await within(await visitorList()).findAllByRole('listitem', {}, { timeout: 5000 })
    expect(calls(VISITORS)).toHaveLength(1)
  })

  it('when the check refuses the session, nothing of the early answers shows and the session ends once', async () => {
    demoControl.fail(LOGGED_USER, { status: 401 })
    const { router, queryClient } = await renderApp('/dashboard', { restore: true })
    expect(await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })).toBeInTheDocument()
    expect(pathOf(router)).toBe('/')
    expect(await screen.findAllByText(SESSION_EXPIRED_MESSAGE)).toHaveLength(1)
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ type: 'active' })).toHaveLength(0))
    expect(queryClient.getQueryCache().getAll().filter((q) => q.state.data !== undefined)).toHaveLength(0)
    expect(localStorage.getItem(PERSISTED_CACHE_KEY)).toBeNull()
  })

  it('signing in starts the dashboard lists during the 1 s wait', async () => {
    const { user } = await renderApp('/', { as: null })
    await user.type(await screen.findByLabelText(/^Email/), DEMO.resident)
    await user.type(await screen.findByLabelText(/^Password/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(calls(VISITORS)).toHaveLength(1))
    // Still on the login screen (busy): the lists were asked for before the navigation.
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeInTheDocument()
    await within(await visitorList()).findAllByRole('listitem', {}, { timeout: 5000 })
    expect(calls(VISITORS)).toHaveLength(1)
  })
})

describe('persisted query cache (D24)', () => {
  it('keeps the lists of the signed-in user, without tokens or passwords', async () => {
    const { stored } = await persistedAfterAVisit()
    expect(stored).toContain(`1:${DEMO.resident}`)
    expect(stored).not.toMatch(/demo-secret|demo-key|Demo@1234|api_secret|password/)
  })

  it('a reload paints the last known lists at once, with a refreshing sign, and then revalidates', async () => {
    const { stored, firstVisitor } = await persistedAfterAVisit()
    demoControl.clearRequests()
    const check = holdSessionCheck()
    const app = await renderApp('/dashboard', { restore: true, storage: { [PERSISTED_CACHE_KEY]: stored } })
    const list = await visitorList()
    expect((await within(list).findAllByRole('listitem'))[0]!.textContent).toBe(firstVisitor)
    expect(app.session.get().status).toBe('loading')
    expect(within(list).getByText('Refreshing…')).toBeInTheDocument()
    check.release()
    await waitFor(() => expect(within(list).queryByText('Refreshing…')).toBeNull(), { timeout: 8000 })
    expect(calls(VISITORS)).toHaveLength(1)
  })

  it("an 'Extend 1 day' made on the last known lists while the reload still checks the session shows at once, the list kept", async () => {
    const { stored } = await persistedAfterAVisit()
    demoControl.clearRequests()
    const check = holdSessionCheck()
    const put = holdCall('put', '*/api/resource/:doctype/:name')
    const { user } = await renderApp('/dashboard', { restore: true, storage: { [PERSISTED_CACHE_KEY]: stored } })
    const list = await visitorList()
    const oakline = async () => (await within(list).findByText('Oakline Painters')).closest('li')!
    const before = within(await oakline()).getByText(/^Access until/).textContent
    const rows = within(list).getAllByRole('listitem').length
    // The screen's lists are being read again: their answers wait for the check.
    await waitFor(() => expect(calls(VISITORS)).toHaveLength(1))
    await user.click(within(await oakline()).getByRole('button', { name: 'Extend 1 day for Oakline Painters' }))
    // Before the answer: the new end on its row, and every row still there.
    await waitFor(async () => expect(within(await oakline()).getByText(/^Access until/).textContent).not.toBe(before))
    expect(within(list).getAllByRole('listitem')).toHaveLength(rows)
    check.release()
    put.release()
    expect(await screen.findByText(/^Access extended until/, {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('an invite made on the last known list while the reload still checks the session shows at once, the list kept', async () => {
    const first = await renderApp('/members', { as: DEMO.resident })
    const emma = async () => (await screen.findByText('Emma Robinson', {}, { timeout: 5000 })).closest('li')!
    await within(await emma()).findByRole('button', { name: 'Invite Emma Robinson' })
    let stored = ''
    await waitFor(() => expect((stored = localStorage.getItem(PERSISTED_CACHE_KEY) ?? '')).toContain('Emma Robinson'))
    first.unmount()
    demoControl.clearRequests()
    const check = holdSessionCheck()
    const invite = holdCall('post', '*/api/method/*invite_secondary_member')
    const { user } = await renderApp('/members', { restore: true, storage: { [PERSISTED_CACHE_KEY]: stored } })
    // The list is being read again: its answer waits for the check.
    await waitFor(() => expect(calls('get-members')).toHaveLength(1))
    await user.click(within(await emma()).getByRole('button', { name: 'Invite Emma Robinson' }))
    // Before the invite's answer: Invited on its row, and every other row still there.
    expect(await within(await emma()).findByText('Invited')).toBeInTheDocument()
    expect(within(await emma()).getByRole('button', { name: 'Inviting... Emma Robinson' })).toBeDisabled()
    expect(screen.getByText('Daniel Robinson')).toBeInTheDocument()
    check.release()
    invite.release()
    expect(await screen.findByText('Member invited successfully', {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('a reload paints the last known lists before it asks the server anything', async () => {
    const { stored, firstVisitor } = await persistedAfterAVisit()
    demoControl.clearRequests()
    // The first visitor row the screen showed when the reload's first request left, if any.
    let onScreenAtFirstRequest: string | null | undefined
    server.use(
      http.all('*/api/*', () => {
        if (onScreenAtFirstRequest !== undefined) return
        const list = screen.queryByRole('region', { name: 'Visitor' })
        onScreenAtFirstRequest = list && (within(list).queryAllByRole('listitem')[0]?.textContent ?? null)
      }),
    )
    await renderApp('/dashboard', { restore: true, storage: { [PERSISTED_CACHE_KEY]: stored } })
    await waitFor(() => expect(calls(LOGGED_USER)).toHaveLength(1))
    expect(onScreenAtFirstRequest).toBe(firstVisitor)
    await waitFor(() => expect(calls(VISITORS)).toHaveLength(1))
  })

  it("a reload does not pop up, as if they came now, the gate's arrivals of the time the page was closed", async () => {
    const { unmount } = await renderApp('/dashboard')
    await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 5000 })
    await within(await visitorList()).findAllByRole('listitem')
    // The cache is kept half a second after its last change.
    await new Promise((resolve) => setTimeout(resolve, 800))
    // Kept ten minutes ago: the lists are stale and asked for again.
    const kept = JSON.parse(localStorage.getItem(PERSISTED_CACHE_KEY)!) as { timestamp: number; clientState: { queries: { state: { dataUpdatedAt: number } }[] } }
    kept.timestamp -= 600_000
    for (const query of kept.clientState.queries) query.state.dataUpdatedAt -= 600_000
    const stored = JSON.stringify(kept)
    unmount()
    table(NOTIFICATION_LOG).push(notificationDoc('NL-night', DEMO.resident, { subject: 'Night caller arrived at the gate', minutesAgo: 0, read: false }, Date.now()))
    await renderApp('/dashboard', { restore: true, storage: { [PERSISTED_CACHE_KEY]: stored } })
    await screen.findByRole('button', { name: 'Notifications, 3 unread' }, { timeout: 5000 })
    expect(screen.queryByText('Night caller arrived at the gate')).not.toBeInTheDocument()
  })

  it("is written when a kept list changes, not at every poll of the bell (which is not kept)", async () => {
    const { queryClient } = await renderApp('/dashboard')
    await within(await visitorList()).findAllByRole('listitem')
    await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 5000 })
    // The cache is kept half a second after its last change.
    await new Promise((resolve) => setTimeout(resolve, 800))
    const writes: string[] = []
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === PERSISTED_CACHE_KEY) writes.push(value)
      setItem.call(this, key, value)
    }
    try {
      // The bell asks again (every 30 s while the page is seen).
      await act(() => queryClient.refetchQueries({ queryKey: notificationQueries.all }))
      await new Promise((resolve) => setTimeout(resolve, 800))
      expect(writes).toHaveLength(0)
      // A kept list read again is kept again (when it was read counts: an old copy is dropped).
      await act(() => queryClient.refetchQueries({ queryKey: visitorQueries.all }))
      await waitFor(() => expect(writes).toHaveLength(1))
    } finally {
      Storage.prototype.setItem = setItem
    }
  })

  it('is dropped on logout and is not shown to another user', async () => {
    const { stored } = await persistedAfterAVisit()
    const { user, router, unmount } = await renderApp('/dashboard', { storage: { [PERSISTED_CACHE_KEY]: stored } })
    await user.click(await screen.findByRole('button', { name: /User menu/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(pathOf(router)).toBe('/'))
    expect(localStorage.getItem(PERSISTED_CACHE_KEY)).toBeNull()
    unmount()

    // Another user's stored session with the resident's cache left behind: not restored.
    const { queryClient } = await renderApp('/dashboard', { as: DEMO.club, restore: true, storage: { [PERSISTED_CACHE_KEY]: stored } })
    await screen.findByRole('button', { name: /User menu/ }, { timeout: 5000 })
    expect(queryClient.getQueryCache().getAll().some((q) => q.queryKey.includes('HA-0001'))).toBe(false)
    await waitFor(() => expect(localStorage.getItem(PERSISTED_CACHE_KEY) ?? '').not.toContain(DEMO.resident))
  })
})
