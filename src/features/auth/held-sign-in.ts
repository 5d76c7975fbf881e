import { SUBMIT_HELD } from '../../forms/awaiting-app'
import { login, type LoginResult } from '../../queries/auth'
import { credentialsToSend, loginErrors, SIGN_IN_FORM, type Credentials } from './login-rules'

/**
 * A sign-in submitted before the app has loaded. The boot script holds the prerendered form's
 * submission back (src/forms/awaiting-app.ts) and, in a build for a real portal, imports this module
 * and calls `sendHeldSignIn` at once: it starts the app's own `login()` with what the form holds.
 * The app's start-up calls it too (the demo backend is only running by then). Once the app has taken
 * the form over, its form adopts that call (`adoptHeldSignIn`) when it sends the same e-mail and
 * password, instead of asking twice, and shows its answer.
 *
 * Module state, one per page: the page has one sign-in form, held before the app exists (the boot
 * script and the app import this one module). The password is forgotten when the form adopts the
 * call or sends something else.
 */
let held: (Credentials & { answer: Promise<LoginResult> }) | undefined

/** Sends the sign-in the boot script held, if any and not sent yet; true when one is held. */
export function sendHeldSignIn(): boolean {
  const form = document.forms.namedItem(SIGN_IN_FORM)
  if (!form?.hasAttribute(SUBMIT_HELD)) return false
  const value = (name: string) => {
    const input = form.elements.namedItem(name)
    return input instanceof HTMLInputElement ? input.value : ''
  }
  const typed = { email: value('email'), password: value('password') }
  // What the form's checks refuse is the form's to say, once the app has taken it over.
  if (loginErrors({ value: typed })) return true
  const sent = credentialsToSend(typed)
  // Sent already (by the boot script, then asked again by the start-up).
  if (held?.email === sent.email && held.password === sent.password) return true
  const answer = login(sent)
  // Its failure is the form's to show, when it adopts the call.
  answer.catch(() => undefined)
  held = { ...sent, answer }
  return true
}

/** The held sign-in's call when it was sent with these credentials, once; undefined otherwise. */
export function adoptHeldSignIn(sent: Credentials): Promise<LoginResult> | undefined {
  const taken = held
  held = undefined
  return taken?.email === sent.email && taken.password === sent.password ? taken.answer : undefined
}
