import { registerSW } from 'virtual:pwa-register'
import { toast } from './toast'

export const UPDATE_AVAILABLE_TEXT = 'New version available'
export const UPDATE_ACTION_TEXT = 'Reload'
/** How often an open app asks for a new version (the browser also asks on every navigation). */
export const UPDATE_CHECK_MS = 60 * 60_000

/**
 * The service worker of a build for a real portal (vite-plugin-pwa, registerType 'prompt';
 * src/main.tsx loads this module after the first paint, never in the demo build). A new version
 * installs in the background and waits: a toast says 'New version available' until the user
 * takes it, and its 'Reload' activates the waiting worker; vite-plugin-pwa's registerSW reloads
 * the page once that worker controls it.
 */
export function startUpdatePrompt() {
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => toast.action(UPDATE_AVAILABLE_TEXT, { label: UPDATE_ACTION_TEXT, onClick: () => void updateSW(true) }, { id: 'app-update' }),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS)
    },
  })
  return updateSW
}
