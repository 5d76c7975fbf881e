import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getDb } from '../src/demo-backend/db'
import { frappeErrorBody } from '../src/demo-backend/faults'
import { demoControl } from '../src/demo-backend/node'
import { DEMO, pathOf, renderApp } from './render-app'

const CHANGE = 'merak_hotel_security.aviepros.change_password'
const changeCalls = () => demoControl.requests().filter((r) => r.path.endsWith(CHANGE))

async function open() {
  const app = await renderApp('/settings', { as: DEMO.resident })
  await screen.findByRole('heading', { name: 'Change Password' })
  return app
}

const current = () => screen.getByLabelText(/^Current Password/)
const next = () => screen.getByLabelText(/^New Password/)
const confirm = () => screen.getByLabelText(/^Confirm New Password/)

describe('settings: change password', () => {
  it("tells the browser's password generator the rule, so that the password it suggests is accepted", async () => {
    await open()
    for (const field of [next(), confirm()]) {
      const rules = field.getAttribute('passwordrules') ?? ''
      expect(rules).toContain('minlength: 8')
      expect(rules).toContain('required: digit')
      expect(rules).toContain('required: [@$!%*?&]')
    }
    expect(current()).not.toHaveAttribute('passwordrules')
  })

  it('shows the form with show/hide toggles and a back button to /dashboard', async () => {
    const { user } = await open()
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(current()).toHaveAttribute('type', 'password')
    await user.type(current(), 'abc')
    await user.click(screen.getByRole('button', { name: 'Show or hide current password' }))
    expect(current()).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Show or hide new password' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show or hide confirm new password' })).toBeInTheDocument()
  })

  it('requires every field and sends nothing', async () => {
    const { user } = await open()
    await user.click(screen.getByRole('button', { name: 'Save Password' }))
    expect(await screen.findByText('Current password is required')).toBeInTheDocument()
    expect(screen.getByText('New password is required')).toBeInTheDocument()
    expect(screen.getByText('Confirm new password is required')).toBeInTheDocument()
    expect(changeCalls()).toHaveLength(0)
    // The keyboard is on the first field in error (a password input: Mantine marks it data-invalid only).
    await waitFor(() => expect(current()).toHaveFocus())
  })

  it('shows a password by keyboard alone: Tab from each field reaches its show/hide toggle', async () => {
    const { user } = await open()
    await user.type(current(), 'abc')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Show or hide current password' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(current()).toHaveAttribute('type', 'text')
    await user.tab()
    expect(next()).toHaveFocus()
    // Entering New Password says its rule.
    expect(next()).toHaveAccessibleDescription('At least 8 characters, with a letter, a number and one of @$!%*?&')
  })

  it('checks length, character classes and the match once a field is left, then as the user types', async () => {
    const { user } = await open()
    await user.type(next(), 'abc1@')
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument()
    await user.tab()
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument()
    await user.clear(next())
    await user.type(next(), 'abcdefgh1')
    expect(await screen.findByText('Password must contain at least one letter, one number, and one special character')).toBeInTheDocument()
    await user.clear(next())
    await user.type(next(), '12345678#')
    expect(await screen.findByText('Password must contain at least one letter, one number, and one special character')).toBeInTheDocument()
    await user.clear(next())
    await user.type(next(), 'Newpass@123')
    await waitFor(() => expect(screen.queryByText(/Password must/)).not.toBeInTheDocument())
    await user.type(confirm(), 'Newpass@12')
    await user.tab()
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument()
    await user.type(confirm(), '3')
    await waitFor(() => expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Save Password' }))
    expect(await screen.findByText('Current password is required')).toBeInTheDocument()
    expect(changeCalls()).toHaveLength(0)
  })

  it('sends the exact payload, shows the busy label, then resets the form', async () => {
    demoControl.latency(400)
    const { user } = await open()
    await user.type(current(), 'Demo@1234')
    await user.type(next(), 'Newpass@123')
    await user.type(confirm(), 'Newpass@123')
    await user.click(screen.getByRole('button', { name: 'Save Password' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled())
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument()
    expect(changeCalls().map((r) => [r.method, r.body])).toEqual([
      ['POST', { current_password: 'Demo@1234', new_password: 'Newpass@123', confirm_new_password: 'Newpass@123' }],
    ])
    await waitFor(() => expect(current()).toHaveValue(''))
    expect(next()).toHaveValue('')
    expect(confirm()).toHaveValue('')
    expect(screen.queryByText('Current password is required')).not.toBeInTheDocument()
    expect(getDb().users.find((u) => u.email === DEMO.resident)?.password).toBe('Newpass@123')
    // After the reset, an empty Save still takes the keyboard to the first field in error.
    await user.click(screen.getByRole('button', { name: 'Save Password' }))
    await waitFor(() => expect(current()).toHaveFocus())
  })

  it("names the signed-in account beside the passwords, as a password manager reads the form", async () => {
    await open()
    // A password manager pairs the new password with the form's username field: the saved sign-in
    // it updates is the one of this e-mail.
    const form = current().closest('form')!
    const username = [...form.elements].find((e) => e.getAttribute('autocomplete') === 'username')
    expect(username).toHaveValue(DEMO.resident)
    expect(new FormData(form).get('username')).toBe(DEMO.resident)
  })

  it('keeps no password in memory once the server has answered, accepted or refused', async () => {
    const { user, queryClient } = await open()
    const held = () => queryClient.getMutationCache().getAll()
    await user.type(current(), 'Wrong@1234')
    await user.type(next(), 'Newpass@123')
    await user.type(confirm(), 'Newpass@123')
    await user.click(screen.getByRole('button', { name: 'Save Password' }))
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument()
    await waitFor(() => expect(held()).toEqual([]))
    await user.clear(current())
    await user.type(current(), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Save Password' }))
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument()
    await waitFor(() => expect(held()).toEqual([]))
  })

  it("shows the server's message for a wrong current password and keeps the input", async () => {
    const { user } = await open()
    await user.type(current(), 'Wrong@1234')
    await user.type(next(), 'Newpass@123')
    await user.type(confirm(), 'Newpass@123')
    await user.click(screen.getByRole('button', { name: 'Save Password' }))
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument()
    expect(current()).toHaveValue('Wrong@1234')
    expect(next()).toHaveValue('Newpass@123')
    expect(confirm()).toHaveValue('Newpass@123')
    expect(screen.getByRole('button', { name: 'Save Password' })).toBeEnabled()
    expect(getDb().users.find((u) => u.email === DEMO.resident)?.password).toBe('Demo@1234')
  })

  it.each([['network' as const], [{ status: 500, body: {} }], ['malformed' as const]])(
    "falls back to 'Failed to update password. Please try again.' (%o)",
    async (fault) => {
      demoControl.fail(CHANGE, fault)
      const { user, router } = await open()
      await user.type(current(), 'Demo@1234')
      await user.type(next(), 'Newpass@123')
      await user.type(confirm(), 'Newpass@123')
      await user.click(screen.getByRole('button', { name: 'Save Password' }))
      expect(await screen.findByText('Failed to update password. Please try again.')).toBeInTheDocument()
      expect(current()).toHaveValue('Demo@1234')
      expect(pathOf(router)).toBe('/settings')
    },
  )

  it('a wrong current password that the site answers with a 401 (as Frappe does) is refused, and the resident stays signed in', async () => {
    demoControl.fail(CHANGE, { status: 401, body: frappeErrorBody(401, undefined, 'AuthenticationError') })
    const { user, router, session } = await open()
    await user.type(current(), 'Wrong@1234')
    await user.type(next(), 'Newpass@123')
    await user.type(confirm(), 'Newpass@123')
    await user.click(screen.getByRole('button', { name: 'Save Password' }))
    expect(await screen.findByText('Failed to update password. Please try again.')).toBeInTheDocument()
    expect(current()).toHaveValue('Wrong@1234')
    expect(pathOf(router)).toBe('/settings')
    expect(session.isSignedIn()).toBe(true)
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument()
  })

  it('a 401 when the site cannot then be asked who is signed in: a failure for now, the resident stays signed in', async () => {
    demoControl.fail(CHANGE, { status: 401, body: frappeErrorBody(401) })
    demoControl.fail('frappe.auth.get_logged_user', 'network', Infinity)
    const { user, router, session } = await open()
    await user.type(current(), 'Wrong@1234')
    await user.type(next(), 'Newpass@123')
    await user.type(confirm(), 'Newpass@123')
    await user.click(screen.getByRole('button', { name: 'Save Password' }))
    expect(await screen.findByText('Failed to update password. Please try again.', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(current()).toHaveValue('Wrong@1234')
    expect(pathOf(router)).toBe('/settings')
    expect(session.isSignedIn()).toBe(true)
  })

  it('a 401 when the site no longer accepts the token either ends the session', async () => {
    demoControl.fail(CHANGE, { status: 401, body: frappeErrorBody(401) })
    demoControl.fail('frappe.auth.get_logged_user', { status: 401, body: frappeErrorBody(401) })
    const { user, router } = await open()
    await user.type(current(), 'Demo@1234')
    await user.type(next(), 'Newpass@123')
    await user.type(confirm(), 'Newpass@123')
    await user.click(screen.getByRole('button', { name: 'Save Password' }))
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument()
    await waitFor(() => expect(pathOf(router)).toBe('/'))
    // The session's end said why: the change's own failure is not said beside it on the sign-in page.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(screen.queryByText('Failed to update password. Please try again.')).not.toBeInTheDocument()
  })

  it("shows a refusal's message.message when the method answers status 'error'", async () => {
    demoControl.fail(CHANGE, { status: 200, body: { message: { status: 'error', message: 'Password was used recently' } } })
    const { user } = await open()
    await user.type(current(), 'Demo@1234')
    await user.type(next(), 'Newpass@123')
    await user.type(confirm(), 'Newpass@123')
    await user.click(screen.getByRole('button', { name: 'Save Password' }))
    expect(await screen.findByText('Password was used recently')).toBeInTheDocument()
    expect(next()).toHaveValue('Newpass@123')
  })
})

describe('demo backend: change_password enforces the rules', () => {
  it.each([
    [{ current_password: 'Demo@1234', new_password: 'a1@', confirm_new_password: 'a1@' }, 'Password must be at least 8 characters'],
    [{ current_password: 'Demo@1234', new_password: 'abcdefgh1', confirm_new_password: 'abcdefgh1' }, 'Password must contain at least one letter, one number, and one special character'],
    [{ current_password: 'Demo@1234', new_password: 'Newpass@123', confirm_new_password: 'Newpass@124' }, 'Passwords must match'],
    [{ current_password: 'nope', new_password: 'Newpass@123', confirm_new_password: 'Newpass@123' }, 'Current password is incorrect'],
    [{ new_password: 'Newpass@123', confirm_new_password: 'Newpass@123' }, 'Current Password'],
  ])('refuses %o with 417', async (payload, text) => {
    const account = getDb().users.find((u) => u.email === DEMO.resident)!
    const res = await fetch(`${window.location.origin}/api/method/${CHANGE}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `token ${account.api_key}:${account.api_secret}` },
      body: JSON.stringify(payload),
    })
    expect(res.status).toBe(417)
    expect(JSON.stringify(await res.json())).toContain(text)
    expect(account.password).toBe('Demo@1234')
  })
})
