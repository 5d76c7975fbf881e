import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistedClient } from '@tanstack/react-query-persist-client'
import { isQueuedChange, QUEUED_OPTIONS } from './queries/queued-changes'
import type { SessionStore } from './session/store'

/**
 * Decision D24: the last known lists, kept in localStorage for the signed-in user only, so a reload
 * paints them at once and revalidates in the background. The cache holds query data (lists,
 * profile) and the changes made offline that wait to be sent (what the user typed into them): no
 * tokens, no passwords. It is removed on logout, on expiry and when another user signs in.
 */
export const PERSISTED_CACHE_KEY = 'traffic-dash-cache'
/** Lists kept longer than this are not painted again (the changes waiting are kept however old). */
const LISTS_MAX_AGE_MS = 24 * 60 * 60 * 1000
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
  // A save throttled before a sign-out (here or in another tab), a sign-in as someone else, or the
  // app's end must not write the previous user's data back: each user's saves go through storage
  // that writes only while that user is still the one signed in.
  const storageFor = (email: string) => ({
    getItem: (key: string) => localStorage.getItem(key),
    setItem: (key: string, value: string) => {
      if (!disposed && owner === email && store.get().user?.email === email) localStorage.setItem(key, value)
    },
    removeItem: (key: string) => localStorage.removeItem(key),
  })
  const optionsFor = (email: string) => ({
    queryClient,
    persister: createAsyncStoragePersister({
      storage: storageFor(email),
      key: PERSISTED_CACHE_KEY,
      throttleTime: 500,
      serialize: (client) => JSON.stringify(waitingAgain(client)),
      deserialize: (text) => withoutOldLists(JSON.parse(text) as PersistedClient),
    }),
    // The age is judged here, list by list and change by change (`withoutOldLists`): the library's
    // own limit would drop the changes that wait with the lists.
    maxAge: Infinity,
    dehydrateOptions: {
      shouldDehydrateMutation: isQueuedChange,
      // Files (a Blob) would come back as {}: queries that say so stay in memory.
      shouldDehydrateQuery: (query: Query) => defaultShouldDehydrateQuery(query) && query.meta?.persist !== false,
    },
    // A restored change is kept like the queued one it was (its call and order come from the defaults
    // its resource registered for its key).
    hydrateOptions: { defaultOptions: { mutations: QUEUED_OPTIONS } },
    buster: busterFor(email),
  })

  let unsubscribe: (() => void) | undefined
  let unfollow: (() => void) | undefined
  const follow = () => {
    const email = store.get().user?.email
    if (email === owner && unsubscribe) return
    unsubscribe?.()
    unsubscribe = undefined
    // The previous user's copy goes (a tab that had nobody signed in has none to remove: the copy
    // there may already be the new user's, written by the tab that signed them in).
    if (owner !== undefined && email !== owner) localStorage.removeItem(PERSISTED_CACHE_KEY)
    owner = email
    if (email) unsubscribe = persistQueryClientSubscribe(optionsFor(email))
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
  const restored = persistQueryClientRestore(optionsFor(owner))
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

/**
 * A waiting change that is on its way when the copy is saved is kept as waiting again. The client
 * sends again, on the next visit, only the changes that wait: one kept as it was (on its way) would
 * never go out, and would hold back every later change of its list. The cost: a change the server
 * had received before the page went is sent twice. A gate entry made twice shows twice and can be
 * deleted; one that never arrives leaves a guest at the gate.
 */
function waitingAgain(client: PersistedClient): PersistedClient {
  const mutations = client.clientState.mutations.map((m) => (m.state.status === 'pending' ? { ...m, state: { ...m.state, isPaused: true } } : m))
  return { ...client, clientState: { ...client.clientState, mutations } }
}

/**
 * A copy saved more than a day ago gives back the changes that wait, not its lists: a resident who
 * queued a guest offline and opens the tablet two days later still has it sent (or refused, with
 * the reason), where the lists are too old to paint as the last known ones.
 */
function withoutOldLists(client: PersistedClient): PersistedClient {
  if (Date.now() - client.timestamp <= LISTS_MAX_AGE_MS) return client
  return { ...client, clientState: { ...client.clientState, queries: [] } }
}
