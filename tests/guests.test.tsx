import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { findDoc, removeDoc } from '../src/demo-backend/db'
import { demoControl } from '../src/demo-backend/node'
import { SLOW, card, findDialog, listsRead, requestsTo, settleAndClear } from './home-helpers'
import { DEMO, renderApp } from './render-app'

async function openInvite(as: string = DEMO.resident) {
  const app = await renderApp('/dashboard', { as })
  await settleAndClear()
  await app.user.click(await card(as === DEMO.flagged ? 'Add Employee' : 'Add Guest'))
  const dialog = await findDialog(as === DEMO.flagged ? 'Invite Employee' : 'Invite Guest')
  return { ...app, dialog, d: within(dialog) }
}

async function openEdit(rowText = 'Olivia Bennett') {
  const app = await renderApp('/dashboard', { as: DEMO.resident })
  await settleAndClear()
  const guests = screen.getByRole('region', { name: 'Guest' })
  await app.user.click(within(guests).getByText(rowText).closest('button')!)
  const dialog = await findDialog('Edit Guest')
  return { ...app, dialog, d: within(dialog), guests }
}

describe('Invite Guest', () => {
  it('requires first and last name, shown once touched or submitted, and sends nothing', async () => {
    const { d, user } = await openInvite()
    expect(d.queryByText('First name is required')).not.toBeInTheDocument()
    await user.click(d.getByRole('button', { name: 'Add' }))
    expect(await d.findByText('First name is required')).toBeInTheDocument()
    expect(d.getByText('Last name is required')).toBeInTheDocument()
    expect(requestsTo('aviepros-add-guest')).toHaveLength(0)
    // The keyboard is on the first field in error, where a screen reader reads it with its error.
    await waitFor(() => expect(d.getByLabelText(/First Name/)).toHaveFocus())
    expect(d.getByLabelText(/First Name/)).toHaveAccessibleDescription('First name is required')
    // Once it is filled, the next Add goes to the one still in error.
    await user.type(d.getByLabelText(/First Name/), 'Anna')
    await user.click(d.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(d.getByLabelText(/Last Name/)).toHaveFocus())
  })

  it('accepts names only: letters, single spaces, hyphens and apostrophes (D30)', async () => {
    const { d, user } = await openInvite()
    await user.type(d.getByLabelText(/First Name/), 'An  na-1')
    await user.type(d.getByLabelText(/Last Name/), "Mc_K'ay 2")
    expect(d.getByLabelText(/First Name/)).toHaveValue('An na-')
    expect(d.getByLabelText(/Last Name/)).toHaveValue("McK'ay ")
  })

  it('a whole name pasted into the empty First Name goes into both fields, and the keyboard on to Last Name', async () => {
    const { d, user } = await openInvite()
    await user.click(d.getByLabelText(/First Name/))
    await user.paste(' José García López\n')
    expect(d.getByLabelText(/First Name/)).toHaveValue('José')
    expect(d.getByLabelText(/Last Name/)).toHaveValue('García López')
    expect(d.getByLabelText(/Last Name/)).toHaveFocus()
    // Into a first name already begun, a paste is what it is.
    await user.clear(d.getByLabelText(/Last Name/))
    await user.clear(d.getByLabelText(/First Name/))
    await user.type(d.getByLabelText(/First Name/), 'Mary')
    await user.paste(' Ann')
    expect(d.getByLabelText(/First Name/)).toHaveValue('Mary Ann')
    expect(d.getByLabelText(/Last Name/)).toHaveValue('')
    // Words that are no name's are left out first: '1 Ann Lee' is Ann Lee; an emoji leaves nothing, not even its joiner.
    await user.clear(d.getByLabelText(/First Name/))
    await user.paste('1 Ann Lee')
    expect(d.getByLabelText(/First Name/)).toHaveValue('Ann')
    expect(d.getByLabelText(/Last Name/)).toHaveValue('Lee')
    await user.clear(d.getByLabelText(/Last Name/))
    await user.clear(d.getByLabelText(/First Name/))
    await user.paste('Ana \u{1F469}\u200D\u{1F4BB}')
    expect(d.getByLabelText(/First Name/)).toHaveValue('Ana ')
  })

  it('a name with no letter in it (a hyphen, an apostrophe) is no name: required, and nothing is sent', async () => {
    const { d, user } = await openInvite()
    await user.type(d.getByLabelText(/First Name/), '-')
    await user.type(d.getByLabelText(/Last Name/), "'")
    await user.click(d.getByRole('button', { name: 'Add' }))
    expect(await d.findByText('First name is required')).toBeInTheDocument()
    expect(d.getByText('Last name is required')).toBeInTheDocument()
    expect(requestsTo('aviepros-add-guest')).toHaveLength(0)
  })

  it("adds: 'Adding...', the payload the site expects, toast, closes, only the guest list refetches", async () => {
    demoControl.latency(150)
    const { d, user, dialog } = await openInvite()
    await user.type(d.getByLabelText(/First Name/), 'Anna')
    await user.type(d.getByLabelText(/Last Name/), 'McKay')
    await user.click(d.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(d.getByRole('button', { name: 'Adding...' })).toBeDisabled())
    expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(requestsTo('aviepros-add-guest', 'POST')[0]!.body).toEqual({
      home_address_id: 'HA-0001',
      first_name: 'Anna',
      last_name: 'McKay',
    })
    expect(await within(screen.getByRole('region', { name: 'Guest' })).findByText('Anna McKay')).toBeInTheDocument()
    expect(listsRead()).toEqual(['guests'])
  })

  it("shows the server's reason (duplicate) and keeps the input (D8)", async () => {
    const { d, user, dialog } = await openInvite()
    await user.type(d.getByLabelText(/First Name/), 'Olivia')
    await user.type(d.getByLabelText(/Last Name/), 'Bennett')
    await user.click(d.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Guest already exists', {}, SLOW)).toBeInTheDocument()
    expect(dialog).toBeInTheDocument()
    expect(d.getByLabelText(/First Name/)).toHaveValue('Olivia')
    expect(d.getByRole('button', { name: 'Add' })).toBeEnabled()
  })

  it("falls back to 'Failed to add guest. Please try again.'", async () => {
    const { d, user } = await openInvite()
    demoControl.fail('aviepros-add-guest', { status: 500, body: {} })
    await user.type(d.getByLabelText(/First Name/), 'Anna')
    await user.type(d.getByLabelText(/Last Name/), 'McKay')
    await user.click(d.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Failed to add guest. Please try again.', {}, SLOW)).toBeInTheDocument()
  })

  it('is titled Invite Employee for the flagged community', async () => {
    const { d, user } = await openInvite(DEMO.flagged)
    await user.type(d.getByLabelText(/First Name/), 'Ewan')
    await user.type(d.getByLabelText(/Last Name/), 'Ross')
    await user.click(d.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Guest added successfully', {}, SLOW)).toBeInTheDocument()
    expect(await within(screen.getByRole('region', { name: 'Employee' })).findByText('Ewan Ross')).toBeInTheDocument()
    expect(requestsTo('aviepros-add-guest', 'POST')[0]!.body).toMatchObject({ home_address_id: 'HA-0002' })
  })
})

describe('Edit Guest', () => {
  it("splits guest_name, keeps visiting_as, 'Updating...', toast, only the guest list refetches", async () => {
    demoControl.latency(100)
    const { d, user, dialog } = await openEdit('Nora Robinson')
    expect(d.getByLabelText('First Name')).toHaveValue('Nora')
    expect(d.getByLabelText('Last Name')).toHaveValue('Robinson')
    await user.clear(d.getByLabelText('First Name'))
    await user.type(d.getByLabelText('First Name'), 'Eleanor3')
    expect(d.getByLabelText('First Name')).toHaveValue('Eleanor')
    await user.click(d.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(d.getByRole('button', { name: 'Updating...' })).toBeDisabled())
    expect(await screen.findByText('Guest updated successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(requestsTo('aviepros-update-guest', 'PUT')[0]!.body).toEqual({
      name: 'GST-00003',
      homeowner_address: 'HA-0001',
      guest_name: 'Eleanor Robinson',
      visiting_as: 'Family',
    })
    expect(findDoc('Guest', 'GST-00003')!.guest_name).toBe('Eleanor Robinson')
    // The dialog closes once the change is saved; the list is read again after.
    expect(await within(screen.getByRole('region', { name: 'Guest' })).findByText('Eleanor Robinson', {}, SLOW)).toBeInTheDocument()
    expect(listsRead()).toEqual(['guests'])
  })

  it('takes the first word as the first name and the rest as the last name (D30: a last name may have spaces)', async () => {
    findDoc('Guest', 'GST-00001')!.guest_name = 'Olivia Bennett Smythe'
    const { d } = await openEdit('Olivia Bennett Smythe')
    expect(d.getByLabelText('First Name')).toHaveValue('Olivia')
    expect(d.getByLabelText('Last Name')).toHaveValue('Bennett Smythe')
  })

  it('has no required checks: an empty name goes to the server, whose reason is shown', async () => {
    const { d, user, dialog } = await openEdit()
    await user.clear(d.getByLabelText('First Name'))
    await user.clear(d.getByLabelText('Last Name'))
    await user.click(d.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Error: Value missing for Guest: Guest Name', {}, SLOW)).toBeInTheDocument()
    expect(d.queryByText('First name is required')).not.toBeInTheDocument()
    expect(requestsTo('aviepros-update-guest', 'PUT')).toHaveLength(1)
    expect(dialog).toBeInTheDocument()
  })

  it("falls back to 'Failed to add guest. Please try again.' on an update failure", async () => {
    const { d, user } = await openEdit()
    demoControl.fail('aviepros-update-guest', 'network')
    await user.click(d.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Failed to add guest. Please try again.', {}, SLOW)).toBeInTheDocument()
  })

  it('deletes after confirmation; a failure says so and keeps the dialog', async () => {
    const { d, user, dialog, guests } = await openEdit()
    demoControl.fail('aviepros-delete-guest', { status: 500 })
    await user.click(d.getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete guest' })
    expect(within(confirm).getByText('Are you sure you want to delete Olivia Bennett?')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete guest', {}, SLOW)).toBeInTheDocument()
    expect(dialog).toBeInTheDocument()
    // The confirmation stays open on failure (D8): trying again is one more press.
    expect(screen.getByRole('dialog', { name: 'Delete guest' })).toBe(confirm)
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeEnabled()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Guest deleted successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(requestsTo('aviepros-delete-guest', 'POST').at(-1)!.body).toEqual({ name: 'GST-00001', homeowner_address: 'HA-0001' })
    await waitFor(() => expect(within(guests).queryByText('Olivia Bennett')).not.toBeInTheDocument())
  })

  it('a guest deleted on another device meanwhile: Delete says it is deleted, and the list follows', async () => {
    const { d, user, dialog, guests } = await openEdit()
    removeDoc('Guest', 'GST-00001')
    await user.click(d.getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete guest' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Guest deleted successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await waitFor(() => expect(within(guests).queryByText('Olivia Bennett')).not.toBeInTheDocument())
  })
})

describe('guest calls on the demo backend', () => {
  it("refuses another household's guest (403)", async () => {
    await renderApp('/dashboard', { as: DEMO.resident })
    await settleAndClear()
    // The neighbour's guest, addressed from this home.
    const { frappe, paths } = await import('../src/frappe/client')
    await expect(
      frappe.post(paths.script('delete-guest'), { name: 'GST-00007', homeowner_address: 'HA-0001' }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      frappe.get(paths.script('fetch-guests'), { homeowner_address: 'HA-0003' }),
    ).rejects.toMatchObject({ status: 403 })
    expect(findDoc('Guest', 'GST-00007')).toBeDefined()
  })
})
