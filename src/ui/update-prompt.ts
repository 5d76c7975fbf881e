import { registerSW } from 'virtual:pwa-register'
import { toast, UPDATE_TOAST } from './toast'

/** How often an open app asks for a new version (the browser also asks on every navigation). */
export const UPDATE_CHECK_MS = 60 * 60_000

/** A failed install is tried again at once when the browser says it is back online; if it never said it was offline, after this long. */
export const INSTALL_RETRY_MS = 60_000

/**
 * The service worker of a build for a real portal (src/sw.ts, built by vite-plugin-pwa, registerType
 * 'prompt'; src/main.tsx loads this module after the first paint, never in the demo build),
 * registered by vite-plugin-pwa's own `registerSW` (workbox-window), at the app's path and with
 * it as its scope (D27: a site hosting it under a path keeps the rest). A first install is no
 * update and says nothing. A new version installs in the background and waits: a toast says 'New
 * version available' until the user takes it (also when it was already waiting from an earlier
 * visit), and its 'Reload' tells the waiting worker to take over; once it controls the page, every
 * tab that showed the prompt reloads into it. (That reload is this module's: the library's own
 * happens only where a worker controlled the page when it registered, so not in the tab where the
 * app was first installed, left open since.)
 *
 * A first install downloads every file of the app; when the network drops meanwhile, it fails and
 * the browser forgets the registration (as it does when the worker's own script cannot be
 * fetched). It is registered again as soon as the browser is back online, so the app works
 * offline without waiting for a later visit.
 * Returns what stops the hourly check and a retry still waiting.
 */
export function startUpdatePrompt(): () => void {
  let timer: ReturnType<typeof setInterval> | undefined
  let stopped = false
  let stopWaiting = () => {}
  const reload = () => window.location.reload()
  let reloadsOnTakeOver = false
  let stopWatching = () => {}
  const retry = () => {
    if (stopped) return
    stopWaiting()
    stopWaiting = whenOnline(start)
  }
  function start() {
    const offer = () => {
      if (stopped) return
      if (!reloadsOnTakeOver) {
        reloadsOnTakeOver = true
        navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true })
      }
      const onClick = () => void updateServiceWorker()
      toast.action('update.available', { label: 'update.reload', onClick }, { id: UPDATE_TOAST })
    }
    const updateServiceWorker = registerSW({
      onNeedRefresh: offer,
      // Instead of the library's reload, the one `offer` sets up.
      onNeedReload: () => {},
      onRegisteredSW: (_url, registration) => {
        if (!registration || stopped) return
        clearInterval(timer)
        // The hourly check also offers again a version that still waits: one whose prompt was
        // closed would otherwise wait, on a tablet never reloaded, until the next version.
        const check = () => registration.update().then(() => registration.waiting && offer())
        timer = setInterval(() => void check().catch(() => undefined), UPDATE_CHECK_MS)
        whenFirstInstallFails(registration, retry)
        stopWatching()
        stopWatching = whenNewVersionInstalled(registration, offer)
      },
      onRegisterError: retry,
    })
  }
  start()
  return () => {
    stopped = true
    clearInterval(timer)
    stopWaiting()
    stopWatching()
    if (reloadsOnTakeOver) navigator.serviceWorker.removeEventListener('controllerchange', reload)
  }
}

/**
 * Calls `installed` when a new version (a worker beside the active one) has installed and waits,
 * however it was found. The library tells of the versions it finds itself, but not of one the
 * browser was already installing when the app registered (its own check when an installed app is
 * opened, slow on a weak line), and it stops listening after the first it did not start: without
 * this, such a version would be offered only by the next hourly check. Returns what stops it.
 */
function whenNewVersionInstalled(registration: ServiceWorkerRegistration, installed: () => void): () => void {
  const watched = new Set<ServiceWorker>()
  const watch = () => {
    const worker = registration.installing
    if (!worker || !registration.active || watched.has(worker)) return
    watched.add(worker)
    const changed = () => {
      if (worker.state === 'installing') return
      worker.removeEventListener('statechange', changed)
      watched.delete(worker)
      if (worker.state === 'installed') installed()
    }
    worker.addEventListener('statechange', changed)
  }
  registration.addEventListener('updatefound', watch)
  watch()
  return () => registration.removeEventListener('updatefound', watch)
}

/** Calls `failed` when the registration's first worker (none active yet) ends redundant instead of installed. */
function whenFirstInstallFails(registration: ServiceWorkerRegistration, failed: () => void) {
  const worker = registration.installing
  if (registration.active || !worker) return
  const check = () => {
    if (worker.state !== 'redundant') return
    worker.removeEventListener('statechange', check)
    if (!registration.active) failed()
  }
  worker.addEventListener('statechange', check)
  check()
}

/** Runs `again` once the browser is back online (its 'online' event), or after INSTALL_RETRY_MS when it still says it is. Returns what cancels it. */
function whenOnline(again: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const go = () => {
    stop()
    again()
  }
  const stop = () => {
    window.removeEventListener('online', go)
    clearTimeout(timer)
  }
  window.addEventListener('online', go)
  if (navigator.onLine) timer = setTimeout(go, INSTALL_RETRY_MS)
  return stop
}
