import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REDIRECT_AFTER_FORGOT_MS } from '../src/config'
import { demoControl } from '../src/demo-backend/node'
import { LANGUAGE_KEY } from '../src/i18n/languages'
import { stillClock } from './clock'
import { SLOW } from './home-helpers'
import { DEMO, pathOf, renderApp } from './render-app'

async function open() {
  const app = await renderApp('/forget-password', { as: null })
  await screen.findByRole('button', { name: 'Send Reset Link' })
  return app
}

describe('forgot password', () => {
  it('offers the other language before signing in, and keeps what was typed', async () => {
    const { user } = await open()
    await user.type(screen.getByLabelText(/^Email/), 'zephyr@quill.test')
    await user.click(screen.getByRole('button', { name: 'Español' }))
    expect(await screen.findByRole('button', { name: 'Enviar enlace' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Correo/)).toHaveValue('zephyr@quill.test')
    // The choice is the device's: the next visit opens in it.
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es')
    await user.click(screen.getByRole('button', { name: 'English' }))
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument()
  })

  it('requires an e-mail address', async () => {
    const { user } = await open()
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument()
  })

  it('checks the e-mail pattern', async () => {
    const { user } = await open()
    await user.type(screen.getByLabelText(/^Email/), 'someone@nowhere')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(demoControl.requests().some((r) => r.path.endsWith('forget_password'))).toBe(false)
  })

  it('sends the link, says so, and returns to / (the wait: below)', async () => {
    demoControl.latency(50)
    const { user, router } = await open()
    await user.type(screen.getByLabelText(/^Email/), DEMO.resident)
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled())
    expect(await screen.findByText('Password reset link sent to your email.')).toBeInTheDocument()
    expect(pathOf(router)).toBe('/forget-password')
    await waitFor(() => expect(pathOf(router)).toBe('/'), { timeout: 3000 })
    expect(demoControl.requests().find((r) => r.path.endsWith('forget_password'))?.body).toEqual({ email: DEMO.resident })
  })

  describe('the 1 s wait before /', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    it('stays on the screen until 1000 ms have passed, then goes to /', async () => {
      expect(REDIRECT_AFTER_FORGOT_MS).toBe(1000)
      const { user, router } = await open()
      await user.type(screen.getByLabelText(/^Email/), DEMO.resident)
      const clock = stillClock()
      // fireEvent: user-event's click waits on a timer, which stands still now.
      fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }))
      // The success toast shows when the wait starts, with the clock standing still.
      await clock.until(() => expect(screen.getByText('Password reset link sent to your email.')).toBeInTheDocument())
      await clock.settle()
      expect(router.history.location.pathname).toBe('/forget-password')
      await clock.advance(999)
      expect(router.history.location.pathname).toBe('/forget-password')
      await clock.advance(1)
      await clock.until(() => expect(router.history.location.pathname).toBe('/'))
    })
  })

  it("shows the server's message.message when it refuses", async () => {
    const { user, router } = await open()
    await user.type(screen.getByLabelText(/^Email/), 'unknown@demo.test')
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByText('No account found with this email address.')).toBeInTheDocument()
    expect(pathOf(router)).toBe('/forget-password')
    expect(screen.getByLabelText(/^Email/)).toHaveValue('unknown@demo.test')
  })

  it("falls back to 'An error occurred.'", async () => {
    demoControl.fail('forget_password', 'network')
    const { user } = await open()
    await user.type(screen.getByLabelText(/^Email/), DEMO.resident)
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled()
  })

  it('Back to Login goes to /', async () => {
    await open()
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/')
  })

  it('sent from a sign-in page that was to return to a screen (an expired session), it still does', async () => {
    const { user, router } = await renderApp(`/?redirect=${encodeURIComponent('/dashboard?dialog=guest')}`, { as: null })
    await user.click(await screen.findByRole('link', { name: 'Forget Password' }, SLOW))
    expect(await screen.findByRole('link', { name: 'Back to Login' }, SLOW)).toHaveAttribute('href', '/?redirect=%2Fdashboard%3Fdialog%3Dguest')
    await user.type(screen.getByLabelText(/^Email/), DEMO.resident)
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    await waitFor(() => expect(pathOf(router)).toBe('/'), { timeout: 3000 })
    expect(router.state.location.search).toEqual({ redirect: '/dashboard?dialog=guest' })
  })
})
