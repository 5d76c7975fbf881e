import './styles'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, createApp } from './app'
import { DEMO_MODE } from './config'
import { sendHeldSignIn } from './features/auth/held-sign-in'
import { loadScreenCodeAfterSignIn } from './features/auth/redirect'
import { deviceLanguage, language, setLanguage, t } from './i18n'
import { whenIdle } from './lazy-code'

/**
 * What runs when a page opens: the demo backend (demo builds only), a sign-in submitted before the
 * app had loaded, the language, the app (src/app.tsx: session, data, router), then the page itself:
 * a prerendered public page is hydrated, anything else rendered.
 */
async function start() {
  // The demo backend only exists in builds without VITE_FRAPPE_URL: the bundler replaces the
  // variable by its value at build time, folds the condition, and drops the import and its chunk.
  if (!import.meta.env.VITE_FRAPPE_URL) {
    const { startDemoBackend } = await import('./demo-backend/browser')
    await startDemoBackend()
  }
  const signInHeld = sendHeldSignIn()
  const { router, queryClient, session } = createApp()
  // A Submit already made waits for the screen it leads to: its code comes now, beside the page's
  // hydration, not once the form has been taken over.
  if (signInHeld) loadScreenCodeAfterSignIn(router, new URLSearchParams(window.location.search).get('redirect') ?? undefined)
  // The device's language before the first render: a Spanish page hydrates the Spanish markup the
  // boot script put in place (and marked with its language). Its catalogue not loading (offline on
  // a first visit) leaves English, and the Spanish markup is then not this app's to hydrate.
  const markupLanguage = document.documentElement.lang
  await setLanguage(deviceLanguage(), { remember: false }).catch(() => undefined)
  const root = document.getElementById('root')!
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} session={session} />
    </StrictMode>
  )
  // (The sign-in page of someone whose session is stored was kept hidden by the boot script: the app
  // goes on to the dashboard. The other public pages were on screen, perhaps typed into: hydrated.)
  const hidden = document.documentElement.hasAttribute('data-td-restoring')
  if (isPrerenderedHere(root) && !hidden && markupLanguage === language()) {
    // The page's route code first, so that hydration finds the markup it rendered.
    await router.load()
    // As TanStack's own client hydration does: the matches render without the client-only
    // Suspense wrapper, like the server render they hydrate.
    router.ssr = { manifest: undefined }
    hydrateRoot(root, app)
  } else {
    // A prerendered page at another address (a host's index.html fallback), or in a language the
    // app could not load, is not this screen: gone before it can show again, with whatever was
    // typed into it.
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
 * The prerendered page (scripts/build.mjs) is this visit's: made for this address, and for the
 * query parameters it names (the reset page's key).
 */
function isPrerenderedHere(root: HTMLElement): boolean {
  const search = new URLSearchParams(window.location.search)
  return (
    document.documentElement.dataset.tdPage === window.location.pathname &&
    (root.dataset.prerenderedSearch ?? '').split(' ').every((name) => !name || search.has(name))
  )
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

/**
 * The app could not start: said in place of the page, which would otherwise wait for the app for
 * ever (a Submit held busy). The one cause met: a browser that refuses the site its storage
 * (Safari's 'Block All Cookies', Chrome's 'Block all site data'), where the app keeps the sign-in.
 */
function couldNotStart() {
  let refused = false
  try {
    localStorage.getItem('')
  } catch {
    refused = true
  }
  const say = () => {
    const title = document.createElement('h1')
    title.textContent = t('startFailed.title')
    const text = document.createElement('p')
    text.textContent = t(refused ? 'startFailed.storage' : 'startFailed.text')
    const main = document.createElement('main')
    main.style.padding = '24px'
    main.append(title, text)
    document.getElementById('root')?.replaceChildren(main)
  }
  void setLanguage(deviceLanguage(), { remember: false }).then(say, say)
}

void start().catch(couldNotStart)
