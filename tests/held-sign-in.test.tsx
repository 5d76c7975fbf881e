import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoControl } from '../src/demo-backend/node'
import { adoptHeldSignIn, sendHeldSignIn } from '../src/features/auth/held-sign-in'
import { STORAGE_KEYS } from '../src/session/store'
import { stillClock } from './clock'
import { DEMO, renderApp } from './render-app'

/**
 * A sign-in submitted on the prerendered form before the app has loaded, sent by the app's start-up
 * (src/features/auth/held-sign-in.ts). (tests/e2e/sign-in.e2e.ts holds the app's real script back
 * in a browser.)
 */
const loginCalls = () => demoControl.requests().filter((r) => r.path.endsWith('.login'))

/** The prerendered sign-in form as the boot script leaves it once it has held a Submit back. */
function heldForm(email: string, password: string, attrs = 'name="sign-in" data-awaiting-app data-submit-held') {
  const holder = document.createElement('div')
  holder.innerHTML = `<form ${attrs} method="post"><input name="email" type="email"><input name="password" type="password"><button type="submit">Submit</button></form>`
  document.body.append(holder)
  const form = holder.querySelector('form')!
  ;(form.elements.namedItem('email') as HTMLInputElement).value = email
  ;(form.elements.namedItem('password') as HTMLInputElement).value = password
  return holder
}

afterEach(() => {
  adoptHeldSignIn({ email: '', password: '' })
  vi.useRealTimers()
})

describe('a sign-in held before the app had loaded', () => {
  it('is sent at once, with the e-mail trimmed, and its call is adopted once, for the same e-mail and password', async () => {
    const holder = heldForm(`  ${DEMO.resident} `, 'Demo@1234')
    sendHeldSignIn()
    holder.remove()
    await waitFor(() => expect(loginCalls()).toHaveLength(1))
    expect(adoptHeldSignIn({ email: DEMO.resident, password: 'other-password' })).toBeUndefined()
    // Taken by a form that sent something else: gone, password and all.
    expect(adoptHeldSignIn({ email: DEMO.resident, password: 'Demo@1234' })).toBeUndefined()

    const again = heldForm(DEMO.resident, 'Demo@1234')
    sendHeldSignIn()
    again.remove()
    await expect(adoptHeldSignIn({ email: DEMO.resident, password: 'Demo@1234' })).resolves.toMatchObject({ ok: true })
    expect(adoptHeldSignIn({ email: DEMO.resident, password: 'Demo@1234' })).toBeUndefined()
  })

  it.each([
    ['the checks refuse it', 'name="sign-in" data-awaiting-app data-submit-held', 'abc'],
    ['the form was not submitted', 'name="sign-in" data-awaiting-app', 'Demo@1234'],
    ['it is another form', 'name="forget-password" data-awaiting-app data-submit-held', 'Demo@1234'],
  ])('sends nothing when %s', async (_, attrs, password) => {
    const holder = heldForm(DEMO.resident, password, attrs)
    sendHeldSignIn()
    holder.remove()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(loginCalls()).toHaveLength(0)
    expect(adoptHeldSignIn({ email: DEMO.resident, password })).toBeUndefined()
  })

  it('the form adopts the call: no second call, and the 1 s wait counts from the answer', async () => {
    const clock = stillClock({ date: true })
    const holder = heldForm(DEMO.resident, 'Demo@1234')
    sendHeldSignIn()
    holder.remove()
    await clock.until(() => expect(loginCalls()).toHaveLength(1))
    // The app takes the form over 600 ms after the answer: 400 ms of the wait are left.
    await clock.advance(600)
    const { router } = await renderApp('/', { as: null })
    await clock.until(() => expect(screen.getByRole('heading', { name: 'Welcome to Traffic Dash!' })).toBeInTheDocument())
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: DEMO.resident } })
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Demo@1234' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await clock.until(() => expect(localStorage.getItem(STORAGE_KEYS.sessionId)).toBeTruthy())
    await clock.settle()
    await clock.advance(399)
    expect(router.history.location.pathname).toBe('/')
    await clock.advance(1)
    await clock.until(() => expect(router.history.location.pathname).toBe('/dashboard'))
    expect(loginCalls()).toHaveLength(1)
  })
})
