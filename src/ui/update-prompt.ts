import { registerSW } from 'virtual:pwa-register'
import { t } from '../i18n'
import { toast } from './toast'

/** How often an open app asks for a new version (the browser also asks on every navigation). */
export const UPDATE_CHECK_MS = 60 * 60_000

/**
 * The service worker of a build for a real portal (vite-plugin-pwa's generateSW, registerType
 * 'prompt'; src/main.tsx loads this module after the first paint, never in the demo build),
 * registered by vite-plugin-pwa's own `registerSW` (workbox-window), at the app's path and with
 * it as its scope (D27: a site hosting it under a path keeps the rest). A first install is no
 * update and says nothing. A new version installs in the background and waits: a toast says 'New
 * version available' until the user takes it (also when it was already waiting from an earlier
 * visit), and its 'Reload' tells the waiting worker to take over; the library reloads the page
 * once it controls it, in every tab that showed the prompt.
 * Returns what stops the hourly check.
 */
export function startUpdatePrompt({ register = registerSW }: { register?: typeof registerSW } = {}): () => void {
  let timer: ReturnType<typeof setInterval> | undefined
  let stopped = false
  const updateServiceWorker = register({
    onNeedRefresh: () => {
      const onClick = () => void updateServiceWorker()
      toast.action(t('update.available'), { label: t('update.reload'), onClick }, { id: 'app-update' })
    },
    onRegisteredSW: (_url, registration) => {
      if (!registration || stopped) return
      timer = setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS)
    },
  })
  return () => {
    stopped = true
    clearInterval(timer)
  }
}
