import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { setLanguage } from '../src/i18n'
import { renderApp } from './render-app'

// Nobody is signed in on these pages, so no menu offers the language: the device chose Spanish
// earlier, and the start-up (src/main.tsx) applies the device's language before the app renders.
// tests/setup.ts puts English back after each test.
beforeEach(() => setLanguage('es', { remember: false }))

describe('the public pages in Spanish', () => {
  it('sign-in: heading, fields, button and its validation', async () => {
    const { user } = await renderApp('/', { as: null })
    expect(await screen.findByRole('heading', { name: '¡Te damos la bienvenida a Traffic Dash!' })).toBeInTheDocument()
    expect(screen.queryByText('Welcome to Traffic Dash!')).not.toBeInTheDocument()
    expect(screen.getByPlaceholderText('Ingresa tu contraseña')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }))
    expect(await screen.findByText('El correo es obligatorio')).toBeInTheDocument()
    expect(screen.getByText('La contraseña es obligatoria')).toBeInTheDocument()
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument()
  })

  it('forgot password: heading and the e-mail check', async () => {
    const { user } = await renderApp('/forget-password', { as: null })
    expect(await screen.findByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'no-es-un-correo')
    await user.tab()
    expect(await screen.findByText('Ingresa un correo electrónico válido.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toBeInTheDocument()
    expect(screen.queryByText('Back to Login')).not.toBeInTheDocument()
  })

  it('reset password: without a token, and passwords that do not match', async () => {
    const first = await renderApp('/reset-password', { as: null })
    expect(
      await screen.findByText('El enlace para restablecer no es válido o está incompleto. Revisa el enlace o pide uno nuevo.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Restablecer contraseña' })).toBeDisabled()
    first.unmount()

    const { user } = await renderApp('/reset-password?token=demo-reset-token', { as: null })
    await screen.findByRole('heading', { name: 'Restablece tu contraseña' })
    await user.type(screen.getByLabelText('Contraseña nueva'), 'abcdefgh')
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'abcdefgx')
    await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Las contraseñas no coinciden.')
    expect(screen.queryByText('Passwords do not match.')).not.toBeInTheDocument()
  })

  it('landing: hero, sections and the sign-in links', async () => {
    await renderApp('/landing', { as: null })
    expect(await screen.findByRole('heading', { level: 1, name: 'Avisa a seguridad quién viene.' })).toBeInTheDocument()
    const steps = screen.getByRole('region', { name: 'Empieza en tres pasos' })
    expect(within(steps).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Completa tus datos',
      'Verifica tus datos',
      'Inicia sesión en tu app',
    ])
    expect(screen.getAllByRole('link', { name: 'Iniciar sesión' }).length).toBeGreaterThanOrEqual(3)
    expect(screen.getByRole('link', { name: 'Descárgalo en el App Store' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument()
    await waitFor(() => expect(document.documentElement.lang).toBe('es'))
  })
})
