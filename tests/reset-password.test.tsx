import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REDIRECT_AFTER_RESET_MS } from '../src/config'
import { demoControl } from '../src/demo-backend/node'
import { stillClock } from './clock'
import { pathOf, renderApp } from './render-app'

const TOKEN = 'demo-reset-token'

async function open(url = `/reset-password?token=${TOKEN}`) {
  const app = await renderApp(url, { as: null })
  await screen.findByRole('button', { name: /Reset Password|Resetting/ })
  return app
}

async function fill(user: Awaited<ReturnType<typeof open>>['user'], next: string, confirm: string) {
  if (next) await user.type(screen.getByLabelText('New Password'), next)
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm)
  await user.click(screen.getByRole('button', { name: 'Reset Password' }))
}

describe('reset password', () => {
  it('without a token says so and disables the form', async () => {
    await open('/reset-password')
    expect(screen.getByText('Invalid or missing reset token. Please check your link or request a new one.')).toBeInTheDocument()
    expect(screen.getByLabelText('New Password')).toBeDisabled()
    expect(screen.getByLabelText('Confirm Password')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled()
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login')
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Forget Password' })).toHaveAttribute('href', '/forget-password')
  })

  it('removes the token from the address bar but keeps using it (D15)', async () => {
    const { router } = await open()
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(router.state.location.href).not.toContain(TOKEN)
    expect(screen.getByLabelText('New Password')).toBeEnabled()
  })

  it.each(['Back to Login', 'Forget Password', 'Traffic Dash home'])("'%s' takes the page's place: Back does not bring back a form with the token", async (link) => {
    const { user, router } = await open('/reset-password?token=expired')
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    const entries = window.history.length
    // Refused, the message offers a new link.
    await fill(user, 'Brand@new1', 'Brand@new1')
    await screen.findAllByText('This password reset link is invalid or has expired.')
    await user.click(screen.getAllByRole('link', { name: link }).at(-1)!)
    await waitFor(() => expect(pathOf(router)).not.toBe('/reset-password'))
    expect(window.history.length).toBe(entries)
    expect(router.state.location.state.resetToken).toBeUndefined()
  })

  it.each([
    ['', '', 'Please fill in all fields.'],
    ['Secret@123', '', 'Please fill in all fields.'],
    ['Secret@123', 'Secret@124', 'Passwords do not match.'],
    ['short', 'short', 'Password must be at least 8 characters long.'],
  ])('validates %o / %o: %s, inline and as a toast', async (next, confirm, message) => {
    const { user } = await open()
    await fill(user, next, confirm)
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2))
    expect(screen.getByRole('alert')).toHaveTextContent(message)
    expect(demoControl.requests().some((r) => r.path.endsWith('reset_password'))).toBe(false)
  })

  it('resets, says so and goes to / after 300 ms', async () => {
    demoControl.latency(50)
    const { user, router, queryClient } = await open()
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    const entries = window.history.length
    await fill(user, 'Brand@new1', 'Brand@new1')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resetting...' })).toBeDisabled())
    expect(await screen.findByText('Password reset successfully. You can now log in with your new password.')).toBeInTheDocument()
    // The token and the new password are not kept in memory once the site has answered.
    expect(queryClient.getMutationCache().getAll()).toEqual([])
    await waitFor(() => expect(pathOf(router)).toBe('/'))
    // The sign-in page took the reset page's place: Back does not bring back a form with the used token.
    expect(window.history.length).toBe(entries)
    expect(router.state.location.state.resetToken).toBeUndefined()
    expect(demoControl.requests().find((r) => r.path.endsWith('reset_password'))?.body).toEqual({
      token: TOKEN,
      new_password: 'Brand@new1',
      confirm_new_password: 'Brand@new1',
    })
  })

  describe('the 300 ms wait before /', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    it('stays on the reset screen until 300 ms have passed, then goes to /', async () => {
      expect(REDIRECT_AFTER_RESET_MS).toBe(300)
      const { user, router } = await open()
      await user.type(screen.getByLabelText('New Password'), 'Brand@new1')
      await user.type(screen.getByLabelText('Confirm Password'), 'Brand@new1')
      const clock = stillClock()
      // fireEvent: user-event's click waits on a timer, which stands still now.
      fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
      // The success toast shows when the wait starts, with the clock standing still.
      await clock.until(() => expect(screen.getByText('Password reset successfully. You can now log in with your new password.')).toBeInTheDocument())
      await clock.settle()
      expect(router.history.location.pathname).toBe('/reset-password')
      await clock.advance(299)
      expect(router.history.location.pathname).toBe('/reset-password')
      await clock.advance(1)
      await clock.until(() => expect(router.history.location.pathname).toBe('/'))
    })
  })

  it('shows the server message when the token is refused', async () => {
    const { user, router } = await open('/reset-password?token=expired')
    await fill(user, 'Brand@new1', 'Brand@new1')
    await waitFor(() => expect(screen.getAllByText('This password reset link is invalid or has expired.')).toHaveLength(2))
    expect(pathOf(router)).toBe('/reset-password')
    expect(screen.getByLabelText('New Password')).toHaveValue('Brand@new1')
    // Only a new link can work: the way to ask for one is in the message.
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Forget Password' })).toHaveAttribute('href', '/forget-password')
  })

  it("says 'Failed to reset password. Please try again.' when the server gives no message", async () => {
    demoControl.fail('reset_password', { status: 500, body: {} })
    const { user } = await open()
    await fill(user, 'Brand@new1', 'Brand@new1')
    await waitFor(() => expect(screen.getAllByText('Failed to reset password. Please try again.')).toHaveLength(2))
    // The site failed, not the link: no new link is offered.
    expect(within(screen.getByRole('alert')).queryByRole('link')).not.toBeInTheDocument()
  })

  it('asked to wait (429), offers no new link: the link is not what failed', async () => {
    demoControl.fail('reset_password', { status: 429, body: {} })
    const { user } = await open()
    await fill(user, 'Brand@new1', 'Brand@new1')
    await waitFor(() => expect(screen.getAllByText('Failed to reset password. Please try again.')).toHaveLength(2))
    expect(within(screen.getByRole('alert')).queryByRole('link')).not.toBeInTheDocument()
  })

  it("says 'An error occurred. Please try again.' when the network fails", async () => {
    demoControl.fail('reset_password', 'network')
    const { user } = await open()
    await fill(user, 'Brand@new1', 'Brand@new1')
    await waitFor(() => expect(screen.getAllByText('An error occurred. Please try again.')).toHaveLength(2))
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled()
    expect(within(screen.getByRole('alert')).queryByRole('link')).not.toBeInTheDocument()
  })
})
