import { useLocalStorage } from '@mantine/hooks'
import { useReducer } from 'react'
import { BROWSER_NOTIFICATIONS_KEY_PREFIX, useUser } from '../session/store'
import type { NotificationData } from '../sw/notification-click'

const supported = () => typeof window !== 'undefined' && 'Notification' in window

/**
 * The user's choice (Settings) to be told of a new notification by the browser while the app is in
 * the background. It counts only while the browser grants the permission; the choice is kept per
 * user on this device and goes at logout.
 */
export function useBrowserNotifications() {
  const user = useUser()
  const [chosen, setChosen] = useLocalStorage<boolean>({
    key: `${BROWSER_NOTIFICATIONS_KEY_PREFIX}${user.email ?? user.name ?? ''}`,
    defaultValue: false,
    getInitialValueInEffect: false,
  })
  // The browser's answer, read at every render, not kept from the first: the bell (mounted before
  // Settings asks) learns it with the choice, which every use of this hook shares.
  const permission: NotificationPermission | 'unsupported' = supported() ? Notification.permission : 'unsupported'
  const [, answered] = useReducer((n: number) => n + 1, 0)
  return {
    permission,
    enabled: chosen && permission === 'granted',
    /** Turning it on asks the browser's permission first; it stays off unless granted. */
    async setEnabled(on: boolean) {
      if (!on || !supported()) return setChosen(false)
      const answer = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission()
      // A refusal changes no choice: the card says why.
      answered()
      setChosen(answer === 'granted')
    },
  }
}

/** Whether the user is not looking at the app: its tab is hidden or its window is behind another. */
export const inBackground = () => document.visibilityState === 'hidden' || !document.hasFocus()

/**
 * A notification from the browser (only once permitted). A click on it brings the portal's window
 * forward and calls `onClick` (the bell opens the record, as a click in its menu does). One the
 * service worker shows is heard by the worker (src/sw/notification-click.ts): it brings the window
 * forward and tells it, or opens `address` (relative to the portal's path) when no window is open.
 * Returns it when the page made it itself (the browser lists only those of the service worker:
 * `closeBrowserNotifications`).
 */
export function notifyInBrowser(title: string, tag: string, onClick: () => void, address: string): Notification | undefined {
  if (!supported() || Notification.permission !== 'granted') return
  try {
    const made = new Notification(title, { tag })
    made.onclick = () => {
      window.focus()
      made.close()
      onClick()
    }
    return made
  } catch {
    // Chrome on Android (the tablets) shows them only through a service worker: the page's own,
    // when it has one. Without one, the toast remains.
    void navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => registration?.showNotification(title, { tag, data: { url: address } satisfies NotificationData }))
      .catch(() => undefined)
  }
}

/**
 * Closes the browser's notifications of the portal, those the page made (`madeHere`) and those of
 * its service worker: at a session's end they would tell the next person at the device who came
 * to the last one's gate (they stay in a tablet's notification shade otherwise).
 */
export function closeBrowserNotifications(madeHere: Iterable<Notification>) {
  for (const made of madeHere) made.close()
  if (!supported()) return
  void navigator.serviceWorker
    ?.getRegistration()
    .then((registration) => registration?.getNotifications())
    .then((shown) => shown?.forEach((notification) => notification.close()))
    .catch(() => undefined)
}
