import { SUBMIT_HELD } from '../../forms/awaiting-app'
import { SIGN_IN_FORM } from './login-rules'

/**
 * The files the app needs next (vite.config.ts names them on the
 * app's script tag) start downloading the moment the app's own script has arrived, while that
 * script still runs, one after the other: on a slow line they then come with no pause between them
 * and without slowing down what is needed first. (Asked for by the app itself, each would come only
 * once the app's code had run.) The app imports them as usual,
 * from what the browser has already fetched.
 * - The public pages' code (`data-public-pages`), for the app to take this page over. It is asked
 *   for on every page that has the app's script tag, the app shell included (a reload of
 *   /dashboard), where it is not needed at once. Not when the
 *   sign-in form was submitted before then: if that sign-in succeeds, the page is never taken over
 *   (src/main.tsx), and if not, it comes with the refusal (fetchTakeOverNow).
 * - On the sign-in page, the code of the screen a sign-in leads to (`data-next-screen`); sooner when
 *   a sign-in is accepted before then (fetchNextScreenNow).
 */
export function fetchScreensAfterApp(): void {
  const app = appScript()
  if (!app) return
  const { publicPages, nextScreen } = app.dataset
  const signIn = document.forms.namedItem(SIGN_IN_FORM)
  whenArrived(app.src, () =>
    fetchInTurn([signIn?.hasAttribute(SUBMIT_HELD) ? undefined : publicPages, signIn ? nextScreen : undefined].filter((file) => file !== undefined)),
  )
}

/**
 * A sign-in accepted before the app's script has arrived (src/features/auth/early-sign-in.ts): the
 * screen it leads to is what the app renders first, so its code comes beside the app's script, not
 * after it.
 */
export function fetchNextScreenNow(): void {
  const nextScreen = appScript()?.dataset.nextScreen
  if (nextScreen) fetchFile(nextScreen)
}

/**
 * A sign-in submitted before the app had loaded and not accepted (refused, or failed): the app will
 * take this page over to say so, with a toast. The public pages' code (which the app's script has
 * not asked for, a sign-in being held) and the toasts' code come now, beside the app's script, not
 * after it.
 */
export function fetchTakeOverNow(): void {
  const { publicPages, toasts } = appScript()?.dataset ?? {}
  for (const file of [publicPages, toasts]) if (file) fetchFile(file)
}

/** The app's script tag, which names the files above (`data-public-pages`, `data-next-screen`, `data-toasts`). */
const appScript = () => document.querySelector<HTMLScriptElement>('script[type="module"][data-public-pages]')

/** `files`, each once the one before it has arrived. */
function fetchInTurn([next, ...rest]: string[]) {
  if (!next) return
  whenArrived(fetchFile(next), () => fetchInTurn(rest))
}

/** Fetches a module file once (the app's import then takes it from there); returns its address. */
function fetchFile(file: string): string {
  const asked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].find((link) => link.getAttribute('href') === file)
  if (asked) return asked.href
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.crossOrigin = ''
  link.href = file
  document.head.append(link)
  return link.href
}

function whenArrived(file: string, then: () => void) {
  const observer = new PerformanceObserver((entries, self) => {
    if (!entries.getEntriesByName(file).length) return
    self.disconnect()
    then()
  })
  // (buffered: a file already arrived is found too.)
  observer.observe({ type: 'resource', buffered: true })
}
