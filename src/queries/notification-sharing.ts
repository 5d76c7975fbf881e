import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useUser } from '../session/store'
import { NOTIFICATION_POLL_MS, notificationQueries, type Notification } from './notifications'

/**
 * Decision D32, one poller per browser: of the portal's tabs a resident can see, one asks the
 * Notification Log for arrivals, and every list a tab loads reaches the others. Several open tabs
 * then ask no more often than one.
 *
 * Which tab asks: the Web Locks API gives a lock to one tab of the origin at a time. A tab asks for
 * it while it is visible and lets it go when it is hidden (a hidden tab does not poll), so the next
 * visible tab takes over. A browser without Web Locks: every tab polls.
 *
 * With browser notifications on (`keepWhenHidden`: the user's choice on this device, the same in
 * each of their tabs), the browser must be told of an arrival while no tab of the portal is seen:
 * a tab keeps the lock when it is hidden, and keeps polling; a hidden tab waits for the lock, to
 * take over should the holder close. A tab the resident looks at takes the lock from a hidden one
 * (`steal`), so the one that polls is a hidden tab only when none is visible.
 *
 * What the others get: each list a tab fetched (its first one, a poll, the list asked again after
 * marking read) goes to the other tabs over a BroadcastChannel, which put it in their cache; each
 * tab then says an arrival once (its bell keeps the names it has seen, and a toast's id is the
 * notification's).
 */
const LOCK = 'traffic-dash:notification-poller'
const CHANNEL = 'traffic-dash:notifications'

type Shared = { user: string; list: Notification[] }

const hasLocks = () => typeof navigator !== 'undefined' && 'locks' in navigator && !!navigator.locks

/** True while this tab is the one that polls. */
export function useNotificationPoller(keepWhenHidden: boolean): boolean {
  const queryClient = useQueryClient()
  const user = useUser().email ?? ''
  const [polling, setPolling] = useState(() => !hasLocks())

  useEffect(() => {
    if (!hasLocks()) return
    return holdPollerLock((lead) => {
      setPolling(lead)
      // Taking over from a tab that went away: a list older than a poll is asked for at once.
      const { dataUpdatedAt } = queryClient.getQueryState(notificationQueries.list().queryKey) ?? { dataUpdatedAt: 0 }
      if (lead && Date.now() - dataUpdatedAt >= NOTIFICATION_POLL_MS) void queryClient.invalidateQueries({ queryKey: notificationQueries.list().queryKey })
    }, keepWhenHidden)
  }, [queryClient, keepWhenHidden])

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined' || !user) return
    return shareLists(queryClient, user)
  }, [queryClient, user])

  return polling
}

/** Holds the poller's lock while this tab is visible (or also hidden: `keepWhenHidden`); `lead` says when this tab has it and when it let it go. */
function holdPollerLock(lead: (leading: boolean) => void, keepWhenHidden: boolean): () => void {
  // This tab's request: waiting, or granted (`release` set).
  let current: { request: AbortController; release?: () => void } | undefined
  const visible = () => document.visibilityState === 'visible'
  const ask = (steal: boolean) => {
    const mine: { request: AbortController; release?: () => void } = { request: new AbortController() }
    current = mine
    navigator.locks
      .request(LOCK, steal ? { steal: true } : { signal: mine.request.signal }, () => {
        // Let go of while the grant was on its way: given back at once.
        if (current !== mine) return undefined
        lead(true)
        return new Promise<void>((resolve) => (mine.release = resolve))
      })
      .catch(() => {
        // Aborted while waiting: let go of here, nothing more to do.
        if (current !== mine) return
        current = undefined
        // Refused (a browser that lets this page use no locks): it polls, as one without them.
        if (!mine.release) return lead(true)
        // Taken by a tab the resident looks at: this one waits for its turn again, while it wants it.
        lead(false)
        if (visible() || keepWhenHidden) ask(false)
      })
  }
  const letGo = () => {
    const mine = current
    current = undefined
    if (!mine) return
    mine.request.abort()
    if (!mine.release) return
    mine.release()
    lead(false)
  }
  const onVisibility = () => {
    if (visible()) {
      if (current?.release) return
      letGo()
      ask(keepWhenHidden)
    } else if (!keepWhenHidden) letGo()
  }
  document.addEventListener('visibilitychange', onVisibility)
  if (visible()) ask(keepWhenHidden)
  else if (keepWhenHidden) ask(false)
  return () => {
    document.removeEventListener('visibilitychange', onVisibility)
    letGo()
  }
}

/** Sends each list this tab fetched to the portal's other tabs, and takes theirs (the same user's only). */
function shareLists(queryClient: QueryClient, user: string): () => void {
  const channel = new BroadcastChannel(CHANNEL)
  const key = notificationQueries.list().queryKey
  const queryHash = hashKey(key)
  let taking = false
  channel.onmessage = (event: MessageEvent<Shared>) => {
    if (event.data?.user !== user || !Array.isArray(event.data.list)) return
    taking = true
    try {
      queryClient.setQueryData(key, event.data.list)
    } finally {
      taking = false
    }
  }
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (taking || event.type !== 'updated' || event.action.type !== 'success') return
    if (event.query.queryHash !== queryHash) return
    const list = event.query.state.data as Notification[] | undefined
    if (list) channel.postMessage({ user, list } satisfies Shared)
  })
  return () => {
    unsubscribe()
    channel.close()
  }
}
