import { MutationObserver } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { findDoc, getDb } from '../src/demo-backend/db'
import { demoControl } from '../src/demo-backend/node'
import { memberChanges, memberQueries, type MemberActionVars } from '../src/queries/members'
import { badgeColour } from './colours'
import { holdMethod } from './connection'
import { DEMO, renderApp, storeSession } from './render-app'

const INVITE = 'merak_hotel_security.aviepros.aviepros_invite_secondary_member'
const REVOKE = 'merak_hotel_security.aviepros.aviepros_revoke_secondary_member'
const LIST = 'aviepros-get-members'


const row = (name: string) => {
  const li = screen.getByText(name).closest('li')
  if (!li) throw new Error(`no row for ${name}`)
  return li as HTMLElement
}
const statusOf = (id: string) => findDoc('Member', id)?.access_status
const listRequests = () => demoControl.requests().filter((r) => r.path.endsWith(LIST))
const posts = (method: string) => demoControl.requests().filter((r) => r.path.endsWith(method))

async function openMembers(url = '/members', as: string = DEMO.resident) {
  const app = await renderApp(url, { as })
  await screen.findByRole('heading', { name: 'Members' })
  return app
}

describe('homeowner members screen', () => {
  it('shows the title, the back button, the tabs and the Secondary Residents by default', async () => {
    const releaseList = holdMethod(LIST, 'get')
    await openMembers()
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(screen.getByRole('tab', { name: 'Secondary Residents' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Minors' })).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByRole('tab', { name: 'Non-Resident' })).toBeInTheDocument()
    // The skeleton of 3 rows while the list loads.
    const skeleton = await screen.findByLabelText('Loading')
    expect(skeleton.children).toHaveLength(3)
    releaseList()
    await screen.findByText('Emma Robinson')
    expect(screen.queryByLabelText('Loading')).not.toBeInTheDocument()
    expect(listRequests()[0]?.search).toEqual({ homeowner_address: 'HA-0001' })

    // Not Invited: Invite. Invited: green badge + Revoke. Revoked: red badge, no action. Other: grey badge.
    expect(within(row('Emma Robinson')).getByRole('button', { name: 'Invite Emma Robinson' })).toBeEnabled()
    expect(within(row('Emma Robinson')).getByText('+1 555 201 4411')).toBeInTheDocument()
    expect(within(row('Daniel Robinson')).getByText('Invited')).toBeInTheDocument()
    expect(within(row('Daniel Robinson')).getByRole('button', { name: 'Revoke Daniel Robinson' })).toBeEnabled()
    expect(within(row('Grace Whitfield')).getByText('Revoked')).toBeInTheDocument()
    expect(within(row('Grace Whitfield')).queryByRole('button')).not.toBeInTheDocument()
    expect(within(row('Oliver Chen')).getByText('Pending')).toBeInTheDocument()
    expect(within(row('Oliver Chen')).queryByRole('button')).not.toBeInTheDocument()
    // Contact falls back to ---.
    expect(within(row('Oliver Chen')).getByText('---')).toBeInTheDocument()
    // Other types are on their own tabs.
    expect(screen.queryByText('Lily Robinson')).not.toBeInTheDocument()
    expect(screen.queryByText('Carlos Mendez')).not.toBeInTheDocument()
  })

  it('colours the access status: Invited green, Revoked red, any other grey', async () => {
    const { user } = await openMembers()
    await screen.findByText('Emma Robinson')
    expect(badgeColour(within(row('Daniel Robinson')).getByText('Invited'))).toBe('green')
    expect(badgeColour(within(row('Grace Whitfield')).getByText('Revoked'))).toBe('red')
    expect(badgeColour(within(row('Oliver Chen')).getByText('Pending'))).toBe('grey')
    await user.click(screen.getByRole('tab', { name: 'Non-Resident' }))
    await screen.findByText('Carlos Mendez')
    expect(badgeColour(within(row('Carlos Mendez')).getByText('Not Invited'))).toBe('grey')
    expect(badgeColour(within(row('Hannah Lee')).getByText('Invited'))).toBe('green')
  })

  it('keeps the active tab in the URL: tabs, Back and links', async () => {
    const { user, router } = await openMembers()
    await screen.findByText('Emma Robinson')
    await user.click(screen.getByRole('tab', { name: 'Minors' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'Minor' }))
    expect(await screen.findByText('Lily Robinson')).toBeInTheDocument()
    expect(within(row('Lily Robinson')).getByText('---')).toBeInTheDocument()
    expect(within(row('Lily Robinson')).getByRole('button', { name: 'Invite Lily Robinson' })).toBeInTheDocument()
    expect(within(row('Noah Robinson')).getByRole('button', { name: 'Revoke Noah Robinson' })).toBeInTheDocument()
    expect(screen.queryByText('Emma Robinson')).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Non-Resident' }))
    await screen.findByText('Carlos Mendez')
    // Non-Resident rows have no action: a badge only.
    expect(within(row('Carlos Mendez')).queryByRole('button')).not.toBeInTheDocument()
    expect(within(row('Carlos Mendez')).getByText('Not Invited')).toBeInTheDocument()
    expect(within(row('Hannah Lee')).queryByRole('button')).not.toBeInTheDocument()
    expect(within(row('Hannah Lee')).getByText('Invited')).toBeInTheDocument()

    router.history.back()
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Minors' })).toHaveAttribute('aria-selected', 'true'))
    expect(await screen.findByText('Lily Robinson')).toBeInTheDocument()
    // One list for all tabs: switching tabs does not fetch again.
    expect(listRequests()).toHaveLength(1)
  })

  it('opens the tab a link names', async () => {
    await openMembers('/members?tab=Non-Resident')
    expect(await screen.findByText('Hannah Lee')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Non-Resident' })).toHaveAttribute('aria-selected', 'true')
  })

  it('falls back to Secondary Residents for an unknown tab', async () => {
    await openMembers('/members?tab=Bogus')
    expect(await screen.findByText('Emma Robinson')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Secondary Residents' })).toHaveAttribute('aria-selected', 'true')
  })

  it("says 'No result found' for an empty tab", async () => {
    const db = getDb()
    db.docs.Member = db.docs.Member!.filter((m) => m.member_type !== 'Minor')
    await openMembers('/members?tab=Minor')
    expect(await screen.findByText('No result found')).toBeInTheDocument()
  })

  it('empties the list and says so when the fetch fails; Retry loads it', async () => {
    demoControl.fail(LIST, { status: 500, body: {} })
    const { user } = await openMembers()
    expect(await screen.findByText('Failed to fetch members. Please try again.')).toBeInTheDocument()
    expect(screen.getByText('No result found')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Emma Robinson')).toBeInTheDocument()
  })

  it('secondary members of the home see the same screen', async () => {
    await openMembers('/members', DEMO.family)
    expect(await screen.findByText('Emma Robinson')).toBeInTheDocument()
  })
})

describe('invite', () => {
  it('shows Invited at once, before the server answers, and keeps it when the server agrees', async () => {
    const release = holdMethod(INVITE)
    const { user } = await openMembers()
    await screen.findByText('Emma Robinson')
    await user.click(within(row('Emma Robinson')).getByRole('button', { name: 'Invite Emma Robinson' }))

    // Optimistic: the badge reads Invited while the request is still held.
    expect(await within(row('Emma Robinson')).findByText('Invited')).toBeInTheDocument()
    expect(within(row('Emma Robinson')).getByRole('button', { name: 'Inviting... Emma Robinson' })).toBeDisabled()
    // The Invite button that had the focus is gone: the keyboard stays on its row.
    expect(row('Emma Robinson')).toHaveFocus()
    // One action at a time: every other row's buttons are disabled.
    expect(within(row('Daniel Robinson')).getByRole('button', { name: 'Revoke Daniel Robinson' })).toBeDisabled()
    expect(posts(INVITE)).toHaveLength(0)
    expect(statusOf('MEM-00002')).toBe('Not Invited')

    release()
    expect(await screen.findByText('Member invited successfully')).toBeInTheDocument()
    expect(posts(INVITE)[0]?.body).toEqual({ homeowner_address: 'HA-0001', member_id: 'MEM-00002' })
    expect(statusOf('MEM-00002')).toBe('Invited')
    await waitFor(() => expect(within(row('Emma Robinson')).getByRole('button', { name: 'Revoke Emma Robinson' })).toBeEnabled())
    expect(within(row('Daniel Robinson')).getByRole('button', { name: 'Revoke Daniel Robinson' })).toBeEnabled()
    // Settled: the list is refreshed from the server (cache invalidation).
    await waitFor(() => expect(listRequests()).toHaveLength(2))
  })

  it("rolls back on a 417 and shows the server's message", async () => {
    const { user } = await openMembers()
    await screen.findByText('Emma Robinson')
    // Someone else revoked her meanwhile: the server refuses the invite.
    findDoc('Member', 'MEM-00002')!.access_status = 'Revoked'
    const release = holdMethod(INVITE)
    await user.click(within(row('Emma Robinson')).getByRole('button', { name: 'Invite Emma Robinson' }))
    expect(await within(row('Emma Robinson')).findByText('Invited')).toBeInTheDocument()
    release()
    expect(await screen.findByText('Emma Robinson cannot be invited: access is Revoked')).toBeInTheDocument()
    // The refresh after settling then shows what the server holds.
    await waitFor(() => expect(within(row('Emma Robinson')).getByText('Revoked')).toBeInTheDocument())
  })

  it.each([
    ['a 500 without a message', { status: 500, body: {} }],
    ['a network failure', 'network' as const],
    ['an unreadable answer', 'malformed' as const],
  ])('rolls back to Not Invited on %s', async (_label, fault) => {
    const { user } = await openMembers()
    await screen.findByText('Emma Robinson')
    demoControl.fail(INVITE, fault)
    // Hold the refresh after settling, so what shows is the rollback itself, not refetched data.
    holdMethod(LIST, 'get')
    await user.click(within(row('Emma Robinson')).getByRole('button', { name: 'Invite Emma Robinson' }))
    expect(await screen.findByText('Failed to invite member. Please try again.')).toBeInTheDocument()
    expect(within(row('Emma Robinson')).getByRole('button', { name: 'Invite Emma Robinson' })).toBeEnabled()
    expect(within(row('Emma Robinson')).queryByText('Invited')).not.toBeInTheDocument()
    expect(statusOf('MEM-00002')).toBe('Not Invited')
  })

  it("shows message.message when the server answers status 'error'", async () => {
    demoControl.fail(INVITE, { status: 200, body: { message: { status: 'error', message: 'Invitation quota reached' } } })
    const { user } = await openMembers()
    await screen.findByText('Emma Robinson')
    await user.click(within(row('Emma Robinson')).getByRole('button', { name: 'Invite Emma Robinson' }))
    expect(await screen.findByText('Invitation quota reached')).toBeInTheDocument()
    expect(within(row('Emma Robinson')).getByRole('button', { name: 'Invite Emma Robinson' })).toBeEnabled()
  })

  it("says 'Failed to invite member.' for status 'error' without a message", async () => {
    demoControl.fail(INVITE, { status: 200, body: { message: { status: 'error' } } })
    const { user } = await openMembers()
    await screen.findByText('Emma Robinson')
    await user.click(within(row('Emma Robinson')).getByRole('button', { name: 'Invite Emma Robinson' }))
    expect(await screen.findByText('Failed to invite member.')).toBeInTheDocument()
    expect(within(row('Emma Robinson')).getByRole('button', { name: 'Invite Emma Robinson' })).toBeEnabled()
  })
})

describe('revoke', () => {
  it('asks first; Cancel and the backdrop close without a call', async () => {
    const { user } = await openMembers()
    await screen.findByText('Daniel Robinson')
    await user.click(within(row('Daniel Robinson')).getByRole('button', { name: 'Revoke Daniel Robinson' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Revoke Access' })
    expect(within(dialog).getByText('Are you sure you want to revoke access for Daniel Robinson?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(within(row('Daniel Robinson')).getByRole('button', { name: 'Revoke Daniel Robinson' }))
    await screen.findByRole('dialog', { name: 'Confirm Revoke Access' })
    const overlay = document.querySelector('.mantine-Modal-overlay')
    expect(overlay).not.toBeNull()
    await user.click(overlay as Element)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posts(REVOKE)).toHaveLength(0)
    expect(within(row('Daniel Robinson')).getByText('Invited')).toBeInTheDocument()
  })

  it('shows Revoked at once while the server answers, then confirms', async () => {
    const release = holdMethod(REVOKE)
    const { user } = await openMembers()
    await screen.findByText('Daniel Robinson')
    await user.click(within(row('Daniel Robinson')).getByRole('button', { name: 'Revoke Daniel Robinson' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Revoke Access' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Revoking...' })).toBeDisabled())
    expect(within(row('Daniel Robinson')).getByText('Revoked')).toBeInTheDocument()
    expect(within(row('Daniel Robinson')).getByRole('button', { name: 'Revoking... Daniel Robinson' })).toBeDisabled()
    expect(within(row('Emma Robinson')).getByRole('button', { name: 'Invite Emma Robinson' })).toBeDisabled()
    expect(statusOf('MEM-00001')).toBe('Invited')

    release()
    expect(await screen.findByText('Access revoked successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posts(REVOKE)[0]?.body).toEqual({ homeowner_address: 'HA-0001', member_id: 'MEM-00001' })
    expect(statusOf('MEM-00001')).toBe('Revoked')
    expect(within(row('Daniel Robinson')).getByText('Revoked')).toBeInTheDocument()
    expect(within(row('Daniel Robinson')).queryByRole('button')).not.toBeInTheDocument()
    expect(within(row('Emma Robinson')).getByRole('button', { name: 'Invite Emma Robinson' })).toBeEnabled()
    // The Revoke button the confirmation came from has gone: the keyboard stays on the member's row.
    await waitFor(() => expect(document.activeElement).toBe(row('Daniel Robinson')))
  })

  it.each([
    ['a 417 with a server message', { status: 417 }, 'The server could not accept these details'],
    ['a 500 without a message', { status: 500, body: {} }, 'Failed to revoke access. Please try again.'],
    ['a network failure', 'network' as const, 'Failed to revoke access. Please try again.'],
    ["status 'error' without a message", { status: 200, body: { message: { status: 'error' } } }, 'Failed to revoke access.'],
    ["status 'error' with a message", { status: 200, body: { message: { status: 'error', message: 'Not allowed now' } } }, 'Not allowed now'],
  ])('rolls back to Invited on %s and keeps the dialog open', async (_label, fault, text) => {
    const { user } = await openMembers()
    await screen.findByText('Daniel Robinson')
    demoControl.fail(REVOKE, fault)
    holdMethod(LIST, 'get')
    await user.click(within(row('Daniel Robinson')).getByRole('button', { name: 'Revoke Daniel Robinson' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Revoke Access' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(within(row('Daniel Robinson')).getByText('Invited')).toBeInTheDocument()
    expect(within(row('Daniel Robinson')).getByRole('button', { name: 'Revoke Daniel Robinson' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeEnabled()
    expect(statusOf('MEM-00001')).toBe('Invited')
  })
})

describe('concurrent member mutations', () => {
  it('do not clobber each other: a failed one rolls back only its row, the list refreshes once both settled', async () => {
    const { queryClient } = await openMembers()
    await screen.findByText('Emma Robinson')
    const releaseFirst = holdMethod(INVITE)
    const key = memberQueries.list('HA-0001').queryKey
    const statusIn = (id: string) => queryClient.getQueryData(key)?.find((m) => m.name === id)?.access_status

    demoControl.fail(INVITE, { status: 417 }) // the first invite (Emma) will fail once released
    const first = new MutationObserver<unknown, Error, MemberActionVars>(queryClient, { mutationKey: memberChanges.keys.invite })
    const firstDone = first.mutate({ homeownerAddress: 'HA-0001', memberId: 'MEM-00002' }).catch(() => undefined)
    await waitFor(() => expect(statusIn('MEM-00002')).toBe('Invited'))

    const releaseSecond = holdMethod(INVITE)
    const second = new MutationObserver<unknown, Error, MemberActionVars>(queryClient, { mutationKey: memberChanges.keys.invite })
    const secondDone = second.mutate({ homeownerAddress: 'HA-0001', memberId: 'MEM-00005' })
    await waitFor(() => expect(statusIn('MEM-00005')).toBe('Invited'))
    // The screen disables every action while any runs.
    expect(within(row('Daniel Robinson')).getByRole('button', { name: 'Revoke Daniel Robinson' })).toBeDisabled()

    releaseFirst()
    await firstDone
    expect(statusIn('MEM-00002')).toBe('Not Invited')
    expect(statusIn('MEM-00005')).toBe('Invited')
    // No refresh while the second one still runs: it would bring back the old status of MEM-00005.
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(listRequests()).toHaveLength(1)
    expect(statusIn('MEM-00005')).toBe('Invited')

    releaseSecond()
    await secondDone
    await waitFor(() => expect(listRequests()).toHaveLength(2))
    expect(statusIn('MEM-00005')).toBe('Invited')
    expect(findDoc('Member', 'MEM-00005')?.access_status).toBe('Invited')
  })
})

describe('demo backend: members', () => {
  async function call(email: string, method: string, body: Record<string, unknown>) {
    const account = storeSession(email)
    const res = await fetch(`${window.location.origin}/api/method/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `token ${account.api_key}:${account.api_secret}` },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }

  it('invites from Not Invited, revokes from Invited, refuses the rest with 417', async () => {
    const ok = await call(DEMO.resident, INVITE, { homeowner_address: 'HA-0001', member_id: 'MEM-00002' })
    expect(ok).toEqual({ status: 200, body: { message: { status: 'success', message: 'Invitation sent to Emma Robinson' } } })
    expect((await call(DEMO.resident, INVITE, { homeowner_address: 'HA-0001', member_id: 'MEM-00002' })).status).toBe(417)
    expect((await call(DEMO.resident, REVOKE, { homeowner_address: 'HA-0001', member_id: 'MEM-00002' })).status).toBe(200)
    expect(statusOf('MEM-00002')).toBe('Revoked')
    expect((await call(DEMO.resident, REVOKE, { homeowner_address: 'HA-0001', member_id: 'MEM-00002' })).status).toBe(417)
    expect((await call(DEMO.resident, INVITE, { homeowner_address: 'HA-0001', member_id: 'MEM-00002' })).status).toBe(417)
    expect((await call(DEMO.resident, INVITE, { homeowner_address: 'HA-0001', member_id: 'MEM-00007' })).status).toBe(417)
  })

  it('scopes to the household: 403 for another one, 404 for an unknown member, 417 without an id', async () => {
    expect((await call(DEMO.resident, INVITE, { homeowner_address: 'HA-0001', member_id: 'MEM-00021' })).status).toBe(403)
    expect((await call(DEMO.resident, INVITE, { homeowner_address: 'HA-0003', member_id: 'MEM-00021' })).status).toBe(403)
    expect((await call(DEMO.resident, INVITE, { homeowner_address: 'HA-0001', member_id: 'MEM-99999' })).status).toBe(404)
    expect((await call(DEMO.resident, INVITE, { homeowner_address: 'HA-0001' })).status).toBe(417)
    expect(findDoc('Member', 'MEM-00021')?.access_status).toBe('Not Invited')
  })
})
