import { onlineManager } from '@tanstack/react-query'
import { authorizeWith } from '../frappe/client'
import { recheckSession, restoreSession } from './actions'
import { DRAFT_KEY } from './keys'
import { SESSION_END_KEY, SessionStore, STORAGE_KEYS, type ChangeElsewhere } from './store'

/** How often an app opened offline asks the server again (and at once when the browser says it is back online). */
export const RECHECK_INTERVAL_MS = 15_000

export interface OtherTabsFollower {
  /** Drops the data this tab holds (the query cache). */
  forget: () => void
  /** What another tab did, once this tab's store has followed it. */
  changed: (change: ChangeElsewhere) => void
}

export interface SessionPart {
  /** Resolves when the start-up check has ended (confirmed, refused, or kept unchecked while offline). */
  ready: Promise<void>
  /** Called when the server does not confirm the stored session (at start-up, or when asked again later). */
  onRefused: (listener: () => void) => () => void
  /**
   * Decision D32: from now on, follows what the portal's other tabs do to the session. `forget`
   * drops this tab's data before another tab's user is taken in; `changed` is told once this tab's
   * store has followed. Returns what stops following.
   */
  followOtherTabs: (app: OtherTabsFollower) => () => void
  /** Stops the recheck and following the other tabs, and unplugs the session from the HTTP client. */
  dispose: () => void
}

/**
 * The first part of start-up: the session store (what storage holds), plugged into the HTTP client,
 * and the start-up check of a stored session. A start that cannot reach the server keeps the stored
 * session and counts as offline (queries wait, changes queue) until the server answers the same
 * question again: every 15 s, and at once when the browser says it is back online. A store that
 * is not waiting for its check (signed in just now, or nobody) is used as it is. The check is asked
 * once `askAfter` has resolved.
 */
export function startSession(store: SessionStore, askAfter: Promise<unknown>): SessionPart {
  const unplug = authorizeWith(() => store.get().tokens)
  const refusedListeners = new Set<() => void>()
  const refused = () => {
    for (const listener of refusedListeners) listener()
  }
  let stopFollowing = () => {}
  let disposed = false
  let stopRecheck = () => {}
  const restoring = store.get().status === 'loading'
  // Nobody signed in: a session that ended while this tab was closed or gone (a logout in another
  // tab) takes what was typed here with it (a dialog's kept draft, src/forms/kept-draft.ts). One
  // that expired keeps it for its user's return, as it does without a reload (a sign-in page
  // reloaded, or discarded in the background, while they find their password).
  if (store.get().status === 'anonymous' && localStorage.getItem(SESSION_END_KEY) !== 'expired') sessionStorage.removeItem(DRAFT_KEY)
  // Someone else signed in since (the tab was gone while its user signed out elsewhere and another
  // signed in): the draft is never given to them, and it is not kept on their tablet either.
  else if (restoring && !keptDraftIsFor(store.get().user?.email)) sessionStorage.removeItem(DRAFT_KEY)

  const ready = askAfter
    .then(() => {
      if (disposed) return
      // Another tab ended or replaced the session before the check was asked (D32).
      return restoring && store.get().status !== 'loading' ? 'elsewhere' : restoreSession(store)
    })
    .then((check) => {
      if (disposed) return
      // Opened offline on a stored session: offline (whatever navigator.onLine says: a weak
      // connection often claims to be up) until the server answers the same check.
      if (check === 'unchecked') stopRecheck = recheckUntilReachable(store, refused)
      // (A session another tab ended meanwhile is that tab's to have said so: D32.)
      else if (check !== 'elsewhere' && restoring && store.get().status !== 'authenticated') refused()
    })

  return {
    ready,
    onRefused: (listener) => {
      refusedListeners.add(listener)
      return () => refusedListeners.delete(listener)
    },
    followOtherTabs: (app) => {
      stopFollowing()
      stopFollowing = followOtherTabs(store, app)
      return stopFollowing
    },
    dispose: () => {
      disposed = true
      stopRecheck()
      stopFollowing()
      refusedListeners.clear()
      unplug()
    },
  }
}

/**
 * After a start that could not reach the server: asks again until it answers. Confirmed: online
 * again, so waiting changes go out; refused: `refused()`. Stops when someone else signs in or out,
 * or when the returned function is called.
 */
function recheckUntilReachable(store: SessionStore, refused: () => void): () => void {
  const email = store.get().user?.email
  let timer: ReturnType<typeof setTimeout> | undefined
  let done = false
  const stop = () => {
    done = true
    clearTimeout(timer)
    unsubscribe()
  }
  // Done asking for this session (the site confirmed or refused it, or the session ended or
  // changed hands): the app is no longer held offline by it, and goes by what the browser says.
  // Held, a session started afterwards would wait for a network event that may never come: its
  // lists paused, its changes waiting. (After `refused`, which has emptied the cache: a change
  // kept waiting must not go out with the refused token.)
  const letGo = () => {
    stop()
    onlineManager.setOnline(navigator.onLine)
  }
  const attempt = () => {
    clearTimeout(timer)
    if (done) return
    if (!store.isSignedIn() || store.get().user?.email !== email) return letGo()
    void recheckSession(store).then((result) => {
      if (done) return
      if (result === 'unreachable') {
        onlineManager.setOnline(false)
        timer = setTimeout(attempt, RECHECK_INTERVAL_MS)
        return
      }
      if (result === 'refused') {
        stop()
        refused()
      }
      letGo()
    })
  }
  onlineManager.setOnline(false)
  // The browser's own 'online' event (TanStack's manager follows it) makes it ask at once.
  const unsubscribe = onlineManager.subscribe((online) => {
    if (online) attempt()
  })
  timer = setTimeout(attempt, RECHECK_INTERVAL_MS)
  return stop
}

const SESSION_KEYS: readonly string[] = Object.values(STORAGE_KEYS)

/**
 * Decision D32, one session per browser: the browser tells every other tab of the origin when one
 * changes localStorage (the `storage` event); a change of the session's keys is taken over here.
 */
function followOtherTabs(store: SessionStore, { forget, changed }: OtherTabsFollower): () => void {
  const onStorage = (event: StorageEvent) => {
    // (A null key: the other tab cleared the whole storage.)
    if (event.storageArea !== localStorage || (event.key !== null && !SESSION_KEYS.includes(event.key))) return
    const change = store.followStorage(forget)
    if (change) changed(change)
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

/** Whether the tab's kept draft, if any, is `email`'s (a draft names its owner: src/forms/kept-draft.ts). */
function keptDraftIsFor(email: string | undefined): boolean {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as { owner?: unknown } | null
    return !draft || draft.owner === email
  } catch {
    return false
  }
}
