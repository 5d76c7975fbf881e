import './styles'
import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, createApp } from './app'
import { DEMO_MODE } from './config'
import { deviceLanguage, setLanguage } from './i18n'
import { heldSignInAccepted } from './features/auth/early-sign-in'
import { SIGN_IN_FORM } from './features/auth/login-rules'
import { acceptSignIn } from './features/auth/redirect'
import { prefetchCode, whenIdle } from './lazy-code'
import { prefetchScreen } from './queries/screens'

/** The routes a sign-in leads to (src/features/auth/login-page.tsx). */
const FIRST_SIGNED_IN_SCREEN = ['/_authed', '/_authed/dashboard'] as const

async function start() {
  // The demo backend only exists in builds without VITE_FRAPPE_URL: the bundler replaces the
  // variable by its value at build time, folds the condition, and drops the import and its chunk.
  if (!import.meta.env.VITE_FRAPPE_URL) {
    const { startDemoBackend } = await import('./demo-backend/browser')
    await startDemoBackend()
  }
  // The device's language before the first render: a Spanish page hydrates the Spanish markup the
  // boot script put in place. Its catalogue not loading (offline on a first visit) leaves English.
  await setLanguage(deviceLanguage(), { remember: false }).catch(() => undefined)
  const { router, queryClient, session } = createApp()
  const root = document.getElementById('root')!
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} session={session} />
    </StrictMode>
  )
  // A prerendered public page (scripts/build.mjs) is hydrated when it is what this visit shows;
  // otherwise (a signed-in user, another address) the app renders in its place.
  const search = new URLSearchParams(window.location.search)
  const prerenderedHere =
    document.documentElement.dataset.tdPage === window.location.pathname &&
    (root.dataset.prerenderedSearch ?? '').split(' ').every((name) => !name || search.has(name))
  if (prerenderedHere && !session.isRestoring()) {
    // The sign-in page's next screen (the signed-in layout and the dashboard, one file: see
    // vite.config.ts) loads now, while the page hydrates: this is what Submit waits for. (In a real
    // portal's build the early script has already asked for its file, and for the public pages'
    // code, the moment this script had arrived, src/features/auth/next-screen.ts; the imports take
    // them from there. A failure is the navigation's to show.)
    const nextScreen = document.forms.namedItem(SIGN_IN_FORM)
      ? Promise.all(FIRST_SIGNED_IN_SCREEN.map((id) => router.loadRouteChunk(router.routesById[id]))).catch(() => undefined)
      : Promise.resolve()
    // A sign-in submitted before the app had loaded and already accepted (the early sign-in): the
    // page, showing 'Logging in...', is not taken over. The app signs in with that answer, loads
    // the next screen behind it (code and data, as after a Submit; the early sign-in asked for
    // both when it was accepted), renders it behind the busy page and shows it once the 1 s
    // wait after a sign-in is over too (acceptSignIn): hydrating a page that is leaving is work the resident
    // would wait for on a slow tablet. Anything else (no such sign-in, a refusal, a failure) is
    // the form's to handle, once hydrated.
    const accepted = await heldSignInAccepted()
    if (accepted) {
      const { lists } = accepted
      await acceptSignIn({ session, router }, accepted, search.get('redirect') ?? undefined, {
        // The next screen's lists, asked for when the sign-in was accepted: the screen takes them
        // (and asks again for any that failed, now with the session).
        signedIn: () => lists && prefetchScreen(queryClient, lists.screen, accepted.user, { askedIn: lists.askedIn }),
        behind: true,
        render: () => {
          root.replaceChildren()
          flushSync(() => createRoot(root).render(app))
        },
      })
    } else {
      await router.load()
      // As TanStack's own client hydration does: the matches render without the client-only
      // Suspense wrapper, like the server render they hydrate.
      router.ssr = { manifest: undefined }
      hydrateRoot(root, app)
    }
    // A public page works with the entry and the public pages' code (router.load); the rest of the
    // signed-in app's code follows once it is interactive, its next screen is in and the browser is
    // idle (src/lazy-code.ts), never sharing the line with what the next screen needs.
    void nextScreen.then(() => whenIdle(() => void prefetchCode()))
  } else {
    // A prerendered page at another address (a host's index.html fallback) is not this screen:
    // gone before it can show again, with whatever was typed into it.
    if (root.dataset.prerendered !== undefined) root.replaceChildren()
    createRoot(root).render(app)
  }
  document.documentElement.removeAttribute('data-td-restoring')
  document.documentElement.removeAttribute('data-td-elsewhere')
  // Only a build for a real portal has a service worker of its own (folded away like the demo
  // backend above); the demo build's one is MSW's.
  if (import.meta.env.VITE_FRAPPE_URL && !DEMO_MODE) registerServiceWorkerWhenIdle()
}

/**
 * The installable app's service worker and its update prompt (src/ui/update-prompt.ts, a chunk of
 * its own), once the page has loaded and the browser is idle: never before the first paint or in
 * the way of the first data.
 */
function registerServiceWorkerWhenIdle() {
  if (!('serviceWorker' in navigator)) return
  // Its code not downloading (a flaky network) is no failure to show: the next visit registers it.
  whenIdle(() => void import('./ui/update-prompt').then((m) => m.startUpdatePrompt(), () => undefined))
}

void start()
