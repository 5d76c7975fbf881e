import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { findDoc } from '../src/demo-backend/db'
import { demoControl } from '../src/demo-backend/node'
import { holdMethod } from './connection'
import { DEMO, renderApp, storeSession } from './render-app'

const INVITE = 'merak_hotel_security.aviepros.aviepros_invite_club_secondary_member'
const REVOKE = 'merak_hotel_security.aviepros.aviepros_revoke_club_secondary_member'
const LIST = 'aviepros-invite-secondary-clubmember'


const row = (name: string) => {
  const li = screen.getByText(name).closest('li')
  if (!li) throw new Error(`no row for ${name}`)
  return li as HTMLElement
}
const statusOf = (id: string) => findDoc('Club Member Guest', id)?.access_status

async function openClubMembers(as: string = DEMO.club) {
  const app = await renderApp('/members', { as })
  await screen.findByRole('heading', { name: 'Club Members' })
  return app
}

describe('club members screen', () => {
  it('lists the club secondary members with N/A fallbacks, badges and actions', async () => {
    const releaseList = holdMethod(LIST, 'get')
    await openClubMembers()
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard')
    expect((await screen.findByLabelText('Loading')).children).toHaveLength(3)
    releaseList()
    await screen.findByText('Elena Martinez')
    expect(demoControl.requests().find((r) => r.path.endsWith(LIST))?.search).toEqual({ club_member: 'CM-0001' })
    expect(within(row('Elena Martinez')).getByRole('button', { name: 'Invite Elena Martinez' })).toBeEnabled()
    expect(within(row('Lucas Martinez')).getByText('Invited')).toBeInTheDocument()
    expect(within(row('Lucas Martinez')).getByRole('button', { name: 'Revoke Lucas Martinez' })).toBeEnabled()
    expect(within(row('Mateo Ruiz')).getByText('Revoked')).toBeInTheDocument()
    expect(within(row('Mateo Ruiz')).queryByRole('button')).not.toBeInTheDocument()
    expect(within(row('Camila Ortega')).getByText('N/A')).toBeInTheDocument()
    expect(within(row('+1 555 330 2046')).getByText('N/A')).toBeInTheDocument()
    expect(screen.queryByText('Theo Marsh')).not.toBeInTheDocument()
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
  })

  it('club secondary members see the same screen', async () => {
    await openClubMembers(DEMO.clubFamily)
    expect(await screen.findByText('Elena Martinez')).toBeInTheDocument()
  })

  it("says 'No result found' without members", async () => {
    demoControl.fail(LIST, { status: 200, body: { data: [] } })
    await openClubMembers()
    expect(await screen.findByText('No result found')).toBeInTheDocument()
  })

  it('says when the list cannot be fetched', async () => {
    demoControl.fail(LIST, { status: 500, body: {} })
    await openClubMembers()
    expect(await screen.findByText('Failed to fetch members. Please try again.')).toBeInTheDocument()
    expect(screen.getByText('No result found')).toBeInTheDocument()
  })

  it('invites optimistically; a 200 is success', async () => {
    const release = holdMethod(INVITE)
    const { user } = await openClubMembers()
    await screen.findByText('Elena Martinez')
    await user.click(within(row('Elena Martinez')).getByRole('button', { name: 'Invite Elena Martinez' }))
    expect(await within(row('Elena Martinez')).findByText('Invited')).toBeInTheDocument()
    expect(within(row('Elena Martinez')).getByRole('button', { name: 'Inviting... Elena Martinez' })).toBeDisabled()
    expect(within(row('Camila Ortega')).getByRole('button', { name: 'Invite Camila Ortega' })).toBeDisabled()
    expect(statusOf('CMG-00002')).toBe('Not Invited')
    release()
    expect(await screen.findByText('Member invited successfully')).toBeInTheDocument()
    expect(statusOf('CMG-00002')).toBe('Invited')
    expect(demoControl.requests().find((r) => r.path.endsWith(INVITE))?.body).toEqual({
      club_member_id: 'CM-0001',
      member_id: 'CMG-00002',
    })
  })

  it('treats an empty 200 as success too', async () => {
    demoControl.fail(INVITE, 'empty')
    const { user } = await openClubMembers()
    await screen.findByText('Elena Martinez')
    holdMethod(LIST, 'get')
    await user.click(within(row('Elena Martinez')).getByRole('button', { name: 'Invite Elena Martinez' }))
    expect(await screen.findByText('Member invited successfully')).toBeInTheDocument()
    expect(within(row('Elena Martinez')).getByText('Invited')).toBeInTheDocument()
  })

  it.each([
    ['a 500 without a message', { status: 500, body: {} }, 'Failed to invite member. Please try again.'],
    ['a 417 with a server message', { status: 417 }, 'The server could not accept these details'],
    ["status 'error' without a message", { status: 200, body: { message: { status: 'error' } } }, 'Failed to invite member.'],
    // A refusal: trying again would not change the answer.
    ['a 403 without a message', { status: 403, body: {} }, 'Failed to invite member.'],
  ])('rolls a failed invite back (%s)', async (_label, fault, text) => {
    const { user } = await openClubMembers()
    await screen.findByText('Elena Martinez')
    demoControl.fail(INVITE, fault)
    holdMethod(LIST, 'get')
    await user.click(within(row('Elena Martinez')).getByRole('button', { name: 'Invite Elena Martinez' }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(within(row('Elena Martinez')).getByRole('button', { name: 'Invite Elena Martinez' })).toBeEnabled()
  })

  it("revokes after 'this member' is confirmed for a member without a name", async () => {
    const release = holdMethod(REVOKE)
    const { user } = await openClubMembers()
    await screen.findByText('Elena Martinez')
    const nameless = row('+1 555 330 2046')
    await user.click(within(nameless).getByRole('button', { name: 'Revoke +1 555 330 2046' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Revoke Access' })
    expect(within(dialog).getByText('Are you sure you want to revoke access for this member?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Revoking...' })).toBeDisabled())
    expect(within(nameless).getByText('Revoked')).toBeInTheDocument()
    release()
    expect(await screen.findByText('Access revoked successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(statusOf('CMG-00005')).toBe('Revoked')
    expect(demoControl.requests().find((r) => r.path.endsWith(REVOKE))?.body).toEqual({
      club_member_id: 'CM-0001',
      member_id: 'CMG-00005',
    })
  })

  it.each([
    ['a failure carrying a server message', { status: 500, body: { _server_messages: JSON.stringify([JSON.stringify({ message: 'Gate system offline' })]) } }, 'Gate system offline'],
    ['a network failure', 'network' as const, 'Failed to revoke access. Please try again.'],
    ["status 'error' without a message", { status: 200, body: { message: { status: 'error' } } }, 'Failed to revoke access.'],
  ])('rolls a failed revoke back to Invited (%s)', async (_label, fault, text) => {
    const { user } = await openClubMembers()
    await screen.findByText('Lucas Martinez')
    demoControl.fail(REVOKE, fault)
    holdMethod(LIST, 'get')
    await user.click(within(row('Lucas Martinez')).getByRole('button', { name: 'Revoke Lucas Martinez' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Revoke Access' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(within(row('Lucas Martinez')).getByText('Invited')).toBeInTheDocument()
    expect(within(row('Lucas Martinez')).getByRole('button', { name: 'Revoke Lucas Martinez' })).toBeInTheDocument()
    expect(statusOf('CMG-00001')).toBe('Invited')
  })
})

describe('demo backend: club members', () => {
  async function call(method: string, body: Record<string, unknown>) {
    const account = storeSession(DEMO.club)
    const res = await fetch(`${window.location.origin}/api/method/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `token ${account.api_key}:${account.api_secret}` },
      body: JSON.stringify(body),
    })
    return res.status
  }

  it('follows the lifecycle and scopes to the club', async () => {
    expect(await call(INVITE, { club_member_id: 'CM-0001', member_id: 'CMG-00002' })).toBe(200)
    expect(await call(INVITE, { club_member_id: 'CM-0001', member_id: 'CMG-00002' })).toBe(417)
    expect(await call(REVOKE, { club_member_id: 'CM-0001', member_id: 'CMG-00003' })).toBe(417)
    expect(await call(INVITE, { club_member_id: 'CM-0001', member_id: 'CMG-00011' })).toBe(403)
    expect(await call(INVITE, { club_member_id: 'CM-0002', member_id: 'CMG-00011' })).toBe(403)
    expect(await call(INVITE, { club_member_id: 'CM-0001', member_id: 'CMG-09999' })).toBe(404)
    expect(statusOf('CMG-00011')).toBe('Not Invited')
  })
})
