import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoControl } from '../src/demo-backend/node'
import { STORAGE_KEYS } from '../src/session/store'
import { REDIRECT_AFTER_LOGIN_MS } from '../src/config'
import { stillClock } from './clock'
import { DEMO, demoAccount, pathOf, renderApp } from './render-app'

async function fillLogin(user: Awaited<ReturnType<typeof renderApp>>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText(/^Email/), email)
  if (password) await user.type(screen.getByLabelText(/^Password/), password)
}

describe('login screen', () => {
  it('shows the product texts', async () => {
    await renderApp('/', { as: null })
    expect(await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })).toBeInTheDocument()
    expect(screen.getByText('Please enter your login details to sign in.')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Enter Email')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Enter Password')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Forget Password' })).toHaveAttribute('href', '/forget-password')
  })

  it('validates email and password once touched', async () => {
    const { user } = await renderApp('/', { as: null })
    await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    // In error, to a screen reader too, each with its message (a password field included).
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required')
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email')
    expect(await screen.findByText('Invalid email')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Password/), 'abc')
    expect(await screen.findByText('Too short')).toBeInTheDocument()
    expect(demoControl.requests().filter((r) => r.path.endsWith('.login'))).toHaveLength(0)
  })

  it('does not show errors before a field is touched: not while it is first typed into, only once it is left', async () => {
    const { user } = await renderApp('/', { as: null })
    await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })
    await user.type(screen.getByLabelText(/^Email/), 'a')
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument()
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument()
    await user.tab()
    expect(await screen.findByText('Invalid email')).toBeInTheDocument()
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument()
  })

  it('signs in, shows the busy label, stores the session and lands on /dashboard (the wait: below)', async () => {
    demoControl.latency(100)
    const { user, router } = await renderApp('/', { as: null })
    await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })
    await fillLogin(user, DEMO.resident, 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled())
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.sessionId)).toBeTruthy())
    expect(pathOf(router)).toBe('/')
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard'), { timeout: 3000 })
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.tokens)!)).toEqual({
      apiKey: 'demo-key-resident',
      apiSecret: expect.any(String),
    })
    expect(demoControl.requests().find((r) => r.path.endsWith('.login'))?.body).toEqual({
      email: DEMO.resident,
      password: 'Demo@1234',
    })
  })

  it('keeps neither the password nor the API secret in memory once the sign-in has answered', async () => {
    const { user, router, queryClient } = await renderApp('/', { as: null })
    const held = () => queryClient.getMutationCache().getAll()
    await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })
    // Refused: the typed password is not kept.
    await fillLogin(user, DEMO.resident, 'Wrong@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Invalid login credentials')).toBeInTheDocument()
    await waitFor(() => expect(held()).toEqual([]))
    // Accepted: gone before the 1 s wait is over, while the page is still there.
    await user.clear(screen.getByLabelText(/^Password/))
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.sessionId)).toBeTruthy())
    await waitFor(() => expect(held()).toEqual([]))
    expect(pathOf(router)).toBe('/')
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard'), { timeout: 3000 })
  })

  describe('the 1 s wait before the dashboard', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    it('stays on the sign-in screen, busy, until 1000 ms have passed, then goes to /dashboard', async () => {
      expect(REDIRECT_AFTER_LOGIN_MS).toBe(1000)
      const { user, router } = await renderApp('/', { as: null })
      await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })
      await fillLogin(user, DEMO.resident, 'Demo@1234')
      // The wait counts from the answer's performance.now(): that clock stands still too.
      const clock = stillClock({ date: true })
      // fireEvent: user-event's click waits on a timer, which stands still now.
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
      // Signed in: the wait starts now, with the clock standing still.
      await clock.until(() => expect(localStorage.getItem(STORAGE_KEYS.sessionId)).toBeTruthy())
      await clock.settle()
      expect(router.history.location.pathname).toBe('/')
      await clock.advance(999)
      expect(router.history.location.pathname).toBe('/')
      expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled()
      await clock.advance(1)
      await clock.until(() => expect(router.history.location.pathname).toBe('/dashboard'))
    })
  })

  it('shows the server message when the credentials are refused', async () => {
    const { user, router } = await renderApp('/', { as: null })
    await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })
    await fillLogin(user, DEMO.resident, 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Invalid login credentials')).toBeInTheDocument()
    expect(pathOf(router)).toBe('/')
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled()
    expect(screen.getByLabelText(/^Email/)).toHaveValue(DEMO.resident)
  })

  it("falls back to 'Invalid email or password' when the refusal has no message", async () => {
    demoControl.fail('.login', { status: 200, body: { message: { status: 'error' } } })
    const { user } = await renderApp('/', { as: null })
    await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })
    await fillLogin(user, DEMO.resident, 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument()
  })

  // A 200 whose answer lacks a key the session needs (here the API secret) is a malformed answer too.
  const noSecret = { status: 200, body: { message: { user: { email: DEMO.resident }, session_id: 'sid', api_key: 'key' } } }
  it.each([['network' as const], ['malformed' as const], [{ status: 500, body: {} }], [noSecret]])('says a request failure clearly (%o)', async (fault) => {
    demoControl.fail('.login', fault)
    const { user } = await renderApp('/', { as: null })
    await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })
    await fillLogin(user, DEMO.resident, 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('An error occurred during login. Please try again.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled()
  })

  it('signs in when the site sends a field of the user in another type: the name reads as text, the rest is left out', async () => {
    const { profile, api_key, api_secret } = demoAccount(DEMO.resident)
    const user = { ...profile, full_name: null, first_name: 4021, last_name: { value: 'Robinson' }, address: ['12 Oak Lane'], roles: ['Homeowner', 7] }
    demoControl.fail('.login', { status: 200, body: { message: { user, session_id: 'sid', api_key, api_secret } } })
    const { user: person, router } = await renderApp('/', { as: null })
    await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })
    await fillLogin(person, DEMO.resident, 'Demo@1234')
    await person.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard'), { timeout: 3000 })
    expect(await screen.findByRole('heading', { name: 'Welcome, 4021!' })).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ first_name: '4021', roles: ['Homeowner'] })
  })

  it('redirects to /dashboard when storage already holds a session', async () => {
    const { router } = await renderApp('/')
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard'))
  })

  it('/login redirects to /', async () => {
    const { router } = await renderApp('/login', { as: null })
    await waitFor(() => expect(pathOf(router)).toBe('/'))
    expect(await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })).toBeInTheDocument()
  })
})
