/**
 * The notification bell (Frappe's Notification Log), through the real routes and the demo
 * backend's get_notification_logs / mark_as_read / mark_all_as_read.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { getDb, table } from '../src/demo-backend/db'
import { frappeErrorBody } from '../src/demo-backend/faults'
import { demoControl } from '../src/demo-backend/node'
import { notificationDoc, NOTIFICATION_LOG } from '../src/demo-backend/seed/notifications'
import { createDoc } from '../src/frappe/resource'
import { notificationQueries } from '../src/queries/notifications'
import { NOTIFICATION_CLICK } from '../src/sw/notification-click'
import { VISITOR_DOCTYPE } from '../src/queries/visitors'
import { stillClock } from './clock'
import { holdCall } from './connection'
import { anotherUserSignsIn, DEMO, renderApp } from './render-app'
import { installWebLocks } from './web-locks'

const LIST = 'get_notification_logs'
const bell = (unread: string) => screen.findByRole('button', { name: `Notifications, ${unread}` })
const logsOf = (user: string) => table(NOTIFICATION_LOG).filter((d) => d.for_user === user)
const listCalls = () => demoControl.requests().filter((r) => r.path.endsWith(LIST)).length

async function openBell(user: Awaited<ReturnType<typeof renderApp>>['user'], unread: string) {
  await user.click(await bell(unread))
  return screen.findByRole('menu')
}

/** The page was shown again (TanStack Query listens to visibilitychange on the window). */
function refocus() {
  fireEvent(window, new Event('visibilitychange'))
}

/** Browser notifications turned on and permitted; what the browser was asked to show (`made`: the notifications themselves). */
function browserNotificationsOn(made: { onclick?: () => void }[] = []): string[] {
  const shown: string[] = []
  class FakeNotification {
    static permission = 'granted'
    static requestPermission = () => Promise.resolve('granted')
    onclick?: () => void
    constructor(title: string) {
      shown.push(title)
      made.push(this)
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification)
  return shown
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('notification bell', () => {
  it('shows the unread count from the seed and lists the newest first, as plain text, with how long ago', async () => {
    // Noon at the site (America/New_York in the tests): 26 hours ago is yesterday by the calendar.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-25T17:00:00Z'))
    demoControl.reset()
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const button = await bell('2 unread')
    expect(within(button).getByText('2')).toBeInTheDocument()
    const menu = await openBell(user, '2 unread')
    const items = within(menu).getAllByRole('menuitem').map((i) => i.textContent)
    expect(items[0]).toBe('Unread: Emma Clarke arrived at the gate2 min ago')
    expect(items[1]).toBe('Unread: FreshGrocer arrived at the gate47 min ago')
    expect(items[2]).toBe('Olivia Bennett arrived at the gateyesterday')
    // The site's HTML subject is text: no markup of it reaches the page.
    expect(items[3]).toBe('The north gate closes for maintenance on Saturday, 8–10 am.3 days ago')
    expect(menu.querySelector('b')).toBeNull()
    expect(within(menu).getByRole('menuitem', { name: 'Mark all as read' })).toBeInTheDocument()
  })

  it('says there are none yet to a resident who has had no notification, with nothing to mark read', async () => {
    demoControl.empty()
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const menu = await openBell(user, 'none unread')
    // The menu's one item, which has the keyboard, as every state of the bell without a list.
    const said = await within(menu).findByRole('menuitem', { name: 'No notifications yet.' })
    await waitFor(() => expect(said).toHaveFocus())
    expect(within(menu).queryByRole('menuitem', { name: 'Mark all as read' })).not.toBeInTheDocument()
  })

  it("says 'just now' of what arrived less than a minute ago", async () => {
    table(NOTIFICATION_LOG).push(notificationDoc('NL-now', DEMO.resident, { subject: 'Mia Reyes arrived at the gate', minutesAgo: 0, read: false }))
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const menu = await openBell(user, '3 unread')
    expect(within(menu).getByRole('menuitem', { name: 'Unread: Mia Reyes arrived at the gate just now' })).toBeInTheDocument()
  })

  it("says 'yesterday' by the site's calendar, not for anything 24 to 48 hours ago", async () => {
    // Wednesday 08:00 at the site.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-25T13:00:00Z'))
    demoControl.reset()
    const now = Date.now()
    table(NOTIFICATION_LOG).push(
      notificationDoc('NL-monday', DEMO.resident, { subject: 'Monday night caller arrived at the gate', minutesAgo: 32 * 60 + 30, read: true }, now),
      notificationDoc('NL-tuesday', DEMO.resident, { subject: 'Tuesday morning caller arrived at the gate', minutesAgo: 25 * 60, read: true }, now),
    )
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const menu = await openBell(user, '2 unread')
    const said = (subject: string) => within(menu).getByRole('menuitem', { name: new RegExp(subject) }).textContent
    expect(said('Monday night caller')).toBe('Monday night caller arrived at the gate2 days ago')
    expect(said('Tuesday morning caller')).toBe('Tuesday morning caller arrived at the gateyesterday')
  })

  it("on the day the clocks go back (25 hours), something 24 hours ago this same day is not 'yesterday'", async () => {
    // 23:40 on Sunday 1 November at the site, after the clocks went back at 02:00.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-02T04:40:00Z'))
    demoControl.reset()
    table(NOTIFICATION_LOG).push(
      notificationDoc('NL-early', DEMO.resident, { subject: 'Early caller arrived at the gate', minutesAgo: 24 * 60 + 30, read: true }, Date.now()),
    )
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const menu = await openBell(user, '2 unread')
    expect(within(menu).getByRole('menuitem', { name: /Early caller/ })).toHaveTextContent('Early caller arrived at the gate24 h ago')
  })

  it("hides the count at 0 and shows '9+' beyond 9", async () => {
    const now = Date.now()
    for (let i = 0; i < 10; i++) {
      table(NOTIFICATION_LOG).push(notificationDoc(`NL-many-${i}`, DEMO.resident, { subject: `Visitor ${i} arrived at the gate`, minutesAgo: 100 + i, read: false }, now))
    }
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const button = await bell('12 unread')
    expect(within(button).getByText('9+')).toBeInTheDocument()
    const menu = await openBell(user, '12 unread')
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }))
    const read = await bell('none unread')
    expect(within(read).queryByText(/\d/)).toBeNull()

    expect(logsOf(DEMO.resident).every((d) => d.read === 1)).toBe(true)
  })

  it('Mark all as read by keyboard: the menu stays open, the keyboard on its first notification', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    ;(await bell('2 unread')).focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    const markAll = within(menu).getByRole('menuitem', { name: 'Mark all as read' })
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus())
    await user.keyboard('{ArrowUp}')
    expect(markAll).toHaveFocus()
    await user.keyboard('{Enter}')
    await bell('none unread')
    // The entry has gone with the unread ones.
    expect(markAll).not.toBeInTheDocument()
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(within(menu).getAllByRole('menuitem')[1]).toHaveFocus()
  })

  it('marks one read when chosen, optimistically, and opens its record: a visitor', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const menu = await openBell(user, '2 unread')
    demoControl.latency(400)
    await user.click(within(menu).getByRole('menuitem', { name: /Emma Clarke arrived/ }))
    // Read at once, before the server has answered.
    await bell('1 unread')
    expect(logsOf(DEMO.resident).find((d) => d.document_name === 'VCI-00001')?.read).toBe(0)
    const dialog = await screen.findByRole('dialog', { name: 'Edit Visitor' })
    expect(await within(dialog).findByDisplayValue('Emma')).toBeInTheDocument()
    await waitFor(() => expect(logsOf(DEMO.resident).find((d) => d.document_name === 'VCI-00001')?.read).toBe(1))
  })

  it('opens a guest notification on its guest', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const menu = await openBell(user, '2 unread')
    await user.click(within(menu).getByRole('menuitem', { name: /Olivia Bennett arrived/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Guest' })
    expect(await within(dialog).findByDisplayValue('Olivia')).toBeInTheDocument()
  })

  it('a notification about no record of the app is only read: no dialog opens', async () => {
    const { user, router } = await renderApp('/dashboard', { as: DEMO.resident })
    const menu = await openBell(user, '2 unread')
    await user.click(within(menu).getByRole('menuitem', { name: /north gate closes/ }))
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(router.state.location.search).toEqual({})
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('rolls marking one back when the call fails, and says so', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const menu = await openBell(user, '2 unread')
    demoControl.latency(300)
    demoControl.fail('mark_as_read', { status: 500 })
    // The list cannot be asked again either: only the rollback can bring the count back.
    demoControl.fail(LIST, 'network', Infinity)
    await user.click(within(menu).getByRole('menuitem', { name: /FreshGrocer arrived/ }))
    await bell('1 unread')
    expect(await screen.findByText('Could not mark the notification as read. Please try again.')).toBeInTheDocument()
    await bell('2 unread')
  })

  it("a marking that fails after a logout never puts the last user's notifications back, nor says so to the next", async () => {
    const app = await renderApp('/dashboard', { as: DEMO.resident })
    const menu = await openBell(app.user, '2 unread')
    demoControl.latency(600)
    demoControl.fail('mark_as_read', { status: 500 })
    await app.user.click(within(menu).getByRole('menuitem', { name: /FreshGrocer arrived/ }))
    await bell('1 unread')
    // Logged out (the data forgotten), and another resident signs in, before the failure arrives.
    act(() => {
      app.queryClient.clear()
      anotherUserSignsIn(app.session, DEMO.family)
    })
    // The failure arrives 0.6 s after the call left; the next user's own list takes longer.
    demoControl.latency(3000)
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)))
    expect(screen.queryByText('Could not mark the notification as read. Please try again.')).not.toBeInTheDocument()
    const cached = () => app.queryClient.getQueryData<{ name: string }[]>(['notifications', 'list'])
    expect((cached() ?? []).filter((n) => n.name.startsWith('NL-resident-'))).toEqual([])
    await waitFor(() => expect(cached()?.map((n) => n.name)).toContain('NL-family-1'), { timeout: 8000 })
  })

  it('marks all read optimistically, and rolls back with a toast when that fails', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    let menu = await openBell(user, '2 unread')
    demoControl.latency(300)
    demoControl.fail('mark_all_as_read', 'network')
    demoControl.fail(LIST, 'network', 1)
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }))
    await bell('none unread')
    expect(await screen.findByText('Could not mark all notifications as read. Please try again.')).toBeInTheDocument()
    await bell('2 unread')
    expect(logsOf(DEMO.resident).filter((d) => d.read === 0)).toHaveLength(2)

    menu = await screen.findByRole('menu')
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }))
    await bell('none unread')
    await waitFor(() => expect(logsOf(DEMO.resident).filter((d) => d.read === 0)).toHaveLength(0))
  })

  it('keeps its last list and says it could not refresh when a poll fails', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    await bell('2 unread')
    demoControl.fail(LIST, 'malformed')
    refocus()
    const menu = await openBell(user, '2 unread')
    // An item of the menu, which a screen reader reaches with the arrows, as it does the notifications.
    expect(await within(menu).findByRole('menuitem', { name: 'Could not refresh notifications. Showing the last ones loaded.' })).toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: /Emma Clarke arrived/ })).toBeInTheDocument()
  })

  it('says it could not load them when the first call fails, and the app goes on', async () => {
    demoControl.fail(LIST, { status: 500 })
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const menu = await openBell(user, 'none unread')
    // With nothing to list, it is the menu's one item, which has the keyboard (a screen reader reads it).
    const said = await within(menu).findByRole('menuitem', { name: 'Could not load notifications. Please try again later.' })
    await waitFor(() => expect(said).toHaveFocus())
    expect(said).toHaveAttribute('aria-disabled', 'true')
  })

  it('opened while its list loads, the menu hands the keyboard to the first notification once they come', async () => {
    const { release } = holdCall('get', new RegExp(`${LIST}$`))
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const menu = await openBell(user, 'none unread')
    const loading = await within(menu).findByRole('menuitem', { name: 'Loading notifications...' })
    await waitFor(() => expect(loading).toHaveFocus())
    release()
    const first = await within(menu).findByRole('menuitem', { name: /Emma Clarke arrived/ }, { timeout: 5000 })
    await waitFor(() => expect(first).toHaveFocus())
  })

  it('a 403 hides the bell for the session, without an error and without asking again', async () => {
    demoControl.fail(LIST, { status: 403, body: frappeErrorBody(403, 'No permission for Notification Log') })
    await renderApp('/dashboard', { as: DEMO.resident })
    // The bell shows while it asks, and goes with the answer.
    await bell('none unread')
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull())
    await screen.findByRole('button', { name: /User menu/ })
    // The fault answered the one call; a second one would have reached the backend.
    refocus()
    await new Promise((r) => setTimeout(r, 100))
    expect(listCalls()).toBe(0)
    expect(screen.queryByText(/No permission/)).toBeNull()
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0)
  })

  it("a 403 that is not the site's refusal (a firewall's page) keeps the bell, which asks again", async () => {
    demoControl.fail(LIST, { status: 403, body: { error: 'Request blocked' } })
    const { queryClient } = await renderApp('/dashboard', { as: DEMO.resident })
    // The blocked answer has come (a call on its way would take the focus's place).
    await waitFor(() => expect(queryClient.getQueryState(notificationQueries.list().queryKey)?.status).toBe('error'))
    expect(listCalls()).toBe(0)
    refocus()
    expect(await bell('2 unread')).toBeInTheDocument()
    expect(listCalls()).toBe(1)
  })

  it('asks again on focus, and each user sees only their own', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.family })
    const menu = await openBell(user, '2 unread')
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent?.split(' arrived')[0])).toEqual([
      'Unread: Nora Robinson',
      'Unread: BrightlinePlumbing',
      expect.stringContaining('north gate'),
      'Mark all as read',
    ])
    const calls = listCalls()
    refocus()
    await waitFor(() => expect(listCalls()).toBe(calls + 1))
  })
})

describe('the demo gate: a visitor added arrives 20 s later', () => {
  it('appears in the bell at the next poll, without a reload, and toasts once', async () => {
    const clock = stillClock({ intervals: true })
    demoControl.arrivals(true)
    await renderApp('/dashboard', { as: DEMO.resident })
    // The router shows its pending screen for at least 0.5 s.
    await clock.advance(1000)
    await clock.until(() => expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument())
    // Announced at the gate (here from another device: the app itself need not be asked).
    await createDoc(VISITOR_DOCTYPE, { call_in_type: 'HomeOwner', homeowner: 'HA-0001', category: 'Day Visitor', visitor_name: 'Mia Reyes', termination_date: '2099-01-01 03:00:00' })
    await clock.advance(19_000)
    expect(logsOf(DEMO.resident).some((d) => d.subject === 'Mia Reyes arrived at the gate')).toBe(false)
    await clock.advance(1_000)
    expect(logsOf(DEMO.resident).some((d) => d.subject === 'Mia Reyes arrived at the gate')).toBe(true)
    // The bell learns of it at its next poll (30 s after it started).
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument()
    await clock.advance(10_000)
    await clock.until(() => expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument())
    await clock.until(() => expect(screen.getAllByText('Mia Reyes arrived at the gate')).toHaveLength(1))
    // The toast goes after 4 s; the next polls (each within the last second of these) bring no other,
    // though the list changed (another one was read elsewhere).
    logsOf(DEMO.resident).find((d) => d.document_name === 'VCI-00001')!.read = 1
    for (let poll = 0; poll < 2; poll++) {
      await clock.advance(30_000)
      expect(listCalls()).toBe(poll + 3)
      expect(screen.queryAllByText('Mia Reyes arrived at the gate')).toHaveLength(0)
    }
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument()
  })

  it('tells the browser too, when turned on and permitted, while the app is in the background', async () => {
    const shown = browserNotificationsOn()
    const clock = stillClock({ intervals: true })
    demoControl.arrivals(true)
    await renderApp('/dashboard', { as: DEMO.resident, storage: { [`browser_notifications:${DEMO.resident}`]: 'true' } })
    await clock.advance(1000)
    await clock.until(() => expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument())
    vi.spyOn(document, 'hasFocus').mockReturnValue(false)
    await createDoc(VISITOR_DOCTYPE, { call_in_type: 'HomeOwner', homeowner: 'HA-0001', category: 'Day Visitor', visitor_name: 'Mia Reyes', termination_date: '2099-01-01 03:00:00' })
    await clock.advance(30_000)
    await clock.until(() => expect(shown).toEqual(['Mia Reyes arrived at the gate']))
  })

  /**
   * The dashboard of a resident with browser notifications on, its app in the background, then
   * asleep (its tab hidden, the bell not asking) for the night: woken 9 hours later.
   */
  async function wokenAfterANight() {
    const shown = browserNotificationsOn()
    const app = await renderApp('/dashboard', { as: DEMO.resident, storage: { [`browser_notifications:${DEMO.resident}`]: 'true' } })
    await bell('2 unread')
    vi.spyOn(document, 'hasFocus').mockReturnValue(false)
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(Date.now() + 9 * 3_600_000)
    return { ...app, shown }
  }

  it("a tablet woken after a night does not say the night's arrivals as news: they are in the bell, with how long ago", async () => {
    const { user, queryClient, shown } = await wokenAfterANight()
    const now = Date.now()
    table(NOTIFICATION_LOG).push(
      notificationDoc('NL-night', DEMO.resident, { subject: 'Late caller arrived at the gate', minutesAgo: 5 * 60, read: false }, now),
      notificationDoc('NL-dawn', DEMO.resident, { subject: 'Early courier arrived at the gate', minutesAgo: 11, read: false }, now),
    )
    await queryClient.refetchQueries({ queryKey: notificationQueries.all })
    const menu = await openBell(user, '4 unread')
    expect(within(menu).getByRole('menuitem', { name: 'Unread: Late caller arrived at the gate 5 h ago' })).toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: 'Unread: Early courier arrived at the gate 11 min ago' })).toBeInTheDocument()
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0)
    expect(shown).toEqual([])
    // Awake again, the bell asking every 30 s: what comes next is news.
    table(NOTIFICATION_LOG).push(notificationDoc('NL-now', DEMO.resident, { subject: 'Mia Reyes arrived at the gate', minutesAgo: 0, read: false }, Date.now()))
    vi.setSystemTime(Date.now() + 30_000)
    await queryClient.refetchQueries({ queryKey: notificationQueries.all })
    await waitFor(() => expect(shown).toEqual(['Mia Reyes arrived at the gate']))
  })

  it("a notification marked read while a woken tablet's list is on its way does not make the night's arrivals news", async () => {
    const { user, queryClient, shown } = await wokenAfterANight()
    table(NOTIFICATION_LOG).push(notificationDoc('NL-night', DEMO.resident, { subject: 'Late caller arrived at the gate', minutesAgo: 5 * 60, read: false }, Date.now()))
    // Woken on a slow line: the list is on its way when the resident opens one from the bell, and
    // the mark is too. Both answers are held (a delay alone was over before the click on a loaded
    // machine): the bell says 1 unread before either comes.
    const list = holdCall('get', new RegExp(`${LIST}$`))
    const mark = holdCall('post', /mark_as_read$/)
    void queryClient.refetchQueries({ queryKey: notificationQueries.all })
    const menu = await openBell(user, '2 unread')
    await user.click(within(menu).getAllByRole('menuitem', { name: /^Unread: / })[0]!)
    await bell('1 unread')
    list.release()
    mark.release()
    // The list read again after that change holds the night's arrival.
    await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 8000 })
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0)
    expect(shown).toEqual([])
  })

  it("a click on the browser's notification brings the portal forward on the record, marked read", async () => {
    const made: { onclick?: () => void }[] = []
    browserNotificationsOn(made)
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined)
    const { router, queryClient } = await renderApp('/dashboard', { as: DEMO.resident, storage: { [`browser_notifications:${DEMO.resident}`]: 'true' } })
    await bell('2 unread')
    vi.spyOn(document, 'hasFocus').mockReturnValue(false)
    const subject = 'Emma Clarke arrived at the gate again'
    table(NOTIFICATION_LOG).push(notificationDoc('NL-click', DEMO.resident, { subject, minutesAgo: 0, read: false, document: ['Visitor Call-In', 'VCI-00001'] }))
    await queryClient.refetchQueries({ queryKey: notificationQueries.all })
    await waitFor(() => expect(made).toHaveLength(1))
    act(() => made[0]!.onclick!())
    expect(focus).toHaveBeenCalled()
    expect(await screen.findByRole('dialog', { name: 'Edit Visitor' }, { timeout: 5000 })).toBeInTheDocument()
    expect(router.state.location.search).toMatchObject({ dialog: 'visitor-edit', id: 'VCI-00001' })
    await waitFor(() => expect(logsOf(DEMO.resident).find((d) => d.name === 'NL-click')?.read).toBe(1))
  })

  it("where the page may not make one itself (Chrome on Android), asks the page's service worker, which hears the tap", async () => {
    const shown: { title: string; options: NotificationOptions }[] = []
    class AndroidNotification {
      static permission = 'granted'
      constructor() {
        throw new TypeError("Failed to construct 'Notification': Illegal constructor. Use ServiceWorkerRegistration.showNotification() instead.")
      }
    }
    vi.stubGlobal('Notification', AndroidNotification)
    const registration = { showNotification: (title: string, options: NotificationOptions) => void shown.push({ title, options }) }
    const worker = Object.assign(new EventTarget(), { getRegistration: () => Promise.resolve(registration) })
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker })
    try {
      const { router, queryClient } = await renderApp('/dashboard', { as: DEMO.resident, storage: { [`browser_notifications:${DEMO.resident}`]: 'true' } })
      await bell('2 unread')
      vi.spyOn(document, 'hasFocus').mockReturnValue(false)
      const subject = 'Mia Reyes arrived at the gate'
      table(NOTIFICATION_LOG).push(notificationDoc('NL-new', DEMO.resident, { subject, minutesAgo: 0, read: false, document: ['Visitor Call-In', 'VCI-00001'] }))
      await queryClient.refetchQueries({ queryKey: notificationQueries.all })
      await waitFor(() => expect(shown.map((n) => n.title)).toEqual([subject]))
      // A window the worker opens for the tap goes to the record (relative to the portal's path).
      expect(shown[0]!.options).toMatchObject({ tag: 'NL-new', data: { url: 'dashboard?dialog=visitor-edit&id=VCI-00001&tapped=NL-new' } })
      // The worker heard the tap, brought this window forward and tells it which notification.
      act(() => void worker.dispatchEvent(new MessageEvent('message', { data: { type: NOTIFICATION_CLICK, tag: 'NL-new' } })))
      expect(await screen.findByRole('dialog', { name: 'Edit Visitor' }, { timeout: 5000 })).toBeInTheDocument()
      expect(router.state.location.search).toMatchObject({ dialog: 'visitor-edit', id: 'VCI-00001' })
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker')
    }
  })

  it('the address a window opens for a tap names a record and a notification whose names read as numbers as they are', async () => {
    // Frappe's hash names are hexadecimal: some read as numbers in the address ('1234567e12').
    const seeded = table(VISITOR_DOCTYPE).find((d) => d.name === 'VCI-00001')!
    table(VISITOR_DOCTYPE).push({ ...seeded, name: '1234567e12', visitor_name: 'Numbered Visitor' })
    const shown: NotificationOptions[] = []
    class AndroidNotification {
      static permission = 'granted'
      constructor() {
        throw new TypeError("Failed to construct 'Notification': Illegal constructor.")
      }
    }
    vi.stubGlobal('Notification', AndroidNotification)
    const registration = { showNotification: (_title: string, options: NotificationOptions) => void shown.push(options) }
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: Object.assign(new EventTarget(), { getRegistration: () => Promise.resolve(registration) }) })
    try {
      const { router, queryClient } = await renderApp('/dashboard', { as: DEMO.resident, storage: { [`browser_notifications:${DEMO.resident}`]: 'true' } })
      await bell('2 unread')
      vi.spyOn(document, 'hasFocus').mockReturnValue(false)
      table(NOTIFICATION_LOG).push(notificationDoc('12e4', DEMO.resident, { subject: 'Numbered Visitor arrived', minutesAgo: 0, read: false, document: ['Visitor Call-In', '1234567e12'] }))
      await queryClient.refetchQueries({ queryKey: notificationQueries.all })
      await waitFor(() => expect(shown).toHaveLength(1))
      const { url } = shown[0]!.data as { url: string }
      await act(() => router.navigate({ href: `/${url}` }))
      const dialog = await screen.findByRole('dialog', { name: 'Edit Visitor' }, { timeout: 5000 })
      expect(await within(dialog).findByDisplayValue('Numbered')).toBeInTheDocument()
      await waitFor(() => expect(logsOf(DEMO.resident).find((d) => d.name === '12e4')?.read).toBe(1))
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker')
    }
  })

  it('a tap the service worker heard on a notification older than those the bell lists opens its record all the same', async () => {
    const worker = new EventTarget()
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker })
    // A record whose name reads as a number, written as the bell writes its addresses (quoted).
    const seeded = table(VISITOR_DOCTYPE).find((d) => d.name === 'VCI-00001')!
    table(VISITOR_DOCTYPE).push({ ...seeded, name: '1234567e12', visitor_name: 'Numbered Visitor' })
    try {
      const { router } = await renderApp('/dashboard', { as: DEMO.resident })
      await bell('2 unread')
      const search = '?dialog=visitor-edit&id=%221234567e12%22&tapped=NL-long-ago'
      act(() => void worker.dispatchEvent(new MessageEvent('message', { data: { type: NOTIFICATION_CLICK, tag: 'NL-long-ago', search } })))
      const dialog = await screen.findByRole('dialog', { name: 'Edit Visitor' }, { timeout: 5000 })
      expect(await within(dialog).findByDisplayValue('Numbered')).toBeInTheDocument()
      expect(router.state.location.search).toMatchObject({ dialog: 'visitor-edit', id: '1234567e12' })
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker')
    }
  })

  it('a window the service worker opened for a tap (none was open) marks that notification read, as a tap in an open one does', async () => {
    const tapped = logsOf(DEMO.resident).find((d) => d.document_name === 'VCI-00001')!.name as string
    const { router } = await renderApp(`/dashboard?dialog=visitor-edit&id=VCI-00001&tapped=${tapped}`, { as: DEMO.resident })
    expect(await screen.findByRole('dialog', { name: 'Edit Visitor' }, { timeout: 5000 })).toBeInTheDocument()
    expect(await bell('1 unread')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('tapped'))
    expect(router.state.location.search).toMatchObject({ dialog: 'visitor-edit', id: 'VCI-00001' })
    const marks = demoControl.requests().filter((r) => r.path.endsWith('mark_as_read'))
    expect(marks.map((r) => r.body)).toEqual([{ docname: tapped }])
  })

  it('a tapped notification no longer among the newest leaves the address all the same, and marks nothing', async () => {
    const { router } = await renderApp('/dashboard?tapped=NL-long-gone', { as: DEMO.resident })
    expect(await bell('2 unread')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('tapped'))
    expect(demoControl.requests().filter((r) => r.path.endsWith('mark_as_read'))).toHaveLength(0)
  })

  it("at logout, what told this user of their gate goes: the arrival's toast and the browser's notification", async () => {
    const closed: string[] = []
    class FakeNotification {
      static permission = 'granted'
      constructor(readonly title: string) {}
      close() {
        closed.push(this.title)
      }
    }
    vi.stubGlobal('Notification', FakeNotification)
    const { user, queryClient } = await renderApp('/dashboard', { as: DEMO.resident, storage: { [`browser_notifications:${DEMO.resident}`]: 'true' } })
    await bell('2 unread')
    vi.spyOn(document, 'hasFocus').mockReturnValue(false)
    table(NOTIFICATION_LOG).push(notificationDoc('NL-new', DEMO.resident, { subject: 'Mia Reyes arrived at the gate', minutesAgo: 0, read: false }, Date.now()))
    await queryClient.refetchQueries({ queryKey: notificationQueries.all })
    expect(await screen.findByText('Mia Reyes arrived at the gate')).toBeInTheDocument()
    vi.mocked(document.hasFocus).mockRestore()
    await user.click(await screen.findByRole('button', { name: /User menu/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    await screen.findByRole('button', { name: 'Submit' })
    // Gone with the session, not 4 s after it came, as it would by itself.
    await waitFor(() => expect(screen.queryByText('Mia Reyes arrived at the gate')).not.toBeInTheDocument(), { timeout: 1000 })
    expect(closed).toEqual(['Mia Reyes arrived at the gate'])
  })

  it("a session found over at start-up takes the service worker's notifications of its arrivals with it", async () => {
    vi.stubGlobal('Notification', class {})
    const closed: string[] = []
    const shade = [{ title: 'Mia Reyes arrived at the gate', close: () => void closed.push('Mia Reyes arrived at the gate') }]
    const registration = { getNotifications: () => Promise.resolve(shade) }
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: Object.assign(new EventTarget(), { getRegistration: () => Promise.resolve(registration) }) })
    try {
      demoControl.fail('frappe.auth.get_logged_user', { status: 401, body: frappeErrorBody(401) })
      await renderApp('/dashboard', { as: DEMO.resident, restore: true })
      expect(await screen.findByText('Your session has expired. Please sign in again.', {}, { timeout: 5000 })).toBeInTheDocument()
      await waitFor(() => expect(closed).toEqual(['Mia Reyes arrived at the gate']))
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker')
    }
  })

  it('is off when the tests turn it off: nothing is left scheduled', async () => {
    const clock = stillClock()
    demoControl.arrivals(true)
    await renderApp('/dashboard', { as: DEMO.resident })
    await createDoc(VISITOR_DOCTYPE, { call_in_type: 'HomeOwner', homeowner: 'HA-0001', category: 'Day Visitor', visitor_name: 'Mia Reyes', termination_date: '2099-01-01 03:00:00' })
    demoControl.arrivals(false)
    await clock.advance(60_000)
    expect(getDb().docs[NOTIFICATION_LOG]?.some((d) => d.subject === 'Mia Reyes arrived at the gate')).toBe(false)
  })
})

describe('Settings: browser notifications', () => {
  function fakeNotification(answer: NotificationPermission) {
    const asked: number[] = []
    class FakeNotification {
      static permission: NotificationPermission = 'default'
      static requestPermission = () => {
        asked.push(1)
        FakeNotification.permission = answer
        return Promise.resolve(answer)
      }
    }
    vi.stubGlobal('Notification', FakeNotification)
    return asked
  }

  it('turn on only once the browser grants the permission, kept for this user until logout', async () => {
    const asked = fakeNotification('granted')
    const { user, session } = await renderApp('/settings', { as: DEMO.resident })
    const toggle = await screen.findByRole('switch', { name: /^Browser notifications/ })
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    await waitFor(() => expect(toggle).toBeChecked())
    expect(asked).toHaveLength(1)
    expect(localStorage.getItem(`browser_notifications:${DEMO.resident}`)).toBe('true')
    await user.click(toggle)
    await waitFor(() => expect(toggle).not.toBeChecked())
    await user.click(toggle)
    await waitFor(() => expect(toggle).toBeChecked())
    // Logging out (or an expiry) removes it with the session.
    session.clear()
    expect(localStorage.getItem(`browser_notifications:${DEMO.resident}`)).toBeNull()
  })

  it('turned on in Settings, tell the browser of the next arrival at once, without a reload', async () => {
    const shown: string[] = []
    class FakeNotification {
      static permission: NotificationPermission = 'default'
      static requestPermission = () => {
        FakeNotification.permission = 'granted'
        return Promise.resolve('granted' as const)
      }
      constructor(title: string) {
        shown.push(title)
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification)
    const { user, queryClient } = await renderApp('/settings', { as: DEMO.resident })
    await bell('2 unread')
    const toggle = await screen.findByRole('switch', { name: /^Browser notifications/ })
    await user.click(toggle)
    await waitFor(() => expect(toggle).toBeChecked())
    // Someone arrives while the resident is in another app; the bell's next poll brings it.
    vi.spyOn(document, 'hasFocus').mockReturnValue(false)
    table(NOTIFICATION_LOG).push(notificationDoc('NL-new', DEMO.resident, { subject: 'Mia Reyes arrived at the gate', minutesAgo: 0, read: false }, Date.now()))
    await queryClient.refetchQueries({ queryKey: notificationQueries.all })
    await waitFor(() => expect(shown).toEqual(['Mia Reyes arrived at the gate']))
  })

  it('are not offered, saying why, where the site does not let the account read its notifications (its 403)', async () => {
    fakeNotification('granted')
    demoControl.fail(LIST, { status: 403, body: frappeErrorBody(403, 'No permission for Notification Log') })
    await renderApp('/settings', { as: DEMO.resident })
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull())
    expect(await screen.findByText('Your site does not share its gate notifications with this account, so there are none to show.')).toBeInTheDocument()
    const toggle = screen.getByRole('switch', { name: /^Browser notifications/ })
    expect(toggle).toBeDisabled()
    expect(toggle).not.toBeChecked()
  })

  it('are not offered, saying why, by a browser that cannot show notifications', async () => {
    // (jsdom, like an iPhone's Safari outside an installed app, has no Notification.)
    expect('Notification' in window).toBe(false)
    await renderApp('/settings', { as: DEMO.resident })
    expect(await screen.findByText('This browser cannot show notifications.')).toBeInTheDocument()
    const toggle = screen.getByRole('switch', { name: /^Browser notifications/ })
    expect(toggle).toBeDisabled()
    expect(toggle).not.toBeChecked()
  })

  it('stay off, saying why, when the browser refuses', async () => {
    fakeNotification('denied')
    const { user } = await renderApp('/settings', { as: DEMO.resident })
    const toggle = await screen.findByRole('switch', { name: /^Browser notifications/ })
    await user.click(toggle)
    expect(await screen.findByText(/Your browser blocks notifications from this site/)).toBeInTheDocument()
    expect(toggle).not.toBeChecked()
  })
})

describe('one poller per browser (D32)', () => {
  const CHANNEL = 'traffic-dash:notifications'
  const POLLER = 'traffic-dash:notification-poller'
  let locks: ReturnType<typeof installWebLocks>
  beforeEach(() => {
    locks = installWebLocks()
  })
  afterEach(() => locks.uninstall())
  /** Another tab of the portal, on the same channel. */
  function otherTab() {
    const channel = new BroadcastChannel(CHANNEL)
    const heard: { user: string; list: { name: string }[] }[] = []
    channel.onmessage = (event) => heard.push(event.data)
    return { heard, post: (data: unknown) => channel.postMessage(data), close: () => channel.close() }
  }

  it('a tab without the poller\'s lock does not poll: another tab does, for it', async () => {
    let otherTabLetsGo = () => {}
    void navigator.locks.request(POLLER, () => new Promise<void>((resolve) => (otherTabLetsGo = resolve)))
    onTestFinished(() => otherTabLetsGo())
    const clock = stillClock({ intervals: true })
    await renderApp('/dashboard', { as: DEMO.resident })
    await clock.advance(1000)
    await clock.until(() => expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument())
    const calls = listCalls()
    await clock.advance(65_000)
    expect(listCalls()).toBe(calls)
  })

  /** The dashboard, its bell's first list in, on a stilled clock. */
  async function dashboardWithBell(storage?: Record<string, string>) {
    const clock = stillClock({ intervals: true })
    await renderApp('/dashboard', { as: DEMO.resident, storage })
    await clock.advance(1000)
    await clock.until(() => expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument())
    return clock
  }
  /** This tab asks for the list at the next poll. */
  async function pollsNext(clock: ReturnType<typeof stillClock>) {
    const calls = listCalls()
    await clock.advance(30_000)
    await clock.until(() => expect(listCalls()).toBe(calls + 1))
  }

  it('the tab with the lock polls', async () => {
    await pollsNext(await dashboardWithBell())
    expect(locks.granted).toContain(POLLER)
  })

  it('a browser that lets the page use no locks: the tab polls, as one without them', async () => {
    locks.uninstall()
    locks = installWebLocks({ refuse: true })
    await pollsNext(await dashboardWithBell())
  })

  /** The page hidden (another tab in front, the browser minimised), as the browser says it. */
  function hide() {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })))
  }
  const ON = { [`browser_notifications:${DEMO.resident}`]: 'true' }
  const arrival = () =>
    createDoc(VISITOR_DOCTYPE, { call_in_type: 'HomeOwner', homeowner: 'HA-0001', category: 'Day Visitor', visitor_name: 'Mia Reyes', termination_date: '2099-01-01 03:00:00' })

  it('with browser notifications on, the only tab goes on asking while hidden, and the browser says the arrival', async () => {
    const shown = browserNotificationsOn()
    demoControl.arrivals(true)
    const clock = await dashboardWithBell(ON)
    hide()
    await arrival()
    await clock.advance(30_000)
    await clock.until(() => expect(shown).toEqual(['Mia Reyes arrived at the gate']))
  })

  it('with browser notifications on, a tab the resident looks at takes the polling over from a hidden tab', async () => {
    browserNotificationsOn()
    // A hidden tab of the portal holds the poller's lock, as it keeps it while hidden.
    let hiddenTabEnds = () => {}
    void navigator.locks.request(POLLER, () => new Promise<void>((resolve) => (hiddenTabEnds = resolve))).catch(() => undefined)
    onTestFinished(() => hiddenTabEnds())
    await pollsNext(await dashboardWithBell(ON))
  })

  it('a hidden tab that only hears the lists of the tab that polls leaves the browser notification to that tab', async () => {
    const shown = browserNotificationsOn()
    const tab = otherTab()
    let pollerEnds = () => {}
    void navigator.locks.request(POLLER, () => new Promise<void>((resolve) => (pollerEnds = resolve))).catch(() => undefined)
    try {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
      await renderApp('/dashboard', { as: DEMO.resident, storage: ON })
      await bell('2 unread')
      await waitFor(() => expect(tab.heard.length).toBeGreaterThan(0))
      const shared = tab.heard.at(-1)!
      const news = { ...shared.list[0]!, name: 'NL-ARRIVED', text: 'Mia Reyes arrived at the gate', read: false, creation: '2099-01-01 10:00:00' }
      tab.post({ user: DEMO.resident, list: [news, ...shared.list] })
      expect(await bell('3 unread')).toBeInTheDocument()
      expect(shown).toEqual([])
      // Nor a toast: kept on a hidden page, the night's arrivals would all show at once when the
      // page is next looked at, as if they came then. The tab the resident looks at says them.
      expect(screen.queryByText('Mia Reyes arrived at the gate')).toBeNull()
    } finally {
      pollerEnds()
      tab.close()
    }
  })

  it("shares each list it loads with the other tabs, and shows theirs, toasting an arrival once however often it comes", async () => {
    const tab = otherTab()
    try {
      await renderApp('/dashboard', { as: DEMO.resident })
      await bell('2 unread')
      await waitFor(() => expect(tab.heard.length).toBeGreaterThan(0))
      const shared = tab.heard.at(-1)!
      expect(shared.user).toBe(DEMO.resident)
      const arrival = { ...shared.list[0]!, name: 'NL-ARRIVED', text: 'Mia Reyes arrived at the gate', read: false, creation: '2099-01-01 10:00:00' }
      for (let i = 0; i < 3; i++) tab.post({ user: DEMO.resident, list: [arrival, ...shared.list] })
      expect(await bell('3 unread')).toBeInTheDocument()
      expect(await screen.findByText('Mia Reyes arrived at the gate')).toBeInTheDocument()
      await new Promise((r) => setTimeout(r, 100))
      expect(screen.getAllByText('Mia Reyes arrived at the gate')).toHaveLength(1)
      // Another user's list is none of this tab's.
      tab.post({ user: DEMO.family, list: [] })
      await new Promise((r) => setTimeout(r, 100))
      expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument()
    } finally {
      tab.close()
    }
  })
})
