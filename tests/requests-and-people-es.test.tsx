/**
 * The requests (visitors, guests, vacations, recurring services, incidents, the club's lists) and the
 * people screens (members, managers, club members) and cars in Spanish: chosen in Settings as a
 * user does, then the screen speaks it and its English words are gone.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoControl } from '../src/demo-backend/node'
import { findDialog, pickOption, requestsTo, SLOW } from './home-helpers'
import { DEMO, renderApp } from './render-app'

/** Signed in as `as`, chooses Español in Settings, then goes to `href`. */
async function inSpanish(href: string, as: string = DEMO.resident) {
  const app = await renderApp('/settings', { as })
  await app.user.click(await screen.findByText('Español', {}, SLOW))
  await screen.findByRole('heading', { name: 'Idioma' }, SLOW)
  await app.router.navigate({ href })
  return app
}

describe('in Spanish', () => {
  it('the visitor call-in and the visitor list', async () => {
    const { user } = await inSpanish('/dashboard?dialog=visitor')
    const dialog = await findDialog('Aviso de visita')
    const d = within(dialog)
    expect(d.getByText(/Agrega los datos de quien visita tu casa/)).toBeInTheDocument()
    expect(d.getByRole('button', { name: 'Una entrega hoy' })).toBeInTheDocument()
    expect(d.queryByRole('button', { name: 'Delivery today' })).not.toBeInTheDocument()
    await pickOption(user, d.getByRole('combobox', { name: 'Elige el tipo' }), 'Contratista')
    expect(d.getByLabelText('Fecha de fin')).toBeInTheDocument()
    expect(d.queryByText('Termination Date')).not.toBeInTheDocument()

    const list = await screen.findByRole('region', { name: 'Visitantes' }, SLOW)
    expect(within(list).getByRole('button', { name: 'Recientes' })).toBeInTheDocument()
    expect((await within(list).findAllByText(/^Acceso hasta el \d+ \S+, \d\d:\d\d/, {}, SLOW)).length).toBeGreaterThan(0)
    expect(within(list).queryByText(/Access until/)).not.toBeInTheDocument()
  })

  it('the guest invite, with its validation', async () => {
    const { user } = await inSpanish('/dashboard?dialog=guest')
    const d = within(await findDialog('Nuevo invitado'))
    await user.click(d.getByRole('button', { name: 'Agregar' }))
    expect(await d.findByText('El nombre es obligatorio')).toBeInTheDocument()
    expect(d.getByText('El apellido es obligatorio')).toBeInTheDocument()
    expect(d.queryByText('First name is required')).not.toBeInTheDocument()
  })

  it('the vacation list and its edit dialog', async () => {
    const { user } = await inSpanish('/dashboard')
    const list = await screen.findByRole('region', { name: 'Vacaciones' }, SLOW)
    expect(await within(list).findAllByText('Próximas', {}, SLOW)).not.toHaveLength(0)
    expect(within(list).getAllByText(/^\d+ de \S+ – \d+ de \S+$/).length).toBeGreaterThan(0)
    await user.click(within(list).getByText('Family trip to the coast. Newspapers are paused.').closest('button')!)
    const d = within(await findDialog('Editar aviso de vacaciones'))
    await user.click(d.getByRole('button', { name: 'Quitar' }))
    expect(await screen.findByText('¿Seguro que quieres quitar este aviso de vacaciones?')).toBeInTheDocument()
    expect(screen.queryByText('Upcoming')).not.toBeInTheDocument()
  })

  it('the recurring service dialog and list name the service types in Spanish, and send the value', async () => {
    const { user } = await inSpanish('/dashboard?dialog=recurring-service')
    const d = within(await findDialog('Agregar servicio recurrente'))
    await user.type(d.getByLabelText('Proveedor'), 'Verde')
    await pickOption(user, d.getByRole('combobox', { name: 'Tipo de servicio' }), 'Jardinería')
    await user.click(d.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Servicio recurrente enviado', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo('add_recurring_service', 'POST')[0]?.body).toMatchObject({ vendor_name: 'Verde', service_type: 'Lawn Care' })
    const list = screen.getByRole('region', { name: 'Servicios recurrentes' })
    expect(within(list).getAllByText('Jardinería').length).toBeGreaterThan(0)
    expect(within(list).queryByText('Lawn Care')).not.toBeInTheDocument()
  })

  it('the incident report', async () => {
    await inSpanish('/dashboard?dialog=incident')
    const d = within(await findDialog('Envía tu reporte de incidente'))
    expect(d.getByLabelText('Asunto')).toBeInTheDocument()
    expect(d.getByRole('combobox', { name: 'Categoría' })).toHaveValue('Problema de seguridad')
    expect(d.queryByText('Subject')).not.toBeInTheDocument()
  })

  it("the club's lists and its Add Guest dialog", async () => {
    const { user } = await inSpanish('/dashboard?dialog=club-guest', DEMO.club)
    const d = within(await findDialog('Agregar invitado'))
    expect(d.getByText('Agrega un invitado a la lista de invitados de tu club. Puedes tener hasta 6 invitados.')).toBeInTheDocument()
    await user.click(d.getByRole('button', { name: 'Agregar invitado' }))
    expect(await d.findByText('El nombre es obligatorio')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Lista de invitados' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Avisos de visita' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Miembros secundarios' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Guest List' })).not.toBeInTheDocument()
  })

  it('the members screen: tabs, buttons, badges and the revoke question', async () => {
    const { user } = await inSpanish('/members')
    expect(await screen.findByRole('heading', { name: 'Miembros' }, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Residentes secundarios' })).toHaveAttribute('aria-selected', 'true')
    const daniel = (await screen.findByText('Daniel Robinson', {}, SLOW)).closest('li')!
    expect(within(daniel).getByText('Invitación enviada')).toBeInTheDocument()
    expect(within(screen.getByText('Emma Robinson').closest('li')!).getByRole('button', { name: 'Invitar a Emma Robinson' })).toBeInTheDocument()
    await user.click(within(daniel).getByRole('button', { name: 'Revocar el acceso de Daniel Robinson' }))
    const confirm = await screen.findByRole('dialog', { name: 'Revocar acceso' })
    expect(within(confirm).getByText('¿Seguro que quieres revocar el acceso de Daniel Robinson?')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Sí' }))
    // The toast, and Daniel's badge, both say it.
    expect(await within(screen.getByRole('region', { name: /^Notificaciones/ })).findByText('Acceso revocado', {}, SLOW)).toBeInTheDocument()
    expect(await within(daniel).findByText('Acceso revocado', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: 'Secondary Residents' })).not.toBeInTheDocument()
  })

  it('the managers screen', async () => {
    await inSpanish('/managers', DEMO.flagged)
    expect(await screen.findByRole('heading', { name: 'Gerentes' }, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Personal de mantenimiento' })).toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: 'Ground Workers' })).not.toBeInTheDocument()
  })

  it('the club members screen', async () => {
    await inSpanish('/members', DEMO.club)
    expect(await screen.findByRole('heading', { name: 'Miembros del club' }, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Buscar personas' })).toBeInTheDocument()
  })

  it('the cars, and their failure', async () => {
    await inSpanish('/cars')
    expect(await screen.findByRole('heading', { name: 'Vehículos', level: 1 }, SLOW)).toBeInTheDocument()
    const first = await screen.findByRole('article', { name: 'Vehículo 1' }, SLOW)
    expect(within(first).getByText('Placa')).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'Vehículo 3' })).getAllByText('No disponible').length).toBeGreaterThan(0)
    expect(screen.queryByText('Number Plate')).not.toBeInTheDocument()
  })

  it('the cars that could not be loaded', async () => {
    demoControl.fail('aviepros-get-cars', { status: 500 })
    await inSpanish('/cars')
    expect(await screen.findByText('No se pudieron cargar los vehículos.', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument()
  })
})
