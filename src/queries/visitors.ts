import { infiniteQueryOptions, mutationOptions, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { dayAt, toFrappeDateTime } from '../frappe/dates'
import { createDoc, listDocs, updateDoc } from '../frappe/resource'
import type { SessionStore } from '../session/store'
import { docChange, householdDocs, householdQueries, resourceChanges, type Change } from './resource'

export const VISITOR_DOCTYPE = 'Visitor Call-In'

/** Visitor categories. */
export const VISITOR_CATEGORIES = ['Day Visitor', 'Delivery', 'Contractor'] as const
export type VisitorCategory = (typeof VISITOR_CATEGORIES)[number]

const visitorSchema = z.object({
  name: z.string(),
  call_in_type: z.nullish(z.string()),
  homeowner: z.nullish(z.string()),
  category: z.nullish(z.string()),
  visitor_name: z.nullish(z.string()),
  goshen_gate: z.nullish(z.union([z.number(), z.string(), z.boolean()])),
  termination_date: z.nullish(z.string()),
  /** When the call-in was made (the site's clock): where the calendar starts it. */
  creation: z.nullish(z.string()),
})
export type Visitor = z.infer<typeof visitorSchema>

/**
 * Decision D10: the list shows visitors whose termination is after 03:00 today, sent as
 * 'YYYY-MM-DD HH:mm:ss' (Frappe compares the string as is); every row (limit_page_length=0).
 * 'Today 03:00' is the site's (D21), whatever the browser's time zone. Between midnight and 03:00
 * 'today' is still the day before, whose 03:00 began it: the Day Visitors it let in stay until
 * 03:00, and a cut-off at the coming 03:00 would take them off the list (and out of reach of Edit,
 * Extend and their pass) while the gate still lets them in (docs/decisions.md).
 */
export function visitorListCutoff(now: Date = new Date()): string {
  const beforeThree = toFrappeDateTime(now).slice(11, 16) < '03:00'
  return dayAt(beforeThree ? -1 : 0, 3, 0, 0, now)
}

/** Recent visitors: call-ins whose access ended in the last 30 days, newest end first, a page at a time. */
export const RECENT_DAYS = 30
export const RECENT_PAGE = 20

async function fetchRecentVisitors(homeowner: string | undefined, start: number, signal?: AbortSignal): Promise<Visitor[]> {
  if (!homeowner) return []
  const now = new Date()
  return listDocs(VISITOR_DOCTYPE, visitorSchema, {
    filters: [
      ['homeowner', '=', homeowner],
      ['termination_date', '<=', visitorListCutoff(now)],
      ['termination_date', '>=', dayAt(-RECENT_DAYS, 0, 0, 0, now)],
    ],
    // Many call-ins end at the same minute (every Day Visitor at 03:00): the name orders those, or
    // the database may give them in another order for each page, repeating some and skipping others.
    orderBy: 'termination_date desc, name desc',
    page: { start, length: RECENT_PAGE },
    signal,
  })
}

const visitorLists = householdQueries(
  'visitors',
  householdDocs(VISITOR_DOCTYPE, visitorSchema, () => [['termination_date', '>', visitorListCutoff()]], 'creation desc'),
)

export const visitorQueries = {
  /** `list(homeowner)`: the current visitors of one household (its homeowner_address). */
  ...visitorLists,
  /** Ended in the last 30 days, paged: a full page means there may be more. */
  recent: (homeowner: string | undefined) =>
    infiniteQueryOptions({
      queryKey: [...visitorLists.all, 'recent', homeowner ?? ''] as const,
      queryFn: ({ signal, pageParam }) => fetchRecentVisitors(homeowner, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: (last, pages) => (last.length < RECENT_PAGE ? undefined : pages.length * RECENT_PAGE),
    }),
}

/** POST /api/resource/Visitor Call-In. Without `termination_date`, the end is worked out when it is sent. */
export interface NewVisitor {
  call_in_type: 'HomeOwner'
  homeowner: string
  category: string
  visitor_name: string
  goshen_gate: 0
  termination_date?: string
}

/** PUT /api/resource/Visitor Call-In/{name}. */
export interface VisitorChanges {
  name: string
  visitor_name: string
  category: string
  goshen_gate: 0 | 1
  /**
   * A Contractor's pick or a Delivery's own end; null: worked out when it is sent. Null rather than
   * left out, so that the record a waiting edit is shown on (its row, its dialog) loses the end it
   * had before the edit: a Day Visitor made a Delivery ends today, not at 03:00 tomorrow.
   */
  termination_date: string | null
}

/**
 * 'Extend 1 day': only the new end. The site changes only the fields a PUT names, so an extension
 * made from a list read minutes ago keeps what another person of the household changed meanwhile
 * (the visitor's name, their type).
 */
export interface VisitorExtension {
  name: string
  termination_date: string
}

/** A Day Visitor's end, and a new call-in's default one: 03:00 tomorrow (the site's clock). */
export const tomorrowAt3 = (now = new Date()) => dayAt(1, 3, 0, 0, now)
/** A Delivery's end: the end of the day. */
export const endOfToday = (now = new Date()) => dayAt(0, 23, 59, 59, now)

/**
 * A Delivery ends with the day the call-in reaches the site, and any other (a Day Visitor, a type
 * not chosen, a type only the site knows) at 03:00 the day after, so their end is worked out when
 * the call-in is sent, not when it was typed: one queued offline at 22:00 and sent the next morning
 * would otherwise reach the gate already over. A call-in sent with its end (a Contractor's pick, a
 * Delivery's kept end, an extension) keeps it. A call-in waiting to be sent shows the end it would
 * get if sent now.
 */
export function withEnd<T extends { category?: string | null; termination_date?: string | null }>(doc: T): T & { termination_date: string } {
  if (doc.termination_date) return doc as T & { termination_date: string }
  return { ...doc, termination_date: doc.category === 'Delivery' ? endOfToday() : tomorrowAt3() }
}

const invalidate = (qc: QueryClient) => qc.invalidateQueries({ queryKey: visitorQueries.all })

/** The visitor changes and their toasts. */
const visitorChangeList = {
  create: {
    mutationFn: (doc: NewVisitor) => createDoc(VISITOR_DOCTYPE, withEnd(doc)),
    toasts: { success: 'visitors.toast.created', failure: 'visitors.toast.createFailed' },
  } satisfies Change<NewVisitor>,
  // (An extension made offline waits as an edit does: in the same queue, after the edits before it.)
  update: {
    mutationFn: ({ name, ...changes }: VisitorChanges | VisitorExtension) => updateDoc(VISITOR_DOCTYPE, name, withEnd(changes)),
    toasts: { success: 'visitors.toast.updated', failure: 'visitors.toast.updateFailed' },
  } satisfies Change<VisitorChanges | VisitorExtension>,
  // D6: the server's text (after the first ': ') beneath this one.
  delete: docChange.delete(VISITOR_DOCTYPE, { success: 'visitors.toast.deleted', failure: 'visitors.toast.deleteFailed' }),
}

/** The visitor changes: `keys` for the components (`useChange`), `register` for the query client. */
export const visitorChanges = resourceChanges(visitorQueries.all, visitorChangeList)

/** The key of every 'Extend 1 day' on its way. */
export const VISITOR_EXTENSIONS = [...visitorQueries.all, 'extend'] as const

export const visitorMutations = {
  /**
   * 'Extend 1 day': the edit's PUT with only the end, a day later, shown at once in the list and put
   * back if the server refuses (only that row: another row's extension keeps its own value).
   * `said` tells the resident how each extension ended. It is part of the mutation, not passed to
   * `mutate`: Query calls a `mutate` call's own callbacks only for the latest call of that hook, and
   * two rows may be extended at once. Nothing is said once the session it was made in has ended
   * (a logout, an expiry, another user): the answer is no longer the resident's on screen.
   */
  extend: (
    qc: QueryClient,
    homeowner: string | undefined,
    session: SessionStore,
    said: { done: (changes: VisitorExtension) => void; failed: (error: unknown) => void },
  ) => {
    const sameSession = (started: { sessionId: string | null } | undefined) => !!started?.sessionId && started.sessionId === session.get().sessionId
    const key = visitorQueries.list(homeowner).queryKey
    const setEnd = (name: string, end: string | null | undefined) =>
      qc.setQueryData(key, (rows) => rows?.map((r) => (r.name === name ? { ...r, termination_date: end } : r)))
    return mutationOptions({
      mutationKey: VISITOR_EXTENSIONS,
      mutationFn: visitorChangeList.update.mutationFn,
      onMutate: async (changes: VisitorExtension) => {
        await qc.cancelQueries({ queryKey: key })
        const previous = qc.getQueryData(key)?.find((r) => r.name === changes.name)?.termination_date
        setEnd(changes.name, changes.termination_date)
        return { previous, sessionId: session.get().sessionId }
      },
      onSuccess: (_answer, changes, started) => {
        if (sameSession(started)) said.done(changes)
      },
      onError: (error, changes, snapshot) => {
        if (snapshot) setEnd(changes.name, snapshot.previous)
        if (sameSession(snapshot)) said.failed(error)
      },
      onSettled: () => {
        // The last extension to settle refreshes the list (an earlier refresh would undo a running one).
        if (qc.isMutating({ mutationKey: VISITOR_EXTENSIONS }) === 1) void invalidate(qc)
      },
    })
  },
}
