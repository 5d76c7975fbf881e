import { act, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { frappe, paths } from '../src/frappe/client'
import { FrappeError } from '../src/frappe/errors'
import { REQUEST_TIMEOUT_MS } from '../src/config'
import { findDoc, getDb } from '../src/demo-backend/db'
import { frappeErrorBody } from '../src/demo-backend/faults'
import { http } from 'msw'
import { demoControl, server } from '../src/demo-backend/node'
import { CLUB, OTHER_CLUB } from '../src/demo-backend/seed/accounts'
import { clubGuestSchema } from '../src/features/club/club-guest-dialog'
import { visitorListCutoff } from '../src/queries/visitors'
import { runningClock } from './clock'
import { SLOW, siteInstant } from './home-helpers'
import { DEMO, renderApp, signInClient } from './render-app'

type User = Awaited<ReturnType<typeof renderApp>>['user']

const CLUB_ACCESS_PATH = `/api/resource/Club Access/${CLUB}`
const VISITOR_PATH = '/api/resource/Visitor Call-In'

const requestsTo = (method: string, path: string) =>
  demoControl.requests().filter((r) => r.method === method && r.path === path)
const addGuestRequests = () => demoControl.requests().filter((r) => r.path.endsWith('aviepros-addguest-clubmembers'))
const deleteGuestRequests = () => demoControl.requests().filter((r) => r.path.endsWith('aviepros-deleteguest-clubmember'))

/** Give the club `total` guests straight in the demo database (as if added elsewhere). */
function fillGuests(total: number) {
  const doc = findDoc('Club Access', CLUB)!
  const guests = doc.guests as Record<string, unknown>[]
  for (let i = guests.length; i < total; i++) {
    guests.push({ name: `CG-X${i}`, guest_name: `Extra${i}`, guest_last_name: 'Guest', idx: i + 1 })
  }
}

async function openClubDashboard(as: string = DEMO.club) {
  const app = await renderApp('/dashboard', { as })
  await screen.findByText('Ava Thompson')
  await screen.findByText('Harper Collins')
  return app
}

const guestCard = () => screen.getByRole('button', { name: /Guest List/ })
const guestDialog = () => screen.getByRole('dialog', { name: 'Add Guest' })
const visitorDialog = () => screen.getByRole('dialog', { name: 'Report a Visitor' })
const guestList = () => screen.getByRole('list', { name: 'Guests' })
const visitorList = () => screen.getByRole('list', { name: 'Visitor calls' })

async function fillGuest(user: User, first: string, last: string) {
  const dialog = guestDialog()
  if (first) await user.type(within(dialog).getByLabelText(/^First Name/), first)
  if (last) await user.type(within(dialog).getByLabelText(/^Last Name/), last)
}

describe('club dashboard', () => {
  it('shows the three cards and the three lists of the club, loading both lists in parallel', async () => {
    await openClubDashboard()
    expect(guestCard()).toHaveTextContent('3 of 6')
    expect(guestCard()).not.toHaveAttribute('aria-disabled')
    expect(screen.getByRole('button', { name: /Report a Visitor/ })).toHaveTextContent('Same-day gate access')
    expect(screen.getByRole('link', { name: /Secondary Member/ })).toHaveAttribute('href', '/members')

    // Guest List: guest_name + ' ' + guest_last_name.
    expect(within(guestList()).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ava Thompson',
      'Ethan Walker',
      'Mia Delgado',
    ])
    // Visitor Call: only this club's calls that end after 03:00 today.
    expect(within(visitorList()).getByText('Noah Fischer')).toBeInTheDocument()
    expect(screen.queryByText('Expired Club Visitor')).not.toBeInTheDocument()
    expect(screen.queryByText('Other Club Visitor')).not.toBeInTheDocument()
    // Secondary Member: data.allowed_guests, name and phone, no actions.
    const members = screen.getByRole('list', { name: 'Secondary members' })
    expect(within(members).getByText('Lucas Martinez')).toBeInTheDocument()
    expect(within(members).getByText('+1 555 330 2042')).toBeInTheDocument()
    expect(within(members).getByText('Isabella Martinez')).toBeInTheDocument()
    expect(within(members).queryAllByRole('button')).toHaveLength(0)
    expect(screen.queryByText('Grace Okafor')).not.toBeInTheDocument()

    expect(requestsTo('GET', CLUB_ACCESS_PATH)).toHaveLength(1)
    const list = requestsTo('GET', VISITOR_PATH)[0]!
    expect(list.search.limit_page_length).toBe('0')
    expect(JSON.parse(list.search.fields ?? '')).toEqual(['*'])
    expect(JSON.parse(list.search.filters ?? '')).toEqual([
      ['club_member', '=', CLUB],
      ['termination_date', '>', visitorListCutoff()],
    ])
  })

  it('starts both lists at once (no waterfall)', async () => {
    // Club Access hangs: the visitor list is asked for anyway, while the first call is still open.
    const clock = runningClock()
    try {
      demoControl.fail('Club Access', 'timeout')
      await renderApp('/dashboard', { as: DEMO.club })
      await waitFor(() => expect(requestsTo('GET', VISITOR_PATH)).toHaveLength(1))
      expect(requestsTo('GET', CLUB_ACCESS_PATH)).toHaveLength(0)
      // Once it times out, the page shows what it has.
      await clock.advance(REQUEST_TIMEOUT_MS)
      expect(await screen.findByText('Harper Collins')).toBeInTheDocument()
      expect((await screen.findAllByText('This list could not be loaded.')).length).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows a Club Secondary Member the same club screens', async () => {
    await openClubDashboard(DEMO.clubFamily)
    expect(guestCard()).toHaveTextContent('3 of 6')
    expect(within(screen.getByRole('list', { name: 'Secondary members' })).getByText('Lucas Martinez')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete guest Ava Thompson' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete visitor Harper Collins' })).toBeInTheDocument()
  })

  it('shows a list that failed to load as empty with a note and a Retry button, without breaking the page', async () => {
    demoControl.fail('Club Access', { status: 500 })
    const { user } = await renderApp('/dashboard', { as: DEMO.club })
    await waitFor(() => expect(screen.getAllByText('This list could not be loaded.')).toHaveLength(2))
    expect(within(screen.getByRole('region', { name: 'Guest List' })).getByText('No result found')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Secondary Member' })).getByText('No result found')).toBeInTheDocument()
    expect(await screen.findByText('Harper Collins')).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Retry' })[0]!)
    expect(await screen.findByText('Ava Thompson')).toBeInTheDocument()
    expect(screen.getByText('Lucas Martinez')).toBeInTheDocument()
    expect(guestCard()).toHaveTextContent('3 of 6')
  })

  it("shows 'No result found' for empty lists", async () => {
    const doc = findDoc('Club Access', CLUB)!
    doc.guests = []
    doc.allowed_guests = []
    getDb().docs['Visitor Call-In'] = []
    await renderApp('/dashboard', { as: DEMO.club })
    await waitFor(() => expect(screen.getAllByText('No result found')).toHaveLength(3))
    expect(guestCard()).toHaveTextContent('0 of 6')
  })
})

describe('club add guest', () => {
  it('opens from the Guest List card as ?dialog=club-guest, sends the names and refreshes only the guest list', async () => {
    demoControl.latency(50)
    const { user, router } = await openClubDashboard()
    await user.click(guestCard())
    await screen.findByRole('dialog', { name: 'Add Guest' })
    // The limit it says is the one it keeps (6).
    expect(within(guestDialog()).getByText('Add a guest to your club guest list. You can have up to 6 guests.')).toBeInTheDocument()
    expect(router.state.location.search).toMatchObject({ dialog: 'club-guest' })
    await fillGuest(user, 'John', 'Doe')
    const visitorCalls = requestsTo('GET', VISITOR_PATH).length
    await user.click(within(guestDialog()).getByRole('button', { name: 'Add Guest' }))
    expect(within(guestDialog()).getByRole('button', { name: 'Adding...' })).toBeDisabled()
    expect(await screen.findByText('Guest added successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Guest' })).not.toBeInTheDocument())
    expect(router.state.location.search.dialog).toBeUndefined()
    expect(addGuestRequests().map((r) => [r.method, r.body])).toEqual([
      ['POST', { club_member: CLUB, guest_name: 'John', guest_last_name: 'Doe' }],
    ])
    expect(await within(guestList()).findByText('John Doe')).toBeInTheDocument()
    expect(guestCard()).toHaveTextContent('4 of 6')
    expect(requestsTo('GET', CLUB_ACCESS_PATH)).toHaveLength(2)
    expect(requestsTo('GET', VISITOR_PATH)).toHaveLength(visitorCalls)
  })

  it('requires both names and strips whitespace as typed', async () => {
    const { user } = await renderApp('/dashboard?dialog=club-guest', { as: DEMO.club })
    await screen.findByRole('dialog', { name: 'Add Guest' })
    await user.click(within(guestDialog()).getByRole('button', { name: 'Add Guest' }))
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Last name is required')).toBeInTheDocument()
    expect(addGuestRequests()).toHaveLength(0)

    await fillGuest(user, ' Mary Ann ', 'Van Dyke')
    expect(within(guestDialog()).getByLabelText(/^First Name/)).toHaveValue('MaryAnn')
    expect(within(guestDialog()).getByLabelText(/^Last Name/)).toHaveValue('VanDyke')
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument()
    await user.click(within(guestDialog()).getByRole('button', { name: 'Add Guest' }))
    await screen.findByText('Guest added successfully')
    expect(addGuestRequests()[0]?.body).toEqual({ club_member: CLUB, guest_name: 'MaryAnn', guest_last_name: 'VanDyke' })
  })

  it('refuses a name that starts as a spreadsheet formula, and drops characters nobody sees from a pasted name', async () => {
    const { user } = await renderApp('/dashboard?dialog=club-guest', { as: DEMO.club })
    await screen.findByRole('dialog', { name: 'Add Guest' })
    // No space in it, so it passed before: a live formula wherever the site's list is opened as a spreadsheet.
    await fillGuest(user, '=HYPERLINK("http://x.test","Win")', 'Doe')
    await user.click(within(guestDialog()).getByRole('button', { name: 'Add Guest' }))
    expect(await within(guestDialog()).findByText('Names cannot start with =, +, - or @')).toBeInTheDocument()
    expect(addGuestRequests()).toHaveLength(0)
    // Pasted from a message: a direction isolate around it, a zero-width space and a direction mark, which would make another name for the site.
    await user.clear(within(guestDialog()).getByLabelText(/^First Name/))
    await user.click(within(guestDialog()).getByLabelText(/^First Name/))
    await user.paste('\u2068Ana\u200B\u200E\u2069')
    expect(within(guestDialog()).getByLabelText(/^First Name/)).toHaveValue('Ana')
    await user.click(within(guestDialog()).getByRole('button', { name: 'Add Guest' }))
    await screen.findByText('Guest added successfully')
    expect(addGuestRequests()[0]?.body).toEqual({ club_member: CLUB, guest_name: 'Ana', guest_last_name: 'Doe' })
  })

  it("refuses names with spaces with 'First name cannot contain spaces' / 'Last name cannot contain spaces'", () => {
    // Typed and pasted whitespace is stripped by the input; the schema still refuses any value with a space.
    const result = clubGuestSchema.safeParse({ firstName: 'Mary Ann', lastName: 'Van Dyke' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['firstName', 'First name cannot contain spaces'],
      ['lastName', 'Last name cannot contain spaces'],
    ])
    expect(clubGuestSchema.safeParse({ firstName: 'Mary', lastName: 'Dyke' }).success).toBe(true)
    expect(clubGuestSchema.safeParse({ firstName: '', lastName: '' }).error?.issues.map((i) => i.message)).toEqual([
      'First name is required',
      'Last name is required',
    ])
  })

  it('shows the server message on failure and keeps the dialog open with the input (D8)', async () => {
    demoControl.fail('addguest-clubmembers', { status: 417, body: frappeErrorBody(417, 'Guest already exists') })
    const { user } = await openClubDashboard()
    await user.click(guestCard())
    await screen.findByRole('dialog', { name: 'Add Guest' })
    await fillGuest(user, 'John', 'Doe')
    await user.click(within(guestDialog()).getByRole('button', { name: 'Add Guest' }))
    expect(await screen.findByText('Guest already exists')).toBeInTheDocument()
    expect(guestDialog()).toBeInTheDocument()
    expect(within(guestDialog()).getByLabelText(/^First Name/)).toHaveValue('John')
    expect(within(guestDialog()).getByLabelText(/^Last Name/)).toHaveValue('Doe')
    expect(within(guestDialog()).getByRole('button', { name: 'Add Guest' })).toBeEnabled()
  })

  it.each([['network' as const], [{ status: 500, body: {} }]])(
    "falls back to 'Failed to add guest' when the server gives no message (%o)",
    async (fault) => {
      demoControl.fail('addguest-clubmembers', fault)
      const { user } = await openClubDashboard()
      await user.click(guestCard())
      await fillGuest(user, 'John', 'Doe')
      await user.click(within(guestDialog()).getByRole('button', { name: 'Add Guest' }))
      expect(await screen.findByText('Failed to add guest')).toBeInTheDocument()
      expect(within(guestDialog()).getByLabelText(/^First Name/)).toHaveValue('John')
    },
  )

  it('disables the add action at 6 guests and says why (D12)', async () => {
    fillGuests(6)
    const { user } = await openClubDashboard()
    expect(guestCard()).toHaveAttribute('aria-disabled', 'true')
    expect(guestCard()).toHaveTextContent('6 of 6')
    expect(within(guestCard()).getByText('Guest limit reached (6 of 6)')).toBeInTheDocument()
    expect(guestCard()).toHaveAccessibleDescription('Guest limit reached (6 of 6)')
    // The list's own Add many says it too, to a screen reader.
    const addMany = within(screen.getByRole('region', { name: 'Guest List' })).getByRole('button', { name: 'Add many' })
    expect(addMany).toHaveAttribute('aria-disabled', 'true')
    expect(addMany).toHaveAccessibleDescription('Guest limit reached (6 of 6)')
    await user.click(guestCard())
    expect(screen.queryByRole('dialog', { name: 'Add Guest' })).not.toBeInTheDocument()
  })

  it('keeps the add button disabled when the dialog is opened by URL at the limit (D12)', async () => {
    fillGuests(6)
    const { user } = await renderApp('/dashboard?dialog=club-guest', { as: DEMO.club })
    const dialog = await screen.findByRole('dialog', { name: 'Add Guest' })
    expect(await within(dialog).findByText('Guest limit reached (6 of 6)')).toBeInTheDocument()
    expect(within(dialog).getByText('Delete a guest from your guest list before adding another.')).toBeInTheDocument()
    await fillGuest(user, 'John', 'Doe')
    expect(within(dialog).getByRole('button', { name: 'Add Guest' })).toBeDisabled()
    expect(addGuestRequests()).toHaveLength(0)
  })

  it('pressed before the guest list is in, Add waits for it and keeps the limit (D12)', async () => {
    fillGuests(6)
    demoControl.latency(300)
    const { user } = await renderApp('/dashboard?dialog=club-guest', { as: DEMO.club })
    const dialog = await screen.findByRole('dialog', { name: 'Add Guest' }, SLOW)
    await fillGuest(user, 'John', 'Doe')
    await user.click(within(dialog).getByRole('button', { name: 'Add Guest' }))
    expect(await within(dialog).findByText('Guest limit reached (6 of 6)', {}, SLOW)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Add Guest' })).toBeDisabled()
    expect(addGuestRequests()).toHaveLength(0)
  })

  it('a guest list that failed to load: Add waits, says why and offers Retry, keeping the names (D12)', async () => {
    demoControl.fail('Club Access', { status: 500 }, Infinity)
    const { user } = await renderApp('/dashboard?dialog=club-guest', { as: DEMO.club })
    const dialog = await screen.findByRole('dialog', { name: 'Add Guest' }, SLOW)
    const failed = 'Your guest list could not be loaded, so a guest cannot be added yet.'
    expect(await within(dialog).findByText(failed, {}, SLOW)).toBeInTheDocument()
    await fillGuest(user, 'John', 'Doe')
    // Add asks for the list once more; still failing, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add Guest' }))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add Guest' })).toBeEnabled(), SLOW)
    expect(within(dialog).getByText(failed)).toBeInTheDocument()
    expect(addGuestRequests()).toHaveLength(0)
    demoControl.clearFaults()
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(within(dialog).queryByText(failed)).not.toBeInTheDocument(), SLOW)
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('John')
    await user.click(within(dialog).getByRole('button', { name: 'Add Guest' }))
    expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
    expect(addGuestRequests()).toHaveLength(1)
  })

  it('shows the server refusal of a 7th guest added elsewhere meanwhile', async () => {
    fillGuests(5)
    const { user } = await openClubDashboard()
    expect(guestCard()).toHaveTextContent('5 of 6')
    await user.click(guestCard())
    await screen.findByRole('dialog', { name: 'Add Guest' })
    fillGuests(6) // another device filled the list after this screen loaded
    await fillGuest(user, 'John', 'Doe')
    await user.click(within(guestDialog()).getByRole('button', { name: 'Add Guest' }))
    expect(await screen.findByText('You can only add up to 6 guests')).toBeInTheDocument()
    expect(guestDialog()).toBeInTheDocument()
    // The refresh after the failed call shows the real count: the card now says why it is disabled.
    await waitFor(() => expect(guestCard()).toHaveAttribute('aria-disabled', 'true'))
    expect(screen.getAllByText('Guest limit reached (6 of 6)').length).toBeGreaterThan(0)
  })
})

describe('a club guest the site has just added', () => {
  it('counts toward the limit before the list is read again: at 5, the 6th added while the list cannot be read, Add is disabled (D12)', async () => {
    fillGuests(5)
    // A clock the test can move on: the list may fail to be read for longer than TanStack keeps a change.
    const clock = runningClock()
    try {
      const { user, router } = await openClubDashboard()
      expect(guestCard()).toHaveTextContent('5 of 6')
      // The list's reading again after the add fails: it still holds 5 guests.
      demoControl.fail('Club Access', { status: 500 }, Infinity)
      await user.click(guestCard())
      await screen.findByRole('dialog', { name: 'Add Guest' })
      await fillGuest(user, 'John', 'Doe')
      await user.click(within(guestDialog()).getByRole('button', { name: 'Add Guest' }))
      expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Guest' })).not.toBeInTheDocument())
      expect(guestCard()).toHaveTextContent('6 of 6')
      expect(guestCard()).toHaveAttribute('aria-disabled', 'true')
      // Opened by its address, the dialog cannot add a seventh either.
      await act(() => router.navigate({ to: '/dashboard', search: { dialog: 'club-guest' } }))
      const dialog = await screen.findByRole('dialog', { name: 'Add Guest' })
      expect(await within(dialog).findByText('Guest limit reached (6 of 6)')).toBeInTheDocument()
      expect(addGuestRequests()).toHaveLength(1)
      // Still so after the minutes a list may keep failing (TanStack forgets a change after 5).
      await act(() => router.navigate({ to: '/dashboard', search: {} }))
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Guest' })).not.toBeInTheDocument())
      await act(() => clock.advance(10 * 60_000))
      expect(guestCard()).toHaveTextContent('6 of 6')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('a club guest added while the list is read', () => {
  it('counts until the list is read after the site answered, not after the Add was pressed', async () => {
    fillGuests(5)
    const { user, queryClient } = await openClubDashboard()
    expect(guestCard()).toHaveTextContent('5 of 6')
    // The add answers only when the test lets it.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post('*', async ({ request }) => {
        if (new URL(request.url).pathname.endsWith('addguest-clubmembers')) await held
      }),
    )
    await user.click(guestCard())
    await screen.findByRole('dialog', { name: 'Add Guest' })
    await fillGuest(user, 'John', 'Doe')
    await user.click(within(guestDialog()).getByRole('button', { name: 'Add Guest' }))
    expect(await within(guestDialog()).findByRole('button', { name: 'Adding...' })).toBeDisabled()
    // The list is read while the add is on its way (the tablet woken): 5 guests, read after the Add was pressed.
    await act(() => queryClient.refetchQueries({ queryKey: ['club-access'] }))
    // Then the site answers, and the list cannot be read again.
    demoControl.fail('Club Access', { status: 500 }, Infinity)
    release()
    expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Guest' })).not.toBeInTheDocument())
    expect(guestCard()).toHaveTextContent('6 of 6')
    expect(guestCard()).toHaveAttribute('aria-disabled', 'true')
  })
})

describe('club guests added offline', () => {
  it('count toward the limit: at 5 guests and one waiting to be sent, the add actions are disabled and say why (D12)', async () => {
    fillGuests(5)
    const { user } = await openClubDashboard()
    act(() => onlineManager.setOnline(false))
    await user.click(guestCard())
    await screen.findByRole('dialog', { name: 'Add Guest' })
    await fillGuest(user, 'John', 'Doe')
    await user.click(within(guestDialog()).getByRole('button', { name: 'Add Guest' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Guest' })).not.toBeInTheDocument())
    expect(addGuestRequests()).toHaveLength(0)
    expect(guestCard()).toHaveTextContent('6 of 6')
    expect(guestCard()).toHaveAccessibleDescription('Guest limit reached (6 of 6)')
    expect(screen.getByRole('button', { name: 'Add many' })).toHaveAttribute('aria-disabled', 'true')
  })
})

describe('club delete guest', () => {
  it('asks first (D11); Cancel sends nothing', async () => {
    const { user } = await openClubDashboard()
    await user.click(screen.getByRole('button', { name: 'Delete guest Ava Thompson' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete guest' })
    expect(confirm).toHaveTextContent('Are you sure you want to delete Ava Thompson from your guest list?')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete guest' })).not.toBeInTheDocument())
    expect(deleteGuestRequests()).toHaveLength(0)
  })

  it('deletes after confirmation with the exact payload and refreshes the guest list', async () => {
    demoControl.latency(50)
    const { user } = await openClubDashboard()
    await user.click(screen.getByRole('button', { name: 'Delete guest Ava Thompson' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete guest' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(within(confirm).getByRole('button', { name: 'Deleting...' })).toBeDisabled()
    expect(await screen.findByText('Guest deleted successfully')).toBeInTheDocument()
    expect(deleteGuestRequests().map((r) => [r.method, r.body])).toEqual([['POST', { club_member: CLUB, guest_id: 'CG-0001' }]])
    await waitFor(() => expect(screen.queryByText('Ava Thompson')).not.toBeInTheDocument())
    expect(guestCard()).toHaveTextContent('2 of 6')
    expect(screen.queryByRole('dialog', { name: 'Delete guest' })).not.toBeInTheDocument()
  })

  it('a guest deleted on another device meanwhile: Delete says it is deleted, and the list follows', async () => {
    const { user } = await openClubDashboard()
    const access = findDoc('Club Access', CLUB)!
    access.guests = (access.guests as { name: string }[]).filter((g) => g.name !== 'CG-0001')
    await user.click(screen.getByRole('button', { name: 'Delete guest Ava Thompson' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete guest' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Guest deleted successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Ava Thompson')).not.toBeInTheDocument())
  })

  it("says 'Failed to delete guest' and keeps the confirmation open on failure", async () => {
    demoControl.fail('deleteguest-clubmember', { status: 500 })
    const { user } = await openClubDashboard()
    await user.click(screen.getByRole('button', { name: 'Delete guest Ava Thompson' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete guest' })).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete guest')).toBeInTheDocument()
    expect(within(screen.getByRole('dialog', { name: 'Delete guest' })).getByRole('button', { name: 'Delete' })).toBeEnabled()
    expect(within(guestList()).getByText('Ava Thompson')).toBeInTheDocument()
  })
})

describe('club visitor call-in', () => {
  it('opens as ?dialog=club-visitor and posts a Club Member call-in that ends 24 hours from now', async () => {
    demoControl.latency(50)
    const { user, router } = await openClubDashboard()
    await user.click(screen.getByRole('button', { name: /Report a Visitor/ }))
    await screen.findByRole('dialog', { name: 'Report a Visitor' })
    // What it says is what it sends (below): an end 24 hours from now.
    expect(within(visitorDialog()).getByText('Give a visitor same-day gate access. The pass expires 24 hours after you submit it.')).toBeInTheDocument()
    expect(router.state.location.search).toMatchObject({ dialog: 'club-visitor' })
    await user.type(within(visitorDialog()).getByLabelText('First Name'), 'Jane')
    await user.type(within(visitorDialog()).getByLabelText('Last Name'), 'Doe')
    const accessCalls = requestsTo('GET', CLUB_ACCESS_PATH).length
    const before = Date.now()
    await user.click(within(visitorDialog()).getByRole('button', { name: 'Submit' }))
    expect(within(visitorDialog()).getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    expect(await screen.findByText('Visitor added successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report a Visitor' })).not.toBeInTheDocument())
    const post = requestsTo('POST', VISITOR_PATH)[0]!
    expect(post.body).toEqual({
      call_in_type: 'Club Member',
      visitor_name: 'Jane Doe',
      termination_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      club_member: CLUB,
    })
    // A stamp of the site's wall clock (D21).
    const ends = siteInstant((post.body as { termination_date: string }).termination_date).valueOf()
    expect(ends).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 24 * 3_600_000)
    expect(ends).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000)
    expect(await within(visitorList()).findByText('Jane Doe')).toBeInTheDocument()
    expect(requestsTo('GET', VISITOR_PATH)).toHaveLength(2)
    expect(requestsTo('GET', CLUB_ACCESS_PATH)).toHaveLength(accessCalls)
  })

  it('a call made offline is on the calendar, as on the dashboard, with the end it would get now', async () => {
    const { user, router } = await openClubDashboard()
    act(() => onlineManager.setOnline(false))
    await user.click(screen.getByRole('button', { name: /Report a Visitor/ }))
    await screen.findByRole('dialog', { name: 'Report a Visitor' })
    await user.type(within(visitorDialog()).getByLabelText('First Name'), 'Zephyr')
    await user.type(within(visitorDialog()).getByLabelText('Last Name'), 'Quill')
    await user.click(within(visitorDialog()).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report a Visitor' })).not.toBeInTheDocument())
    expect(await within(visitorList()).findByText('Zephyr Quill')).toBeInTheDocument()
    await act(() => router.navigate({ to: '/calendar' }))
    expect(await screen.findByRole('heading', { name: 'Calendar' }, SLOW)).toBeInTheDocument()
    expect(await screen.findAllByText('Zephyr Quill', {}, SLOW)).not.toHaveLength(0)
  })

  it('joins the names with a space and trims them; nothing else is checked but a formula', async () => {
    const { user } = await renderApp('/dashboard?dialog=club-visitor', { as: DEMO.club })
    await screen.findByRole('dialog', { name: 'Report a Visitor' })
    await user.type(within(visitorDialog()).getByLabelText('First Name'), '  Prince ')
    await user.click(within(visitorDialog()).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Visitor added successfully')).toBeInTheDocument()
    expect((requestsTo('POST', VISITOR_PATH)[0]?.body as { visitor_name: string }).visitor_name).toBe('Prince')
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument()
  })

  it('refuses a name that starts as a spreadsheet formula', async () => {
    const { user } = await renderApp('/dashboard?dialog=club-visitor', { as: DEMO.club })
    await screen.findByRole('dialog', { name: 'Report a Visitor' })
    await user.type(within(visitorDialog()).getByLabelText('Last Name'), '@SUM(1+1)')
    await user.click(within(visitorDialog()).getByRole('button', { name: 'Submit' }))
    expect(await within(visitorDialog()).findByText('Names cannot start with =, +, - or @')).toBeInTheDocument()
    expect(requestsTo('POST', VISITOR_PATH)).toHaveLength(0)
  })

  it("Enter (a phone's Go) after the first name goes on to the last name; Enter there sends the visitor", async () => {
    const { user } = await renderApp('/dashboard?dialog=club-visitor', { as: DEMO.club })
    await screen.findByRole('dialog', { name: 'Report a Visitor' })
    await user.type(within(visitorDialog()).getByLabelText('First Name'), 'Jane{Enter}')
    expect(within(visitorDialog()).getByLabelText('Last Name')).toHaveFocus()
    // Time for a call to have been made, had Enter sent the form.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(requestsTo('POST', VISITOR_PATH)).toHaveLength(0)
    await user.keyboard('Doe{Enter}')
    expect(await screen.findByText('Visitor added successfully')).toBeInTheDocument()
    expect((requestsTo('POST', VISITOR_PATH)[0]?.body as { visitor_name: string }).visitor_name).toBe('Jane Doe')
  })

  it("a phone's keyboard takes the names as names: each word capitalised, nothing corrected into a dictionary word", async () => {
    await renderApp('/dashboard?dialog=club-visitor', { as: DEMO.club })
    await screen.findByRole('dialog', { name: 'Report a Visitor' })
    for (const label of ['First Name', 'Last Name']) {
      const input = within(visitorDialog()).getByLabelText(label)
      expect(input).toHaveAttribute('autocorrect', 'off')
      expect(input).toHaveAttribute('autocapitalize', 'words')
      expect(input).toHaveAttribute('spellcheck', 'false')
    }
  })

  it('trims each name before joining them: one space between, as a guard would search for it', async () => {
    const { user } = await renderApp('/dashboard?dialog=club-visitor', { as: DEMO.club })
    await screen.findByRole('dialog', { name: 'Report a Visitor' })
    await user.type(within(visitorDialog()).getByLabelText('First Name'), 'Ana ')
    await user.type(within(visitorDialog()).getByLabelText('Last Name'), ' Lee')
    await user.click(within(visitorDialog()).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Visitor added successfully')).toBeInTheDocument()
    expect((requestsTo('POST', VISITOR_PATH)[0]?.body as { visitor_name: string }).visitor_name).toBe('Ana Lee')
  })

  it("says 'Failed to add visitor' and keeps the dialog open with the input (D8)", async () => {
    const { user } = await openClubDashboard()
    await user.click(screen.getByRole('button', { name: /Report a Visitor/ }))
    await screen.findByRole('dialog', { name: 'Report a Visitor' })
    await user.type(within(visitorDialog()).getByLabelText('First Name'), 'Jane')
    await user.type(within(visitorDialog()).getByLabelText('Last Name'), 'Doe')
    demoControl.fail(VISITOR_PATH, { status: 417, body: frappeErrorBody(417, 'Some server text') })
    await user.click(within(visitorDialog()).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Failed to add visitor')).toBeInTheDocument()
    expect(within(visitorDialog()).getByLabelText('First Name')).toHaveValue('Jane')
    expect(within(visitorDialog()).getByLabelText('Last Name')).toHaveValue('Doe')
    expect(within(visitorDialog()).getByRole('button', { name: 'Submit' })).toBeEnabled()
  })

  it('deletes a visitor call after confirmation (D11) and refreshes only the visitor list', async () => {
    const { user } = await openClubDashboard()
    await user.click(screen.getByRole('button', { name: 'Delete visitor Harper Collins' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete visitor' })
    expect(confirm).toHaveTextContent('Are you sure you want to delete the visitor call for Harper Collins?')
    expect(requestsTo('DELETE', `${VISITOR_PATH}/VCI-00101`)).toHaveLength(0)
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Visitor deleted successfully')).toBeInTheDocument()
    expect(requestsTo('DELETE', `${VISITOR_PATH}/VCI-00101`)).toHaveLength(1)
    await waitFor(() => expect(screen.queryByText('Harper Collins')).not.toBeInTheDocument())
    expect(requestsTo('GET', CLUB_ACCESS_PATH)).toHaveLength(1)
  })

  it("says 'Failed to delete visitor' and keeps the confirmation open on failure", async () => {
    const { user } = await openClubDashboard()
    await user.click(screen.getByRole('button', { name: 'Delete visitor Harper Collins' }))
    demoControl.fail(`${VISITOR_PATH}/VCI-00101`, { status: 403 })
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete visitor' })).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete visitor')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Delete visitor' })).toBeInTheDocument()
    expect(within(visitorList()).getByText('Harper Collins')).toBeInTheDocument()
  })
})

describe('demo backend: club calls', () => {
  const signInAs = signInClient
  async function status(promise: Promise<unknown>): Promise<number> {
    try {
      await promise
      return 200
    } catch (error) {
      if (error instanceof FrappeError) return error.status
      throw error
    }
  }
  const addGuest = (body: Record<string, unknown>) => frappe.post(paths.script('addguest-clubmembers'), body)
  const deleteGuest = (body: Record<string, unknown>) => frappe.post(paths.script('deleteguest-clubmember'), body)

  it("scopes Club Access, guests and visitors to the user's club (another club's -> 403)", async () => {
    signInAs(DEMO.clubFamily)
    expect(await status(frappe.get(paths.resource('Club Access', CLUB)))).toBe(200)
    expect(await status(frappe.get(paths.resource('Club Access', OTHER_CLUB)))).toBe(403)
    expect(await status(addGuest({ club_member: OTHER_CLUB, guest_name: 'A', guest_last_name: 'B' }))).toBe(403)
    expect(await status(deleteGuest({ club_member: OTHER_CLUB, guest_id: 'CG-0101' }))).toBe(403)
    expect(await status(frappe.delete(paths.resource('Visitor Call-In', 'VCI-00104')))).toBe(403)
    expect(
      await status(
        frappe.post(paths.resource('Visitor Call-In'), {
          call_in_type: 'Club Member', visitor_name: 'X', termination_date: '2030-01-01 00:00:00', club_member: OTHER_CLUB,
        }),
      ),
    ).toBe(403)
    expect((findDoc('Club Access', OTHER_CLUB)!.guests as unknown[]).length).toBe(2)
    signInAs(DEMO.resident)
    expect(await status(frappe.get(paths.resource('Club Access', CLUB)))).toBe(403)
    expect(await status(addGuest({ club_member: CLUB, guest_name: 'A', guest_last_name: 'B' }))).toBe(403)
  })

  it('validates as a server would: mandatory names (417), unknown guest (404), a 7th guest (417 with a message)', async () => {
    signInAs(DEMO.club)
    expect(await status(addGuest({ club_member: CLUB, guest_name: 'A' }))).toBe(417)
    expect(await status(deleteGuest({ club_member: CLUB, guest_id: 'CG-9999' }))).toBe(404)
    fillGuests(6)
    const refusal = await addGuest({ club_member: CLUB, guest_name: 'Seventh', guest_last_name: 'Guest' }).catch((e: unknown) => e)
    expect(refusal).toBeInstanceOf(FrappeError)
    expect((refusal as FrappeError).status).toBe(417)
    expect((refusal as FrappeError).userMessage).toBe('You can only add up to 6 guests')
  })
})
