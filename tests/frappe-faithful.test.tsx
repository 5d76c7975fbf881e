/**
 * The app and the fake as a real Frappe site answers (docs/frappe.md),
 * through the real routes: where a failed call's text comes from (D20), refusals inside a 200,
 * the site's time zone (D21), the identity check on restore (D22), the incident names as
 * settings (D25), and the fake's own answers.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getDb, insertDoc, table } from '../src/demo-backend/db'
import { frappeBodies } from '../src/demo-backend/faults'
import { demoControl } from '../src/demo-backend/node'
import { STORAGE_KEYS } from '../src/session/store'
import { SLOW, findDialog, pickOption, requestsTo, settleAndClear } from './home-helpers'
import { DEMO, pathOf, renderApp, storeSession } from './render-app'

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.'

const toasts = () => [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')]

/** The toast whose title is `title`; its description (the server's text) is read separately. */
async function findToast(title: string) {
  let found: HTMLElement | undefined
  await waitFor(() => {
    found = toasts().find((t) => t.querySelector('[data-title]')?.textContent === title)
    if (!found) throw new Error(`no toast titled "${title}" (${toasts().map((t) => t.textContent).join(' | ')})`)
  }, SLOW)
  return found!
}
const descriptionOf = (toast: HTMLElement) => toast.querySelector('[data-description]')?.textContent ?? null

const INVITE = 'aviepros_invite_secondary_member'
const CLUB_INVITE = 'aviepros_invite_club_secondary_member'
const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement

async function inviteEmma() {
  const app = await renderApp('/members')
  await screen.findByRole('heading', { name: 'Members' })
  await app.user.click(within(await waitFor(() => row('Emma Robinson'))).getByRole('button', { name: 'Invite Emma Robinson' }))
  return app
}

describe('1. the text of a failed call (D20)', () => {
  it("a 500 on an invite shows the action's message, never 'Internal Server Error'", async () => {
    demoControl.fail(INVITE, { status: 500 })
    await inviteEmma()
    const toast = await findToast('Failed to invite member. Please try again.')
    expect(descriptionOf(toast)).toBeNull()
    expect(screen.queryByText(/Internal Server Error/)).not.toBeInTheDocument()
    await waitFor(() => expect(within(row('Emma Robinson')).getByRole('button', { name: 'Invite Emma Robinson' })).toBeEnabled())
  })

  it("a 500 with a specific text: the action's message, the server's text beneath it", async () => {
    demoControl.fail(INVITE, { status: 500, body: frappeBodies.exceptionOnly('ValidationError', 'The gate system is offline') })
    await inviteEmma()
    const toast = await findToast('Failed to invite member. Please try again.')
    expect(descriptionOf(toast)).toBe('The gate system is offline')
  })

  it('a permission error: the text of _error_message, its HTML shown as text', async () => {
    demoControl.fail('aviepros-add-guest', { status: 403, body: frappeBodies.permission('<b>Insufficient Permission</b> for Guest <img src=x onerror="window.__pwned=1">') })
    const { user } = await renderApp('/dashboard?dialog=guest')
    const dialog = await findDialog('Invite Guest')
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Nora')
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Quinn')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    const toast = await findToast('Failed to add guest. Please try again.')
    expect(descriptionOf(toast)).toBe('Insufficient Permission for Guest')
    expect(toast.querySelector('b, img')).toBeNull()
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Nora')
  })

  it("a Server Script's top-level message (club add guest)", async () => {
    demoControl.fail('aviepros-addguest-clubmembers', { status: 417, body: frappeBodies.serverScript('Guest limit reached') })
    const { user } = await renderApp('/dashboard?dialog=club-guest', { as: DEMO.club })
    const dialog = await findDialog('Add Guest')
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Nora')
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Quinn')
    await user.click(within(dialog).getByRole('button', { name: 'Add Guest' }))
    expect(descriptionOf(await findToast('Failed to add guest'))).toBe('Guest limit reached')
  })

  it("the text after the first ': ' of exception when nothing else is there (visitor delete)", async () => {
    demoControl.fail('Visitor Call-In/VCI-00001', { status: 417, body: frappeBodies.exceptionOnly('ValidationError', 'Gate pass: already printed') })
    const { user } = await renderApp('/dashboard?dialog=visitor-edit&id=VCI-00001')
    const dialog = await findDialog('Edit Visitor')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    const confirm = await findDialog('Delete visitor')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(descriptionOf(await findToast('Failed to delete visitor. Please try again.'))).toBe('Gate pass: already printed')
  })

  it("the fake's own mandatory check: one message per missing field, beneath the action's message", async () => {
    // No client validation on the incident form: the server names what is missing.
    const { user } = await renderApp('/dashboard?dialog=incident')
    const dialog = await findDialog('Submit your incident report')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    const toast = await findToast('Failed to submit incident report')
    expect(descriptionOf(toast)).toBe('Error: Value missing for Incident Reports: Incident Name')
  })
})

describe('2. refusals inside a 200', () => {
  it('login: a top-level status error is a refusal with its message', async () => {
    demoControl.fail('.login', { status: 200, body: frappeBodies.refusal('Your account is disabled') })
    const { user, router, session } = await renderApp('/', { as: null })
    await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })
    await user.type(screen.getByLabelText(/^Email/), DEMO.resident)
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Your account is disabled', {}, SLOW)).toBeInTheDocument()
    expect(pathOf(router)).toBe('/')
    expect(session.isSignedIn()).toBe(false)
  })

  it('forget password: a top-level status error is a refusal with its message', async () => {
    demoControl.fail('forget_password', { status: 200, body: frappeBodies.refusal('No account found with this email address.') })
    const { user, router } = await renderApp('/forget-password', { as: null })
    await user.type(await screen.findByLabelText(/^Email/), DEMO.resident)
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByText('No account found with this email address.', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByText('Password reset link sent to your email.')).not.toBeInTheDocument()
    expect(pathOf(router)).toBe('/forget-password')
  })

  it.each([
    ['message.status', frappeBodies.messageRefusal('This link was already used')],
    ['top-level status', frappeBodies.refusal('This link was already used')],
  ])('reset password: a 200 with %s error is a refusal, not a success', async (_name, body) => {
    demoControl.fail('reset_password', { status: 200, body })
    const { user, router } = await renderApp('/reset-password?token=any', { as: null })
    await user.type(await screen.findByLabelText('New Password'), 'Brand@new1')
    await user.type(screen.getByLabelText('Confirm Password'), 'Brand@new1')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    const toast = await findToast('Failed to reset password. Please try again.')
    expect(descriptionOf(toast)).toBe('This link was already used')
    expect(within(screen.getByRole('alert')).getByText('This link was already used')).toBeInTheDocument()
    expect(screen.queryByText(/Password reset successfully/)).not.toBeInTheDocument()
    expect(pathOf(router)).toBe('/reset-password')
  })

  it('change password: a top-level status error is a refusal, not a success', async () => {
    demoControl.fail('change_password', { status: 200, body: frappeBodies.refusal('Current password is incorrect') })
    const { user } = await renderApp('/settings')
    await user.type(await screen.findByLabelText(/^Current Password/, {}, SLOW), 'Demo@1234')
    await user.type(screen.getByLabelText(/^New Password/), 'Matrix@123')
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Matrix@123')
    await user.click(screen.getByRole('button', { name: 'Save Password' }))
    expect(descriptionOf(await findToast('Failed to update password. Please try again.'))).toBe('Current password is incorrect')
    expect(screen.queryByText('Password updated successfully')).not.toBeInTheDocument()
  })

  it.each([{ message: true }, { message: { status: 'success', message: null } }, { message: ['ok'] }])(
    'change password: a success answer of another shape (%j) is the change made, not a failure',
    async (body) => {
      demoControl.fail('change_password', { status: 200, body })
      const { user } = await renderApp('/settings')
      await user.type(await screen.findByLabelText(/^Current Password/, {}, SLOW), 'Demo@1234')
      await user.type(screen.getByLabelText(/^New Password/), 'Matrix@123')
      await user.type(screen.getByLabelText(/^Confirm New Password/), 'Matrix@123')
      await user.click(screen.getByRole('button', { name: 'Save Password' }))
      expect(await screen.findByText('Password updated successfully', {}, SLOW)).toBeInTheDocument()
      expect(screen.queryByText('Failed to update password. Please try again.')).not.toBeInTheDocument()
    },
  )

  it('home invite: a top-level status error is a refusal; the row rolls back', async () => {
    demoControl.fail(INVITE, { status: 200, body: frappeBodies.refusal('Emma has no e-mail address') })
    await inviteEmma()
    expect(descriptionOf(await findToast('Failed to invite member.'))).toBe('Emma has no e-mail address')
    await waitFor(() => expect(within(row('Emma Robinson')).getByRole('button', { name: 'Invite Emma Robinson' })).toBeEnabled())
  })

  it('club invite: a top-level status error is a refusal, not a success', async () => {
    demoControl.fail(CLUB_INVITE, { status: 200, body: frappeBodies.refusal('Elena is not a club member') })
    const { user } = await renderApp('/members', { as: DEMO.club })
    await screen.findByRole('heading', { name: 'Club Members' })
    await user.click(within(await waitFor(() => row('Elena Martinez'))).getByRole('button', { name: 'Invite Elena Martinez' }))
    expect(descriptionOf(await findToast('Failed to invite member.'))).toBe('Elena is not a club member')
    expect(screen.queryByText('Member invited successfully')).not.toBeInTheDocument()
    await waitFor(() => expect(within(row('Elena Martinez')).getByRole('button', { name: 'Invite Elena Martinez' })).toBeEnabled())
  })
  it("a household's guest: a message.status error is a refusal; the dialog stays open with what was typed", async () => {
    demoControl.fail('add-guest', { status: 200, body: frappeBodies.messageRefusal('This guest is banned from the community') })
    const { user } = await renderApp('/dashboard')
    await settleAndClear()
    await user.click(screen.getByText('Add Guest', { selector: 'span' }).closest('button')!)
    const dialog = await findDialog('Invite Guest')
    await user.type(within(dialog).getByLabelText(/First Name/), 'Ivan')
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Drago')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(descriptionOf(await findToast('Failed to add guest. Please try again.'))).toBe('This guest is banned from the community')
    expect(screen.queryByText('Guest added successfully')).not.toBeInTheDocument()
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Ivan')
  })

  it("a club member's guest: a message.status error is a refusal, not a success", async () => {
    demoControl.fail('addguest-clubmembers', { status: 200, body: frappeBodies.messageRefusal('The guest list is closed today') })
    const { user } = await renderApp('/dashboard', { as: DEMO.club })
    await screen.findByText('Ava Thompson', {}, SLOW)
    await user.click(screen.getByRole('button', { name: /Guest List/ }))
    const dialog = await findDialog('Add Guest')
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Ivan')
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Drago')
    await user.click(within(dialog).getByRole('button', { name: 'Add Guest' }))
    expect(descriptionOf(await findToast('Failed to add guest'))).toBe('The guest list is closed today')
    expect(screen.queryByText('Guest added successfully')).not.toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Ivan')
  })
})

describe('3. the site time zone (D21)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  /**
   * 02:00 UTC: 11:00 on the 24th in the browser (Asia/Tokyo, the tests' TZ) but 21:00 on the 23rd
   * at the site (America/New_York, VITE_SITE_TIMEZONE in the tests).
   */
  function atSiteEvening() {
    expect(import.meta.env.VITE_SITE_TIMEZONE).toBe('America/New_York')
    expect(new Date(0).getTimezoneOffset()).toBe(-540)
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-24T02:00:00Z'))
    demoControl.reset()
  }

  it("computes the visitor list's 03:00 cut-off in the site's zone: a visitor ending tonight is listed", async () => {
    atSiteEvening()
    insertDoc('Visitor Call-In', 'VCI', DEMO.resident, {
      call_in_type: 'HomeOwner',
      homeowner: 'HA-0001',
      category: 'Day Visitor',
      visitor_name: 'Tonight Caller',
      goshen_gate: 0,
      termination_date: '2026-11-23 22:00:00',
    })
    await renderApp('/dashboard')
    const visitors = await screen.findByRole('region', { name: 'Visitor' }, SLOW)
    expect(await within(visitors).findByText('Tonight Caller', {}, SLOW)).toBeInTheDocument()
    const read = requestsTo('/api/resource/Visitor Call-In', 'GET')[0]!
    expect(JSON.parse(read.search.filters!)).toContainEqual(['termination_date', '>', '2026-11-23 03:00:00'])
    const vacations = requestsTo('/api/resource/Vacation Call In Entry', 'GET')[0]!
    expect(JSON.parse(vacations.search.filters!)).toContainEqual(['vacation_end_date', '>=', '2026-11-23'])
  })

  it('between midnight and 03:00 at the site, the visitors the gate still lets in are on the list: a contractor ending at 01:30 with Extend', async () => {
    // 05:30 UTC: 00:30 on the 24th at the site.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-24T05:30:00Z'))
    demoControl.reset()
    for (const [category, visitor_name, termination_date] of [
      ['Day Visitor', 'Late Guest', '2026-11-24 03:00:00'],
      ['Contractor', 'Night Plumber', '2026-11-24 01:30:00'],
      ['Day Visitor', 'Gone Yesterday', '2026-11-23 02:00:00'],
    ]) {
      insertDoc('Visitor Call-In', 'VCI', DEMO.resident, { call_in_type: 'HomeOwner', homeowner: 'HA-0001', category, visitor_name, goshen_gate: 0, termination_date })
    }
    await renderApp('/dashboard')
    const visitors = await screen.findByRole('region', { name: 'Visitor' }, SLOW)
    expect(await within(visitors).findByText('Late Guest', {}, SLOW)).toBeInTheDocument()
    expect(within(visitors).getByRole('button', { name: 'Extend 1 day for Night Plumber' })).toBeInTheDocument()
    expect(within(visitors).queryByText('Gone Yesterday')).not.toBeInTheDocument()
    const read = requestsTo('/api/resource/Visitor Call-In', 'GET')[0]!
    expect(JSON.parse(read.search.filters!)).toContainEqual(['termination_date', '>', '2026-11-23 03:00:00'])
  })

  it("a visitor whose access ended earlier today, still on the list until 03:00, says 'Ended', not 'Access until'", async () => {
    atSiteEvening()
    insertDoc('Visitor Call-In', 'VCI', DEMO.resident, { call_in_type: 'HomeOwner', homeowner: 'HA-0001', category: 'Contractor', visitor_name: 'Morning Painter', goshen_gate: 0, termination_date: '2026-11-23 10:00:00' })
    await renderApp('/dashboard')
    const visitors = await screen.findByRole('region', { name: 'Visitor' }, SLOW)
    const row = (await within(visitors).findByText('Morning Painter', {}, SLOW)).closest('li')!
    expect(within(row).getByText('Ended 23 Nov, 10:00 · HomeOwner')).toBeInTheDocument()
    expect(within(visitors).getAllByText(/^Access until 24 Nov, 03:00/).length).toBeGreaterThan(0)
  })

  it("the pass of a visitor whose access ended earlier today says 'Ended', on the card and in the details it shares", async () => {
    atSiteEvening()
    const painter = insertDoc('Visitor Call-In', 'VCI', DEMO.resident, { call_in_type: 'HomeOwner', homeowner: 'HA-0001', category: 'Contractor', visitor_name: 'Morning Painter', goshen_gate: 0, termination_date: '2026-11-23 10:00:00' })
    const { user } = await renderApp(`/passes/visitor/${painter.name}`)
    await screen.findByRole('heading', { level: 2, name: 'Morning Painter' }, SLOW)
    const card = within(screen.getByRole('article'))
    expect(card.getByText('Ended').nextSibling).toHaveTextContent('Mon 23 Nov 2026, 10:00')
    expect(card.queryByText('Valid until')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    await screen.findByText('Pass details copied.')
    expect(await navigator.clipboard.readText()).toContain('Ended Mon 23 Nov 2026, 10:00')
  })

  it("a pass open when its end passes says 'Ended' within the minute, and copies that", async () => {
    // 09:59 at the site (New York); the painter's access ends at 10:00.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-23T14:59:00Z'))
    const painter = insertDoc('Visitor Call-In', 'VCI', DEMO.resident, { call_in_type: 'HomeOwner', homeowner: 'HA-0001', category: 'Contractor', visitor_name: 'Morning Painter', goshen_gate: 0, termination_date: '2026-11-23 10:00:00' })
    const { user } = await renderApp(`/passes/visitor/${painter.name}`)
    await screen.findByRole('heading', { level: 2, name: 'Morning Painter' }, SLOW)
    const card = within(screen.getByRole('article'))
    expect(card.getByText('Valid until')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(61_000))
    expect(card.getByText('Ended').nextSibling).toHaveTextContent('Mon 23 Nov 2026, 10:00')
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    await screen.findByText('Pass details copied.')
    expect(await navigator.clipboard.readText()).toContain('Ended Mon 23 Nov 2026, 10:00')
  })

  it("a club visitor's row on a dashboard left open says 'Ended' within the minute of its end", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-23T14:59:00Z'))
    const call = table('Visitor Call-In').find((v) => v.call_in_type === 'Club Member')!
    insertDoc('Visitor Call-In', 'VCI', call.owner, { ...call, visitor_name: 'Zephyr Quill', termination_date: '2026-11-23 10:00:00' })
    await renderApp('/dashboard', { as: DEMO.club })
    const row = (await screen.findByText('Zephyr Quill', {}, SLOW)).closest('li')!
    expect(within(row).getByText('Access until 23 Nov, 10:00')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(61_000))
    expect(within(row).getByText('Ended 23 Nov, 10:00')).toBeInTheDocument()
  })

  it("a vacation starting tomorrow is 'Upcoming' until the site's midnight, on a dashboard left open", async () => {
    // 23:59 at the site (New York) on Monday 23 November.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-24T04:59:00Z'))
    const trip = table('Vacation Call In Entry')[0]!
    insertDoc('Vacation Call In Entry', 'VAC', trip.owner, { ...trip, vacation_note: 'Zephyr Quill trip', vacation_start_date: '2026-11-24', vacation_end_date: '2026-11-30' })
    await renderApp('/dashboard')
    const row = (await screen.findByText('Zephyr Quill trip', {}, SLOW)).closest('li')!
    expect(within(row).getByText('Upcoming')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(61_000))
    expect(within(row).queryByText('Upcoming')).not.toBeInTheDocument()
  })

  it("stamps in the site's zone: end of today, tomorrow 03:00 and the fake's creation", async () => {
    atSiteEvening()
    const { user } = await renderApp('/dashboard?dialog=visitor')
    let dialog = await findDialog('Visitor call in')
    await pickOption(user, within(dialog).getByRole('combobox', { name: 'Select type' }), 'Delivery')
    await user.type(within(dialog).getByLabelText('Name'), 'ParcelNova')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await screen.findByText('Visitor call-in submitted successfully', {}, SLOW)
    const delivery = table('Visitor Call-In').find((v) => v.visitor_name === 'ParcelNova')!
    expect(delivery.termination_date).toBe('2026-11-23 23:59:59')
    expect(delivery.creation).toMatch(/^2026-11-23 21:0\d:\d\d$/)

    await settleAndClear()
    await user.click(await screen.findByText('Report a Visitor', { selector: 'span' }, SLOW))
    dialog = await findDialog('Visitor call in')
    await pickOption(user, within(dialog).getByRole('combobox', { name: 'Select type' }), 'Day Visitor')
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Ada')
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Lovelace')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(table('Visitor Call-In').some((v) => v.visitor_name === 'Ada Lovelace')).toBe(true), SLOW)
    expect(table('Visitor Call-In').find((v) => v.visitor_name === 'Ada Lovelace')!.termination_date).toBe('2026-11-24 03:00:00')
  })

  it("stamps an incident's submitted_at in the site's zone", async () => {
    atSiteEvening()
    const { user } = await renderApp('/dashboard?dialog=incident')
    const dialog = await findDialog('Submit your incident report')
    await user.type(within(dialog).getByLabelText('Subject'), 'Late gate')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await screen.findByText('Incident report submitted successfully', {}, SLOW)
    expect(String(table('Incident Reports').find((r) => r.incident_name === 'Late gate')!.submitted_at)).toMatch(/^2026-11-23 21:0\d:\d\d$/)
  })

  it("a club visitor ends 24 hours from now on the site's clock", async () => {
    atSiteEvening()
    const { user } = await renderApp('/dashboard?dialog=club-visitor', { as: DEMO.club })
    const dialog = await findDialog('Report a Visitor')
    await user.type(within(dialog).getByLabelText(/^First Name/), 'Jane')
    await user.type(within(dialog).getByLabelText(/^Last Name/), 'Doe')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await screen.findByText('Visitor added successfully', {}, SLOW)
    const post = requestsTo('/api/resource/Visitor Call-In', 'POST')[0]!
    expect((post.body as { termination_date: string }).termination_date).toMatch(/^2026-11-24 21:0\d:\d\d$/)
  })
})

describe('4. identity on restore (D22)', () => {
  it("a get_logged_user answer naming another user ends the session like an expiry", async () => {
    // A server (or a proxy before it) answering for someone else: every call would run as them.
    demoControl.fail('frappe.auth.get_logged_user', { status: 200, body: { message: DEMO.neighbour } })
    const { router, sessionReady, session } = await renderApp('/dashboard', { restore: true })
    await sessionReady
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE, {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(pathOf(router)).toBe('/'))
    expect(session.isSignedIn()).toBe(false)
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull()
  })

  it.each([
    ['an e-mail changed after the account was made', { email: 'maya.new@example.com' }],
    ['an empty e-mail', { email: '' }],
  ])("a resident with %s stays signed in: the site names them by their User's name", async (_, changed) => {
    // Frappe's get_logged_user answers the User's name, the e-mail the account was made with.
    const account = storeSession(DEMO.resident)
    const { router, sessionReady } = await renderApp('/dashboard', {
      restore: true,
      storage: { [STORAGE_KEYS.user]: JSON.stringify({ ...account.profile, ...changed }) },
    })
    await sessionReady
    await screen.findByLabelText(/User menu/, {}, SLOW)
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument()
    expect(pathOf(router)).toBe('/dashboard')
  })

  it('the stored user (any letter case) is restored', async () => {
    demoControl.fail('frappe.auth.get_logged_user', { status: 200, body: { message: DEMO.resident.toUpperCase() } })
    const { router, sessionReady } = await renderApp('/dashboard', { restore: true })
    await sessionReady
    await screen.findByLabelText(/User menu/, {}, SLOW)
    expect(pathOf(router)).toBe('/dashboard')
  })
})

describe('5. incident names as settings (D25)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it("sends to 'Aviepros Incident Reports' with incident_description when so configured", async () => {
    // Another deployment: its names in the build's environment, which the app and the fake site read.
    vi.stubEnv('VITE_INCIDENT_DOCTYPE', 'Aviepros Incident Reports')
    vi.stubEnv('VITE_INCIDENT_SUMMARY_FIELD', 'incident_description')
    demoControl.reset()
    const { user } = await renderApp('/dashboard?dialog=incident')
    const dialog = await findDialog('Submit your incident report')
    await user.type(within(dialog).getByLabelText('Subject'), 'Gate arm stuck')
    await user.type(within(dialog).getByLabelText('Note'), 'East gate')
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Incident report submitted successfully', {}, SLOW)).toBeInTheDocument()
    const post = requestsTo('/api/resource/Aviepros Incident Reports', 'POST')[0]!
    expect(post.body).toMatchObject({ incident_name: 'Gate arm stuck', incident_type: 'Security Concern', incident_description: 'East gate' })
    expect(post.body).not.toHaveProperty('incident_summary')
    expect(table('Aviepros Incident Reports').some((r) => r.incident_description === 'East gate')).toBe(true)
    expect(requestsTo('/api/resource/Incident Reports')).toEqual([])
  })
})

describe('6. the fake answers as Frappe does', () => {
  const base = () => window.location.origin
  const tokenOf = (email: string) => {
    const u = getDb().users.find((x) => x.email === email)!
    return `token ${u.api_key}:${u.api_secret}`
  }
  async function call(method: string, path: string, opts: { auth?: string; json?: unknown; query?: Record<string, string> } = {}) {
    const url = new URL(base() + path)
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v)
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: opts.auth ?? tokenOf(DEMO.resident) }
    if (opts.json !== undefined) headers['Content-Type'] = 'application/json'
    const res = await fetch(url, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  const VISITORS = '/api/resource/Visitor%20Call-In'
  const serverMessages = (body: Record<string, unknown>) =>
    (JSON.parse(body._server_messages as string) as string[]).map((m) => (JSON.parse(m) as { message: string }).message)

  it('401 AuthenticationError carries no message text', async () => {
    const r = await call('GET', VISITORS, { auth: 'token demo-key-resident:wrong' })
    expect(r.status).toBe(401)
    expect(r.body.exc_type).toBe('AuthenticationError')
    expect(r.body).not.toHaveProperty('_server_messages')
    expect(r.body).not.toHaveProperty('_error_message')
    expect(r.body).not.toHaveProperty('message')
    expect(String(r.body.exception)).not.toContain(': ')
  })

  it('403 PermissionError: its text in _error_message, no _server_messages', async () => {
    const r = await call('GET', `${VISITORS}/VCI-00005`)
    expect(r.status).toBe(403)
    expect(r.body.exc_type).toBe('PermissionError')
    expect(r.body._error_message).toEqual(expect.any(String))
    expect(r.body).not.toHaveProperty('_server_messages')
  })

  it('exception: sent on v15 (not with a 404), never on v16 to a website user', async () => {
    const mandatory = await call('POST', VISITORS, { json: { call_in_type: 'HomeOwner', homeowner: 'HA-0001', category: 'Delivery' } })
    expect(String(mandatory.body.exception)).toMatch(/^frappe\.exceptions\.MandatoryError: /)
    expect(mandatory.body).toHaveProperty('exc')
    const missing = await call('GET', `${VISITORS}/VCI-99999`)
    expect(missing.status).toBe(404)
    expect(missing.body).not.toHaveProperty('exception')
    expect(missing.body).not.toHaveProperty('exc')
    demoControl.frappeVersion(16)
    const v16 = await call('POST', VISITORS, { json: { call_in_type: 'HomeOwner', homeowner: 'HA-0001', category: 'Delivery' } })
    expect(v16.status).toBe(417)
    expect(v16.body).not.toHaveProperty('exception')
    expect(v16.body).not.toHaveProperty('exc')
    expect(serverMessages(v16.body)).toHaveLength(2)
  })

  it('a filter of other than 3 or 4 items answers 417', async () => {
    const two = await call('GET', VISITORS, { query: { filters: JSON.stringify([['homeowner', 'HA-0001']]) } })
    expect(two.status).toBe(417)
    expect(serverMessages(two.body)[0]).toMatch(/3 or 4 items/)
    const five = await call('GET', VISITORS, { query: { filters: JSON.stringify([['Visitor Call-In', 'homeowner', '=', 'HA-0001', 'x']]) } })
    expect(five.status).toBe(417)
    const four = await call('GET', VISITORS, { query: { filters: JSON.stringify([['Visitor Call-In', 'homeowner', '=', 'HA-0001']]) } })
    expect(four.status).toBe(200)
  })

  it('one message per missing mandatory field', async () => {
    const r = await call('POST', VISITORS, { json: { call_in_type: 'HomeOwner', homeowner: 'HA-0001', category: 'Delivery' } })
    expect(r.status).toBe(417)
    expect(r.body.exc_type).toBe('MandatoryError')
    expect(serverMessages(r.body)).toEqual([
      'Error: Value missing for Visitor Call-In: Visitor Name',
      'Error: Value missing for Visitor Call-In: Termination Date',
    ])
  })
})
