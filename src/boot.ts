import type { sendHeldSignIn } from './features/auth/held-sign-in'
import { AWAITING_APP, SUBMIT_HELD } from './forms/awaiting-app'
import { deviceLanguage } from './i18n/languages'
import { STORAGE_KEYS } from './session/keys'

/**
 * The one inline script of every page, run before the first paint (the pages are prerendered HTML;
 * the build inlines this file and allows it in the CSP by its hash: build/boot-script.ts). It
 * imports only constants, so it stays a few hundred bytes. What it does:
 * - the colour scheme Mantine will use is set at once, so a dark page never flashes light;
 * - a signed-in user opening the sign-in page (the prerendered page at the app's root) does not see
 *   the form: it stays hidden (`data-td-restoring`) while the app goes on to the dashboard;
 * - a prerendered page served at another address (a host that answers every path with it) stays
 *   hidden (`data-td-elsewhere`): nothing can be typed or autofilled into a form that is not this
 *   address's (src/main.tsx then replaces it);
 * - the language (the device's stored choice, else the first of the browser's languages the app
 *   speaks) is set on <html lang>, and a page in another language than English (a <template> beside
 *   the English page, scripts/build.mjs) takes the page's place once the document is parsed; the
 *   English page stays hidden until then (`data-td-translating`), so it never flashes;
 * - a prerendered form submitted before the app has taken it over is held back for the app to send
 *   (src/forms/awaiting-app.ts): the browser's own submission would reload the page. A held sign-in
 *   is sent at once all the same, by the app's own sign-in module (held-sign-in.ts), which the page
 *   is already downloading: the app's form adopts that call once it has taken the form over.
 */

/**
 * Where the build serves src/features/auth/held-sign-in.ts (build/boot-script.ts fills it in).
 * Empty in a demo build: its backend runs in the page and starts with the app, which then sends the
 * held sign-in itself.
 */
declare const HELD_SIGN_IN_MODULE: string

/** Where Mantine's default colour-scheme manager keeps the resident's choice. */
const COLOR_SCHEME_KEY = 'mantine-color-scheme-value'

function sendEarly(url: string) {
  const held: Promise<{ sendHeldSignIn: typeof sendHeldSignIn }> = import(url)
  // Not downloaded (the network dropped): the app sends the held sign-in once it has loaded.
  held.then((module) => module.sendHeldSignIn(), () => undefined)
}

// First, and outside the storage reads below: a browser that refuses storage must still hold a
// prerendered form back, or its own submission would post the e-mail and password to the page's host.
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target
    if (form instanceof HTMLFormElement && form.hasAttribute(AWAITING_APP)) {
      event.preventDefault()
      event.stopImmediatePropagation()
      form.setAttribute(SUBMIT_HELD, '')
      if (HELD_SIGN_IN_MODULE) sendEarly(HELD_SIGN_IN_MODULE)
    }
  },
  true,
)

try {
  const html = document.documentElement
  const stored = localStorage.getItem(COLOR_SCHEME_KEY)
  const scheme = stored === 'light' || stored === 'dark' ? stored : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  html.setAttribute('data-mantine-color-scheme', scheme)

  // The address the prerendered page was made for (scripts/build.mjs).
  const page = html.getAttribute('data-td-page')
  const here = location.pathname
  if (page === here && page.endsWith('/') && localStorage.getItem(STORAGE_KEYS.sessionId) && localStorage.getItem(STORAGE_KEYS.user))
    html.setAttribute('data-td-restoring', '')
  if (page && page !== here) html.setAttribute('data-td-elsewhere', '')

  const language = deviceLanguage()
  html.lang = language
  if (language !== 'en' && page === here) {
    html.setAttribute('data-td-translating', '')
    document.addEventListener(
      'readystatechange',
      () => {
        const root = document.getElementById('root')
        const translated = document.getElementById(`td-page-${language}`)
        if (root && translated instanceof HTMLTemplateElement) root.replaceChildren(translated.content.cloneNode(true))
        html.removeAttribute('data-td-translating')
      },
      { once: true },
    )
  }
} catch {
  // Storage refused (a privacy mode): the page shows as it was prerendered, and the app, which
  // keeps the sign-in there, says it cannot start (src/main.tsx).
}
