import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SLOW } from './home-helpers'
import { stubObjectUrls } from './object-urls'
import { deviceOffline } from './connection'
import { DEMO, renderApp } from './render-app'

// The signed-in frame, the lists' own states, the calendar, the profile and Settings in Spanish.

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** Chooses Spanish as a user does (Settings' 'Español'), then goes to `entry` through the user menu. */
async function inSpanish(entry?: string) {
  const app = await renderApp('/settings')
  await app.user.click(await screen.findByText('Español', {}, SLOW))
  await screen.findByRole('heading', { name: 'Idioma' })
  if (entry) {
    await app.user.click(screen.getByRole('button', { name: /Menú de usuario/ }))
    await app.user.click(await screen.findByRole('menuitem', { name: entry }))
  }
  return app
}

describe('in Spanish', () => {
  it('Settings: titles, labels, validation', async () => {
    const { user } = await inSpanish()
    expect(screen.getByRole('heading', { name: 'Configuración', level: 1 })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Cambiar contraseña' })).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: /Notificaciones del navegador/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mostrar u ocultar contraseña actual' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }))
    expect(await screen.findByText('Ingresa tu contraseña actual')).toBeInTheDocument()
    expect(screen.queryByText('Change Password')).not.toBeInTheDocument()
    expect(screen.queryByText('Current password is required')).not.toBeInTheDocument()
  })

  it('the top bar, the user menu, the bell, a list that finds nothing, the offline notice', async () => {
    const { user } = await inSpanish()
    await user.click(screen.getByRole('button', { name: /Menú de usuario/ }))
    const menu = await screen.findByRole('menu')
    for (const entry of ['Tu perfil', 'Miembros', 'Vehículos', 'Calendario', 'Configuración', 'Nuevo invitado', 'Cerrar sesión'])
      expect(within(menu).getByRole('menuitem', { name: entry })).toBeInTheDocument()
    expect(within(menu).queryByText('Log out')).not.toBeInTheDocument()
    await user.keyboard('{Escape}')

    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }, SLOW))
    expect(await screen.findByRole('menuitem', { name: 'Marcar todas como leídas' })).toBeInTheDocument()
    expect(screen.getAllByText(/^hace \d+ min$/).length).toBeGreaterThan(0)
    await user.keyboard('{Escape}')

    await user.click(screen.getByRole('link', { name: 'Inicio de Traffic Dash' }))
    const search = (await screen.findAllByPlaceholderText('Buscar', {}, SLOW))[0]!
    await user.type(search, 'zzzz')
    expect(await screen.findByText('No hay resultados')).toBeInTheDocument()
    expect(screen.queryByText('No result found')).not.toBeInTheDocument()

    const online = deviceOffline()
    // The site's clock: at one o'clock it says 'a la 01:05' (tests/dates-by-region.test.tsx), 'a las' at any other hour.
    expect(await screen.findByText(/^Sin conexión: se muestra lo cargado a las? \d\d:\d\d\. Tus cambios esperan aquí/)).toBeInTheDocument()
    online()
  })

  it('the profile: labels, validation, the toast of a save', async () => {
    const { user } = await inSpanish('Tu perfil')
    expect(await screen.findByRole('heading', { name: 'Tu perfil', level: 1 })).toBeInTheDocument()
    expect(screen.getByText('Número de contacto')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Editar perfil' }))
    const form = await screen.findByRole('form', { name: 'Editar perfil' })
    await user.clear(within(form).getByRole('textbox', { name: /^Nombre/ }))
    await user.tab()
    expect(await within(form).findByText('Ingresa tu nombre')).toBeInTheDocument()
    await user.type(within(form).getByRole('textbox', { name: /^Nombre/ }), 'Ana')
    await user.click(within(form).getByRole('button', { name: 'Guardar perfil' }))
    expect(await screen.findByText('Perfil actualizado', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByText('Edit Profile')).not.toBeInTheDocument()
  })

  it('the calendar: its views, days and months in Spanish', async () => {
    // A browser in Spain: its week starts on Monday (in Mexico or the United States, on Sunday).
    const region = vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-ES')
    const { user } = await inSpanish('Calendario')
    expect(await screen.findByRole('heading', { name: 'Calendario', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Hoy' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Semana anterior' })).toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: 'Leyenda' })).getByText('Contratista')).toBeInTheDocument()
    const weekday = '(domingo|lunes|martes|miércoles|jueves|viernes|sábado)'
    // A heading starts with a capital letter; a day's name inside a label does not.
    const Weekday = '(Domingo|Lunes|Martes|Miércoles|Jueves|Viernes|Sábado)'
    expect(screen.getByRole('heading', { level: 2, name: new RegExp(`^${Weekday} \\d+ de [a-z]+ de \\d{4}$`) })).toBeInTheDocument()
    const days = screen.getAllByRole('button', { name: new RegExp(`^${weekday} \\d+ de [a-z]+, \\d+ eventos?$`) })
    expect(days).toHaveLength(7)
    expect(days[0]).toHaveAccessibleName(/^lunes /)
    await user.click(screen.getByRole('button', { name: 'Mes' }))
    expect(await screen.findByRole('heading', { level: 2, name: /^[A-Z][a-z]+ de \d{4}$/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeInTheDocument()
    expect(screen.queryByText('Today')).not.toBeInTheDocument()
    region.mockRestore()
  })

  it("the club's calendar names its visitor calls in Spanish", async () => {
    const { user, router } = await renderApp('/settings', { as: DEMO.club })
    await user.click(await screen.findByText('Español', {}, SLOW))
    await screen.findByRole('heading', { name: 'Idioma' })
    await act(() => router.navigate({ to: '/calendar' }))
    const panel = await screen.findByRole('region', { name: /^[A-ZÁÉ]\S+ \d+ de \S+ de \d{4}$/ }, SLOW)
    expect((await within(panel).findAllByText(/^Visitante · /, {}, SLOW)).length).toBeGreaterThan(0)
    expect(within(panel).queryByText(/^Visitor/)).not.toBeInTheDocument()
  })

  it("the calendar's .ics file is written in Spanish", async () => {
    const { made: blobs } = stubObjectUrls('ics')
    const { user } = await inSpanish('Calendario')
    const save = (await screen.findAllByRole('button', { name: /^Agregar al calendario: / }, SLOW))[0]!
    // The file's object URL goes 10 s after the save: on a clock of the test's own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    await user.click(save)
    vi.advanceTimersByTime(10_000)
    expect(await blobs[0]!.text()).toMatch(/\r\nSUMMARY:(Vacaciones|Contratista): /)
  })

  it('the error screen and the page that does not exist', async () => {
    const { user, router } = await inSpanish()
    await act(() => router.navigate({ to: '/nowhere' as '/' }))
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Ir al inicio' }))
    // A screen that throws while it renders (as tests/error-screen.test.tsx makes the cars screen do).
    vi.stubGlobal('CSS', {
      supports: () => {
        throw new TypeError('CSS.supports is broken')
      },
    })
    // Straight there: a menu would position itself with the broken CSS.supports too.
    await act(() => router.navigate({ to: '/cars' }))
    expect(await screen.findByRole('heading', { name: 'No se pudo mostrar esta página', level: 1 }, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument()
    expect(screen.queryByText('Try again')).not.toBeInTheDocument()
  })
})
