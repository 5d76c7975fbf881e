import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoControl } from '../src/demo-backend/node'
import { authorizeWith } from '../src/frappe/client'
import { heldSignInAccepted, sendSignInEarly, takeEarlySignIn } from '../src/features/auth/early-sign-in'
import { STORAGE_KEYS } from '../src/session/store'
import { stillClock } from './clock'
import { DEMO, renderApp } from './render-app'

/**
 * The early sign-in (src/features/auth/early-sign-in.ts) on the prerendered form, before the app
 * has taken it over. (tests/e2e/early-sign-in.e2e.ts holds the app's real script back in a browser.)
 */
const loginCalls = () => demoControl.requests().filter((r) => r.path.endsWith('.login'))

/** The prerendered sign-in form as the page has it before the app has loaded, filled and submitted. */
function submitPrerenderedForm(email: string, password: string, attrs = 'name="sign-in" data-awaiting-app') {
  const holder = document.createElement('div')
  holder.innerHTML = `<form ${attrs} method="post"><input name="email" type="email"><input name="password" type="password"><button type="submit">Submit</button></form>`
  document.body.append(holder)
  const form = holder.querySelector('form')!
  ;(form.elements.namedItem('email') as HTMLInputElement).value = email
  ;(form.elements.namedItem('password') as HTMLInputElement).value = password
  // The boot script holds the submission back (vite.config.ts); here nobody else listens.
  form.addEventListener('submit', (e) => e.preventDefault())
  fireEvent.submit(form)
  return holder
}

let stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops) stop()
  stops = []
  takeEarlySignIn({ email: '', password: '' })
  // The tokens an accepted sign-in plugged in before any app (authorizeUntilTheApp), unplugged.
  authorizeWith(() => null)()
  vi.useRealTimers()
})

describe('the sign-in sent before the app has loaded', () => {
  it('sends a valid submission at once, and hands its answer over once, for the same e-mail and password', async () => {
    stops.push(sendSignInEarly())
    const holder = submitPrerenderedForm(` ${DEMO.resident} `, 'Demo@1234')
    expect(loginCalls()).toHaveLength(0)
    await vi.waitFor(() => expect(loginCalls()).toHaveLength(1))
    expect(loginCalls()[0]?.body).toEqual({ email: DEMO.resident, password: 'Demo@1234' })
    expect(takeEarlySignIn({ email: DEMO.resident, password: 'other-password' })).toBeUndefined()
    holder.remove()
  })

  it('hands the answer over to the app that sends the same e-mail and password, and only once', async () => {
    stops.push(sendSignInEarly())
    submitPrerenderedForm(DEMO.resident, 'Demo@1234').remove()
    const answer = takeEarlySignIn({ email: DEMO.resident, password: 'Demo@1234' })
    await expect(answer).resolves.toMatchObject({ ok: true, user: expect.objectContaining({ email: DEMO.resident }) })
    expect(takeEarlySignIn({ email: DEMO.resident, password: 'Demo@1234' })).toBeUndefined()
  })

  it('forgets the held password (and its answer) the moment the form holds something else, even if it is typed back', async () => {
    stops.push(sendSignInEarly())
    const holder = submitPrerenderedForm(DEMO.resident, 'Demo@1234')
    const input = holder.querySelector<HTMLInputElement>('input[name="password"]')!
    // Still the same after an input that changes nothing.
    fireEvent.input(input, { target: { value: 'Demo@1234' } })
    fireEvent.input(input, { target: { value: 'Demo@123' } })
    fireEvent.input(input, { target: { value: 'Demo@1234' } })
    expect(takeEarlySignIn({ email: DEMO.resident, password: 'Demo@1234' })).toBeUndefined()
    holder.remove()
  })

  it('keeps it while the form still holds what was sent', async () => {
    stops.push(sendSignInEarly())
    const holder = submitPrerenderedForm(` ${DEMO.resident}`, 'Demo@1234')
    const email = holder.querySelector<HTMLInputElement>('input[name="email"]')!
    fireEvent.input(email, { target: { value: DEMO.resident } })
    await expect(takeEarlySignIn({ email: DEMO.resident, password: 'Demo@1234' })).resolves.toMatchObject({ ok: true })
    holder.remove()
  })

  describe('the app starting with the submission still held (src/main.tsx)', () => {
    const HELD = 'name="sign-in" data-awaiting-app data-submit-held'
    const password = (holder: HTMLElement) => holder.querySelector<HTMLInputElement>('input[name="password"]')!

    it('goes on from an accepted answer for what the form holds, taken once, with the next screen\'s lists asked for', async () => {
      stops.push(sendSignInEarly())
      const holder = submitPrerenderedForm(DEMO.resident, 'Demo@1234', HELD)
      const accepted = await heldSignInAccepted()
      expect(accepted).toMatchObject({ ok: true, user: expect.objectContaining({ email: DEMO.resident }) })
      expect(takeEarlySignIn({ email: DEMO.resident, password: 'Demo@1234' })).toBeUndefined()
      // The dashboard's lists, asked for with the answer's tokens (the site refuses a call without them).
      expect(accepted?.lists?.screen).toBe('/dashboard')
      const lists = accepted!.lists!.askedIn.getQueryCache().getAll()
      expect(lists.map((query) => query.queryKey[0]).sort()).toEqual(['guests', 'recurring-services', 'vacations', 'visitors'])
      await vi.waitFor(() => expect(lists.map((query) => query.state.status)).toEqual(lists.map(() => 'success')))
      holder.remove()
    })

    it('asks for the lists of the screen the sign-in page was to lead back to', async () => {
      window.history.replaceState(null, '', '/?redirect=%2Fmembers')
      stops.push(() => window.history.replaceState(null, '', '/'))
      stops.push(sendSignInEarly())
      const holder = submitPrerenderedForm(DEMO.resident, 'Demo@1234', HELD)
      const accepted = await heldSignInAccepted()
      expect(accepted?.lists?.screen).toBe('/members')
      expect(accepted!.lists!.askedIn.getQueryCache().getAll().map((query) => query.queryKey[0])).toEqual(['members'])
      holder.remove()
    })

    it('leaves a refusal to the form, to show it', async () => {
      stops.push(sendSignInEarly())
      const holder = submitPrerenderedForm(DEMO.resident, 'not-the-password', HELD)
      await expect(heldSignInAccepted()).resolves.toBeUndefined()
      await expect(takeEarlySignIn({ email: DEMO.resident, password: 'not-the-password' })).resolves.toMatchObject({ ok: false })
      holder.remove()
    })

    it('leaves it to the form when the password was changed after Submit', async () => {
      stops.push(sendSignInEarly())
      const holder = submitPrerenderedForm(DEMO.resident, 'Demo@1234', HELD)
      password(holder).value = 'Demo@12345'
      await expect(heldSignInAccepted()).resolves.toBeUndefined()
      expect(takeEarlySignIn({ email: DEMO.resident, password: 'Demo@12345' })).toBeUndefined()
      holder.remove()
    })

    it('has nothing when the form was not submitted before the app', async () => {
      stops.push(sendSignInEarly())
      const holder = submitPrerenderedForm(DEMO.resident, 'Demo@1234')
      await expect(heldSignInAccepted()).resolves.toBeUndefined()
      await expect(takeEarlySignIn({ email: DEMO.resident, password: 'Demo@1234' })).resolves.toMatchObject({ ok: true })
      holder.remove()
    })
  })

  it.each([
    ['the checks refuse it', 'name="sign-in" data-awaiting-app', 'abc'],
    ['the app has taken the form over', 'name="sign-in"', 'Demo@1234'],
    ['it is another form', 'name="forget-password" data-awaiting-app', 'Demo@1234'],
  ])('sends nothing when %s', async (_, attrs, password) => {
    stops.push(sendSignInEarly())
    submitPrerenderedForm(DEMO.resident, password, attrs).remove()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(loginCalls()).toHaveLength(0)
    expect(takeEarlySignIn({ email: DEMO.resident, password })).toBeUndefined()
  })

  it('the app uses the early answer: no second call, and the 1 s wait counts from the answer', async () => {
    stops.push(sendSignInEarly())
    const clock = stillClock({ date: true })
    submitPrerenderedForm(DEMO.resident, 'Demo@1234').remove()
    await clock.until(() => expect(loginCalls()).toHaveLength(1))
    // The app arrives 600 ms after the answer: 400 ms of the wait are left.
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
