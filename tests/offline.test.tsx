import { act, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoControl } from '../src/demo-backend/node'
import { notificationQueries } from '../src/queries/notifications'
import { shouldRetry } from '../src/query-client'
import { FrappeError } from '../src/frappe/errors'
import { deviceOffline } from './connection'
import { SLOW } from './home-helpers'
import { renderApp } from './render-app'

describe('offline', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows a notice while offline, with when the data shown was loaded (the site clock), and hides it when the network returns', async () => {
    const siteClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    // The lists are loaded at some instant between these two: on a busy machine a minute may turn
    // in between, and the notice may then give either minute, but no other.
    const before = siteClock.format(new Date())
    const { queryClient } = await renderApp('/dashboard')
    await screen.findByText('Emma Clarke', {}, SLOW)
    const after = siteClock.format(new Date())
    // The bell asks again on its own, long after the lists were loaded: the notice goes by the lists.
    const bell = notificationQueries.list().queryKey
    await waitFor(() => expect(queryClient.getQueryData(bell)).toBeDefined())
    queryClient.setQueryData(bell, (data) => data, { updatedAt: Date.now() + 3 * 3_600_000 })
    expect(screen.queryByText('Changes you make wait here and are sent when the connection returns.', { exact: false })).not.toBeInTheDocument()
    const online = deviceOffline()
    const notice = await screen.findByText(/^Offline — showing what was loaded at/)
    const noticeAt = (time: string) => `Offline — showing what was loaded at ${time}. Changes you make wait here and are sent when the connection returns.`
    expect([noticeAt(before), noticeAt(after)]).toContain(notice.textContent)
    online()
    await waitFor(() => expect(screen.queryByText(/^Offline — showing/)).not.toBeInTheDocument())
  })

  it('lists loaded on an earlier day say which day', async () => {
    // Wednesday 08:00 at the site (America/New_York in the tests).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-25T13:00:00Z'))
    const { queryClient } = await renderApp('/dashboard')
    await screen.findByText('Emma Clarke', {}, SLOW)
    // As the lists a reload paints from what was kept the evening before (21:30 at the site).
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.state.data !== undefined) queryClient.setQueryData(query.queryKey, (data: unknown) => data, { updatedAt: Date.parse('2026-11-25T02:30:00Z') })
    }
    const online = deviceOffline()
    expect(
      await screen.findByText(
        'Offline — showing what was loaded on Tuesday 24 November at 21:30. Changes you make wait here and are sent when the connection returns.',
      ),
    ).toBeInTheDocument()
    online()
    // The tablet has its connection again, and the server does not answer.
    act(() => onlineManager.setOnline(false))
    expect(
      await screen.findByText(
        'Server not answering — showing what was loaded on Tuesday 24 November at 21:30. Changes you make wait here and are sent when it answers.',
      ),
    ).toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
  })

  it("past the site's midnight, the notice says which day the lists on screen were loaded", async () => {
    // 23:59 on Tuesday 24 November at the site.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-25T04:59:00Z'))
    await renderApp('/dashboard')
    await screen.findByText('Emma Clarke', {}, SLOW)
    const online = deviceOffline()
    expect(await screen.findByText(/^Offline — showing what was loaded at 23:59\./)).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000))
    expect(screen.getByText(/^Offline — showing what was loaded on Tuesday 24 November at 23:59\./)).toBeInTheDocument()
    online()
  })

  it('the notice follows the screen: on one without lists, nothing loaded is said to be shown', async () => {
    const { router } = await renderApp('/dashboard')
    await screen.findByText('Emma Clarke', {}, SLOW)
    const online = deviceOffline()
    expect(await screen.findByText(/^Offline — showing what was loaded at/)).toBeInTheDocument()
    await act(() => router.navigate({ to: '/settings' }))
    await screen.findByRole('heading', { name: 'Settings', level: 1 }, SLOW)
    expect(await screen.findByText('You are offline. Changes you make wait here and are sent when the connection returns.')).toBeInTheDocument()
    online()
    act(() => onlineManager.setOnline(false))
    expect(await screen.findByText('The server is not answering. Changes you make wait here and are sent when it answers.')).toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
  })

  it('a list never loaded says so while offline, not that it is loading, and loads when the connection returns', async () => {
    const { user } = await renderApp('/dashboard')
    await screen.findByText('Emma Clarke', {}, SLOW)
    act(() => onlineManager.setOnline(false))
    await user.click(screen.getByRole('button', { name: /User menu/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Cars' }))
    expect(await screen.findByText('Not loaded: you are offline. It loads when the connection returns.', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByRole('article', { name: 'Vehicle 1' }, SLOW)).toBeInTheDocument()
  })

  it('the calendar opened offline, its lists never loaded, says so rather than loading for ever, and fills in when the connection returns', async () => {
    const { router } = await renderApp('/settings')
    await screen.findByRole('heading', { name: 'Change Password' }, SLOW)
    act(() => onlineManager.setOnline(false))
    await act(() => router.navigate({ to: '/calendar' }))
    const notLoaded = 'Some of your lists are not loaded: you are offline. The calendar fills in when the connection returns.'
    // Above the grid, and in place of the day's entries (the day is not said to be empty).
    expect(await screen.findByText(notLoaded, {}, SLOW)).toBeInTheDocument()
    const day = screen.getByRole('region', { name: /^\w+day \d+ \w+ \d{4}$/ })
    expect(within(day).getByText('Not loaded: you are offline. It loads when the connection returns.')).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Loading calendar' })).not.toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(screen.queryByText(notLoaded)).not.toBeInTheDocument(), SLOW)
    expect(screen.getAllByRole('button', { name: /^Vacation: / }).length).toBeGreaterThan(0)
  })

  it('an edit dialog opened offline, its list never loaded, says so rather than loading for ever, and opens the form when the connection returns', async () => {
    const { router } = await renderApp('/settings')
    await screen.findByRole('heading', { name: 'Change Password' }, SLOW)
    act(() => onlineManager.setOnline(false))
    await act(() => router.navigate({ href: '/dashboard?dialog=visitor-edit&id=VCI-00001' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit Visitor' }, SLOW)
    expect(await within(dialog).findByText('Not loaded: you are offline. It loads when the connection returns.', {}, SLOW)).toBeInTheDocument()
    expect(within(dialog).queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
    // The form takes the dialog's place.
    expect(await screen.findByLabelText(/^First Name/, {}, SLOW)).toHaveValue('Emma')
  })

  it("the bell opened offline before its list came says so, not 'Loading notifications...' for ever", async () => {
    // A reload offline: the bell's list is not kept.
    onlineManager.setOnline(false)
    const { user } = await renderApp('/settings')
    await screen.findByRole('heading', { name: 'Change Password' }, SLOW)
    await user.click(screen.getByRole('button', { name: /^Notifications/ }))
    const menu = await screen.findByRole('menu')
    expect(await within(menu).findByText('Not loaded: you are offline. It loads when the connection returns.')).toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
    expect((await within(menu).findAllByText(/arrived at the gate/, {}, SLOW)).length).toBeGreaterThan(0)
  })

  it("a list that failed, retried while offline, says it waits for the connection, and loads when it returns", async () => {
    demoControl.fail('aviepros-fetch-guests', { status: 500, body: {} })
    const { user } = await renderApp('/dashboard')
    const guests = await screen.findByRole('region', { name: 'Guest' }, SLOW)
    expect(await within(guests).findByText('This list could not be loaded.', {}, SLOW)).toBeInTheDocument()
    act(() => onlineManager.setOnline(false))
    await user.click(within(guests).getByRole('button', { name: /^Retry/ }))
    expect(await within(guests).findByText('Not loaded: you are offline. It loads when the connection returns.')).toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
    expect(await within(guests).findByText('Olivia Bennett', {}, SLOW)).toBeInTheDocument()
  })

  it('signed out, says that nothing can be sent until the connection returns: nothing waits to be sent', async () => {
    await renderApp('/', { as: null })
    await screen.findByRole('button', { name: 'Submit' }, SLOW)
    const online = deviceOffline()
    try {
      expect(await screen.findByText('You are offline. Nothing can be sent from this page until the connection returns.')).toBeInTheDocument()
    } finally {
      online()
    }
    act(() => onlineManager.setOnline(false))
    expect(await screen.findByText('The server is not answering. Nothing can be sent from this page until it answers.')).toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
  })

  it("says the server is not answering, not that the tablet is offline, when the device has a connection", async () => {
    await renderApp('/dashboard')
    await screen.findByText('Emma Clarke', {}, SLOW)
    // The start-up check got no answer from the server (src/session/boot.ts): the app runs as offline.
    act(() => onlineManager.setOnline(false))
    expect(await screen.findByText(/^Server not answering — showing what was loaded at \d\d:\d\d\. Changes you make wait here and are sent when it answers\.$/)).toBeInTheDocument()
    // The device loses its connection too: that is what the resident can do something about.
    const online = deviceOffline()
    expect(await screen.findByText(/^Offline — showing what was loaded at/)).toBeInTheDocument()
    online()
    act(() => onlineManager.setOnline(true))
  })
})

describe('retry policy', () => {
  const err = (status: number, kind: FrappeError['kind'] = 'http') => new FrappeError({ status, kind, path: '/x' })
  it('retries network failures and 5xx at most twice, never 4xx or a time-out', () => {
    expect(shouldRetry(0, err(0, 'network'))).toBe(true)
    expect(shouldRetry(1, err(502))).toBe(true)
    expect(shouldRetry(2, err(502))).toBe(false)
    for (const status of [401, 403, 404, 409, 417, 429]) expect(shouldRetry(0, err(status))).toBe(false)
    expect(shouldRetry(0, err(0, 'timeout'))).toBe(false)
    expect(shouldRetry(0, err(200, 'malformed'))).toBe(false)
  })
})
