import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SLOW } from './home-helpers'
import { DEMO, renderApp } from './render-app'

// The browser tab (and a screen reader arriving on a page) names the screen, in the chosen language.
describe("the page's title", () => {
  it('names each screen after its heading, the dashboard after the app, and follows the language', async () => {
    const { user, router } = await renderApp('/dashboard')
    await screen.findByRole('heading', { level: 1, name: /^Welcome/ }, SLOW)
    expect(document.title).toBe('Traffic Dash')
    await user.click(screen.getByRole('button', { name: /User menu/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Calendar' }))
    await screen.findByRole('heading', { level: 1, name: 'Calendar' }, SLOW)
    expect(document.title).toBe('Calendar · Traffic Dash')
    await act(() => router.navigate({ to: '/settings' }))
    await user.click(await screen.findByText('Español', {}, SLOW))
    await screen.findByRole('heading', { name: 'Idioma' })
    expect(document.title).toBe('Configuración · Traffic Dash')
    await user.click(screen.getByRole('link', { name: 'Volver al inicio' }))
    await screen.findByRole('heading', { level: 1, name: /^¡Hola/ }, SLOW)
    expect(document.title).toBe('Traffic Dash')
    await act(() => router.navigate({ to: '/nowhere' as '/' }))
    await screen.findByRole('heading', { name: 'Página no encontrada' })
    expect(document.title).toBe('Página no encontrada · Traffic Dash')
  })

  it("gives a club member's screens the club's brand", async () => {
    const { router } = await renderApp('/dashboard', { as: DEMO.club })
    await screen.findByRole('heading', { level: 1, name: /^Welcome/ }, SLOW)
    expect(document.title).toBe('Traffic Dash Club')
    await act(() => router.navigate({ to: '/members' }))
    await screen.findByRole('heading', { level: 1, name: 'Club Members' }, SLOW)
    expect(document.title).toBe('Club Members · Traffic Dash Club')
  })

  it('names the sign-in screens', async () => {
    await renderApp('/forget-password')
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }, SLOW)
    expect(document.title).toBe('Forgot your password? · Traffic Dash')
  })
})
