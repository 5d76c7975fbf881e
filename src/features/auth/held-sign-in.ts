import { SUBMIT_HELD } from '../../forms/awaiting-app'
import { login, type LoginResult } from '../../queries/auth'
import { credentialsToSend, loginErrors, SIGN_IN_FORM, type Credentials } from './login-rules'

/**
 * A sign-in submitted before the app has loaded. The boot script holds the prerendered form's
 * submission back (src/forms/awaiting-app.ts), and the app's form sends it once it has taken the
 * form over. The app's start-up sends it a little sooner, while the page is still being taken over:
 * `sendHeldSignIn` starts the app's own `login()` with what the form holds, and the form adopts that
 * call (`adoptHeldSignIn`) when it sends the same e-mail and password, instead of asking twice.
 *
 * Module state, one per page: the page has one sign-in form, held once, before the app exists. The
 * password is forgotten when the form adopts the call or sends something else.
 */
let held: (Credentials & { answer: Promise<LoginResult> }) | undefined

export function sendHeldSignIn(): void {
  const form = document.forms.namedItem(SIGN_IN_FORM)
  if (!form?.hasAttribute(SUBMIT_HELD)) return
  const value = (name: string) => {
    const input = form.elements.namedItem(name)
    return input instanceof HTMLInputElement ? input.value : ''
  }
  const typed = { email: value('email'), password: value('password') }
  // What the form's checks refuse is the form's to say, once the app has taken it over.
  if (loginErrors({ value: typed })) return
  const sent = credentialsToSend(typed)
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
