import { act, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { removeDoc } from '../src/demo-backend/db'
import { frappeErrorBody } from '../src/demo-backend/faults'
import { demoControl, server } from '../src/demo-backend/node'
import { guestQueries } from '../src/queries/guests'
import { CHANGES_KEY_PREFIX, PERSISTED_CACHE_KEY } from '../src/query-persist'
import { signOut } from '../src/session/actions'
import { answerCutOff, card, findDialog, pickOption, requestsTo, settleAndClear, SLOW, userMenu } from './home-helpers'
import { anotherUserSignsIn, DEMO, pathOf, renderApp } from './render-app'
import { runningClock, stillClock } from './clock'
import { RECHECK_INTERVAL_MS } from '../src/session/boot'
import { installWebLocks } from './web-locks'

const ADD_GUEST = 'aviepros-add-guest'
const DELETE_GUEST = 'aviepros-delete-guest'
const VISITORS = '/api/resource/Visitor Call-In'
const guests = () => screen.getByRole('region', { name: 'Guest' })
const visitors = () => screen.getByRole('region', { name: 'Visitor' })
const rowOf = (region: HTMLElement, text: string) => within(region).getByText(text).closest('li')!

type App = Awaited<ReturnType<typeof renderApp>>

/** Offline: Emma Clarke's edit with another last name, left waiting to be sent. */
async function renameEmmaOffline(app: App, lastName: string) {
  await app.user.click(within(visitors()).getByText('Emma Clarke').closest('button')!)
  const dialog = await findDialog('Edit Visitor')
  await app.user.clear(within(dialog).getByLabelText('Last Name'))
  await app.user.type(within(dialog).getByLabelText('Last Name'), lastName)
  await app.user.click(within(dialog).getByRole('button', { name: 'Update' }))
  await waitFor(() => expect(dialog).not.toBeInTheDocument())
}

async function goOffline() {
  const app = await renderApp('/dashboard', { as: DEMO.resident })
  await settleAndClear()
  act(() => onlineManager.setOnline(false))
  return app
}

async function inviteGuest({ user, container }: App, first: string, last: string) {
  // Its own card: another tab's dashboard may be open beside it.
  await user.click(within(container).getByText('Add Guest', { selector: 'span' }).closest('button')!)
  // (Both apps follow the test window's one address: each shows the dialog.)
  const dialog = await within(container).findByRole('dialog', { name: 'Invite Guest' }, SLOW)
  await user.type(within(dialog).getByLabelText(/First Name/), first)
  await user.type(within(dialog).getByLabelText(/Last Name/), last)
  await user.click(within(dialog).getByRole('button', { name: 'Add' }))
  await waitFor(() => expect(dialog).not.toBeInTheDocument())
}

async function addDayVisitor({ user }: App, first: string, last: string) {
  await user.click(await card('Report a Visitor'))
  const dialog = await findDialog('Visitor call in')
  await pickOption(user, await within(dialog).findByRole('combobox', { name: 'Select type' }, SLOW), 'Day Visitor')
  await user.type(within(dialog).getByLabelText('First Name'), first)
  await user.type(within(dialog).getByLabelText('Last Name'), last)
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
  await waitFor(() => expect(dialog).not.toBeInTheDocument())
}

async function deleteGuest({ user }: App, name: string) {
  await user.click(within(guests()).getByText(name).closest('button')!)
  const dialog = await findDialog('Edit Guest')
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
  const confirm = await screen.findByRole('dialog', { name: 'Delete guest' })
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

/** The tab's waiting changes as kept for its next visit (its key, its copy), once they hold `text`. */
async function keptChanges(text: string): Promise<[string, string]> {
  let kept: [string, string] | undefined
  await waitFor(() => {
    kept = Object.entries({ ...localStorage } as Record<string, string>).find(([key, value]) => key.startsWith(CHANGES_KEY_PREFIX) && value.includes(text))
    expect(kept).toBeDefined()
  })
  return kept!
}

describe('offline-first changes', () => {
  it('with the storage full, a change made offline is kept all the same: the lists kept for a quick start make way for it', async () => {
    const app = await goOffline()
    await waitFor(() => expect(localStorage.getItem(PERSISTED_CACHE_KEY)).not.toBeNull())
    // Something else of this site fills its storage, up to a few hundred characters (jsdom's quota
    // counts the characters of keys and values, 5,000,000 in all).
    const used = Object.entries({ ...localStorage } as Record<string, string>).reduce((n, [key, value]) => n + key.length + value.length, 0)
    localStorage.setItem('filler', 'x'.repeat(5_000_000 - used - 'filler'.length - 300))
    expect(() => localStorage.setItem('more', 'x'.repeat(400))).toThrow()
    await inviteGuest(app, 'Anna', 'McKay')
    expect(await screen.findByText('Waiting to send: it goes out when the connection returns.')).toBeInTheDocument()
    await keptChanges('McKay')
  })

  it('queues changes made offline, shows them waiting, and sends them in order with their toasts when the network returns', async () => {
    const app = await goOffline()
    await inviteGuest(app, 'Anna', 'McKay')
    expect(await screen.findByText('Waiting to send: it goes out when the connection returns.')).toBeInTheDocument()
    await addDayVisitor(app, 'Nadia', 'Flores')
    await deleteGuest(app, 'Olivia Bennett')

    // Nothing went out; each change shows in its list.
    expect(requestsTo(ADD_GUEST)).toHaveLength(0)
    expect(requestsTo(VISITORS, 'POST')).toHaveLength(0)
    expect(within(rowOf(guests(), 'Anna McKay')).getByText('Waiting to send')).toBeInTheDocument()
    expect(within(rowOf(visitors(), 'Nadia Flores')).getByText('Waiting to send')).toBeInTheDocument()
    // The end it would get if sent now.
    expect(rowOf(visitors(), 'Nadia Flores')).toHaveTextContent(/Access until \d+ \w+, 03:00/)
    // The delete waits struck through, and the row no longer opens (an edit would reach the server after the delete).
    expect(within(guests()).getByRole('deletion')).toHaveTextContent('Olivia Bennett')
    // Said too, not only drawn: a screen reader reads no strike-through.
    expect(within(guests()).getByRole('deletion')).toHaveTextContent(/^To be deleted: Olivia Bennett$/)
    expect(within(rowOf(guests(), 'Olivia Bennett')).getByText('Waiting to send')).toBeInTheDocument()
    expect(within(rowOf(guests(), 'Olivia Bennett')).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(["Don't send: Olivia Bennett"])

    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
    expect(await screen.findByText('Visitor call-in submitted successfully', {}, SLOW)).toBeInTheDocument()
    expect(await screen.findByText('Guest deleted successfully', {}, SLOW)).toBeInTheDocument()
    // In the order they were made.
    const sent = demoControl.requests().filter((r) => r.method === 'POST')
    const at = (part: string) => sent.findIndex((r) => r.path.includes(part))
    expect(at(ADD_GUEST)).toBeLessThan(at(VISITORS))
    expect(at(VISITORS)).toBeLessThan(at(DELETE_GUEST))
    expect(requestsTo(ADD_GUEST, 'POST')[0]!.body).toEqual({ home_address_id: 'HA-0001', first_name: 'Anna', last_name: 'McKay' })
    await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument(), SLOW)
    expect(await within(guests()).findByText('Anna McKay')).toBeInTheDocument()
    await waitFor(() => expect(within(guests()).queryByText('Olivia Bennett')).not.toBeInTheDocument())
    // Done, they are not kept: a tablet left open for days does not hold every change it sent.
    await waitFor(() => expect(app.queryClient.getMutationCache().getAll()).toEqual([]))
  })

  it("a new entry or a delete that waits can be withdrawn with Don't send: it never goes out, and is not kept for the next visit", async () => {
    const app = await goOffline()
    await addDayVisitor(app, 'Jon', 'Smiht')
    await deleteGuest(app, 'Olivia Bennett')
    // Made after the delete, in the same queue: it goes out once the delete would have.
    await inviteGuest(app, 'Anna', 'McKay')
    await keptChanges('Smiht')
    await app.user.click(within(rowOf(visitors(), 'Jon Smiht')).getByRole('button', { name: "Don't send: Jon Smiht" }))
    await waitFor(() => expect(within(visitors()).queryByText('Jon Smiht')).not.toBeInTheDocument())
    await app.user.click(within(rowOf(guests(), 'Olivia Bennett')).getByRole('button', { name: "Don't send: Olivia Bennett" }))
    await waitFor(() => expect(within(guests()).queryByRole('deletion')).not.toBeInTheDocument())
    // The row is as it was: it opens again.
    expect(within(rowOf(guests(), 'Olivia Bennett')).queryByText('Waiting to send')).not.toBeInTheDocument()
    expect(rowOf(guests(), 'Olivia Bennett').querySelector('button')).toHaveAccessibleName(/Olivia Bennett/)
    // Nothing is kept for the next visit either.
    await waitFor(() => expect(Object.values({ ...localStorage } as Record<string, string>).some((v) => v.includes('Smiht'))).toBe(false))

    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(1)
    expect(requestsTo(VISITORS, 'POST')).toHaveLength(0)
    expect(requestsTo(DELETE_GUEST)).toHaveLength(0)
  })

  it('a change sent from the queue keeps its row until its list has been read again', async () => {
    const app = await goOffline()
    await inviteGuest(app, 'Anna', 'McKay')
    // The guest list answers only when the test lets it.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*', async ({ request }) => {
        if (new URL(request.url).pathname.endsWith('fetch-guests')) await held
      }),
    )
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(within(guests()).getByText('Anna McKay')).toBeInTheDocument()
    // The site has made it: a reload now must not send it again.
    const kept = Object.keys(localStorage).filter((key) => key.startsWith(CHANGES_KEY_PREFIX))
    expect(kept.map((key) => localStorage.getItem(key)).join()).not.toContain('McKay')
    release()
    await waitFor(() => expect(within(rowOf(guests(), 'Anna McKay')).queryByText('Waiting to send')).not.toBeInTheDocument(), SLOW)
  })

  it('a row whose edit waits opens with that edit, so a second edit keeps it; both go out in order', async () => {
    const app = await goOffline()
    const edit = async (row: string, field: RegExp, value: string) => {
      await app.user.click(within(guests()).getByText(row).closest('button')!)
      const dialog = await findDialog('Edit Guest')
      await app.user.clear(within(dialog).getByLabelText(field))
      await app.user.type(within(dialog).getByLabelText(field), value)
      await app.user.click(within(dialog).getByRole('button', { name: 'Update' }))
      await waitFor(() => expect(dialog).not.toBeInTheDocument())
    }
    await edit('Olivia Bennett', /First Name/, 'Olive')
    expect(within(rowOf(guests(), 'Olive Bennett')).getByText('Waiting to send')).toBeInTheDocument()
    await app.user.click(within(guests()).getByText('Olive Bennett').closest('button')!)
    const dialog = await findDialog('Edit Guest')
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Olive')
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await edit('Olive Bennett', /Last Name/, 'Benn')
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(requestsTo('aviepros-update-guest', 'PUT')).toHaveLength(2), SLOW)
    expect(requestsTo('aviepros-update-guest', 'PUT').map((r) => (r.body as { guest_name: string }).guest_name)).toEqual(['Olive Bennett', 'Olive Benn'])
    expect(await within(guests()).findByText('Olive Benn', {}, SLOW)).toBeInTheDocument()
  })

  it('an edit refused, then a later edit of the same guest made: the row shows what the site has, not the refused edit', async () => {
    const app = await goOffline()
    const edit = async (row: string, value: string) => {
      await app.user.click(within(guests()).getByText(row).closest('button')!)
      const dialog = await findDialog('Edit Guest')
      await app.user.clear(within(dialog).getByLabelText(/Last Name/))
      await app.user.type(within(dialog).getByLabelText(/Last Name/), value)
      await app.user.click(within(dialog).getByRole('button', { name: 'Update' }))
      await waitFor(() => expect(dialog).not.toBeInTheDocument())
    }
    await edit('Olivia Bennett', 'Benett')
    await edit('Olivia Benett', 'Bennet')
    // The first is refused, the second made.
    demoControl.fail('aviepros-update-guest', { status: 417, body: frappeErrorBody(417, 'Guest is at the gate') }, 1)
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(requestsTo('aviepros-update-guest', 'PUT')).toHaveLength(1), SLOW)
    expect(await within(guests()).findByText('Olivia Bennet', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(within(guests()).queryByText('Not sent')).not.toBeInTheDocument(), SLOW)
    expect(within(guests()).queryByText('Olivia Benett')).not.toBeInTheDocument()
  })

  it('sends a queued change again when its first call after reconnecting cannot reach the site', async () => {
    const app = await goOffline()
    await inviteGuest(app, 'Anna', 'McKay')
    // The browser says it is online; the first two calls still fail at the network.
    demoControl.fail(ADD_GUEST, 'network', 2)
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Guest added successfully', {}, { timeout: 8000 })).toBeInTheDocument()
    // Added once: the calls that failed never reached it.
    expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(1)
    expect(screen.queryByText('Failed to add guest. Please try again.')).not.toBeInTheDocument()
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument()
    await waitFor(() => expect(within(rowOf(guests(), 'Anna McKay')).queryByText('Waiting to send')).not.toBeInTheDocument(), SLOW)
  })

  it('a queued change keeps waiting while its calls reach nobody, however long the line stays bad: it is never ended Not sent', async () => {
    const app = await goOffline()
    await inviteGuest(app, 'Anna', 'McKay')
    demoControl.fail(ADD_GUEST, 'network', 8)
    const clock = runningClock()
    try {
      act(() => onlineManager.setOnline(true))
      // Eight calls that reach nobody, over some two minutes: the clock moves on while each is tried.
      for (let i = 0; i < 40 && !screen.queryByText('Guest added successfully'); i++) {
        await act(() => clock.advance(5_000))
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
      expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(1)
      expect(screen.queryByText('Failed to add guest. Please try again.')).not.toBeInTheDocument()
      expect(screen.queryByText('Not sent')).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('sends a queued change again while a gateway says the site is down (restarting, being deployed)', async () => {
    const app = await goOffline()
    await inviteGuest(app, 'Anna', 'McKay')
    demoControl.fail(ADD_GUEST, { status: 502 }, 1)
    demoControl.fail(ADD_GUEST, { status: 503 }, 1)
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Guest added successfully', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.queryByText('Failed to add guest. Please try again.')).not.toBeInTheDocument()
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument()
  })

  it('a queued change whose answer is cut off is not sent again: the site has made it', async () => {
    await inviteGuest(await goOffline(), 'Anna', 'McKay')
    let tries = 0
    server.use(
      http.post(`*${ADD_GUEST}`, () => {
        tries++
        return answerCutOff()
      }),
    )
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Failed to add guest. Please try again.', {}, SLOW)).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(tries).toBe(1)
    // Nor does its row, or its toast, ask to send it again as if it were not made: sent again, the
    // guest would be added twice.
    const cutOff = "The site's answer was cut off, and it may have made this change all the same. Check before you try again."
    expect(within(rowOf(guests(), 'Anna McKay')).getByText(cutOff)).toBeInTheDocument()
    expect(screen.getAllByText(cutOff)).toHaveLength(2)
  })

  it('a queued change waiting to try again at a logout is not sent as the next user', async () => {
    const app = await goOffline()
    await inviteGuest(app, 'Anna', 'McKay')
    demoControl.fail(ADD_GUEST, 'network', 2)
    act(() => onlineManager.setOnline(true))
    // Its first two tries got no answer; the next one waits 2 s. The resident logs out meanwhile
    // (what Log out does, at once: the menu's clicks could take longer than the wait on a loaded machine).
    await waitFor(() => expect(app.queryClient.getMutationCache().getAll()[0]?.state.failureCount).toBe(2), SLOW)
    await act(() => signOut(app.session, app.queryClient, () => app.router.navigate({ to: '/' })))
    act(() => anotherUserSignsIn(app.session, DEMO.family))
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(requestsTo(ADD_GUEST)).toHaveLength(0)
    expect(screen.queryByText('Guest added successfully')).not.toBeInTheDocument()
  })

  it.each([
    ['the same resident', DEMO.resident, 1],
    ['someone else', DEMO.neighbour, 0],
  ])('a change waiting when the site ends the session (401) is kept: %s signing in again has it sent (or never sees it)', async (_, who, sent) => {
    const app = await goOffline()
    await inviteGuest(app, 'Anna', 'McKay')
    demoControl.fail(ADD_GUEST, { status: 401, body: frappeErrorBody(401) }, 1)
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Your session has expired. Please sign in again.', {}, SLOW)).toBeInTheDocument()
    // Not said to have failed: it is kept, and sent again.
    expect(screen.queryByText('Failed to add guest. Please try again.')).not.toBeInTheDocument()
    await waitFor(() => expect(pathOf(app.router)).toBe('/'))
    // Kept while nobody is signed in (not the lists).
    await keptChanges('McKay')
    expect(localStorage.getItem(PERSISTED_CACHE_KEY)).toBeNull()
    await app.user.type(screen.getByLabelText(/^Email/), who)
    await app.user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await app.user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(pathOf(app.router)).toBe('/dashboard'), SLOW)
    await screen.findByRole('region', { name: 'Guest' }, SLOW)
    if (sent) {
      expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
      expect(await within(guests()).findByText('Anna McKay', {}, SLOW)).toBeInTheDocument()
    } else {
      await settleAndClear()
      expect(screen.queryByText('Anna McKay')).not.toBeInTheDocument()
    }
    // Sent as the resident only (the demo does not list the try it refused).
    expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(sent)
    // Nothing of it is kept any more: sent, or dropped as another user's.
    const waiting = () => Object.entries({ ...localStorage } as Record<string, string>).filter(([key, value]) => key.startsWith(CHANGES_KEY_PREFIX) && value.includes('McKay'))
    await waitFor(() => expect(waiting()).toEqual([]))
  })

  it('changes kept through an expiry, on a page left open on the sign-in page for over a day, are dropped at the sign-in', async () => {
    const app = await goOffline()
    await inviteGuest(app, 'Anna', 'McKay')
    demoControl.fail(ADD_GUEST, { status: 401, body: frappeErrorBody(401) }, 1)
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Your session has expired. Please sign in again.', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(pathOf(app.router)).toBe('/'))
    await keptChanges('McKay')
    // The resident comes back to the tablet the next day but one.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(Date.now() + 25 * 3_600_000)
    try {
      await app.user.type(screen.getByLabelText(/^Email/), DEMO.resident)
      await app.user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
      await app.user.click(screen.getByRole('button', { name: 'Submit' }))
      await waitFor(() => expect(pathOf(app.router)).toBe('/dashboard'), SLOW)
      await screen.findByRole('region', { name: 'Guest' }, SLOW)
      await settleAndClear()
      expect(within(guests()).queryByText('Anna McKay')).not.toBeInTheDocument()
      expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(0)
      const waiting = () => Object.entries({ ...localStorage } as Record<string, string>).filter(([key, value]) => key.startsWith(CHANGES_KEY_PREFIX) && value.includes('McKay'))
      expect(waiting()).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it('changes kept through an expiry go a day after they were saved, at a start with nobody signed in', async () => {
    const copy = (hoursAgo: number) =>
      JSON.stringify({ timestamp: Date.now() - hoursAgo * 3_600_000, buster: `1:${DEMO.resident}`, clientState: { mutations: [], queries: [] } })
    const storage = { session_ended: 'expired', [`${CHANGES_KEY_PREFIX}old`]: copy(25), [`${CHANGES_KEY_PREFIX}recent`]: copy(2) }
    await renderApp('/', { as: null, storage })
    await screen.findByRole('button', { name: 'Submit' }, SLOW)
    expect(localStorage.getItem(`${CHANGES_KEY_PREFIX}old`)).toBeNull()
    expect(localStorage.getItem(`${CHANGES_KEY_PREFIX}recent`)).not.toBeNull()
  })

  it('keeps a change the server refuses after reconnecting: its row says why and opens the dialog with what was typed', async () => {
    const app = await goOffline()
    await inviteGuest(app, 'Anna', 'McKay')
    demoControl.fail(ADD_GUEST, { status: 417, body: frappeErrorBody(417, 'Guest already exists') })
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Failed to add guest. Please try again.', {}, SLOW)).toBeInTheDocument()
    await screen.findByText('Not sent', {}, SLOW)
    const row = rowOf(guests(), 'Anna McKay')
    expect(await within(row).findByText('Not sent')).toBeInTheDocument()
    expect(within(row).getByText('Failed to add guest. Please try again.')).toBeInTheDocument()
    expect(within(row).getByText('Guest already exists')).toBeInTheDocument()

    await app.user.click(within(row).getByRole('button', { name: 'Edit and send again: Anna McKay' }))
    const dialog = await findDialog('Invite Guest')
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Anna')
    expect(within(dialog).getByLabelText(/Last Name/)).toHaveValue('McKay')
    await app.user.clear(within(dialog).getByLabelText(/Last Name/))
    await app.user.type(within(dialog).getByLabelText(/Last Name/), 'Kay')
    await app.user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
    expect(await within(guests()).findByText('Anna Kay')).toBeInTheDocument()
    // The refused copy is gone once it was sent again.
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument())
    expect(within(guests()).queryByText('Anna McKay')).not.toBeInTheDocument()
  })

  it('online, a change made while an earlier one of its list is on its way waits for it without saying the connection is down', async () => {
    const app = await renderApp('/dashboard', { as: DEMO.resident })
    await settleAndClear()
    demoControl.latency(600)
    await app.user.click(within(app.container).getByText('Add Guest', { selector: 'span' }).closest('button')!)
    const first = await findDialog('Invite Guest')
    await app.user.type(within(first).getByLabelText(/First Name/), 'Anna')
    await app.user.type(within(first).getByLabelText(/Last Name/), 'McKay')
    await app.user.click(within(first).getByRole('button', { name: 'Add' }))
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(first).not.toBeInTheDocument())
    await inviteGuest(app, 'Ben', 'Ross')
    await waitFor(() => expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(2), SLOW)
    expect(await within(guests()).findByText('Ben Ross', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByText('Waiting to send: it goes out when the connection returns.')).not.toBeInTheDocument()
  })

  it('a list not loaded any more, with a change waiting, says it is not loaded, not that it is empty', async () => {
    const app = await goOffline()
    await deleteGuest(app, 'Olivia Bennett')
    // The list's copy is gone (dropped after a while unseen, or too old to keep), the change is not.
    act(() => app.queryClient.removeQueries({ queryKey: guestQueries.all }))
    await app.router.navigate({ to: '/cars' })
    await app.router.navigate({ to: '/dashboard' })
    const list = await screen.findByRole('region', { name: 'Guest' }, SLOW)
    expect(await within(list).findByText('Not loaded: you are offline. It loads when the connection returns.')).toBeInTheDocument()
    expect(within(list).queryByText('No result found')).not.toBeInTheDocument()
  })

  it('a refused change stays to be dealt with past the 5 minutes a finished change is kept', async () => {
    const clock = runningClock()
    try {
      const app = await goOffline()
      await inviteGuest(app, 'Anna', 'McKay')
      demoControl.fail(ADD_GUEST, { status: 417, body: frappeErrorBody(417, 'Guest already exists') })
      act(() => onlineManager.setOnline(true))
      await screen.findByRole('button', { name: 'Dismiss: Anna McKay' }, SLOW)
      await act(() => clock.advance(6 * 60_000))
      expect(screen.getByRole('button', { name: 'Dismiss: Anna McKay' })).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it("a refused change's dialog, reloaded, still opens that change with what was typed", async () => {
    const app = await renderApp('/dashboard', { as: DEMO.resident })
    await settleAndClear()
    // A change made online first: the page's own count of changes is not the next page's.
    await inviteGuest(app, 'Cara', 'Lane')
    await screen.findByText('Guest added successfully', {}, SLOW)
    act(() => onlineManager.setOnline(false))
    await inviteGuest(app, 'Anna', 'McKay')
    await inviteGuest(app, 'Ben', 'Ross')
    demoControl.fail(ADD_GUEST, { status: 417, body: frappeErrorBody(417, 'Guest already exists') }, 2)
    act(() => onlineManager.setOnline(true))
    await screen.findByRole('button', { name: 'Dismiss: Ben Ross' }, SLOW)
    await app.user.click(screen.getByRole('button', { name: 'Edit and send again: Ben Ross' }))
    await findDialog('Invite Guest')
    const href = app.router.state.location.href
    await waitFor(() => expect(localStorage.getItem(PERSISTED_CACHE_KEY)).not.toBeNull())
    const lists = localStorage.getItem(PERSISTED_CACHE_KEY)!
    const [key, changes] = await keptChanges('Ross')
    app.unmount()

    await renderApp(href, { as: DEMO.resident, restore: true, storage: { [PERSISTED_CACHE_KEY]: lists, [key]: changes } })
    const dialog = await findDialog('Invite Guest')
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Ben')
    expect(within(dialog).getByLabelText(/Last Name/)).toHaveValue('Ross')
  })

  it('a delete that waited offline for a record deleted meanwhile from another device is done, not refused', async () => {
    const app = await goOffline()
    await app.user.click(within(visitors()).getByText('Emma Clarke').closest('button')!)
    const dialog = await findDialog('Edit Visitor')
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete visitor' })
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    removeDoc('Visitor Call-In', 'VCI-00001')
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Visitor deleted successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(within(visitors()).queryByText('Emma Clarke')).not.toBeInTheDocument(), SLOW)
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument()
  })

  it('an edit refused because its record was deleted meanwhile keeps a row of its own that says why, until dismissed', async () => {
    const app = await goOffline()
    await renameEmmaOffline(app, 'Clark')
    removeDoc('Visitor Call-In', 'VCI-00001')
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Failed to update visitor', {}, SLOW)).toBeInTheDocument()
    // Once the list read again no longer holds the visitor, the row is the refused edit's own: with
    // nothing on the site to open or edit again, it can only be dismissed.
    await waitFor(() => expect(within(rowOf(visitors(), 'Emma Clark')).getAllByRole('button')).toHaveLength(1), SLOW)
    const row = rowOf(visitors(), 'Emma Clark')
    expect(within(row).getByText('Not sent')).toBeInTheDocument()
    expect(within(row).getByText('Failed to update visitor')).toBeInTheDocument()
    // No end is made up for a visitor the site no longer has.
    expect(row).not.toHaveTextContent(/Access until/)
    await app.user.click(within(row).getByRole('button', { name: 'Dismiss: Emma Clark' }))
    await waitFor(() => expect(within(visitors()).queryByText('Emma Clark')).not.toBeInTheDocument())
  })

  it("a refused edit's row, tapped itself, opens what was typed; sent, it takes the refused edit's place", async () => {
    const app = await goOffline()
    await renameEmmaOffline(app, 'Clarkson')
    demoControl.fail('Visitor Call-In/VCI-00001', { status: 417, body: frappeErrorBody(417, 'Gate closed for works') })
    act(() => onlineManager.setOnline(true))
    await screen.findByRole('button', { name: 'Dismiss: Emma Clarkson' }, SLOW)

    // The row itself, not its 'Edit and send again'.
    await app.user.click(within(rowOf(visitors(), 'Emma Clarkson')).getByText('Emma Clarkson').closest('button')!)
    const again = await findDialog('Edit Visitor')
    expect(within(again).getByLabelText('Last Name')).toHaveValue('Clarkson')
    await app.user.clear(within(again).getByLabelText('Last Name'))
    await app.user.type(within(again).getByLabelText('Last Name'), 'Clarke-Smith')
    await app.user.click(within(again).getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Visitor updated successfully', {}, SLOW)).toBeInTheDocument()
    const row = await within(visitors()).findByText('Emma Clarke-Smith', {}, SLOW)
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Dismiss: / })).not.toBeInTheDocument())
    expect(within(row.closest('li')!).queryByText('Not sent')).not.toBeInTheDocument()
  })

  it("a refused edit opened again does not offer a pass of what the site has: 'Update first'", async () => {
    const app = await goOffline()
    await renameEmmaOffline(app, 'Quill')
    demoControl.fail('Visitor Call-In/VCI-00001', { status: 417, body: frappeErrorBody(417, 'Gate closed for works') })
    act(() => onlineManager.setOnline(true))
    await app.user.click(await screen.findByRole('button', { name: 'Edit and send again: Emma Quill' }, SLOW))
    const again = await findDialog('Edit Visitor')
    expect(within(again).getByLabelText('Last Name')).toHaveValue('Quill')
    expect(within(again).getByRole('button', { name: 'Share pass' })).toBeDisabled()
    expect(within(again).getByText('Update first: the pass shows what is saved.')).toBeInTheDocument()
  })

  it("a refused delete leaves the record as the site has it: its dialog offers its pass", async () => {
    const app = await goOffline()
    await deleteGuest(app, 'Olivia Bennett')
    demoControl.fail(DELETE_GUEST, { status: 417, body: frappeErrorBody(417, 'Guest is at the gate') })
    act(() => onlineManager.setOnline(true))
    await screen.findByRole('button', { name: 'Dismiss: Olivia Bennett' }, SLOW)
    // No longer struck through: the guest is still on the site's list.
    expect(within(guests()).queryByRole('deletion')).not.toBeInTheDocument()
    expect(within(rowOf(guests(), 'Olivia Bennett')).getByText('Not sent')).toBeInTheDocument()
    await act(() => app.router.navigate({ to: '/dashboard', search: { dialog: 'guest-edit', id: 'GST-00001' } }))
    const dialog = await findDialog('Edit Guest')
    expect(within(dialog).getByRole('link', { name: 'Share pass' })).toBeInTheDocument()
    expect(within(dialog).queryByText('Update first: the pass shows what is saved.')).not.toBeInTheDocument()
  })

  it('a delete made offline from its dialog leaves the keyboard on its row, now waiting', async () => {
    const app = await goOffline()
    await deleteGuest(app, 'Olivia Bennett')
    const row = rowOf(guests(), 'Olivia Bennett')
    expect(within(row).getByText('Waiting to send')).toBeInTheDocument()
    await waitFor(() => expect(row.contains(document.activeElement)).toBe(true))
  })

  it('a refused change can be dismissed', async () => {
    const app = await goOffline()
    await inviteGuest(app, 'Anna', 'McKay')
    demoControl.fail(ADD_GUEST, { status: 417, body: frappeErrorBody(417, 'Guest already exists') })
    act(() => onlineManager.setOnline(true))
    const button = await screen.findByRole('button', { name: 'Dismiss: Anna McKay' }, SLOW)
    await app.user.click(button)
    await waitFor(() => expect(within(guests()).queryByText('Anna McKay')).not.toBeInTheDocument())
  })

  it("a refused change still says the server's reason after a reload", async () => {
    const app = await goOffline()
    await inviteGuest(app, 'Anna', 'McKay')
    demoControl.fail(ADD_GUEST, { status: 417, body: frappeErrorBody(417, 'Guest already exists') })
    act(() => onlineManager.setOnline(true))
    await screen.findByRole('button', { name: 'Dismiss: Anna McKay' }, SLOW)
    await waitFor(() => expect(localStorage.getItem(PERSISTED_CACHE_KEY)).not.toBeNull())
    const lists = localStorage.getItem(PERSISTED_CACHE_KEY)!
    const [key, changes] = await keptChanges('Guest already exists')
    app.unmount()

    await renderApp('/dashboard', { as: DEMO.resident, restore: true, storage: { [PERSISTED_CACHE_KEY]: lists, [key]: changes } })
    await within(await screen.findByRole('region', { name: 'Guest' }, SLOW)).findByText('Not sent', {}, SLOW)
    const row = rowOf(guests(), 'Anna McKay')
    expect(within(row).getByText('Not sent')).toBeInTheDocument()
    expect(within(row).getByText('Failed to add guest. Please try again.')).toBeInTheDocument()
    expect(within(row).getByText('Guest already exists')).toBeInTheDocument()
  })

  it("a change sent once without an answer can no longer be withdrawn: the site may have it, after a reload too", async () => {
    const app = await goOffline()
    await inviteGuest(app, 'Anna', 'McKay')
    expect(within(rowOf(guests(), 'Anna McKay')).getByRole('button', { name: "Don't send: Anna McKay" })).toBeInTheDocument()
    // Back for a moment: the guest goes out, the line drops before an answer comes, and the change waits again.
    demoControl.fail(ADD_GUEST, 'network', Infinity)
    act(() => onlineManager.setOnline(true))
    const [key, changes] = await keptChanges('"tried":true')
    act(() => onlineManager.setOnline(false))
    await waitFor(() => expect(app.queryClient.getMutationCache().getAll()[0]!.state.isPaused).toBe(true), SLOW)
    expect(within(rowOf(guests(), 'Anna McKay')).getByText('Waiting to send')).toBeInTheDocument()
    expect(within(rowOf(guests(), 'Anna McKay')).queryByRole('button', { name: "Don't send: Anna McKay" })).not.toBeInTheDocument()
    await waitFor(() => expect(localStorage.getItem(PERSISTED_CACHE_KEY)).not.toBeNull())
    const lists = localStorage.getItem(PERSISTED_CACHE_KEY)!
    app.unmount()

    await renderApp('/dashboard', { as: DEMO.resident, restore: true, storage: { [PERSISTED_CACHE_KEY]: lists, [key]: changes } })
    const row = (await within(await screen.findByRole('region', { name: 'Guest' }, SLOW)).findByText('Anna McKay', {}, SLOW)).closest('li')!
    expect(within(row).getByText('Waiting to send')).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: "Don't send: Anna McKay" })).not.toBeInTheDocument()
  })

  /** A guest invited offline, and the page gone: what it kept for the next visit (the lists, and its changes). */
  async function guestQueuedThenPageGone() {
    const app = await goOffline()
    await inviteGuest(app, 'Anna', 'McKay')
    const [key, changes] = await keptChanges('McKay')
    await waitFor(() => expect(localStorage.getItem(PERSISTED_CACHE_KEY)).not.toBeNull())
    const lists = localStorage.getItem(PERSISTED_CACHE_KEY)!
    app.unmount()
    return { key, changes, lists }
  }

  it('keeps waiting changes through a reload and sends them once the session is confirmed', async () => {
    const { key, changes, lists } = await guestQueuedThenPageGone()
    act(() => onlineManager.setOnline(true))
    await renderApp('/dashboard', { as: DEMO.resident, restore: true, storage: { [PERSISTED_CACHE_KEY]: lists, [key]: changes } })
    expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(1)
    expect(await within(await screen.findByRole('region', { name: 'Guest' }, SLOW)).findByText('Anna McKay', {}, SLOW)).toBeInTheDocument()
  })

  it('a waiting change kept through a reload made offline is not sent when the site, back, refuses the session', async () => {
    const { key, changes, lists } = await guestQueuedThenPageGone()
    act(() => onlineManager.setOnline(true))
    const clock = stillClock()
    try {
      demoControl.fail('frappe.auth.get_logged_user', 'network', 1)
      const app = await renderApp('/dashboard', { as: DEMO.resident, restore: true, storage: { [PERSISTED_CACHE_KEY]: lists, [key]: changes } })
      await clock.until(() => expect(onlineManager.isOnline()).toBe(false))
      await clock.settle()
      // The site is back, and no longer takes the token.
      demoControl.fail('frappe.auth.get_logged_user', { status: 401 }, 1)
      await clock.advance(RECHECK_INTERVAL_MS)
      await clock.until(() => expect(pathOf(app.router)).toBe('/'))
      await clock.settle()
      expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps waiting changes through a reload where the browser refuses Web Locks', async () => {
    const locks = installWebLocks({ refuse: true })
    try {
      const { key, changes, lists } = await guestQueuedThenPageGone()
      act(() => onlineManager.setOnline(true))
      await renderApp('/dashboard', { as: DEMO.resident, restore: true, storage: { [PERSISTED_CACHE_KEY]: lists, [key]: changes } })
      expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
      expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(1)
    } finally {
      locks.uninstall()
    }
  })

  it('keeps and sends the changes that a copy saved by the previous version holds with its lists', async () => {
    const { changes, lists } = await guestQueuedThenPageGone()
    // The version before kept the changes that wait in the lists' copy.
    const before = JSON.parse(lists) as { clientState: { mutations: unknown[] } }
    before.clientState.mutations = (JSON.parse(changes) as typeof before).clientState.mutations
    await renderApp('/dashboard', { as: DEMO.resident, restore: true, storage: { [PERSISTED_CACHE_KEY]: JSON.stringify(before) } })
    // Still offline: kept at once as this tab's.
    await keptChanges('McKay')
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(1)
  })

  it("a Day Visitor queued at night and sent the next morning ends at 03:00 after the day it is sent", async () => {
    // 22:00 on 23 November at the site (America/New_York). Only Date is faked, and it runs on.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    try {
      vi.setSystemTime(new Date('2026-11-24T03:00:00Z'))
      demoControl.reset()
      const app = await goOffline()
      await addDayVisitor(app, 'Nadia', 'Flores')
      // 09:00 the next morning, the connection is back.
      vi.setSystemTime(new Date('2026-11-24T14:00:00Z'))
      act(() => onlineManager.setOnline(true))
      expect(await screen.findByText('Visitor call-in submitted successfully', {}, SLOW)).toBeInTheDocument()
      expect(requestsTo(VISITORS, 'POST')[0]!.body).toMatchObject({ visitor_name: 'Nadia Flores', termination_date: '2026-11-25 03:00:00' })
      expect(await within(visitors()).findByText('Nadia Flores', {}, SLOW)).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('a Day Visitor made a Delivery offline ends today: in its row, and after a second edit of the waiting one', async () => {
    const app = await goOffline()
    const editVisitor = async (row: HTMLElement, change: (dialog: HTMLElement) => Promise<void>) => {
      await app.user.click(within(row).getByRole('button'))
      const dialog = await findDialog('Edit Visitor')
      await change(dialog)
      await app.user.click(within(dialog).getByRole('button', { name: 'Update' }))
      await waitFor(() => expect(dialog).not.toBeInTheDocument())
    }
    await editVisitor(rowOf(visitors(), 'Emma Clarke'), (dialog) =>
      pickOption(app.user, within(dialog).getByRole('combobox', { name: 'Select type' }), 'Delivery'),
    )
    const waiting = () => rowOf(visitors(), 'Waiting to send')
    expect(waiting()).toHaveTextContent(/Access until \d+ \w+, 23:59/)
    await editVisitor(waiting(), (dialog) => app.user.type(within(dialog).getByLabelText('Name'), 'Courier'))
    expect(waiting()).toHaveTextContent(/Access until \d+ \w+, 23:59/)
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(requestsTo(`${VISITORS}/VCI-00001`, 'PUT')).toHaveLength(2), SLOW)
    const ends = requestsTo(`${VISITORS}/VCI-00001`, 'PUT').map((r) => (r.body as { termination_date: string }).termination_date)
    expect(ends).toEqual([expect.stringMatching(/ 23:59:59$/), expect.stringMatching(/ 23:59:59$/)])
  })

  it('sends a waiting change kept more than a day, while the lists kept with it are not painted', async () => {
    const { key, changes, lists } = await guestQueuedThenPageGone()
    // Two days later, the tablet is opened again, online.
    const twoDaysOlder = (copy: string) => {
      const kept = JSON.parse(copy) as { timestamp: number }
      kept.timestamp -= 2 * 24 * 60 * 60 * 1000
      return JSON.stringify(kept)
    }
    act(() => onlineManager.setOnline(true))
    demoControl.latency(1000)
    const next = await renderApp('/dashboard', {
      as: DEMO.resident,
      restore: true,
      storage: { [PERSISTED_CACHE_KEY]: twoDaysOlder(lists), [key]: twoDaysOlder(changes) },
    })
    // The copy is restored (its change is back) before any list has answered: no list came with it.
    await waitFor(() => expect(next.queryClient.getMutationCache().getAll()).toHaveLength(1))
    expect(next.queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'success' })).toEqual([])
    expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(1)
  })

  it('a waiting change on its way when the page went is sent again by the next visit', async () => {
    const app = await goOffline()
    await inviteGuest(app, 'Anna', 'McKay')
    // The network returns and the change goes out; its answer has not come when the page goes.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let sent = 0
    server.use(
      http.post(`*/${ADD_GUEST}`, async () => {
        sent += 1
        if (sent === 1) await held
        // (Then the demo backend answers.)
      }),
    )
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(sent).toBe(1))
    // The copy the tab keeps, saved as the change went out, still holds it.
    const [key, changes] = await keptChanges('McKay')
    app.unmount()
    await renderApp('/dashboard', { as: DEMO.resident, restore: true, storage: { [key]: changes } })
    await waitFor(() => expect(sent).toBe(2), SLOW)
    expect(await within(await screen.findByRole('region', { name: 'Guest' }, SLOW)).findByText('Anna McKay', {}, SLOW)).toBeInTheDocument()
    // The first page's call is answered at last: nothing of it is left for the next test.
    release()
    await waitFor(() => expect(app.queryClient.isMutating()).toBe(0))
  })

  it('asks before logging out while a change the site refused is kept, and says so', async () => {
    const app = await goOffline()
    await inviteGuest(app, 'Anna', 'McKay')
    demoControl.fail(ADD_GUEST, { status: 417, body: frappeErrorBody(417, 'Guest already exists') })
    act(() => onlineManager.setOnline(true))
    await screen.findByRole('button', { name: 'Dismiss: Anna McKay' }, SLOW)
    await app.user.click(await screen.findByRole('button', { name: /User menu/ }))
    await app.user.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    const dialog = await findDialog('Log out?')
    expect(within(dialog).getByText('1 change was not sent: the site refused it. It is lost if you log out now.')).toBeInTheDocument()
    await app.user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Dismiss: Anna McKay' })).toBeInTheDocument()
  })

  it('asks before logging out while changes wait, and says how many', async () => {
    const app = await goOffline()
    const logOut = async () => {
      await app.user.click(await screen.findByRole('button', { name: /User menu/ }))
      await app.user.click(await screen.findByRole('menuitem', { name: 'Log out' }))
      return findDialog('Log out?')
    }
    await inviteGuest(app, 'Anna', 'McKay')
    let dialog = await logOut()
    expect(within(dialog).getByText('1 change is waiting to send. It is sent when the connection returns, and lost if you log out now.')).toBeInTheDocument()
    await app.user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await addDayVisitor(app, 'Nadia', 'Flores')
    dialog = await logOut()
    expect(within(dialog).getByText('2 changes are waiting to send. They are sent when the connection returns, and lost if you log out now.')).toBeInTheDocument()
    await app.user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(pathOf(app.router)).toBe('/dashboard')
    dialog = await logOut()
    await app.user.click(within(dialog).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(pathOf(app.router)).toBe('/'))
    expect(app.queryClient.getMutationCache().getAll()).toHaveLength(0)
    expect(localStorage.getItem(PERSISTED_CACHE_KEY)).toBeNull()
    expect(Object.keys(localStorage).filter((key) => key.startsWith(CHANGES_KEY_PREFIX))).toEqual([])
    // Back leads to the sign-in page, to come back to the dashboard: not to the question answered.
    act(() => app.router.history.back())
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ redirect: '/dashboard' }))
  })
})

describe('two tabs, each with its own waiting changes', () => {
  let uninstall = () => {}
  beforeEach(() => {
    uninstall = installWebLocks().uninstall
  })
  afterEach(() => uninstall())

  /** What this browser's localStorage holds now, for another tab opened beside (each render sets storage anew). */
  const browserStorage = () => ({ ...localStorage }) as Record<string, string>

  it('a change waiting in one tab is sent by that tab only, not by another tab opened beside it', async () => {
    const first = await goOffline()
    await inviteGuest(first, 'Anna', 'McKay')
    await keptChanges('McKay')
    await renderApp('/dashboard', { as: DEMO.resident, restore: true, storage: browserStorage() })
    await waitFor(() => expect(screen.getAllByRole('region', { name: 'Guest' })).toHaveLength(2), SLOW)
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
    // Longer than the other tab needs to restore what it keeps and send it.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(1)
  })

  it('a change left waiting by a tab that closed is sent by the next tab to open, though another tab saved its lists since', async () => {
    const first = await goOffline()
    await waitFor(() => expect(localStorage.getItem(PERSISTED_CACHE_KEY)).not.toBeNull())
    const listsOfAnotherTab = localStorage.getItem(PERSISTED_CACHE_KEY)!
    await inviteGuest(first, 'Anna', 'McKay')
    await keptChanges('McKay')
    // Beyond the lists' save throttle: the tab has saved all it will.
    await new Promise((resolve) => setTimeout(resolve, 600))
    // Another tab, busy, saves the lists it has, without the change; then this tab is closed.
    localStorage.setItem(PERSISTED_CACHE_KEY, listsOfAnotherTab)
    first.unmount()
    first.dispose()

    // A new tab (its sessionStorage is its own), online.
    const left = browserStorage()
    sessionStorage.clear()
    act(() => onlineManager.setOnline(true))
    await renderApp('/dashboard', { as: DEMO.resident, restore: true, storage: left })
    expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(1)
    // Handed over: the closed tab's copy is gone, this tab keeps its own.
    await waitFor(() => expect(Object.keys(localStorage).filter((key) => key.startsWith(CHANGES_KEY_PREFIX))).toHaveLength(1))
    expect(Object.keys(left).filter((key) => key.startsWith(CHANGES_KEY_PREFIX) && key in localStorage)).toEqual([])
  })

  /**
   * Another tab, opened beside the one the test started with, its sessionStorage its own. The first
   * tab is told of what it saves, as the browser tells every other tab of the origin (the apps of a
   * test share one window, which it never tells). It is the one the tests close: the last app made
   * is the first disposed (each app's router puts back the `history.pushState` it found).
   */
  async function openAnotherTab() {
    const firstTab = { ...sessionStorage } as Record<string, string>
    sessionStorage.clear()
    const tab = await renderApp('/dashboard', { as: DEMO.resident, restore: true, storage: browserStorage() })
    await waitFor(() => expect(screen.getAllByRole('region', { name: 'Guest' })).toHaveLength(2), SLOW)
    /** The first tab's sessionStorage, for what it reads there once the other has closed. */
    const backToFirstTab = () => {
      sessionStorage.clear()
      for (const [name, value] of Object.entries(firstTab)) sessionStorage.setItem(name, value)
    }
    return { ...tab, backToFirstTab }
  }
  const tellOtherTabs = (key: string) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key), storageArea: localStorage }))

  it('a change left waiting by a tab that closed is sent by another tab that was open beside it', async () => {
    const staying = await goOffline()
    const closing = await openAnotherTab()
    await inviteGuest(closing, 'Anna', 'McKay')
    const [key] = await keptChanges('McKay')
    tellOtherTabs(key)
    // The tab is closed while offline; the connection comes back later.
    closing.unmount()
    closing.dispose()
    act(() => onlineManager.setOnline(true))
    // Once the closed tab's name has stayed free for longer than a reload takes.
    expect(await within(staying.container).findByText('Anna McKay', {}, { timeout: 10_000 })).toBeInTheDocument()
    await waitFor(() => expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(1), SLOW)
    await waitFor(() => expect(within(staying.container).queryByText('Waiting to send')).not.toBeInTheDocument(), SLOW)
  })

  it('a change left by a tab closed after the session expired is sent once the resident signs in again in a tab still open', async () => {
    const staying = await goOffline()
    const closing = await openAnotherTab()
    await inviteGuest(closing, 'Anna', 'McKay')
    const [key] = await keptChanges('McKay')
    tellOtherTabs(key)
    // The site ended the session (both tabs signed out), then the tab was closed.
    act(() => staying.session.clear('expired'))
    act(() => closing.session.clear('expired'))
    closing.unmount()
    closing.dispose()
    closing.backToFirstTab()
    act(() => onlineManager.setOnline(true))
    // Longer than a reload takes: the open tab saw the closed one go while nobody was signed in.
    await new Promise((resolve) => setTimeout(resolve, 5500))
    expect(localStorage.getItem(key)).toContain('McKay')
    act(() => anotherUserSignsIn(staying.session, DEMO.resident))
    await waitFor(() => expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(1), SLOW)
  })

  it('a tab whose user signed in after it opened takes over the changes of a tab that closes', async () => {
    const staying = await renderApp('/', { as: null })
    await screen.findByRole('button', { name: 'Submit' }, SLOW)
    // The tab has its name by now; then its user signs in.
    await new Promise((resolve) => setTimeout(resolve, 100))
    act(() => anotherUserSignsIn(staying.session, DEMO.resident))
    const firstTab = { ...sessionStorage } as Record<string, string>
    sessionStorage.clear()
    const closing = await renderApp('/dashboard', { as: DEMO.resident, restore: true, storage: browserStorage() })
    await within(closing.container).findByText('Olivia Bennett', {}, SLOW)
    await waitFor(() => expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0), SLOW)
    act(() => onlineManager.setOnline(false))
    await inviteGuest(closing, 'Anna', 'McKay')
    const [key] = await keptChanges('McKay')
    tellOtherTabs(key)
    closing.unmount()
    closing.dispose()
    for (const [name, value] of Object.entries(firstTab)) sessionStorage.setItem(name, value)
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(1), { timeout: 10_000 })
  })

  it('a tab reloaded beside another keeps its waiting changes, and sends them once', async () => {
    const staying = await goOffline()
    const reloading = await openAnotherTab()
    await inviteGuest(reloading, 'Anna', 'McKay')
    const [key] = await keptChanges('McKay')
    tellOtherTabs(key)
    const itsTab = { ...sessionStorage } as Record<string, string>
    // Its page goes, and a moment later the next one starts with the tab's sessionStorage.
    reloading.unmount()
    reloading.dispose()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    sessionStorage.clear()
    for (const [name, value] of Object.entries(itsTab)) sessionStorage.setItem(name, value)
    const reloaded = await renderApp('/dashboard', { as: DEMO.resident, restore: true, storage: browserStorage() })
    expect(await within(reloaded.container).findByText('Anna McKay', {}, SLOW)).toBeInTheDocument()
    // Longer than the other tab gives a tab to come back.
    await new Promise((resolve) => setTimeout(resolve, 4500))
    expect(within(staying.container).queryByText('Anna McKay')).not.toBeInTheDocument()
    expect(within(rowOf(reloaded.container, 'Anna McKay')).getByText('Waiting to send')).toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(within(reloaded.container).queryByText('Waiting to send')).not.toBeInTheDocument(), SLOW)
    expect(requestsTo(ADD_GUEST, 'POST')).toHaveLength(1)
  })

  it('a logout counts the changes another tab keeps waiting, as it drops them too', async () => {
    const staying = await goOffline()
    const closing = await openAnotherTab()
    await inviteGuest(closing, 'Anna', 'McKay')
    await keptChanges('McKay')
    // Closed a moment ago: its changes are not taken over yet.
    closing.unmount()
    closing.dispose()
    closing.backToFirstTab()
    await staying.user.click(within(staying.container).getByRole('button', { name: /User menu/ }))
    await staying.user.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    const dialog = await findDialog('Log out?')
    expect(within(dialog).getByText('1 change is waiting to send. It is sent when the connection returns, and lost if you log out now.')).toBeInTheDocument()
  })
})

describe('invite and revoke offline', () => {
  const INVITE = 'aviepros_invite_secondary_member'
  const REVOKE = 'aviepros_revoke_secondary_member'
  const member = (name: string) => screen.getByText(name).closest('li')!

  it('queue with the new status shown, waiting, and go out in order when the network returns', async () => {
    const { user } = await renderApp('/members', { as: DEMO.resident })
    await screen.findByText('Emma Robinson', {}, SLOW)
    act(() => onlineManager.setOnline(false))
    await user.click(within(member('Emma Robinson')).getByRole('button', { name: 'Invite Emma Robinson' }))
    expect(await screen.findByText('Waiting to send: it goes out when the connection returns.')).toBeInTheDocument()
    expect(within(member('Emma Robinson')).getByText('Invited')).toBeInTheDocument()
    expect(within(member('Emma Robinson')).getByText('Waiting to send')).toBeInTheDocument()
    // Another row can still be changed: a queued change holds up no one.
    await user.click(within(member('Daniel Robinson')).getByRole('button', { name: 'Revoke Daniel Robinson' }))
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Revoke Access' })
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(confirm).not.toBeInTheDocument())
    expect(within(member('Daniel Robinson')).getByText('Revoked')).toBeInTheDocument()
    expect(within(member('Daniel Robinson')).getByText('Waiting to send')).toBeInTheDocument()
    expect(requestsTo(INVITE)).toHaveLength(0)
    expect(requestsTo(REVOKE)).toHaveLength(0)

    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Member invited successfully', {}, SLOW)).toBeInTheDocument()
    expect(await screen.findByText('Access revoked successfully', {}, SLOW)).toBeInTheDocument()
    const sent = demoControl.requests().filter((r) => r.method === 'POST')
    expect(sent.findIndex((r) => r.path.endsWith(INVITE))).toBeLessThan(sent.findIndex((r) => r.path.endsWith(REVOKE)))
    await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument())
    expect(within(member('Emma Robinson')).getByRole('button', { name: 'Revoke Emma Robinson' })).toBeEnabled()
  })
  it('one sent when the network returns holds the other rows while it is on its way, as any row action', async () => {
    const { user } = await renderApp('/members', { as: DEMO.resident })
    await screen.findByText('Emma Robinson', {}, SLOW)
    act(() => onlineManager.setOnline(false))
    await user.click(within(member('Emma Robinson')).getByRole('button', { name: 'Invite Emma Robinson' }))
    expect(await screen.findByText('Waiting to send: it goes out when the connection returns.')).toBeInTheDocument()
    expect(within(member('Daniel Robinson')).getByRole('button', { name: 'Revoke Daniel Robinson' })).toBeEnabled()
    demoControl.latency(500)
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(requestsTo(INVITE)).toHaveLength(1))
    expect(within(member('Daniel Robinson')).getByRole('button', { name: 'Revoke Daniel Robinson' })).toBeDisabled()
    expect(await screen.findByText('Member invited successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(within(member('Daniel Robinson')).getByRole('button', { name: 'Revoke Daniel Robinson' })).toBeEnabled(), SLOW)
  })
})

describe('the club lists offline', () => {
  it('a visitor added and a guest deleted offline wait in their lists, then go out', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.club })
    const guestList = await screen.findByRole('region', { name: 'Guest List' }, SLOW)
    await within(guestList).findByText('Ava Thompson', {}, SLOW)
    await within(await screen.findByRole('region', { name: 'Visitor Call' })).findAllByRole('listitem', {}, SLOW)
    act(() => onlineManager.setOnline(false))
    await user.click(screen.getByRole('button', { name: 'Delete guest Ava Thompson' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete guest' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(confirm).not.toBeInTheDocument())
    expect(within(guestList).getByRole('deletion')).toHaveTextContent('Ava Thompson')
    expect(within(rowOf(guestList, 'Ava Thompson')).getByText('Waiting to send')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /Report a Visitor/ }))
    const dialog = await findDialog('Report a Visitor')
    await user.type(within(dialog).getByLabelText('First Name'), 'Nora')
    await user.type(within(dialog).getByLabelText('Last Name'), 'Quinn')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    const visitorCalls = screen.getByRole('region', { name: 'Visitor Call' })
    expect(within(rowOf(visitorCalls, 'Nora Quinn')).getByText('Waiting to send')).toBeInTheDocument()
    // With the end it would get if sent now, as the calendar says.
    expect(rowOf(visitorCalls, 'Nora Quinn')).toHaveTextContent(/Access until \d+ \w+, \d\d:\d\d/)
    expect(requestsTo('deleteguest-clubmember')).toHaveLength(0)

    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Guest deleted successfully', {}, SLOW)).toBeInTheDocument()
    expect(await screen.findByText('Visitor added successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(within(guestList).queryByText('Ava Thompson')).not.toBeInTheDocument(), SLOW)
    await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument(), SLOW)
    expect(within(visitorCalls).getByText('Nora Quinn')).toBeInTheDocument()
  })
})

describe('club guests added offline, then made by the site', () => {
  it("still count toward the limit of 6 while the club's list cannot be read again", async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.club })
    const guestList = await screen.findByRole('region', { name: 'Guest List' }, SLOW)
    await within(guestList).findByText('Ava Thompson', {}, SLOW)
    const guestCard = () => screen.getByRole('button', { name: /^Guest List/ })
    expect(guestCard()).toHaveTextContent('3 of 6')
    act(() => onlineManager.setOnline(false))
    for (const [first, last] of [['Nora', 'Quinn'], ['Omar', 'Reed'], ['Pia', 'Stone']]) {
      await user.click(guestCard())
      const dialog = await findDialog('Add Guest')
      await user.type(within(dialog).getByLabelText(/^First Name/), first!)
      await user.type(within(dialog).getByLabelText(/^Last Name/), last!)
      await user.click(within(dialog).getByRole('button', { name: 'Add Guest' }))
      await waitFor(() => expect(dialog).not.toBeInTheDocument())
    }
    expect(guestCard()).toHaveTextContent('6 of 6')
    // Back online on a weak line: the three are made, and the list read after them fails.
    demoControl.fail('Club Access', { status: 500 }, Infinity)
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(requestsTo('addguest-clubmembers', 'POST')).toHaveLength(3), SLOW)
    await waitFor(() => expect(screen.getAllByText('Guest added successfully')).toHaveLength(3), SLOW)
    // Sent: no longer waiting in the list, which cannot show them yet.
    await waitFor(() => expect(within(guestList).queryByText('Waiting to send')).not.toBeInTheDocument(), SLOW)
    expect(guestCard()).toHaveTextContent('6 of 6')
    expect(guestCard()).toHaveAttribute('aria-disabled', 'true')
  })
})

/** An incident report made from its card (offline: it waits on the card). */
async function reportIncident(app: App, subject: string) {
  await app.user.click(await card('Incident Report'))
  const dialog = await findDialog('Submit your incident report')
  await app.user.type(within(dialog).getByLabelText('Subject'), subject)
  await app.user.click(within(dialog).getByRole('button', { name: 'Submit' }))
  await waitFor(() => expect(dialog).not.toBeInTheDocument())
}

/** A report made offline, refused once the network returns: below the cards, 'not sent'. */
async function incidentRefused() {
  const app = await goOffline()
  await reportIncident(app, 'Broken gate arm')
  demoControl.fail('Incident Reports', { status: 417, body: frappeErrorBody(417, 'Incident type is closed') })
  act(() => onlineManager.setOnline(true))
  return { app, notSent: await screen.findByRole('region', { name: 'Incident reports not sent' }, SLOW) }
}

describe('an incident report made offline', () => {
  it('waits on its card, and when refused says why below the cards and opens again with what was typed', async () => {
    const app = await goOffline()
    await app.user.click(await card('Incident Report'))
    const dialog = await findDialog('Submit your incident report')
    await app.user.type(within(dialog).getByLabelText('Subject'), 'Broken gate arm')
    await app.user.type(within(dialog).getByLabelText('Note'), 'The east gate arm stays up.')
    await app.user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(within(await card('Incident Report')).getByText('Waiting to send')).toBeInTheDocument()

    demoControl.fail('Incident Reports', { status: 417, body: frappeErrorBody(417, 'Incident type is closed') })
    act(() => onlineManager.setOnline(true))
    const notSent = await screen.findByRole('region', { name: 'Incident reports not sent' }, SLOW)
    expect(within(notSent).getByText('Incident report: Broken gate arm')).toBeInTheDocument()
    expect(within(notSent).getByText('Incident type is closed')).toBeInTheDocument()
    expect(within(await card('Incident Report')).queryByText('Waiting to send')).not.toBeInTheDocument()

    await app.user.click(within(notSent).getByRole('button', { name: /^Edit and send again/ }))
    const again = await findDialog('Submit your incident report')
    expect(within(again).getByLabelText('Subject')).toHaveValue('Broken gate arm')
    expect(within(again).getByLabelText('Note')).toHaveValue('The east gate arm stays up.')
    await app.user.click(within(again).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Incident report submitted successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Incident reports not sent' })).not.toBeInTheDocument())
  })

  it('one made with no subject says so on its card, and its button names it', async () => {
    const app = await goOffline()
    await app.user.click(await card('Incident Report'))
    const dialog = await findDialog('Submit your incident report')
    await app.user.type(within(dialog).getByLabelText('Note'), 'Someone tried the side gate at night.')
    await app.user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    demoControl.fail('Incident Reports', { status: 417, body: frappeErrorBody(417, 'Incident type is closed') })
    act(() => onlineManager.setOnline(true))
    const notSent = await screen.findByRole('region', { name: 'Incident reports not sent' }, SLOW)
    expect(within(notSent).getByText('Incident report: no subject')).toBeInTheDocument()
    await app.user.click(within(notSent).getByRole('button', { name: 'Edit and send again: incident report' }))
    expect(within(await findDialog('Submit your incident report')).getByLabelText('Note')).toHaveValue('Someone tried the side gate at night.')
  })

  it('sent again and failing again, the refused report stays below the cards until a send works', async () => {
    const { app, notSent } = await incidentRefused()

    demoControl.fail('Incident Reports', { status: 500 })
    await app.user.click(within(notSent).getByRole('button', { name: /^Edit and send again/ }))
    const again = await findDialog('Submit your incident report')
    const failuresBefore = screen.queryAllByText('Failed to submit incident report').length
    await app.user.click(within(again).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.queryAllByText('Failed to submit incident report').length).toBeGreaterThan(failuresBefore), SLOW)
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(again).not.toBeInTheDocument())
    expect(within(notSent).getByText('Incident report: Broken gate arm')).toBeInTheDocument()

    await app.user.click(within(notSent).getByRole('button', { name: /^Edit and send again/ }))
    const third = await findDialog('Submit your incident report')
    expect(within(third).getByLabelText('Subject')).toHaveValue('Broken gate arm')
    await app.user.click(within(third).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Incident report submitted successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(notSent).not.toBeInTheDocument())
  })

  it('sent again, only its own sending removes a refused report: another report going out meanwhile does not', async () => {
    const app = await goOffline()
    for (const subject of ['Broken gate arm', 'Pool gate left open']) await reportIncident(app, subject)
    // The first is refused; the second is answered only once the first's dialog is open.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let posts = 0
    server.use(
      http.post('*/api/resource/Incident*', async () => {
        posts += 1
        if (posts === 1) return HttpResponse.json(frappeErrorBody(417, 'Incident type is closed'), { status: 417 })
        await held
      }),
    )
    act(() => onlineManager.setOnline(true))
    const notSent = await screen.findByRole('region', { name: 'Incident reports not sent' }, SLOW)
    await app.user.click(within(notSent).getByRole('button', { name: 'Edit and send again: incident report Broken gate arm' }))
    const again = await findDialog('Submit your incident report')
    release()
    expect(await screen.findByText('Incident report submitted successfully', {}, SLOW)).toBeInTheDocument()
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(again).not.toBeInTheDocument())
    expect(within(notSent).getByText('Incident report: Broken gate arm')).toBeInTheDocument()
  })

  it('sent again while offline, the refused report leaves the cards and waits on its card once more', async () => {
    const { app, notSent } = await incidentRefused()

    act(() => onlineManager.setOnline(false))
    await app.user.click(within(notSent).getByRole('button', { name: /^Edit and send again/ }))
    const again = await findDialog('Submit your incident report')
    await app.user.click(within(again).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(again).not.toBeInTheDocument())
    expect(notSent).not.toBeInTheDocument()
    expect(within(await card('Incident Report')).getByText('Waiting to send')).toBeInTheDocument()
  })

  it('dismissed with the keyboard, a refused card leaves the focus on the next card, then before the cards', async () => {
    const app = await goOffline()
    for (const subject of ['Broken gate arm', 'Pool gate left open']) await reportIncident(app, subject)
    demoControl.fail('Incident Reports', { status: 417, body: frappeErrorBody(417, 'Incident type is closed') }, 2)
    act(() => onlineManager.setOnline(true))
    const notSent = await screen.findByRole('region', { name: 'Incident reports not sent' }, SLOW)
    await waitFor(() => expect(within(notSent).getAllByText('Incident type is closed')).toHaveLength(2), SLOW)

    within(notSent).getByRole('button', { name: 'Dismiss: incident report Broken gate arm' }).focus()
    await app.user.keyboard('{Enter}')
    expect(await screen.findByRole('button', { name: 'Edit and send again: incident report Pool gate left open' })).toHaveFocus()
    await app.user.tab()
    await app.user.keyboard('{Enter}')
    await waitFor(() => expect(notSent).not.toBeInTheDocument())
    expect(await card('Incident Report')).toHaveFocus()
  })

  it("a club member's, made from the menu, waits below the club's cards and, refused, opens again with what was typed", async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.club })
    await screen.findByTestId('club-dashboard', {}, SLOW)
    await waitFor(() => expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0), SLOW)
    act(() => onlineManager.setOnline(false))
    await user.click(await userMenu())
    await user.click(await screen.findByRole('menuitem', { name: 'Submit your incident report' }))
    const dialog = await findDialog('Submit your incident report')
    await user.type(within(dialog).getByLabelText('Subject'), 'Pool gate left open')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    const unsent = await screen.findByRole('region', { name: 'Incident reports not sent' })
    expect(within(unsent).getByText('Incident report: Pool gate left open')).toBeInTheDocument()
    expect(within(unsent).getByText('Waiting to send')).toBeInTheDocument()

    demoControl.fail('Incident Reports', { status: 417, body: frappeErrorBody(417, 'Incident type is closed') })
    act(() => onlineManager.setOnline(true))
    expect(await within(unsent).findByText('Incident type is closed', {}, SLOW)).toBeInTheDocument()
    expect(within(unsent).getByText('Not sent')).toBeInTheDocument()
    await user.click(within(unsent).getByRole('button', { name: /^Edit and send again/ }))
    const again = await findDialog('Submit your incident report')
    expect(within(again).getByLabelText('Subject')).toHaveValue('Pool gate left open')
    await user.click(within(again).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Incident report submitted successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Incident reports not sent' })).not.toBeInTheDocument())
  })
})
