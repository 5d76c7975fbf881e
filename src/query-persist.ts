import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client'
import { isQueuedChange, QUEUED_OPTIONS } from './queries/queued-changes'
import type { SessionStore } from './session/store'

/**
 * Decision D24: the last known lists, kept in localStorage for the signed-in user only, so a reload
 * paints them at once and revalidates in the background. The cache holds query data (lists,
 * profile) and the changes made offline that wait to be sent (what the user typed into them): no
 * tokens, no passwords. It is removed on logout, on expiry and when another user signs in.
 */
export const PERSISTED_CACHE_KEY = 'traffic-dash-cache'
export const PERSISTED_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** Raise it when a list's stored shape changes: older copies are then dropped. */
const CACHE_VERSION = 1

const busterFor = (email: string) => `${CACHE_VERSION}:${email}`

/**
 * Restores the cache kept for the stored user (`restored`: true when it held data for them), then
 * keeps it in step with the session: saved while someone is signed in, removed when they leave.
 * `dispose` stops following the session and saving (a save still throttled is dropped).
 */
export function persistQueryCache(queryClient: QueryClient, store: SessionStore): { restored: Promise<boolean>; dispose: () => void } {
  let disposed = false
  let owner = store.get().user?.email
  // A save throttled before a sign-out (or the app's end) must not write the previous user's data back.
  const storage = {
    getItem: (key: string) => localStorage.getItem(key),
    setItem: (key: string, value: string) => {
      if (!disposed && owner && store.get().user?.email === owner) localStorage.setItem(key, value)
    },
    removeItem: (key: string) => localStorage.removeItem(key),
  }
  const persister = createAsyncStoragePersister({ storage, key: PERSISTED_CACHE_KEY, throttleTime: 500 })
  const options = {
    queryClient,
    persister,
    maxAge: PERSISTED_CACHE_MAX_AGE_MS,
    dehydrateOptions: {
      shouldDehydrateMutation: isQueuedChange,
      // Files (a Blob) would come back as {}: queries that say so stay in memory.
      shouldDehydrateQuery: (query: Query) => defaultShouldDehydrateQuery(query) && query.meta?.persist !== false,
    },
    // A restored change is kept like the queued one it was (its call and order come from the defaults
    // its resource registered for its key).
    hydrateOptions: { defaultOptions: { mutations: QUEUED_OPTIONS } },
  }

  let unsubscribe: (() => void) | undefined
  let unfollow: (() => void) | undefined
  const follow = () => {
    const email = store.get().user?.email
    if (email === owner && unsubscribe) return
    unsubscribe?.()
    unsubscribe = undefined
    if (email !== owner) localStorage.removeItem(PERSISTED_CACHE_KEY)
    owner = email
    if (email) unsubscribe = persistQueryClientSubscribe({ ...options, buster: busterFor(email) })
  }
  const start = () => {
    if (disposed) return
    follow()
    unfollow = store.subscribe(follow)
  }
  const dispose = () => {
    disposed = true
    unfollow?.()
    unsubscribe?.()
  }

  if (!owner) {
    localStorage.removeItem(PERSISTED_CACHE_KEY)
    start()
    return { restored: Promise.resolve(false), dispose }
  }
  const restored = persistQueryClientRestore({ ...options, buster: busterFor(owner) })
    .catch(() => localStorage.removeItem(PERSISTED_CACHE_KEY))
    .then(() => {
      start()
      return queryClient
        .getQueryCache()
        .getAll()
        .some((q) => q.state.status === 'success')
    })
  return { restored, dispose }
}
