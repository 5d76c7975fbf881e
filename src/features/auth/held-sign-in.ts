import { AWAITING_APP, SUBMIT_HELD } from '../../forms/awaiting-app'
import { login, type LoginResult } from '../../queries/auth'
import { credentialsToSend, loginErrors, SIGN_IN_FORM, type Credentials } from './login-rules'

/**
 * A sign-in submitted before the app has loaded. The boot script holds the prerendered form's
 * submission back (src/forms/awaiting-app.ts), and the app's form sends it once it has taken the
 * form over. `watchHeldSignIn`, run by the page's first script (src/main.tsx) long before the app
 * arrives on a slow line, sends it at once instead, with the app's own `login()`, and the form
 * adopts that call (`adoptHeldSignIn`) when it sends the same e-mail and password: the 1 s wait
 * after a sign-in, counted from its answer, is then mostly over when the app arrives.
 *
 * Module state, one per page: the page has one sign-in form, held before the app exists. The
 * password is forgotten when the form adopts the call or sends something else.
 */
let held: (Credentials & { answer: Promise<LoginResult> }) | undefined

/**
 * Sends the prerendered sign-in form's submissions (and one already held) until the app takes it
 * over. Returns what stops watching.
 */
export function watchHeldSignIn(): () => void {
  const onSubmit = (event: SubmitEvent) => {
    if (event.target instanceof HTMLFormElement) send(event.target)
  }
  // The window's capture phase comes before the boot script's listener on the document.
  window.addEventListener('submit', onSubmit, true)
  const form = document.forms.namedItem(SIGN_IN_FORM)
  if (form?.hasAttribute(SUBMIT_HELD)) send(form)
  return () => window.removeEventListener('submit', onSubmit, true)
}

function send(form: HTMLFormElement) {
  if (form.name !== SIGN_IN_FORM || !form.hasAttribute(AWAITING_APP)) return
  const value = (name: string) => {
    const input = form.elements.namedItem(name)
    return input instanceof HTMLInputElement ? input.value : ''
  }
  const typed = { email: value('email'), password: value('password') }
  // What the form's checks refuse is the form's to say, once the app has taken it over.
  if (loginErrors({ value: typed })) return
  const sent = credentialsToSend(typed)
  if (held?.email === sent.email && held.password === sent.password) return
  const answer = login(sent)
  // Its failure is the form's to show, when it adopts the call.
  answer.catch(() => undefined)
  held = { ...sent, answer }
}

/** The held sign-in's call when it was sent with these credentials, once; undefined otherwise. */
export function adoptHeldSignIn(sent: Credentials): Promise<LoginResult> | undefined {
  const taken = held
  held = undefined
  return taken?.email === sent.email && taken.password === sent.password ? taken.answer : undefined
}
