/**
 * The server answers in the resident's language (D31): every call carries `_lang` where Frappe reads
 * it (the query of a GET, the JSON body of a POST or PUT), a call before sign-in also
 * Accept-Language, and the demo site answers its refusals and reasons in Spanish when asked.
 * Choosing a language saves it on the User too; a site that refuses that says nothing to the resident.
 * The requests are checked as the demo backend received them (`lang`: the `_lang` found where
 * Frappe's form_dict has it).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { getDb, table } from '../src/demo-backend/db'
import { NOTIFICATION_LOG } from '../src/demo-backend/seed/notifications'
import { createDoc, deleteDoc } from '../src/frappe/resource'
import { uploadPhoto } from '../src/queries/profile'
import { VISITOR_DOCTYPE } from '../src/queries/visitors'
import { stillClock } from './clock'
import { frappeBodies } from '../src/demo-backend/faults'
import { translate } from '../src/demo-backend/translations'
import { demoControl } from '../src/demo-backend/node'
import { frappeBaseUrl } from '../src/config'
import { readErrorBody } from '../src/frappe/errors'
import { setLanguage, t } from '../src/i18n'
import { card, findDialog, requestsTo, settleAndClear, SLOW } from './home-helpers'
import { DEMO, renderApp } from './render-app'

describe('the server speaks the resident’s language', () => {
  it('a refused sign-in in Spanish shows the site’s Spanish message; the login carries _lang and Accept-Language', async () => {
    await setLanguage('es', { remember: false })
    const { user } = await renderApp('/', { as: null })
    await screen.findByRole('heading', { name: t('login.title') }, SLOW)
    await user.type(screen.getByLabelText(new RegExp(`^${t('auth.email')}`)), DEMO.resident)
    await user.type(screen.getByLabelText(new RegExp(`^${t('login.password')}`)), 'wrong-password')
    await user.click(screen.getByRole('button', { name: t('login.submit') }))
    expect(await screen.findByText('Credenciales de inicio de sesión no válidas', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByText('Invalid login credentials')).not.toBeInTheDocument()
    const login = requestsTo('.login', 'POST')[0]!
    expect(login).toMatchObject({ lang: 'es', acceptLanguage: 'es', token: false })
  })

  it('the demo site says a member’s access status in Spanish too, as the app does', () => {
    expect(translate('Emma Robinson cannot be invited: access is Revoked', 'es')).toBe('No se puede invitar a Emma Robinson: su estado es «Acceso revocado»')
    expect(translate('Emma Robinson has no access to revoke (Not Invited)', 'es')).toBe('Emma Robinson no tiene acceso que revocar (Sin invitación)')
  })

  it('in English the same refusal is the site’s English', async () => {
    const { user } = await renderApp('/', { as: null })
    await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' }, SLOW)
    await user.type(screen.getByLabelText(/^Email/), DEMO.resident)
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Invalid login credentials', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo('.login', 'POST')[0]).toMatchObject({ lang: 'en', acceptLanguage: 'en' })
  })

  it('a failure toast’s server reason comes in Spanish; reads carry _lang in the query, changes in the body', async () => {
    await setLanguage('es', { remember: false })
    const { user } = await renderApp('/dashboard')
    await settleAndClear()
    demoControl.clearRequests()
    await user.click(await card(t('variant.addGuest')))
    const d = within(await findDialog(t('variant.inviteGuest')))
    await user.type(d.getByLabelText(new RegExp(t('names.firstName'))), 'Olivia')
    await user.type(d.getByLabelText(new RegExp(t('names.lastName'))), 'Bennett')
    await user.click(d.getByRole('button', { name: t('guests.dialog.add') }))
    expect(await screen.findByText('Este invitado ya existe', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByText('Guest already exists')).not.toBeInTheDocument()

    const add = requestsTo('aviepros-add-guest', 'POST')[0]!
    expect(add).toMatchObject({ lang: 'es', token: true })
    // Signed in, the token says who asks: no Accept-Language, and `_lang` is not one of the values sent.
    expect(add.acceptLanguage).toBeUndefined()
    expect(add.body).toEqual({ home_address_id: 'HA-0001', first_name: 'Olivia', last_name: 'Bennett' })
    await user.click(d.getByRole('button', { name: t('guests.dialog.add') }))
    await waitFor(() => expect(requestsTo('aviepros-add-guest', 'POST')).toHaveLength(2), SLOW)
    const reads = demoControl.requests().filter((r) => r.method === 'GET')
    expect(reads.length).toBeGreaterThan(0)
    for (const read of reads) expect(read.lang).toBe('es')
  })

  it('a permission refusal is in Spanish too', async () => {
    await setLanguage('es', { remember: false })
    const { user } = await renderApp('/dashboard')
    await settleAndClear()
    // Another household's address: the site refuses with its own permission message.
    getDb().users.find((u) => u.email === DEMO.resident)!.profile.homeowner_address = 'HA-0002'
    await user.click(await card(t('variant.addGuest')))
    const d = within(await findDialog(t('variant.inviteGuest')))
    await user.type(d.getByLabelText(new RegExp(t('names.firstName'))), 'Ana')
    await user.type(d.getByLabelText(new RegExp(t('names.lastName'))), 'Muñoz')
    await user.click(d.getByRole('button', { name: t('guests.dialog.add') }))
    expect(await screen.findByText('No tienes permisos suficientes para acceder a este recurso.', {}, SLOW)).toBeInTheDocument()
  })

  it('choosing a language saves it on the User; the site then answers in it without being told', async () => {
    const { user } = await renderApp('/settings')
    await user.click(await screen.findByText('Español', {}, SLOW))
    await waitFor(() => expect(requestsTo('frappe.client.set_value', 'POST')).toHaveLength(1), SLOW)
    expect(requestsTo('frappe.client.set_value', 'POST')[0]!.body).toEqual({ doctype: 'User', name: DEMO.resident, fieldname: 'language', value: 'es' })
    expect(getDb().users.find((u) => u.email === DEMO.resident)!.language).toBe('es')
    // A call without `_lang` (as the site's own notifications and e-mails are made) is answered in the User's language.
    const resident = getDb().users.find((u) => u.email === DEMO.resident)!
    const answer = await fetch(`${frappeBaseUrl()}/api/method/frappe.client.set_value`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `token ${resident.api_key}:${resident.api_secret}` },
      body: JSON.stringify({ doctype: 'User', name: DEMO.family, fieldname: 'language', value: 'es' }),
    })
    expect(answer.status).toBe(403)
    expect(readErrorBody(await answer.json()).userMessage).toBe('No tienes permisos suficientes para acceder a este recurso.')
  })

  it('a language chosen on the sign-in page is saved on the User of whoever signs in next in that tab', async () => {
    const { user } = await renderApp('/', { as: null })
    await user.click(await screen.findByRole('button', { name: 'Español' }, SLOW))
    await user.type(await screen.findByLabelText(/^Correo/, {}, SLOW), DEMO.resident)
    await user.type(screen.getByLabelText(/^Contraseña/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: t('login.submit') }))
    await waitFor(() => expect(requestsTo('frappe.client.set_value', 'POST')).toHaveLength(1), { timeout: 8000 })
    expect(requestsTo('frappe.client.set_value', 'POST')[0]!.body).toEqual({ doctype: 'User', name: DEMO.resident, fieldname: 'language', value: 'es' })
  })

  it('a language the device remembers from an earlier visit is not saved on the User of whoever signs in', async () => {
    await setLanguage('es')
    const { user } = await renderApp('/', { as: null })
    await user.type(await screen.findByLabelText(/^Correo/, {}, SLOW), DEMO.resident)
    await user.type(screen.getByLabelText(/^Contraseña/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: t('login.submit') }))
    await screen.findByTestId('home-dashboard', {}, { timeout: 8000 })
    await waitFor(() => expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0), SLOW)
    expect(requestsTo('frappe.client.set_value', 'POST')).toHaveLength(0)
  })

  it('a site that refuses the User’s language says nothing to the resident, and the UI still switches', async () => {
    demoControl.fail('frappe.client.set_value', { status: 403, body: frappeBodies.serverScript('Not permitted') })
    const { user } = await renderApp('/settings')
    await user.click(await screen.findByText('Español', {}, SLOW))
    expect(await screen.findByRole('heading', { name: 'Idioma' }, SLOW)).toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByText('Not permitted')).not.toBeInTheDocument()
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0)
  })
})

describe('an upload and a delete', () => {
  it('carry _lang where Frappe reads it: a form field of the upload, the query of the delete', async () => {
    await setLanguage('es', { remember: false })
    await renderApp('/dashboard', { as: DEMO.resident })
    await settleAndClear()
    // (What the site then says of the file is not the point here.)
    await uploadPhoto(new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })).catch(() => undefined)
    expect(requestsTo('upload_file', 'POST')[0]).toMatchObject({ lang: 'es' })
    expect(requestsTo('upload_file', 'POST')[0]!.body).not.toHaveProperty('_lang')
    await deleteDoc(VISITOR_DOCTYPE, 'VCI-00001')
    expect(requestsTo('Visitor Call-In/VCI-00001', 'DELETE')[0]).toMatchObject({ lang: 'es', search: {} })
  })
})

describe('an arrival', () => {
  it('is written in the language the visitor was announced in; the name stays as typed', async () => {
    demoControl.arrivals(true)
    const clock = stillClock({ intervals: true })
    try {
      await setLanguage('es', { remember: false })
      await renderApp('/dashboard', { as: DEMO.resident })
      await clock.advance(1000)
      await createDoc(VISITOR_DOCTYPE, { call_in_type: 'HomeOwner', homeowner: 'HA-0001', category: 'Day Visitor', visitor_name: 'Guest Muñoz', termination_date: '2099-01-01 03:00:00' })
      await clock.advance(20_000)
      const subjects = table(NOTIFICATION_LOG).filter((d) => d.for_user === DEMO.resident).map((d) => d.subject)
      expect(subjects).toContain('Guest Muñoz llegó a la entrada')
    } finally {
      demoControl.arrivals(false)
      vi.useRealTimers()
    }
  })
})
