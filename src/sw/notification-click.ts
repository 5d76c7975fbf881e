/**
 * A tap on one of the portal's notifications. Chrome for Android (the tablets) shows the bell's
 * notifications only through the service worker (src/ui/browser-notifications.ts), so the worker
 * hears the tap: it brings the portal's open window forward and asks it to open the record (the
 * bell does, as a click in its menu does), or opens the portal on the record when no window is open.
 */

/**
 * What the worker tells the window: the notification's tag is its Notification Log name; `search`,
 * the query of the address that shows its record, for a notification no longer among those the bell
 * lists (older than its newest twenty).
 */
export const NOTIFICATION_CLICK = 'traffic-dash:notification-click'
export type NotificationClickMessage = { type: typeof NOTIFICATION_CLICK; tag: string; search?: string }

/** What a notification carries for its tap: the address that shows its record. */
export type NotificationData = { url?: string }

/** What the worker's `self.clients` gives this module (a window is a WindowClient). */
export interface WorkerClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly { url: string }[]>
  openWindow(url: string): Promise<unknown>
}
type PortalWindow = { url: string; focus(): Promise<unknown>; postMessage(message: unknown): void }

/** The window to bring forward, else the address to open (only one of the portal's own: under its scope). */
export async function openFromNotification(clients: WorkerClients, scope: string, notification: { tag: string; data?: NotificationData | null }): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client): client is PortalWindow => client.url.startsWith(scope) && 'focus' in client)
  const asked = notification.data?.url
  const address = asked && new URL(asked, scope).href.startsWith(scope) ? new URL(asked, scope) : undefined
  if (open) {
    await open.focus()
    open.postMessage({ type: NOTIFICATION_CLICK, tag: notification.tag, search: address?.search } satisfies NotificationClickMessage)
    return
  }
  await clients.openWindow(address?.href ?? scope)
}
