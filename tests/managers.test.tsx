import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { findDoc } from '../src/demo-backend/db'
import { demoControl } from '../src/demo-backend/node'
import { holdMethod } from './connection'
import { DEMO, pathOf, renderApp } from './render-app'

const INVITE = 'merak_hotel_security.aviepros.aviepros_invite_secondary_member'
const REVOKE = 'merak_hotel_security.aviepros.aviepros_revoke_secondary_member'
const LIST = 'aviepros-get-members'


const row = (name: string) => {
  const li = screen.getByText(name).closest('li')
  if (!li) throw new Error(`no row for ${name}`)
  return li as HTMLElement
}

async function openManagers(url = '/managers') {
  const app = await renderApp(url, { as: DEMO.flagged })
  await screen.findByRole('heading', { name: 'Managers' })
  return app
}

describe('managers screen (flagged community, decision D5)', () => {
  it('lists Secondary members as Managers with the fallbacks, and Non-Resident as display-only Ground Workers', async () => {
    const { user, router } = await openManagers()
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(screen.getByRole('tab', { name: 'Managers' })).toHaveAttribute('aria-selected', 'true')
    await screen.findByText('Ewan Stewart')
    expect(demoControl.requests().find((r) => r.path.endsWith(LIST))?.search).toEqual({ homeowner_address: 'HA-0002' })
    expect(within(row('Ewan Stewart')).getByRole('button', { name: 'Invite Ewan Stewart' })).toBeEnabled()
    expect(within(row('Fiona MacLeod')).getByText('Invited')).toBeInTheDocument()
    expect(within(row('Fiona MacLeod')).getByRole('button', { name: 'Revoke Fiona MacLeod' })).toBeEnabled()
    expect(within(row('Isla Graham')).getByText('Revoked')).toBeInTheDocument()
    // Name Unknown, contact ---, status Unknown.
    const unknown = screen.getAllByText('Unknown')[0]!.closest('li') as HTMLElement
    expect(within(unknown).getByText('---')).toBeInTheDocument()
    expect(within(unknown).getAllByText('Unknown')).toHaveLength(2)
    expect(within(unknown).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByText('Rory Fraser')).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Ground Workers' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'ground-workers' }))
    await screen.findByText('Rory Fraser')
    for (const name of ['Rory Fraser', 'Callum Reid', 'Morag Innes']) expect(within(row(name)).queryByRole('button')).not.toBeInTheDocument()
    expect(within(row('Rory Fraser')).getByText('Not Invited')).toBeInTheDocument()
    expect(within(row('Callum Reid')).getByText('---')).toBeInTheDocument()
    expect(within(row('Morag Innes')).getByText('Unknown')).toBeInTheDocument()
    expect(screen.queryByText('Ewan Stewart')).not.toBeInTheDocument()
  })

  it('opens Ground Workers from the URL', async () => {
    await openManagers('/managers?tab=ground-workers')
    expect(await screen.findByText('Morag Innes')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Ground Workers' })).toHaveAttribute('aria-selected', 'true')
  })

  it('invites a manager optimistically with the manager wording', async () => {
    const release = holdMethod(INVITE)
    const { user } = await openManagers()
    await screen.findByText('Ewan Stewart')
    await user.click(within(row('Ewan Stewart')).getByRole('button', { name: 'Invite Ewan Stewart' }))
    expect(await within(row('Ewan Stewart')).findByText('Invited')).toBeInTheDocument()
    expect(within(row('Ewan Stewart')).getByRole('button', { name: 'Inviting... Ewan Stewart' })).toBeDisabled()
    expect(within(row('Fiona MacLeod')).getByRole('button', { name: 'Revoke Fiona MacLeod' })).toBeDisabled()
    release()
    expect(await screen.findByText('Manager invited successfully')).toBeInTheDocument()
    expect(findDoc('Member', 'MEM-00012')?.access_status).toBe('Invited')
    expect(demoControl.requests().find((r) => r.path.endsWith(INVITE))?.body).toEqual({
      homeowner_address: 'HA-0002',
      member_id: 'MEM-00012',
    })
  })

  it.each([
    ["status 'error' without a message", { status: 200, body: { message: { status: 'error' } } }, 'Failed to invite manager.'],
    ['a network failure', 'network' as const, 'Failed to invite manager.'],
    ['a 417 with a server message', { status: 417 }, 'The server could not accept these details'],
  ])('rolls a failed manager invite back (%s)', async (_label, fault, text) => {
    const { user } = await openManagers()
    await screen.findByText('Ewan Stewart')
    demoControl.fail(INVITE, fault)
    holdMethod(LIST, 'get')
    await user.click(within(row('Ewan Stewart')).getByRole('button', { name: 'Invite Ewan Stewart' }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(within(row('Ewan Stewart')).getByRole('button', { name: 'Invite Ewan Stewart' })).toBeEnabled()
  })

  it('revokes a manager after the confirmation', async () => {
    const { user } = await openManagers()
    await screen.findByText('Fiona MacLeod')
    await user.click(within(row('Fiona MacLeod')).getByRole('button', { name: 'Revoke Fiona MacLeod' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Revoke Access' })
    expect(within(dialog).getByText('Are you sure you want to revoke access for Fiona MacLeod?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Access revoked successfully')).toBeInTheDocument()
    expect(findDoc('Member', 'MEM-00011')?.access_status).toBe('Revoked')
    expect(demoControl.requests().find((r) => r.path.endsWith(REVOKE))?.body).toEqual({
      homeowner_address: 'HA-0002',
      member_id: 'MEM-00011',
    })
  })

  it("says 'Failed to fetch managers. Please try again.' and shows the list empty", async () => {
    demoControl.fail(LIST, 'network')
    await openManagers()
    expect(await screen.findByText('Failed to fetch managers. Please try again.')).toBeInTheDocument()
    expect(screen.getByText('No result found')).toBeInTheDocument()
  })

  it('sends users without the flag to /members', async () => {
    const { router } = await renderApp('/managers', { as: DEMO.resident })
    await waitFor(() => expect(pathOf(router)).toBe('/members'))
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeInTheDocument()
  })

  it('sends the flagged community from /members (a bookmark, a typed address) to /managers', async () => {
    const { router } = await renderApp('/members?tab=Minor', { as: DEMO.flagged })
    await waitFor(() => expect(pathOf(router)).toBe('/managers'))
    expect(await screen.findByRole('heading', { name: 'Managers' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Members' })).not.toBeInTheDocument()
  })
})
