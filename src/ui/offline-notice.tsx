import { Alert } from '@mantine/core'
import { IconCloudOff, IconWifiOff } from '@tabler/icons-react'
import { onlineManager, useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { siteToday, toFrappeDate, toFrappeDateTime, wallClock } from '../frappe/dates'
import { clockTime, formatDate, useT, type Translate } from '../i18n'
import { notificationQueries } from '../queries/notifications'
import { useSession } from '../session/store'
import { useEveryMinute } from './use-every-minute'

/**
 * 'Offline — showing what was loaded at 14:05.' (the site's clock); lists loaded on an earlier day
 * (kept overnight, and painted by a reload the next morning) say which: 'on Tuesday 24 November at
 * 21:30'. Just 'You are offline.' with nothing loaded. Then that changes wait. `device`: the tablet
 * itself has no connection; otherwise it has one and the server does not answer (down, being
 * updated, behind a Wi-Fi sign-in page), and the resident need not look at their Wi-Fi.
 * `signedOut`: on the public pages nothing is kept to be sent later.
 */
function offlineText(t: Translate, loadedAt: number | undefined, device: boolean, signedOut: boolean): string {
  // Signed out, nothing waits to be sent: a sign-in or a reset e-mail needs the connection.
  if (signedOut) return t(device ? 'offline.signedOut' : 'offline.serverSignedOut')
  if (!loadedAt) return t(device ? 'offline.nothingLoaded' : 'offline.serverNothingLoaded')
  const stamp = toFrappeDateTime(loadedAt)
  const time = clockTime(stamp.slice(11, 16))
  if (toFrappeDate(loadedAt) === siteToday()) return t(device ? 'offline.loadedAt' : 'offline.serverLoadedAt', time)
  return t(device ? 'offline.loadedOn' : 'offline.serverLoadedOn', { ...time, day: formatDate(wallClock(stamp), 'format.weekdayDayMonth') })
}

/** Whether the browser says the device has a connection (its online and offline events). */
export function useDeviceOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed)
      window.addEventListener('offline', changed)
      return () => {
        window.removeEventListener('online', changed)
        window.removeEventListener('offline', changed)
      }
    },
    () => navigator.onLine,
    () => true,
  )
}

/** Whether the browser is online, as the queries know it (they pause offline). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    onlineManager.subscribe.bind(onlineManager),
    () => onlineManager.isOnline(),
    () => true,
  )
}

/**
 * The room the notice takes at the page's foot: the page ends above it, and the toasts sit above it
 * (src/ui/toast.tsx).
 */
export const OFFLINE_NOTICE_ROOM = '7rem'

/**
 * Shown while the app is offline (the device has no connection, or the server gives no answer at
 * start-up: src/session/boot.ts), with when the data on screen was loaded; queries pause and resume
 * on return. Fixed over the page's foot, with room after the page so that its end shows above.
 */
export function OfflineNotice() {
  return useOnline() ? null : <OfflineAlert />
}

/**
 * When the oldest of the lists on screen was loaded: what the resident reads there is no newer.
 * Followed as the screen changes (its lists come and go). Neither the bell (it asks on its own every
 * 30 s) nor a file kept in memory only (a photo, loaded once) says how old the lists are.
 */
function useOldestListOnScreen(): number | undefined {
  const cache = useQueryClient().getQueryCache()
  const oldest = () => {
    const loaded = cache
      .getAll()
      .filter((q) => q.state.data !== undefined && q.getObserversCount() > 0)
      .filter((q) => q.queryKey[0] !== notificationQueries.all[0] && q.meta?.persist !== false)
      .map((q) => q.state.dataUpdatedAt)
    return loaded.length ? Math.min(...loaded) : undefined
  }
  return useSyncExternalStore((changed) => cache.subscribe(changed), oldest, () => undefined)
}

function OfflineAlert() {
  const deviceOnline = useDeviceOnline()
  const loadedAt = useOldestListOnScreen()
  const signedOut = useSession().status === 'anonymous'
  // Past the site's midnight, lists loaded the day before say which day.
  useEveryMinute()
  const t = useT()
  return (
    <>
      <div aria-hidden style={{ height: OFFLINE_NOTICE_ROOM }} />
      <Alert
        role="status"
        color="orange"
        variant="filled"
        icon={deviceOnline ? <IconCloudOff size={18} aria-hidden /> : <IconWifiOff size={18} aria-hidden />}
        radius={0}
        // Over the page, as its top bar is, and under the dialogs and the phone's menu drawer: an open
        // dialog's buttons (at the foot of a phone's screen) stay where a tap reaches them.
        style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 'var(--mantine-z-index-app)' }}
      >
        {offlineText(t, loadedAt, !deviceOnline, signedOut)}
      </Alert>
    </>
  )
}
