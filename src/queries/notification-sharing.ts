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
 * it while it is visible and lets it go when it is hidden (a hidden tab does not poll, as before),
 * so the next visible tab takes over. A browser without Web Locks: every tab polls, as before.
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
export function useNotificationPoller(): boolean {
  const queryClient = useQueryClient()
  const user = useUser().email ?? ''
  const [polling, setPolling] = useState(() => !hasLocks())

  useEffect(() => {
    if (!hasLocks()) return
    return pollWhileVisible((lead) => {
      setPolling(lead)
      // Taking over from a tab that went away: a list older than a poll is asked for at once.
      const { dataUpdatedAt } = queryClient.getQueryState(notificationQueries.list().queryKey) ?? { dataUpdatedAt: 0 }
      if (lead && Date.now() - dataUpdatedAt >= NOTIFICATION_POLL_MS) void queryClient.invalidateQueries({ queryKey: notificationQueries.list().queryKey })
    })
  }, [queryClient])

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined' || !user) return
    return shareLists(queryClient, user)
  }, [queryClient, user])

  return polling
}

/** Holds the poller's lock while this tab is visible; `lead` says when this tab has it and when it let it go. */
function pollWhileVisible(lead: (leading: boolean) => void): () => void {
  let waiting: AbortController | undefined
  let release: (() => void) | undefined
  const ask = () => {
    if (waiting || release || document.visibilityState !== 'visible') return
    const request = new AbortController()
    waiting = request
    navigator.locks
      .request(LOCK, { signal: request.signal }, () => {
        // Let go of while the grant was on its way: given back at once.
        if (waiting !== request) return undefined
        waiting = undefined
        lead(true)
        return new Promise<void>((resolve) => (release = resolve))
      })
      // Aborted while waiting (hidden, or the bell went).
      .catch(() => undefined)
  }
  const letGo = () => {
    waiting?.abort()
    waiting = undefined
    if (!release) return
    release()
    release = undefined
    lead(false)
  }
  const onVisibility = () => (document.visibilityState === 'visible' ? ask() : letGo())
  document.addEventListener('visibilitychange', onVisibility)
  ask()
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
