import { ActionIcon, Indicator } from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { defaultParseSearch, defaultStringifySearch, useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { isClubUser } from '../community/variant'
import { useT } from '../i18n'
import { lazyCode } from '../lazy-code'
import { useNotificationPoller } from '../queries/notification-sharing'
import { isForbidden, notificationMutations, notificationQueries, type Notification } from '../queries/notifications'
import { useUser } from '../session/store'
import { closeBrowserNotifications, inBackground, notifyInBrowser, useBrowserNotifications } from './browser-notifications'
import { NOTIFICATION_CLICK, type NotificationClickMessage } from '../sw/notification-click'
import { MenuWhenLoaded } from './menu-when-loaded'
import { toast } from './toast'

/**
 * The dialog that shows a notification's record (the app opens dialogs through `?dialog=&id=`,
 * decision D18). The doctypes are the site's: visitors and vacations by their /api/resource names;
 * guests and recurring services, which the app reaches through methods only, by the names their
 * records carry there ('Guest', 'Recurring Service'). Others (incident reports, which the app cannot
 * show, or the site's own announcements) are only read.
 */
const RECORD_DIALOGS = {
  'Visitor Call-In': 'visitor-edit',
  'Vacation Call In Entry': 'vacation-edit',
  Guest: 'guest-edit',
  'Recurring Service': 'recurring-service-edit',
} as const

type RecordDialog = (typeof RECORD_DIALOGS)[keyof typeof RECORD_DIALOGS]

function recordDialog(n: Notification, club: boolean): RecordDialog | undefined {
  // The edit dialogs are the home screens'; a club member's records have none.
  if (club || !n.documentName || !Object.hasOwn(RECORD_DIALOGS, n.documentType)) return undefined
  return RECORD_DIALOGS[n.documentType as keyof typeof RECORD_DIALOGS]
}

/**
 * Where a notification's record shows, relative to the portal's path: a window the worker opens goes
 * there. It names the notification (`tapped`), which the bell marks read once the page is open, as
 * a tap in a window already open does.
 */
function recordAddress(n: Notification, club: boolean): string {
  const dialog = recordDialog(n, club)
  // Written as the router writes its own addresses: a name that reads as a number ('1234567e12',
  // a hexadecimal hash name) is quoted, so the page reads it back as the same text.
  return `dashboard${defaultStringifySearch({ ...(dialog && { dialog, id: n.documentName }), tapped: n.name })}`
}

/** The count on the bell: none at 0, '9+' beyond 9. */
export const unreadBadge = (unread: number) => (unread > 9 ? '9+' : String(unread))

/**
 * How long the bell may go without an answer and still say what it then finds as news. A tablet that
 * slept all night (its tab hidden, so not asking) finds the night's arrivals at once when woken:
 * toasted, each would read as if it had just happened. They are in the bell, with how long ago each
 * came. The gap is the device's own time between two answers: the arrivals' stamps are the site's,
 * and a tablet whose clock or zone is off would never say one.
 */
const NEWS_FOR_MS = 10 * 60_000

/**
 * Says each notification that arrives after the first list was loaded, once, unless the list before
 * was answered too long ago: a toast with its text, and a browser notification when the user turned
 * them on (Settings), is not looking at the app, and this is the tab that polls (the others hear the
 * same list; the polling tab is a hidden one only when no tab of the portal is seen:
 * ../queries/notification-sharing.ts). `answeredAt`: when the list was last answered.
 */
function useArrivals(
  list: Notification[] | undefined,
  answeredAt: number,
  browserOn: boolean,
  polling: boolean,
  club: boolean,
  open: (n: Notification) => void,
) {
  const seen = useRef<Set<string> | null>(null)
  const navigate = useNavigate()
  // When the last two lists were answered (an answer that changed nothing counts too).
  const answers = useRef({ before: 0, last: 0 })
  useEffect(() => {
    answers.current = { before: answers.current.last, last: answeredAt }
  }, [answeredAt])
  // What a click on a browser's notification does, as the bell's menu does it now.
  const opens = useRef({ open, list })
  useEffect(() => {
    opens.current = { open, list }
  })
  // A tap the service worker heard (Chrome for Android): the notification is the one of that name.
  useEffect(() => {
    const worker = navigator.serviceWorker
    if (!worker) return
    const onMessage = (event: MessageEvent) => {
      const message = event.data as Partial<NotificationClickMessage> | null
      if (message?.type !== NOTIFICATION_CLICK) return
      const tapped = opens.current.list?.find((n) => n.name === message.tag)
      if (tapped) opens.current.open(tapped)
      // Older than the newest the bell lists: its record opens all the same, from the dashboard's
      // address the notification carries (only its query: no address elsewhere is followed).
      else if (typeof message.search === 'string')
        // (Read as the router reads its addresses: the names in it are written so, recordAddress.)
        void navigate({ to: '/dashboard', search: defaultParseSearch(message.search) as never })
    }
    worker.addEventListener('message', onMessage)
    return () => worker.removeEventListener('message', onMessage)
  }, [navigate])
  // The browser's notifications go with the bell, which goes with the session: the next person at
  // the device must not find who came to this one's gate.
  const made = useRef(new Set<globalThis.Notification>())
  useEffect(() => {
    const shown = made.current
    return () => closeBrowserNotifications(shown)
  }, [])
  useEffect(() => {
    if (!list) return
    if (!seen.current) {
      seen.current = new Set(list.map((n) => n.name))
      return
    }
    for (const n of list) {
      if (seen.current.has(n.name)) continue
      seen.current.add(n.name)
      if (n.read || !n.text || answers.current.last - answers.current.before > NEWS_FOR_MS) continue
      // Not on a hidden page: its toasts wait (their time runs only while shown), and the night's
      // arrivals would all show when the tablet is woken, as if they came then. The browser's
      // notification, or the tab the resident looks at, says them.
      if (document.visibilityState !== 'hidden') toast.info(n.text, { id: `notification:${n.name}` })
      const browser = browserOn && polling && inBackground() ? notifyInBrowser(n.text, n.name, () => opens.current.open(n), recordAddress(n, club)) : undefined
      if (browser) made.current.add(browser)
    }
  }, [list, browserOn, polling, club])
}

/**
 * The bell in the top bar (Frappe's Notification Log): the unread count, the newest notifications
 * with how long ago they came, 'Mark all as read'; choosing one marks it read and opens its record.
 * A site that refuses Notification Log to residents (403) gets no bell for the session.
 */
export function NotificationBell() {
  const queryClient = useQueryClient()
  // One tab of the browser polls; the others get its lists (D32). With browser notifications on, it
  // goes on polling while hidden, so that the browser can say an arrival.
  const browserOn = useBrowserNotifications().enabled
  const polling = useNotificationPoller(browserOn)
  // Asked for from a task of its own, not in the one that renders the screen it is on: the request
  // would hold that screen's paint on a slow tablet (src/app.tsx says the same of the start-up's).
  const [asking, setAsking] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setAsking(true))
    return () => clearTimeout(timer)
  }, [])
  const query = useQuery({ ...notificationQueries.list(polling, browserOn), enabled: asking })
  const markRead = useMutation(notificationMutations.markRead(queryClient))
  const markOneRead = markRead.mutate
  const markAll = useMutation(notificationMutations.markAllRead(queryClient))
  const navigate = useNavigate()
  const club = isClubUser(useUser())
  const t = useT()
  const list = query.data
  const open = (n: Notification) => {
    if (!n.read) markRead.mutate(n.name)
    const dialog = recordDialog(n, club)
    if (dialog) void navigate({ to: '.', search: (s) => ({ ...s, dialog, id: n.documentName }) })
  }
  useArrivals(list, query.dataUpdatedAt, browserOn, polling, club, open)
  // Opened by a tap on a browser notification (no window was open): read once the list is in (one
  // no longer among its newest is left as it is), and its name taken out of the address.
  const { tapped } = useSearch({ from: '/_authed' })
  const readOnTap = useRef<string>(undefined)
  useEffect(() => {
    if (!tapped || !list || readOnTap.current === tapped) return
    readOnTap.current = tapped
    const n = list.find((item) => item.name === tapped)
    if (n && !n.read) markOneRead(n.name)
    void navigate({ to: '.', search: (s) => ({ ...s, tapped: undefined }), replace: true })
  }, [tapped, list, markOneRead, navigate])

  if (isForbidden(query.error)) return null
  const unread = list?.filter((n) => !n.read).length ?? 0

  const button = (
    <ActionIcon variant="subtle" color="gray" size={44} radius="md" aria-label={t('bell.label', { count: unread })} style={{ flex: 'none' }}>
      {/* The count is in the button's name; the badge repeats it for the eye. */}
      <Indicator disabled={unread === 0} label={unreadBadge(unread)} size={18} offset={2} color="red.9" inline fw={700}>
        <IconBell size={24} aria-hidden />
      </Indicator>
    </ActionIcon>
  )
  return <MenuWhenLoaded menu={BellMenu} props={{ query, button, unread, open, markAll: () => markAll.mutate() }} button={button} />
}

const BellMenu = lazyCode(() => import('./notification-menu'), (m) => m.BellMenu)
