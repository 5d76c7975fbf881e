import { act, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findDoc, insertDoc, removeDoc, updateDocFields } from '../src/demo-backend/db'
import { frappeBodies } from '../src/demo-backend/faults'
import { demoControl } from '../src/demo-backend/node'
import { siteDayAt, siteStamp } from '../src/demo-backend/site'
import dayjs from 'dayjs'
import { nextWeekdayAt17 } from '../src/features/visitors/visitor-rules'
import { insertContractor, listSection, requestsTo, SLOW, tomorrowAt3 } from './home-helpers'
import { DEMO, renderApp } from './render-app'

const visitors = () => listSection('Visitor')

async function openRecent() {
  const app = await renderApp('/dashboard', { as: DEMO.resident })
  await screen.findByText('Emma Clarke', {}, SLOW)
  await app.user.click(within(visitors()).getByRole('button', { name: 'Recent' }))
  await within(visitors()).findByText('Marcus Webb', {}, SLOW)
  return app
}

/** 25 more call-ins that ended five days ago: the recent visitors take two pages. */
function insertPagedVisitors() {
  for (let i = 0; i < 25; i++)
    insertDoc('Visitor Call-In', 'VCI-', DEMO.resident, {
      call_in_type: 'HomeOwner',
      homeowner: 'HA-0001',
      category: 'Day Visitor',
      visitor_name: `Paged Person${i}`,
      goshen_gate: 0,
      termination_date: siteDayAt(-5, 3),
    })
}

afterEach(() => {
  vi.useRealTimers()
  demoControl.clearFaults()
  demoControl.latency(0)
})

describe('recent visitors', () => {
  it('lists the call-ins that ended in the last 30 days, newest end first, and no current or older one', async () => {
    await openRecent()
    const names = within(within(visitors()).getByRole('list', { name: 'Recent visitors' }))
      .getAllByRole('button', { name: /^Invite again: / })
      .map((b) => b.getAttribute('aria-label')?.replace('Invite again: ', ''))
    expect(names).toEqual(['Old Visitor', 'Marcus Webb', 'QuickShip Express', 'Summit Roofing'])
    expect(within(visitors()).queryByText('Nora Ellis')).not.toBeInTheDocument()
    expect(within(visitors()).queryByText('Emma Clarke')).not.toBeInTheDocument()
    // One page of the same resource, filtered on the end.
    const read = requestsTo('/api/resource/Visitor Call-In', 'GET').at(-1)!
    expect(read.search.limit_page_length).toBe('20')
    // Ordered on to the last row, so pages never overlap.
    expect(read.search.order_by).toBe('termination_date desc, name desc')
    expect(read.search.filters).toContain('"termination_date","<="')
  })

  it('lists each person once, by their newest call-in: a courier invited every day is one row', async () => {
    for (const daysAgo of [2, 4, 6])
      insertDoc('Visitor Call-In', 'VCI-', DEMO.resident, {
        call_in_type: 'HomeOwner',
        homeowner: 'HA-0001',
        category: 'Delivery',
        visitor_name: 'QuickShip Express',
        goshen_gate: 0,
        termination_date: siteDayAt(-daysAgo, 23),
      })
    await openRecent()
    const list = within(within(visitors()).getByRole('list', { name: 'Recent visitors' }))
    expect(list.getAllByRole('button', { name: 'Invite again: QuickShip Express' })).toHaveLength(1)
    expect(list.getAllByRole('button', { name: /^Invite again: / })).toHaveLength(4)
  })

  it('a star puts a visitor first, is kept on this device for this user, and goes at log out', async () => {
    const { user, unmount } = await openRecent()
    const star = within(visitors()).getByRole('button', { name: 'Favourite: Summit Roofing' })
    expect(star).toHaveAttribute('aria-pressed', 'false')
    await user.click(star)
    expect(within(visitors()).getByRole('button', { name: 'Favourite: Summit Roofing' })).toHaveAttribute('aria-pressed', 'true')
    const first = () => within(visitors()).getAllByRole('button', { name: /^Invite again: / })[0]
    expect(first()).toHaveAccessibleName('Invite again: Summit Roofing')
    unmount()

    // Back on this device: still first. renderApp keeps storage of the same user only when asked.
    const stored = Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith('favourite_visitors:')))
    expect(Object.keys(stored)).toEqual(['favourite_visitors:resident@demo.test'])
    const again = await renderApp('/dashboard', { as: DEMO.resident, storage: stored })
    await screen.findByText('Emma Clarke', {}, SLOW)
    await again.user.click(within(visitors()).getByRole('button', { name: 'Recent' }))
    await within(visitors()).findByText('Marcus Webb', {}, SLOW)
    expect(first()).toHaveAccessibleName('Invite again: Summit Roofing')

    again.session.clear()
    expect(Object.keys(localStorage).filter((k) => k.startsWith('favourite_visitors:'))).toEqual([])
  })

  it('is paged and never cut: Show more brings the next page until there is none', async () => {
    insertPagedVisitors()
    const { user } = await openRecent()
    const invites = () => within(visitors()).getAllByRole('button', { name: /^Invite again: / })
    // (The rows its box shows come first, the rest of the page right after: ListRows.)
    await waitFor(() => expect(invites()).toHaveLength(20))
    await user.click(within(visitors()).getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(invites()).toHaveLength(29), SLOW)
    expect(within(visitors()).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
    // 'Show more' is gone with the last page: the keyboard is on a row that page brought, not on the page.
    await waitFor(() => expect(document.activeElement?.closest('li')).toHaveTextContent(/Paged Person/))
  })

  it("Show more that fails says so beside it, and the title neither says 'Refreshing…' nor 'Could not refresh'", async () => {
    insertPagedVisitors()
    const { user } = await openRecent()
    await waitFor(() => expect(within(visitors()).getAllByRole('button', { name: /^Invite again: / })).toHaveLength(20))
    demoControl.latency(300)
    demoControl.fail('Visitor Call-In', { status: 500 })
    await user.click(within(visitors()).getByRole('button', { name: 'Show more' }))
    expect(within(visitors()).queryByText('Refreshing…')).not.toBeInTheDocument()
    expect(await within(visitors()).findByText('More visitors could not be loaded.', {}, SLOW)).toBeInTheDocument()
    expect(within(visitors()).queryByText('Could not refresh')).not.toBeInTheDocument()
    // The rows shown stay; Show more tries the next page again.
    expect(within(visitors()).getAllByRole('button', { name: /^Invite again: / })).toHaveLength(20)
    await user.click(within(visitors()).getByRole('button', { name: 'Show more' }))
    await waitFor(() => expect(within(visitors()).getAllByRole('button', { name: /^Invite again: / })).toHaveLength(29), SLOW)
    expect(within(visitors()).queryByText('More visitors could not be loaded.')).not.toBeInTheDocument()
  })

  it('takes no focus when the view already shown is pressed', async () => {
    const { user, session } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    await user.click(within(visitors()).getByRole('button', { name: 'Current' }))
    const search = within(listSection('Guest')).getByRole('searchbox', { name: 'Search guests' })
    await user.click(search)
    // Anything that draws the dashboard again (here the user's details changing) leaves the focus be.
    act(() => session.updateUser({ phone: '+1 555 000 2222' }))
    expect(search).toHaveFocus()
  })

  it('keeps the keyboard on the Current / Recent switch, which is drawn anew with its view', async () => {
    const { user } = await openRecent()
    expect(within(visitors()).getByRole('button', { name: 'Recent', pressed: true })).toHaveFocus()
    await user.click(within(visitors()).getByRole('button', { name: 'Current' }))
    await within(visitors()).findByText('Emma Clarke', {}, SLOW)
    expect(within(visitors()).getByRole('button', { name: 'Current', pressed: true })).toHaveFocus()
  })

  it('Show more stays while a search finds nothing in the pages loaded: the next page may hold the visitor', async () => {
    insertPagedVisitors()
    const { user } = await openRecent()
    await within(visitors()).findByRole('button', { name: 'Show more' }, SLOW)
    // The oldest call-in: on the second page.
    await user.type(within(visitors()).getByRole('searchbox', { name: 'Search recent visitors' }), 'Summit')
    expect(within(visitors()).getByText('No result found')).toBeInTheDocument()
    await user.click(within(visitors()).getByRole('button', { name: 'Show more' }))
    expect(await within(visitors()).findByRole('button', { name: 'Invite again: Summit Roofing' }, SLOW)).toBeInTheDocument()
  })

  it("'Invite again' opens the visitor dialog", async () => {
    const { user, router } = await openRecent()
    await user.click(within(visitors()).getByRole('button', { name: 'Invite again: Marcus Webb' }))
    const dialog = await screen.findByRole('dialog', { name: 'Visitor call in' }, SLOW)
    expect(router.state.location.search).toMatchObject({ dialog: 'visitor', id: 'VCI-20002' })
    // Prefilled with the name and category; a new end per the rules (tomorrow 03:00 for a day visitor).
    expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveValue('Marcus')
    expect(within(dialog).getByRole('textbox', { name: 'Last Name' })).toHaveValue('Webb')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await screen.findByText('Visitor call-in submitted successfully', {}, SLOW)
    const post = requestsTo('/api/resource/Visitor Call-In', 'POST').at(-1)!
    expect(post.body).toMatchObject({ visitor_name: 'Marcus Webb', category: 'Day Visitor', termination_date: tomorrowAt3() })
  })

  it("'Invite again' on a Contractor keeps its whole name in the dialog's one name field", async () => {
    const { user } = await openRecent()
    await user.click(within(visitors()).getByRole('button', { name: 'Invite again: Summit Roofing' }))
    const dialog = await screen.findByRole('dialog', { name: 'Visitor call in' }, SLOW)
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Summit Roofing')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await screen.findByText('Visitor call-in submitted successfully', {}, SLOW)
    expect(requestsTo('/api/resource/Visitor Call-In', 'POST').at(-1)!.body).toMatchObject({ visitor_name: 'Summit Roofing', category: 'Contractor' })
  })

  it("presets: 'Delivery today' and a contractor until a weekday at 17:00", async () => {
    const { user } = await renderApp('/dashboard?dialog=visitor', { as: DEMO.resident })
    const dialog = await screen.findByRole('dialog', { name: 'Visitor call in' }, SLOW)
    await user.click(within(dialog).getByRole('button', { name: 'Delivery today' }))
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeInTheDocument()
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Contractor until (weekday, 17:00)' }), 'Wednesday 17:00')
    await user.click(within(dialog).getByRole('button', { name: 'Contractor until' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Roofers')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await screen.findByText('Visitor call-in submitted successfully', {}, SLOW)
    const body = requestsTo('/api/resource/Visitor Call-In', 'POST').at(-1)!.body as { category: string; termination_date: string }
    expect(body.category).toBe('Contractor')
    expect(body.termination_date).toBe(nextWeekdayAt17(3))
    expect(dayjs.utc(body.termination_date.slice(0, 10)).day()).toBe(3)
    expect(body.termination_date.slice(11)).toBe('17:00:00')
  })
})

describe('contractors whose access ends soon', () => {
  it("are marked, and 'Extend 1 day' moves the end a day at once, sends the edit's PUT with only the end and says so", async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const row = (await within(await screen.findByRole('region', { name: 'Visitor' }, SLOW)).findByText('Oakline Painters', {}, SLOW)).closest('li')!
    expect(within(row).getByText('Ends soon')).toBeInTheDocument()
    // Only contractors ending within 24 hours.
    expect(within(visitors()).getAllByText('Ends soon')).toHaveLength(1)
    const before = within(row).getByText(/^Access until/).textContent
    demoControl.latency(300)
    await user.click(within(row).getByRole('button', { name: 'Extend 1 day for Oakline Painters' }))
    // Optimistic: the new end shows before the server answered.
    await waitFor(() => expect(within(row).getByText(/^Access until/).textContent).not.toBe(before))
    expect(within(row).queryByText('Ends soon')).not.toBeInTheDocument()
    expect(await screen.findByText(/^Access extended until \d{1,2} \w{3}, \d\d:\d\d\.$/, {}, SLOW)).toBeInTheDocument()
    const put = requestsTo('/api/resource/Visitor Call-In/VCI-20001', 'PUT')
    expect(put).toHaveLength(1)
    expect(put[0]!.body).toEqual({ termination_date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) })
  })

  it('Extend 1 day on a list read before another person of the household changed the visitor keeps their change', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const row = (await within(await screen.findByRole('region', { name: 'Visitor' }, SLOW)).findByText('Oakline Painters', {}, SLOW)).closest('li')!
    const end = findDoc('Visitor Call-In', 'VCI-20001')!.termination_date as string
    // Renamed on another tablet; this list has not been read again since.
    updateDocFields(findDoc('Visitor Call-In', 'VCI-20001')!, { visitor_name: 'Oakline Painters and Sons' }, DEMO.family)
    await user.click(within(row).getByRole('button', { name: 'Extend 1 day for Oakline Painters' }))
    expect(await screen.findByText(/^Access extended until/, {}, SLOW)).toBeInTheDocument()
    const saved = findDoc('Visitor Call-In', 'VCI-20001')!
    expect(saved.visitor_name).toBe('Oakline Painters and Sons')
    expect(saved.termination_date).not.toBe(end)
  })

  it('a contractor whose end comes within a day while the dashboard stays open is marked then, with no new request', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true })
    insertContractor('Brightwater Pools', siteStamp(new Date(Date.now() + 24 * 3_600_000 + 90_000)))
    await renderApp('/dashboard', { as: DEMO.resident })
    const row = (await within(await screen.findByRole('region', { name: 'Visitor' }, SLOW)).findByText('Brightwater Pools', {}, SLOW)).closest('li')!
    expect(within(row).queryByText('Ends soon')).not.toBeInTheDocument()
    const asked = requestsTo('Visitor Call-In', 'GET').length
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000))
    expect(within(row).getByText('Ends soon')).toBeInTheDocument()
    expect(requestsTo('Visitor Call-In', 'GET')).toHaveLength(asked)
  })

  it('offline, Extend 1 day waits to be sent as an edit does, its row says so, and it goes when the connection returns', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const row = (await within(await screen.findByRole('region', { name: 'Visitor' }, SLOW)).findByText('Oakline Painters', {}, SLOW)).closest('li')!
    const before = within(row).getByText(/^Access until/).textContent
    act(() => onlineManager.setOnline(false))
    await user.click(within(row).getByRole('button', { name: 'Extend 1 day for Oakline Painters' }))
    expect(await within(row).findByText('Waiting to send')).toBeInTheDocument()
    expect(within(row).getByText(/^Access until/).textContent).not.toBe(before)
    expect(screen.queryByText('Could not extend access. Please try again.')).not.toBeInTheDocument()
    expect(requestsTo('Visitor Call-In/VCI-20001', 'PUT')).toHaveLength(0)

    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Visitor updated successfully', {}, SLOW)).toBeInTheDocument()
    const put = requestsTo('Visitor Call-In/VCI-20001', 'PUT')
    expect(put).toHaveLength(1)
    expect(Object.keys(put[0]!.body as object)).toEqual(['termination_date'])
    await waitFor(() => expect(within(row).queryByText('Waiting to send')).not.toBeInTheDocument(), SLOW)
  })

  it("offline, an extension refused because its visitor was deleted meanwhile keeps a row named after the visitor", async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const row = (await within(await screen.findByRole('region', { name: 'Visitor' }, SLOW)).findByText('Oakline Painters', {}, SLOW)).closest('li')!
    act(() => onlineManager.setOnline(false))
    await user.click(within(row).getByRole('button', { name: 'Extend 1 day for Oakline Painters' }))
    expect(await within(row).findByText('Waiting to send')).toBeInTheDocument()
    // Deleted from another device while the extension waited.
    removeDoc('Visitor Call-In', 'VCI-20001')
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Failed to update visitor', {}, SLOW)).toBeInTheDocument()
    // The extension sent only the id and the end: the row still says whose it was, not 'VCI-20001'.
    const dismiss = await within(visitors()).findByRole('button', { name: 'Dismiss: Oakline Painters' }, SLOW)
    const gone = dismiss.closest('li')!
    expect(within(gone).getByText('Oakline Painters')).toBeInTheDocument()
    expect(within(gone).getByText('Not sent')).toBeInTheDocument()
    expect(within(visitors()).queryByText('VCI-20001')).not.toBeInTheDocument()
    await user.click(dismiss)
    await waitFor(() => expect(within(visitors()).queryByText('Oakline Painters')).not.toBeInTheDocument())
  })

  it('put the end back and say why when the server refuses', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const row = (await within(await screen.findByRole('region', { name: 'Visitor' }, SLOW)).findByText('Oakline Painters', {}, SLOW)).closest('li')!
    const before = within(row).getByText(/^Access until/).textContent
    demoControl.latency(300)
    demoControl.fail('Visitor Call-In/VCI-20001', { status: 417, body: frappeBodies.serverScript('Gate closed for works') })
    await user.click(within(row).getByRole('button', { name: 'Extend 1 day for Oakline Painters' }))
    await waitFor(() => expect(within(row).getByText(/^Access until/).textContent).not.toBe(before))
    expect(await screen.findByText('Could not extend access. Please try again.', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('Gate closed for works')).toBeInTheDocument()
    await waitFor(() => expect(within(row).getByText(/^Access until/).textContent).toBe(before))
    expect(within(row).getByText('Ends soon')).toBeInTheDocument()
  })

  it('says nothing of an extension whose answer comes after the session ended', async () => {
    const { user, session } = await renderApp('/dashboard', { as: DEMO.resident })
    const row = (await within(await screen.findByRole('region', { name: 'Visitor' }, SLOW)).findByText('Oakline Painters', {}, SLOW)).closest('li')!
    demoControl.latency(400)
    await user.click(within(row).getByRole('button', { name: 'Extend 1 day for Oakline Painters' }))
    act(() => session.clear())
    await waitFor(() => expect(requestsTo('/api/resource/Visitor Call-In/VCI-20001', 'PUT')).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(screen.queryByText(/^Access extended until/)).not.toBeInTheDocument()
  })

  it('extended on two rows at once, each says how it ended: the first refused, the second done', async () => {
    insertContractor('Brightwater Pools', siteStamp(new Date(Date.now() + 3 * 3_600_000)))
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const rowOf = async (name: string) => (await within(await screen.findByRole('region', { name: 'Visitor' }, SLOW)).findByText(name, {}, SLOW)).closest('li')!
    const oakline = await rowOf('Oakline Painters')
    const brightwater = await rowOf('Brightwater Pools')
    const before = within(oakline).getByText(/^Access until/).textContent
    demoControl.latency(400)
    demoControl.fail('Visitor Call-In/VCI-20001', { status: 417, body: frappeBodies.serverScript('Gate closed for works') })
    await user.click(within(oakline).getByRole('button', { name: 'Extend 1 day for Oakline Painters' }))
    await user.click(within(brightwater).getByRole('button', { name: 'Extend 1 day for Brightwater Pools' }))
    expect(await screen.findByText('Could not extend access. Please try again.', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('Gate closed for works')).toBeInTheDocument()
    expect(await screen.findByText(/^Access extended until \d{1,2} \w{3}, \d\d:\d\d\.$/, {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(within(oakline).getByText(/^Access until/).textContent).toBe(before))
    expect(within(oakline).getByText('Ends soon')).toBeInTheDocument()
  })
})
