import { matchQuery, MutationCache, onlineManager, QueryCache, QueryClient, type MutationFunctionContext, type Query } from '@tanstack/react-query'
import { failureToastText, listedRow, newBrowserId, QUEUED_OPTIONS, recordOf, registerMutationDefaults } from './queries/queued-changes'
import type { MessageId } from './i18n'
import type { ChangeToasts } from './queries/resource'
import { persistQueryCache } from './query-persist'
import type { SessionStore } from './session/store'
import { isFrappeError } from './frappe/errors'
import { isSessionExpiry } from './session/expiry'

/** How long a loaded list counts as fresh: going back to a screen within it makes no request. */
export const STALE_TIME_MS = 60_000

/**
 * A call that got no answer at all: the request may not have left (or the site may have received it
 * as the connection dropped; a change is then made twice, as when a resident sends it again). An
 * answer whose body was cut off (a network error with a status) is not one: the site has done it.
 * Nor, most often, did a gateway's 502 or 503: the site behind was restarting or being deployed (a
 * worker that died after saving the change would have it made twice, as a resident sending it again
 * would).
 */
const reachedNobody = (error: unknown) =>
  isFrappeError(error) && ((error.kind === 'network' && error.status === 0) || (error.kind === 'http' && (error.status === 502 || error.status === 503)))

/** Queries retry network failures and 5xx at most twice; never 4xx, never a time-out. (Changes: see createQueryClient.) */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || !isFrappeError(error)) return false
  return error.kind === 'network' || (error.kind === 'http' && error.status >= 500)
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The toast a failed fetch of this query shows (the action's text; the server's beneath, D20). */
      failureToast?: MessageId
      /** false: kept in memory only, never in the persisted cache (a Blob would come back as {}). */
      persist?: false
    }
    mutationMeta: {
      /** The toasts that end a change the user made, wherever it ends (a change made offline ends after its dialog closed). */
      toasts?: ChangeToasts
      /** It had to wait (offline): it is in the queue, kept with the cache and shown in its list. */
      queued?: boolean
      /**
       * The queued change's own id, kept with it across reloads: what its row and its dialog's
       * address name (`change:<id>`). TanStack Query's mutationId counts anew on every page.
       */
      changeId?: string
      /** Queued, and the site has made it: not kept to be sent again, though its row stays until its lists are read again. */
      made?: boolean
      /** Sent at least once: the site may have it, so it can no longer be withdrawn (kept across reloads). */
      tried?: boolean
      /**
       * The row its record had in a list when it was queued (a visitor's name, their type): a change
       * that holds only what it sends (an extension: the record's id and its new end) still says
       * whose it is once the list no longer holds the record (deleted from another device).
       */
      listed?: object
    }
  }
}

export function createQueryClient(
  onError: (error: unknown) => void,
  opts: {
    sayFetchFailed?: (text: MessageId, error: unknown) => void
    saySaved?: (text: MessageId) => void
    sayFailed?: (text: MessageId, error: unknown) => void
    /** A change that has to wait to be sent (offline). */
    sayQueued?: () => void
    /** A queued change the site has made (the waiting changes kept for the next visit no longer hold it). */
    queuedChangeMade?: () => void
  } = {},
) {
  // A change still on its way when its session ended (the cache emptied at logout, expiry or a
  // switch of user) ends in silence: its toast, or its 401, would reach the next user's session.
  const ofThisSession = (mutation: object) => mutationCache.getAll().some((m) => m === mutation)
  const mutationCache = new MutationCache({
    onSuccess: (_data, _vars, _context, mutation) => {
      if (!ofThisSession(mutation)) return
      // Marked at the site's answer, not when the change ends after its lists are read again: a page
      // that goes in between must not send it again on the next visit.
      if (mutation.meta?.queued) {
        mutation.setOptions({ ...mutation.options, meta: { ...mutation.meta, made: true } })
        opts.queuedChangeMade?.()
      }
      // Without `success`, a change that shows itself (marking a notification read) ends quietly.
      const success = mutation.meta?.toasts?.success
      if (success) opts.saySaved?.(success)
    },
    onError: (error, _vars, _context, mutation) => {
      if (!ofThisSession(mutation)) return
      onError(error)
      // A 401 has just ended the session (and emptied the cache): 'Your session has expired' is what
      // to say. A failure would be wrong too: a change that was waiting is kept and sent again once
      // the same resident signs in (src/query-persist.ts); one made from a dialog keeps its draft.
      if (!ofThisSession(mutation)) return
      const failure = failureToastText(mutation.meta?.toasts, error)
      if (failure) opts.sayFailed?.(failure, error)
    },
  })
  // A queued change goes out as soon as the browser says the connection is back, when the first
  // calls often still cannot reach the site (a tablet rejoining its Wi-Fi, a line that keeps
  // dropping). Such a change is never ended 'Not sent' by a call that got no answer: it was promised
  // to go out when the connection returns, and it keeps waiting until the site answers, trying
  // again a little later each time (TanStack Query's delays: 1, 2, 4, 8, 16 s, then every 30 s; and
  // not at all while the browser is offline). A change made from an open dialog still fails at
  // once (the dialog says so). The retry is given to every change when it is made, as the
  // retryer reads it once, before the change can pause; it asks whether the change waited.
  // Each try is sent only while the change is still of this session: one waiting to try again when
  // the session ended (logout, expiry, another user) would go out with the next user's token.
  // When the site answered each change (for a queued change's end, below).
  const answeredAt = new WeakMap<object, number>()
  mutationCache.subscribe((event) => {
    if (event.type !== 'added') return
    const { mutation } = event
    const send = mutation.options.mutationFn
    const sendOnce = (vars: unknown, context: MutationFunctionContext) =>
      send!(vars, context).then((made) => {
        answeredAt.set(mutation, Date.now())
        return made
      })
    mutation.setOptions({
      ...mutation.options,
      mutationFn: send && ((vars, context) => (ofThisSession(mutation) ? sendOnce(vars, context) : Promise.reject(new Error('Its session has ended')))),
      retry: (_failures, error) => mutation.meta?.queued === true && reachedNobody(error),
    })
  })
  // A change that pauses waits in the queue: it is marked (kept with the cache until sent or
  // dismissed, shown in its list). One that waits because the browser is offline says so once;
  // one that waits, online, behind an earlier change of its list goes out right after it.
  mutationCache.subscribe((event) => {
    if (event.type !== 'updated') return
    // Marked as it is made, when it cannot go at once (`pending` and paused), before the screen that
    // made it lets go of it: TanStack Query then schedules its removal with the gcTime it has, and a
    // later gcTime does not cancel a removal already scheduled (a refusal would leave after 5 min).
    const { action, mutation } = event
    if (action.type !== 'pause' && !(action.type === 'pending' && action.isPaused)) return
    if (!mutation.meta?.toasts || mutation.meta.queued) return
    const listed = listedRow(queryCache, mutation.options.mutationKey?.slice(0, -1) ?? [], recordOf(mutation.state.variables))
    mutation.setOptions({ ...mutation.options, ...QUEUED_OPTIONS, meta: { ...mutation.meta, queued: true, changeId: newBrowserId(), listed } })
    if (!onlineManager.isOnline()) opts.sayQueued?.()
  })
  // Every failed call goes by the session check (a 401 ends the session); a failed fetch whose
  // query names a toast in its meta says so once per failure, unless the session just ended, or
  // nothing on screen shows it (a preload, when a link is hovered: the screen says it when opened).
  const queryCache = new QueryCache({
    onError: (error, query) => {
      onError(error)
      const text = query.meta?.failureToast
      if (text && query.getObserversCount() > 0 && isFrappeError(error) && !isSessionExpiry(error)) opts.sayFetchFailed?.(text, error)
    },
  })
  // A queued change about to be sent (resumed after it waited, or restored and started) is marked
  // tried, before what keeps the queue for the next visit saves it (it hears the same event after
  // this): from then on the site may have it, even if no answer comes, and it can no longer be
  // withdrawn.
  mutationCache.subscribe((event) => {
    if (event.type !== 'updated' || !event.mutation.meta?.queued || event.mutation.meta.tried) return
    const { action, mutation } = event
    if (action.type === 'continue' || (action.type === 'pending' && !action.isPaused)) {
      mutation.setOptions({ ...mutation.options, meta: { ...mutation.meta, tried: true } })
    }
  })
  // A queued change the site has made has done its job once a list of its resource has been read
  // after the site's answer (the read it asks for as it settles, or a later one when that read failed
  // or its list was not on screen): it goes then, as a change made from a dialog does. Until then it
  // still counts where the list does not show it yet (the club guest limit: a seventh guest).
  mutationCache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !event.mutation.meta?.queued) return
    const { mutation } = event
    // An earlier change of the same kind to the same record, which the site refused, is outdone by
    // this one: its row would otherwise show what was refused, and offer to send it again over this.
    const record = recordOf(mutation.state.variables)
    for (const earlier of mutationCache.findAll({ mutationKey: mutation.options.mutationKey, exact: true, status: 'error' })) {
      if (record !== undefined && earlier.meta?.queued && recordOf(earlier.state.variables) === record) mutationCache.remove(earlier)
    }
    const list = { queryKey: mutation.options.mutationKey?.slice(0, -1) ?? [] }
    const since = answeredAt.get(mutation) ?? 0
    const readSince = (query: Query) => matchQuery(list, query) && query.state.status === 'success' && query.state.dataUpdatedAt >= since
    // (A resource with no list in the cache, such as the incident reports, has nothing to wait for.)
    if (queryCache.findAll(list).length === 0 || queryCache.getAll().some(readSince)) return mutationCache.remove(mutation)
    const stopReading = queryCache.subscribe((change) => {
      if (change.type === 'updated' && readSince(change.query)) mutationCache.remove(mutation)
    })
    // Stops listening once the change goes: its list read, or the cache emptied with the session.
    const stopWaiting = mutationCache.subscribe((change) => {
      if (change.type !== 'removed' || change.mutation !== mutation) return
      stopReading()
      stopWaiting()
    })
  })
  return new QueryClient({
    queryCache,
    // A change's own toast (its meta) ends it, whether the dialog that made it is still open or not.
    mutationCache,
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        // (TanStack's default, said for the reader:) a tablet woken, or a tab come back to, asks
        // again for the lists on screen that are older than the stale time: what the gate added,
        // another device changed, or 03:00 took off the list since.
        refetchOnWindowFocus: true,
      },
      // A save that cannot reach the server fails at once with its message instead of waiting with a
      // busy label; the changes a resource registers wait while the browser is offline instead (and
      // one that waited is sent again: see the mutation cache above).
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}

export interface QueryPart {
  queryClient: QueryClient
  /** Resolves true when the last known data of the stored user was restored (D24). */
  cacheRestored: Promise<boolean>
  /** Every call that failed, query or change: the session's expiry listens here. */
  onFailedCall: (listener: (error: unknown) => void) => () => void
  /** Stops the persistence and forgets every query and change (the provider lets go of the browser's events when it unmounts). */
  dispose: () => void
}

/**
 * The second part of start-up: the query client with the changes every resource registers, its
 * cache kept for the signed-in user, and the changes an earlier visit left waiting, sent once the
 * session is confirmed (the client itself resumes them whenever the network comes back).
 */
export function startQueryClient(
  session: SessionStore,
  sessionReady: Promise<void>,
  opts: NonNullable<Parameters<typeof createQueryClient>[1]>,
): QueryPart {
  const failedListeners = new Set<(error: unknown) => void>()
  let saveChanges = () => {}
  const queryClient = createQueryClient(
    (error) => {
      for (const listener of failedListeners) listener(error)
    },
    { ...opts, queuedChangeMade: () => saveChanges() },
  )
  registerMutationDefaults(queryClient)
  let started = false
  let disposed = false
  const resume = () => {
    if (started && !disposed && session.isSignedIn() && onlineManager.isOnline()) void queryClient.resumePausedMutations()
  }
  // Changes taken over from a tab that closed go out at once (the client itself resumes paused
  // changes only when the network comes back or the window gets the focus).
  const persisted = persistQueryCache(queryClient, session, resume)
  saveChanges = persisted.saveChanges
  // The browser knows it is offline before any call fails (TanStack's own manager starts online).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false)
  void Promise.all([persisted.restored, persisted.changesRestored, sessionReady]).then(() => {
    started = true
    resume()
  })
  return {
    queryClient,
    cacheRestored: persisted.restored,
    onFailedCall: (listener) => {
      failedListeners.add(listener)
      return () => failedListeners.delete(listener)
    },
    dispose: () => {
      disposed = true
      failedListeners.clear()
      persisted.dispose()
      queryClient.clear()
    },
  }
}
