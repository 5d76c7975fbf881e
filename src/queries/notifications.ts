import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { frappe, paths } from '../frappe/client'
import { isFrappeError, plainText } from '../frappe/errors'
import { pick } from '../frappe/resource'

/**
 * Frappe's own notification inbox: the Notification Log doctype, through the whitelisted methods of
 * frappe/desk/doctype/notification_log/notification_log.py (Frappe 15 and 16). A site's Notification
 * rule (channel 'System Notification') writes one per resident per gate entry; Frappe lets a user
 * read only their own (its permission query: for_user = the session's user).
 */
const METHOD = 'frappe.desk.doctype.notification_log.notification_log'
const LIST_PATH = paths.method(`${METHOD}.get_notification_logs`)
const MARK_READ_PATH = paths.method(`${METHOD}.mark_as_read`)
const MARK_ALL_PATH = paths.method(`${METHOD}.mark_all_as_read`)

/** How many the bell lists (get_notification_logs' own default). */
export const NOTIFICATION_LIMIT = 20
/** The bell asks again this often while the tab is visible (and when it gets the focus back). */
export const NOTIFICATION_POLL_MS = 30_000

const text = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined ? '' : String(v))),
)
/** A Check field: 0/1 (some versions send it as a string or a boolean). */
const check = z.pipe(
  z.nullish(z.union([z.number(), z.string(), z.boolean()])),
  z.transform((v) => v === 1 || v === '1' || v === true),
)

const logSchema = z.object({
  name: z.string(),
  subject: text,
  email_content: text,
  document_type: text,
  document_name: text,
  read: check,
  creation: z.string(),
})

export interface Notification {
  name: string
  /** The subject (else the message) reduced to plain text: a Text/Text Editor field may hold HTML. */
  text: string
  documentType: string
  documentName: string
  read: boolean
  /** 'YYYY-MM-DD HH:mm:ss' in the site's time zone. */
  creation: string
}

function toNotification(log: z.infer<typeof logSchema>): Notification {
  return {
    name: log.name,
    text: plainText(log.subject) || plainText(log.email_content),
    documentType: log.document_type,
    documentName: log.document_name,
    read: log.read,
    creation: log.creation,
  }
}

/** GET get_notification_logs -> `{message: {notification_logs: [...], user_info}}`, newest first. */
export async function fetchNotifications(signal?: AbortSignal): Promise<Notification[]> {
  const body = await frappe.get(LIST_PATH, { limit: NOTIFICATION_LIMIT }, { signal })
  const message = pick(body, 'message', z.object({ notification_logs: z.array(logSchema) }), LIST_PATH)
  // Frappe sorts by `modified`; newest first here means when it happened.
  return message.notification_logs.map(toNotification).sort((a, b) => (a.creation < b.creation ? 1 : a.creation > b.creation ? -1 : 0))
}

/**
 * A site that does not let residents read Notification Log (its PermissionError, a 403): the bell
 * goes for the session. Another 403 (a firewall's or a proxy's page) is a failure like any other:
 * the bell says it could not refresh and asks again.
 */
export const isForbidden = (error: unknown) =>
  isFrappeError(error) && error.kind === 'http' && error.status === 403 && error.excType === 'PermissionError'

const pollsWhileAllowed = (query: { state: { error: unknown } }) => !isForbidden(query.state.error)

export const notificationQueries = {
  all: ['notifications'] as const,
  /**
   * `polling`: this tab is the one of the browser that asks for arrivals (./notification-sharing.ts);
   * `inBackground`: it goes on asking while hidden (browser notifications are on).
   */
  list: (polling = true, inBackground = false) =>
    queryOptions({
      queryKey: [...notificationQueries.all, 'list'] as const,
      queryFn: ({ signal }) => fetchNotifications(signal),
      // No toast: the bell itself says it could not refresh, once, not on every poll. After a 403
      // it stops asking (the session's last answer stands).
      refetchInterval: (query) => (polling && pollsWhileAllowed(query) ? NOTIFICATION_POLL_MS : false),
      refetchIntervalInBackground: inBackground,
      refetchOnWindowFocus: (query) => (polling && pollsWhileAllowed(query) ? 'always' : false),
      retryOnMount: false,
      // Not kept for the next visit: the bell says as new what arrives after the first list the
      // site gives this page, and a list kept from yesterday evening would make every arrival of
      // the night pop up as if it came now (a fresh sign-in says none of them either).
      meta: { persist: false },
    }),
}

type Snapshot = { previous: Notification[] | undefined; list: unknown }

/**
 * Marking read is optimistic: the rows turn read at once, and go back when the call fails (its
 * toast names the action). The list is asked again once the last of these changes settles.
 * The rows go back only into the list they were taken from: when the session has ended meanwhile
 * (the cache emptied, maybe another user's list in its place), they are that user's no longer.
 * Neither write is an answer of the site: the list keeps the time of its last one, by which the bell
 * tells news from what came while it was not asking (a tablet woken after a night).
 */
function optimisticRead(qc: QueryClient, markAll: boolean, which: (n: Notification, vars: string | void) => boolean) {
  const key = notificationQueries.list().queryKey
  const listNow = () => qc.getQueryCache().find({ queryKey: key, exact: true })
  const write = (update: (rows: Notification[] | undefined) => Notification[] | undefined) =>
    qc.setQueryData(key, update, { updatedAt: qc.getQueryState(key)?.dataUpdatedAt })
  return {
    onMutate: async (vars: string | void): Promise<Snapshot> => {
      await qc.cancelQueries({ queryKey: key })
      const previous = qc.getQueryData(key)
      write((rows) => rows?.map((n) => (markAll || which(n, vars) ? { ...n, read: true } : n)))
      return { previous, list: listNow() }
    },
    onError: (_error: Error, _vars: string | void, snapshot: Snapshot | undefined) => {
      if (snapshot?.previous && snapshot.list === listNow()) write(() => snapshot.previous)
    },
    onSettled: () => {
      if (qc.isMutating({ mutationKey: notificationQueries.all }) === 1) void qc.invalidateQueries({ queryKey: key })
    },
  }
}

export const NOTIFICATION_TOASTS = {
  markRead: 'bell.toast.markReadFailed',
  markAllRead: 'bell.toast.markAllReadFailed',
} as const

export const notificationMutations = {
  /** mark_as_read(docname): Frappe 15+ marks it only when it is the user's own. */
  markRead: (qc: QueryClient) =>
    mutationOptions<unknown, Error, string, Snapshot>({
      mutationKey: [...notificationQueries.all, 'mark-read'],
      mutationFn: (name) => frappe.post(MARK_READ_PATH, { docname: name }),
      ...optimisticRead(qc, false, (n, name) => n.name === name),
      meta: { toasts: { failure: NOTIFICATION_TOASTS.markRead } },
    }),
  /** mark_all_as_read(): every unread one of the session's user. */
  markAllRead: (qc: QueryClient) =>
    mutationOptions<unknown, Error, void, Snapshot>({
      mutationKey: [...notificationQueries.all, 'mark-all-read'],
      mutationFn: () => frappe.post(MARK_ALL_PATH),
      ...optimisticRead(qc, true, () => true),
      meta: { toasts: { failure: NOTIFICATION_TOASTS.markAllRead } },
    }),
}
