import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoControl } from '../src/demo-backend/node'
import { DEMO, pathOf, renderApp } from './render-app'

async function open() {
  const app = await renderApp('/forget-password', { as: null })
  await screen.findByRole('button', { name: 'Send Reset Link' })
  return app
}

describe('forgot password', () => {
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

  it('sends the link, says so, and returns to / after 1 s', async () => {
    demoControl.latency(50)
    const { user, router } = await open()
    await user.type(screen.getByLabelText(/^Email/), DEMO.resident)
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(await screen.findByText('Password reset link sent to your email.')).toBeInTheDocument()
    expect(pathOf(router)).toBe('/forget-password')
    await waitFor(() => expect(pathOf(router)).toBe('/'), { timeout: 3000 })
    expect(demoControl.requests().find((r) => r.path.endsWith('forget_password'))?.body).toEqual({ email: DEMO.resident })
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
})
