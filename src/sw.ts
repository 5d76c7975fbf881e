import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { openFromNotification, type NotificationData } from './sw/notification-click'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] }

/**
 * The service worker of a build for a real portal (build/installable-app.ts). It precaches the app:
 * the prerendered pages, _shell.html, the scripts, styles and fonts (the list the build writes in
 * its place), and answers every other address of the portal with _shell.html, so that the app opens
 * offline. It caches nothing at run time: the API is the Frappe site's and never goes through it.
 */
precacheAndRoute(self.__WB_MANIFEST, {
  // /landing is landing/index.html, as the host serves it; any query (?redirect=, the reset key) is the same page.
  directoryIndex: 'index.html',
  ignoreURLParametersMatching: [/./],
})
cleanupOutdatedCaches()

// The worker's scope is the portal's path (a site may host it under one); /api/ is never the app's.
const scope = new URL(self.registration.scope)
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(new URL('_shell.html', scope).href), {
    denylist: [/^\/api\//],
  }),
)

// A first install takes control of the open page at once, so a first visit works offline. A new
// version waits for the resident's 'Reload' (src/ui/update-prompt.ts), which sends this message.
clientsClaim()
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  event.waitUntil(openFromNotification(self.clients, scope.href, { tag: event.notification.tag, data: event.notification.data as NotificationData | null }))
})
