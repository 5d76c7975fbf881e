import './styles'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, createApp } from './app'
import { DEMO_MODE } from './config'

async function start() {
  // The demo backend only exists in builds without VITE_FRAPPE_URL: the bundler replaces the
  // variable by its value at build time, folds the condition, and drops the import and its chunk.
  if (!import.meta.env.VITE_FRAPPE_URL) {
    const { startDemoBackend } = await import('./demo-backend/browser')
    await startDemoBackend()
  }
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
    root.dataset.prerendered === window.location.pathname &&
    (root.dataset.prerenderedSearch ?? '').split(' ').every((name) => !name || search.has(name))
  if (prerenderedHere && !session.isRestoring()) {
    await router.load()
    // As TanStack's own client hydration does: the matches render without the client-only
    // Suspense wrapper, like the server render they hydrate.
    router.ssr = { manifest: undefined }
    hydrateRoot(root, app)
  } else {
    createRoot(root).render(app)
  }
  document.documentElement.removeAttribute('data-td-restoring')
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
  const register = () => void import('./ui/update-prompt').then((m) => m.startUpdatePrompt())
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000))
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

void start()
