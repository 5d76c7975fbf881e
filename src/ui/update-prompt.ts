import { BASE_PATH } from '../config'
import { t } from '../i18n'
import { toast } from './toast'

/** How often an open app asks for a new version (the browser also asks on every navigation). */
export const UPDATE_CHECK_MS = 60 * 60_000
/** The worker and its scope: the app's path (D27), so a site hosting it under a path keeps the rest. */
export const SERVICE_WORKER_URL = `${BASE_PATH}sw.js`
export const SERVICE_WORKER_SCOPE = BASE_PATH

/**
 * The service worker of a build for a real portal (vite-plugin-pwa's generateSW, registerType
 * 'prompt'; src/main.tsx loads this module after the first paint, never in the demo build). A new
 * version installs in the background and waits: a toast says 'New version available' until the
 * user takes it, and its 'Reload' tells the waiting worker to take over (the worker's
 * SKIP_WAITING message); the page reloads once it controls the page, in every tab that showed the
 * prompt. Written on navigator.serviceWorker directly: workbox-window, which vite-plugin-pwa's
 * own registration loads, would be 2.3 KB more in the size guard for the same few events.
 * Resolves to what stops the hourly check (nothing when the worker could not register).
 */
export async function startUpdatePrompt({
  container = navigator.serviceWorker,
  reload = () => window.location.reload(),
}: { container?: ServiceWorkerContainer; reload?: () => void } = {}) {
  let waiting: ServiceWorker | undefined
  let reloading = false
  container.addEventListener('controllerchange', () => {
    if (!waiting || reloading) return
    reloading = true
    reload()
  })
  const prompt = (worker: ServiceWorker) => {
    waiting = worker
    const onClick = () => worker.postMessage({ type: 'SKIP_WAITING' })
    toast.action(t('update.available'), { label: t('update.reload'), onClick }, { id: 'app-update' })
  }
  // A first install (nothing controls the page yet) is no update: no prompt.
  const whenInstalled = (worker: ServiceWorker) => {
    const check = () => worker.state === 'installed' && container.controller && prompt(worker)
    worker.addEventListener('statechange', check)
    check()
  }

  const registration = await container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch(() => undefined)
  if (!registration) return
  if (registration.waiting && container.controller) prompt(registration.waiting)
  else if (registration.installing) whenInstalled(registration.installing)
  registration.addEventListener('updatefound', () => registration.installing && whenInstalled(registration.installing))
  const timer = setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS)
  return () => clearInterval(timer)
}
