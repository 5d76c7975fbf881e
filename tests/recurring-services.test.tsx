import { act, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { findDoc, removeDoc } from '../src/demo-backend/db'
import { demoControl } from '../src/demo-backend/node'
import { setLanguage, t } from '../src/i18n'
import { SLOW, card, findDialog, listsRead, pickOption, requestsTo, settleAndClear } from './home-helpers'
import { DEMO, renderApp } from './render-app'

const INTRO = 'Register a recurring service so your authorised vendors get access at the gate whenever they come.'

async function openAdd(cardTitle = 'Recurring Service Providers', title = 'Add Recurring Service') {
  const app = await renderApp('/dashboard', { as: DEMO.resident })
  await settleAndClear()
  await app.user.click(await card(cardTitle))
  const dialog = await findDialog(title)
  return { ...app, dialog, d: within(dialog) }
}

async function openEdit(vendor = 'GreenThumb') {
  const app = await renderApp('/dashboard', { as: DEMO.resident })
  await settleAndClear()
  const list = screen.getByRole('region', { name: 'Recurring Services' })
  await app.user.click(within(list).getByText(vendor).closest('button')!)
  const dialog = await findDialog('Edit Recurring Service')
  return { ...app, dialog, d: within(dialog), list }
}

describe('Add Recurring Service', () => {
  it('has the intro, a vendor name of letters (D30) and the 8 service types', async () => {
    const { d, user } = await openAdd()
    expect(d.getByText(INTRO)).toBeInTheDocument()
    await user.type(d.getByLabelText('Vendor Name'), 'Aqua Blue 2!')
    expect(d.getByLabelText('Vendor Name')).toHaveValue('Aqua Blue ')
    await user.click(d.getByRole('combobox', { name: 'Service Type' }))
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Housekeeper',
      'Lawn Care',
      'Pool Care',
      'Caregiver',
      'Pet Sitter',
      'Pest Control',
      'Baby Sitter',
      'Pet Groomer',
    ])
  })

  it("Enter (a phone's Go) in Vendor Name goes on to Service Type, instead of sending a service with no type", async () => {
    const { d, user } = await openAdd()
    await user.type(d.getByLabelText('Vendor Name'), 'AquaBlue{Enter}')
    expect(d.getByRole('combobox', { name: 'Service Type' })).toHaveFocus()
    // Time for a call to have been made, had Enter sent the form.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByText('Both fields are required')).not.toBeInTheDocument()
    expect(demoControl.requests().filter((r) => r.method === 'POST')).toHaveLength(0)
  })

  it('adds: the payload the site expects, toast, the list and the card follow, only that list refetches', async () => {
    demoControl.latency(100)
    const { d, user, dialog } = await openAdd()
    await user.type(d.getByLabelText('Vendor Name'), 'Whiskers')
    await pickOption(user, d.getByRole('combobox', { name: 'Service Type' }), 'Pet Sitter')
    await user.click(d.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(d.getByRole('button', { name: 'Submitting...' })).toBeDisabled())
    expect(await screen.findByText('Recurring service submitted successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(requestsTo('add_recurring_service', 'POST')[0]!.body).toEqual({
      homeowner: 'HA-0001',
      vendor_name: 'Whiskers',
      service_type: 'Pet Sitter',
    })
    const list = screen.getByRole('region', { name: 'Recurring Services' })
    expect(await within(list).findByText('Whiskers')).toBeInTheDocument()
    const providers = await card('Recurring Service Providers')
    expect(within(providers).getAllByTestId('provider-preview')).toHaveLength(5)
    expect(within(providers).getByText('Whiskers')).toBeInTheDocument()
    expect(within(providers).getByText('+2 more')).toBeInTheDocument()
    expect(listsRead()).toEqual(['recurring'])
  })

  it('offline, a provider added shows on the card too, as it does in the list, waiting to be sent', async () => {
    const { d, user, dialog } = await openAdd()
    act(() => onlineManager.setOnline(false))
    await user.type(d.getByLabelText('Vendor Name'), 'Whiskers')
    await pickOption(user, d.getByRole('combobox', { name: 'Service Type' }), 'Pet Sitter')
    await user.click(d.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    const providers = await card('Recurring Service Providers')
    expect(within(providers).getByText('Whiskers')).toBeInTheDocument()
    expect(within(providers).getByText('+2 more')).toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Recurring service submitted successfully', {}, SLOW)).toBeInTheDocument()
  })

  it('offline, a provider whose delete waits leaves the card; refused by the site, it is back on it', async () => {
    const { d, user } = await openEdit()
    act(() => onlineManager.setOnline(false))
    await user.click(d.getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete recurring service' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const providers = await card('Recurring Service Providers')
    expect(within(providers).queryByText('GreenThumb')).not.toBeInTheDocument()
    demoControl.fail('delete_recurring_service', { status: 417 })
    act(() => onlineManager.setOnline(true))
    await screen.findByRole('button', { name: 'Dismiss: GreenThumb' }, SLOW)
    expect(within(await card('Recurring Service Providers')).getByText('GreenThumb')).toBeInTheDocument()
  })

  it("says 'Both fields are required' when the server refuses the values and keeps the input", async () => {
    const { d, user, dialog } = await openAdd()
    await user.type(d.getByLabelText('Vendor Name'), 'Whiskers')
    await user.click(d.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Both fields are required', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo('add_recurring_service', 'POST')).toHaveLength(1)
    expect(dialog).toBeInTheDocument()
    expect(d.getByLabelText('Vendor Name')).toHaveValue('Whiskers')
  })

  it.each([
    ['a server error', 'en', { status: 500 }],
    ['a lost connection', 'en', 'network'],
    ['a server error', 'es', { status: 500 }],
    ['a lost connection', 'es', 'network'],
  ] as const)('names the failed action on %s (%s), not a missing field', async (_label, language, fault) => {
    await setLanguage(language, { remember: false })
    const { d, user, dialog } = await openAdd(t('dashboard.home.services'), t('services.dialog.title'))
    demoControl.fail('add_recurring_service', fault)
    await user.type(d.getByLabelText(t('services.field.vendor')), 'Whiskers')
    await pickOption(user, d.getByRole('combobox', { name: t('services.field.type') }), t('services.type.petSitter'))
    await user.click(d.getByRole('button', { name: t('dialog.submit') }))
    expect(await screen.findByText(t('services.toast.submitFailed'), {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByText(t('services.toast.createFailed'))).not.toBeInTheDocument()
    expect(dialog).toBeInTheDocument()
    expect(t('services.toast.submitFailed')).toBe(language === 'en' ? 'Failed to submit recurring service' : 'No se pudo enviar el servicio recurrente')
  })
})

describe('Edit Recurring Service', () => {
  it("prefills and updates: 'Updating...', the payload the site expects, toast", async () => {
    demoControl.latency(100)
    const { d, user, dialog, list } = await openEdit()
    expect(d.getByLabelText('Vendor Name')).toHaveValue('GreenThumb')
    expect(d.getByRole('combobox', { name: 'Service Type' })).toHaveValue('Lawn Care')
    await pickOption(user, d.getByRole('combobox', { name: 'Service Type' }), 'Pool Care')
    await user.click(d.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(d.getByRole('button', { name: 'Updating...' })).toBeDisabled())
    expect(await screen.findByText('Recurring service updated successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(requestsTo('update_recurring_service', 'PUT')[0]!.body).toEqual({
      name: 'RS-00001',
      homeowner: 'HA-0001',
      vendor_name: 'GreenThumb',
      service_type: 'Pool Care',
    })
    const row = within(list).getByText('GreenThumb').closest('button')!
    await waitFor(() => expect(within(row).getByText('Pool Care')).toBeInTheDocument())
    expect(listsRead()).toEqual(['recurring'])
  })

  it('a vendor name saved elsewhere with digits or symbols keeps them when the resident adds to it', async () => {
    findDoc('Recurring Service', 'RS-00001')!.vendor_name = 'A1 Pools & Spa'
    const { d, user } = await openEdit('A1 Pools & Spa')
    const field = d.getByLabelText('Vendor Name')
    await user.type(field, ' Ltd.2')
    expect(field).toHaveValue('A1 Pools & Spa Ltd')
    await user.click(d.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Recurring service updated successfully', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo('update_recurring_service', 'PUT')[0]!.body).toMatchObject({ vendor_name: 'A1 Pools & Spa Ltd' })
  })

  it("says 'Failed to update recurring service' and stays open", async () => {
    const { d, user, dialog } = await openEdit()
    await user.clear(d.getByLabelText('Vendor Name'))
    await user.click(d.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Failed to update recurring service', {}, SLOW)).toBeInTheDocument()
    expect(dialog).toBeInTheDocument()
  })

  it('deletes after confirmation; a failure says so', async () => {
    const { d, user, dialog, list } = await openEdit()
    demoControl.fail('delete_recurring_service', { status: 500 })
    await user.click(d.getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete recurring service' })
    expect(within(confirm).getByText('Are you sure you want to delete GreenThumb?')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete recurring service', {}, SLOW)).toBeInTheDocument()
    expect(dialog).toBeInTheDocument()
    // The confirmation stays open on failure (D8): trying again is one more press.
    expect(screen.getByRole('dialog', { name: 'Delete recurring service' })).toBe(confirm)
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeEnabled()
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Recurring service deleted successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(requestsTo('delete_recurring_service', 'POST')[0]!.body).toEqual({ name: 'RS-00001', homeowner: 'HA-0001' })
    await waitFor(() => expect(within(list).queryByText('GreenThumb')).not.toBeInTheDocument())
  })

  it('a service deleted on another device meanwhile: Delete says it is deleted, and the list follows', async () => {
    const { d, user, dialog, list } = await openEdit()
    removeDoc('Recurring Service', 'RS-00001')
    await user.click(d.getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete recurring service' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Recurring service deleted successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await waitFor(() => expect(within(list).queryByText('GreenThumb')).not.toBeInTheDocument())
  })
})

describe('recurring service calls on the demo backend', () => {
  it("scopes to the household (403) and validates the service type (417)", async () => {
    await renderApp('/dashboard', { as: DEMO.resident })
    await settleAndClear()
    const { frappe, paths } = await import('../src/frappe/client')
    await expect(
      frappe.post(paths.method('delete_recurring_service'), { name: 'RS-00009', homeowner: 'HA-0001' }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(frappe.get(paths.method('get_recurring_services'), { homeowner_address: 'HA-0003' })).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      frappe.post(paths.method('add_recurring_service'), { homeowner: 'HA-0001', vendor_name: 'X', service_type: 'Chef' }),
    ).rejects.toMatchObject({ status: 417, userMessage: expect.stringContaining('Service Type cannot be "Chef"') })
    await expect(
      frappe.post(paths.method('add_recurring_service'), { homeowner: 'HA-0001', vendor_name: '', service_type: 'Chef' }),
    ).rejects.toMatchObject({ status: 417, userMessage: 'Error: Value missing for Recurring Service: Vendor Name' })
  })
})
