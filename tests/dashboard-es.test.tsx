import { act, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { card, findDialog, settleAndClear, SLOW } from './home-helpers'
import { DEMO, renderApp } from './render-app'

type User = Awaited<ReturnType<typeof renderApp>>['user']

/** As a user does: the user menu's entry for the other language, named in its own words. */
async function chooseSpanish(user: User) {
  await user.click(await screen.findByRole('button', { name: /User menu/ }, SLOW))
  await user.click(await screen.findByRole('menuitem', { name: 'Español' }))
  await waitFor(() => expect(document.documentElement.lang).toBe('es'))
}

describe('the signed-in screens of area A in Spanish', () => {
  it('home dashboard: greeting and action cards', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    await chooseSpanish(user)
    expect(await screen.findByText('Avisa a seguridad quién viene.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: /^¡Hola, .+!$/ })).toBeInTheDocument()
    const actions = screen.getByRole('region', { name: 'Acciones' })
    expect(within(actions).getByRole('button', { name: /^Avisar de una visita/ })).toHaveTextContent('Un visitante de un día, una entrega o un contratista.')
    expect(within(actions).getByRole('button', { name: /^Aviso de vacaciones/ })).toBeInTheDocument()
    expect(within(actions).getByRole('button', { name: /^Reporte de incidente/ })).toBeInTheDocument()
    expect(screen.queryByText('Let the gate know who is coming.')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Report a Visitor/ })).not.toBeInTheDocument()
  })

  it("the visitor form's contractor preset reads as a sentence: 'Contratista hasta el miércoles a las 17:00'", async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    await chooseSpanish(user)
    await user.click(await screen.findByRole('button', { name: /^Avisar de una visita/ }))
    const dialog = await findDialog('Aviso de visita')
    const weekday = within(dialog).getByRole('combobox', { name: 'Contratista hasta (día de la semana, 17:00)' })
    expect(within(weekday).getAllByRole('option').map((o) => o.textContent)).toContain('el miércoles a las 17:00')
  })

  it('recurring services are found by the service type their rows show in Spanish', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    await chooseSpanish(user)
    const services = await screen.findByRole('region', { name: 'Servicios recurrentes' })
    await within(services).findByText('GreenThumb', {}, SLOW)
    await user.type(within(services).getByRole('searchbox', { name: 'Buscar servicios recurrentes' }), 'jardineria')
    expect(within(services).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('GreenThumb')])
  })

  it('club dashboard: cards and the guest count', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.club })
    await screen.findByText('Ava Thompson', {}, SLOW)
    await chooseSpanish(user)
    const guests = await screen.findByRole('button', { name: /^Lista de invitados/ })
    expect(guests).toHaveTextContent('3 de 6')
    expect(guests).toHaveTextContent('Agrega un invitado a tu lista del club (máximo 6).')
    expect(screen.getByRole('link', { name: /^Miembros secundarios/ })).toHaveAttribute('href', '/members')
    expect(screen.getByText('Tus invitados y visitantes del club de un vistazo.')).toBeInTheDocument()
    expect(screen.queryByText('3 of 6')).not.toBeInTheDocument()
  })

  it("a visitor's pass: title, end in Spanish, note, and Copy's toast and text", async () => {
    const { user } = await renderApp('/passes/visitor/VCI-00001', { as: DEMO.resident })
    await screen.findByRole('heading', { level: 2, name: 'Emma Clarke' }, SLOW)
    await chooseSpanish(user)
    expect(await screen.findByRole('heading', { level: 1, name: 'Pase de visitante' })).toBeInTheDocument()
    const card = within(screen.getByRole('article'))
    // Whole words: 'mar.' would be both Tuesday and March ('miércoles 26 de noviembre de 2026, 03:00').
    expect(card.getByText('Válido hasta').nextSibling?.textContent).toMatch(/^(domingo|lunes|martes|miércoles|jueves|viernes|sábado) \d{1,2} de [a-z]+ de \d{4}, 03:00$/)
    expect(card.getByText('Dirección')).toBeInTheDocument()
    expect(card.getByRole('img', { name: 'Código QR del pase VCI-00001' })).toBeInTheDocument()
    expect(card.getByText('Seguridad revisa su lista en la entrada; este pase es solo una ayuda.')).toBeInTheDocument()
    expect(screen.queryByText('Valid until')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copiar' }))
    expect(await screen.findByText('Datos del pase copiados.')).toBeInTheDocument()
    const text = await navigator.clipboard.readText()
    expect(text).toContain('Pase de visitante: Emma Clarke')
    expect(text).toContain('Válido hasta el ')
    expect(text).toContain('ID del pase: VCI-00001')
  })

  it('Add many: rows, their errors, the add button, progress and the toast', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    await chooseSpanish(user)
    await user.click(await screen.findByRole('button', { name: 'Agregar varios' }))
    const dialog = await screen.findByRole('dialog', { name: 'Agregar varios invitados' }, SLOW)
    await user.type(within(dialog).getByRole('textbox', { name: 'Invitados' }), 'Carl{Enter}Ann Lee')
    expect(within(dialog).getByText('2 filas: 1 por agregar, 1 con errores')).toBeInTheDocument()
    const table = within(dialog).getByRole('table', { name: 'Invitados por agregar' })
    expect(within(table).getByText('El apellido es obligatorio')).toBeInTheDocument()
    expect(within(table).queryByText('Last name is required')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Agregar 1 invitado' }))
    await waitFor(() => expect(within(dialog).getByText('Agregados: 1 de 1')).toBeInTheDocument(), SLOW)
    expect(within(table).getByText('Agregado')).toBeInTheDocument()
    expect(await screen.findByText('1 invitado agregado')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Terminar' })).toBeInTheDocument()
  })

  it('log out while a change waits: the question and its count', async () => {
    const { user, router } = await renderApp('/dashboard', { as: DEMO.resident })
    await settleAndClear()
    act(() => onlineManager.setOnline(false))
    // A guest added offline waits to send (added in English: the dialog's own words are another area's).
    await user.click(await card('Add Guest'))
    const invite = await findDialog('Invite Guest')
    await user.type(within(invite).getByLabelText(/First Name/), 'Anna')
    await user.type(within(invite).getByLabelText(/Last Name/), 'McKay')
    await user.click(within(invite).getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(invite).not.toBeInTheDocument())
    await chooseSpanish(user)
    await user.click(await screen.findByRole('button', { name: /User menu|Menú de usuario/ }))
    await user.click(await screen.findByRole('menuitem', { name: /^(Log out|Cerrar sesión)$/ }))
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar sesión?' }, SLOW)
    expect(dialog).toHaveTextContent(
      'Hay 1 cambio pendiente de envío. Se enviará cuando vuelva la conexión y se perderá si cierras sesión ahora.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Mantener la sesión' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/dashboard')
  })
})
