import { login, type LoginResult, type SignedIn } from '../../queries/auth'
import { AWAITING_APP, SUBMIT_HELD } from '../../forms/awaiting-app'
import { credentialsToSend, loginErrors, SIGN_IN_FORM, type Credentials } from './login-rules'
import { fetchNextScreenNow, fetchTakeOverNow } from './next-screen'
import type { NextScreenLists } from './next-screen-lists'

/**
 * The sign-in page's Submit works from the first paint. The page is prerendered HTML; the app's
 * code takes seconds to arrive on a slow line, and until it has taken the form over, the boot
 * script holds a submission back (src/forms/awaiting-app.ts). This small module, a page script of
 * its own (src/early.ts) that arrives long before the app, sends that sign-in at once, with the
 * app's own request (`login`), and keeps its answer for the app: when the app takes the form over
 * and sends the held submission, it takes this answer (`takeEarlySignIn`) instead of asking again,
 * if the form still holds the same e-mail and password. Anything else (a form the checks refuse,
 * other values by then) is left to the app, as if this module did not exist. The password it
 * holds for that comparison is forgotten, with the answer, the moment the form no longer holds it.
 */
type EarlySignIn = Credentials & { answer: Promise<LoginResult>; lists: Promise<NextScreenLists | undefined> }
let early: EarlySignIn | undefined

function hold(sending: EarlySignIn) {
  early = sending
  document.addEventListener('input', forgetWhenChanged, true)
}

function forget() {
  early = undefined
  document.removeEventListener('input', forgetWhenChanged, true)
}

/** A change in the sign-in form (the prerendered one, or the app's after it took it over) that makes it hold other credentials. */
function forgetWhenChanged(event: Event) {
  const form = event.target instanceof HTMLInputElement ? event.target.form : null
  if (form?.name === SIGN_IN_FORM && !sentWith(credentialsToSend(credentialsIn(form)), early)) forget()
}

function credentialsIn(form: HTMLFormElement): Credentials {
  const value = (name: string) => {
    const input = form.elements.namedItem(name)
    return input instanceof HTMLInputElement ? input.value : ''
  }
  return { email: value('email'), password: value('password') }
}

/** The early sign-in was sent with these credentials (as sent: trimmed, see credentialsToSend). */
const sentWith = (sent: Credentials, taken: typeof early): taken is NonNullable<typeof early> =>
  taken?.email === sent.email && taken.password === sent.password

function sendFrom(form: HTMLFormElement) {
  if (form.name !== SIGN_IN_FORM || !form.hasAttribute(AWAITING_APP)) return
  const typed = credentialsIn(form)
  if (loginErrors({ value: typed })) return
  const sent = credentialsToSend(typed)
  if (sentWith(sent, early)) return
  const answer = login(sent)
  // Taken (and its failure shown) by the app; nobody else waits for it.
  answer.catch(() => undefined)
  // Accepted, and still the app's way in (not taken by a form the app has taken over, nor replaced
  // by another submission): the next screen's code comes now, and its lists are asked for at once,
  // with their code, a file fetched beside the app's script. (Its failing to load only leaves them
  // to the app.) Not accepted (refused, or the call failed): the app will take the page over to say
  // why, and what it needs for that comes now.
  const lists: Promise<NextScreenLists | undefined> = answer.then((result) => {
    if (!result.ok) fetchTakeOverNow()
    if (!result.ok || early !== sending) return undefined
    fetchNextScreenNow()
    return import('./next-screen-lists').then((m) => (early === sending ? m.askForNextScreenLists(result) : undefined))
  }, () => {
    fetchTakeOverNow()
    return undefined
  })
  const sending: EarlySignIn = { ...sent, answer, lists: lists.catch(() => undefined) }
  hold(sending)
}

/**
 * Watches for the sign-in form's submission until the app takes the form over (a submission made
 * before this module ran is found held). Returns what stops watching.
 */
export function sendSignInEarly(): () => void {
  // The capture phase of the window comes before the boot script's listener (on the document),
  // which holds the submission back.
  const onSubmit = (event: SubmitEvent) => {
    if (event.target instanceof HTMLFormElement) sendFrom(event.target)
  }
  window.addEventListener('submit', onSubmit, true)
  const held = document.forms.namedItem(SIGN_IN_FORM)
  if (held?.hasAttribute(SUBMIT_HELD)) sendFrom(held)
  return () => window.removeEventListener('submit', onSubmit, true)
}

/**
 * For the app's start-up (src/main.tsx): when the sign-in form was submitted before the app had
 * loaded and its early answer is, or once it comes turns out to be, a success for what the form
 * still holds, that answer, taken: the app goes on from it without taking the form over, with the
 * next screen's lists already asked for (`lists`, when there were any to ask for). Otherwise
 * undefined, and what there is to show (a refusal, a failure) is left for the form to take.
 */
export async function heldSignInAccepted(): Promise<(SignedIn & { lists: NextScreenLists | undefined }) | undefined> {
  const form = document.forms.namedItem(SIGN_IN_FORM)
  const pending = early
  if (!form?.hasAttribute(SUBMIT_HELD) || !pending) return undefined
  const result = await pending.answer.catch(() => undefined)
  if (!result?.ok || early !== pending || !sentWith(credentialsToSend(credentialsIn(form)), pending)) return undefined
  const lists = await pending.lists
  if (early === pending) forget()
  return { ...result, lists }
}

/** The answer of a sign-in sent early with these credentials, once (undefined when there is none). */
export function takeEarlySignIn(sent: Credentials): Promise<LoginResult> | undefined {
  const taken = early
  forget()
  return sentWith(sent, taken) ? taken.answer : undefined
}
