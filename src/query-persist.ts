import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { defaultShouldDehydrateQuery, type Mutation, type Query, type QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSave, type PersistedClient } from '@tanstack/react-query-persist-client'
import { revivedFrappeError } from './frappe/errors'
import { isQueuedChange, newBrowserId, QUEUED_OPTIONS } from './queries/queued-changes'
import { readStoredUser, SESSION_END_KEY, type SessionStore } from './session/store'

/**
 * Decision D24: the last known lists, kept in localStorage for the signed-in user only, so a reload
 * paints them at once and revalidates in the background. It holds the last lists under one key, and
 * each tab's changes made offline that wait to be sent (what the user typed into them) under a key of
 * its own: no tokens, no passwords. It is removed on logout and when another user signs in; an expiry removes
 * the lists and keeps the changes that wait, for the same user's return (`forgetAtSessionEnd`).
 *
 * The lists are one copy for the browser: any tab's last copy is good to paint. The changes that
 * wait are each tab's own (`CHANGES_KEY_PREFIX` and the tab's name), so that no tab overwrites
 * another's (a change lost) or sends another's too (a change made twice). A tab that is gone hands
 * its changes to the next tab that starts (`adoptChangesLeft`), or to a tab still open
 * (`watchOtherTabs`).
 */
export const PERSISTED_CACHE_KEY = 'traffic-dash-cache'

/** What a list's query does that changes what the kept copy holds of it. */
const KEPT_STATE_CHANGES = new Set(['success', 'invalidate', 'error'])
/** A tab's changes that wait to be sent: this prefix and the tab's name (`claimTabName`). */
export const CHANGES_KEY_PREFIX = 'traffic-dash-changes:'
/** The tab's name, in its sessionStorage: a reload of the tab is the same tab, with the same changes. */
const TAB_NAME_KEY = 'traffic-dash-tab'
/**
 * Lists kept longer than this are not painted again (the changes waiting are kept however old, but
 * for those kept through an expiry: `forgetAtSessionEnd`).
 */
const LISTS_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** Raise it when a list's stored shape changes: older copies are then dropped. */
const CACHE_VERSION = 1

const busterFor = (email: string) => `${CACHE_VERSION}:${email}`
const changesKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(CHANGES_KEY_PREFIX))
/**
 * Drops what is kept, but for whoever is signed in now as storage says: a tab that hears of another
 * tab's logout and next sign-in only once both are done (it was frozen in the background meanwhile)
 * must not remove what the next user's tab has saved since, such as their changes that wait.
 */
const forgetAll = () => {
  const email = readStoredUser()?.email
  const current = email ? busterFor(email) : undefined
  for (const key of [PERSISTED_CACHE_KEY, ...changesKeys()]) if (!current || keptFor(key) !== current) localStorage.removeItem(key)
}
/**
 * When a session ends: a logout drops everything kept; an expiry keeps the changes that wait (not
 * the lists). The site ended the session, not the resident: the visitors they added offline are
 * sent once they sign in again (`follow`); another user who signs in here never gets them (each copy
 * names its user: `busterFor`), and they are dropped then.
 */
const forgetAtSessionEnd = () => {
  if (localStorage.getItem(SESSION_END_KEY) !== 'expired') return forgetAll()
  localStorage.removeItem(PERSISTED_CACHE_KEY)
  forgetOldChanges()
}

/**
 * Changes kept through an expiry are not kept for ever, on a tablet others use: a day after they
 * were saved, they are dropped, by a page that starts with nobody signed in, or at the next sign-in
 * of a page left open on the sign-in page since (a Day Visitor called in on Monday must not be let
 * in on Thursday).
 */
function forgetOldChanges() {
  for (const key of changesKeys()) if (!(Date.now() - savedAt(key) <= LISTS_MAX_AGE_MS)) localStorage.removeItem(key)
}

/** When a kept copy was saved (NaN when it cannot be read). */
function savedAt(key: string): number {
  return Number(readCopy(key)?.timestamp)
}

/** Whose a kept copy is (its `buster`), if it can be read. */
function keptFor(key: string): string | undefined {
  return readCopy(key)?.buster
}

function readCopy(key: string): PersistedClient | undefined {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? '') as PersistedClient | null) ?? undefined
  } catch {
    return undefined
  }
}

/**
 * Restores what was kept for the stored user (`restored`: true when it held lists for them; then
 * `changesRestored`, once this tab's waiting changes, and those of tabs that are gone, are back),
 * then keeps it in step with the session: saved while someone is signed in, removed when they leave.
 * `saveChanges` saves the waiting changes at once, where the queue itself says nothing.
 * `dispose` stops following the session and saving (a save still throttled is dropped).
 */
export function persistQueryCache(
  queryClient: QueryClient,
  store: SessionStore,
  /** Changes taken over from a tab that closed while this one ran (they wait to be sent). */
  onChangesTakenOver: () => void = () => {},
): { restored: Promise<boolean>; changesRestored: Promise<void>; saveChanges: () => void; dispose: () => void } {
  let disposed = false
  let letGoOfName = () => {}
  const nameLetGo = new Promise<void>((resolve) => (letGoOfName = resolve))
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
  const shared = (email: string) => ({
    queryClient,
    // The age is judged here, list by list and change by change (`withoutOldLists`): the library's
    // own limit would drop the changes that wait with the lists.
    maxAge: Infinity,
    // A restored change is kept like the queued one it was (its call and order come from the defaults
    // its resource registered for its key).
    hydrateOptions: { defaultOptions: { mutations: QUEUED_OPTIONS } },
    buster: busterFor(email),
  })
  const listsOptions = (email: string) => ({
    ...shared(email),
    persister: createAsyncStoragePersister({
      storage: storageFor(email),
      key: PERSISTED_CACHE_KEY,
      throttleTime: 500,
      deserialize: (text) => withoutOldLists(JSON.parse(text) as PersistedClient),
    }),
    dehydrateOptions: {
      shouldDehydrateMutation: () => false,
      // Files (a Blob) would come back as {}: queries that say so stay in memory.
      shouldDehydrateQuery: (query: Query) => defaultShouldDehydrateQuery(query) && query.meta?.persist !== false,
    },
  })
  // Saved at every change of the queue, not throttled: a change typed offline is kept at once, even
  // if the tablet closes the tab the next moment.
  const changesOptions = (email: string, key: string) => ({
    ...shared(email),
    persister: createAsyncStoragePersister({
      storage: storageFor(email),
      key,
      throttleTime: 0,
      serialize: (client) => JSON.stringify(waitingAgain(client)),
      deserialize: (text) => asRestored(JSON.parse(text) as PersistedClient),
      // Storage full: the lists kept for a quick start make way, once, for the changes waiting to be
      // sent. The lists come back from the site; a change lost at a reload would not.
      retry: ({ persistedClient, errorCount }) => {
        if (errorCount > 1) return undefined
        localStorage.removeItem(PERSISTED_CACHE_KEY)
        return persistedClient
      },
    }),
    // A change the site has made is not kept, though it stays in the queue until its lists are read again.
    dehydrateOptions: { shouldDehydrateMutation: (m: Mutation) => isQueuedChange(m) && !m.meta?.made, shouldDehydrateQuery: () => false },
  })

  // This tab's name, once claimed: its changes are saved only then.
  let tab: string | undefined
  let following: string | undefined
  let unsubscribe: (() => void) | undefined
  let unfollow: (() => void) | undefined
  /** Saves this tab's waiting changes now, while a user and the tab's name are followed. */
  let saveChanges = () => {}
  const follow = () => {
    const email = store.get().user?.email
    if (following === `${email} ${tab}`) return
    following = `${email} ${tab}`
    unsubscribe?.()
    unsubscribe = undefined
    // The previous user's copies go (a tab that had nobody signed in has none to remove: the copies
    // there may already be the new user's, written by the tab that signed them in).
    if (owner !== undefined && email !== owner) (email ? forgetAll : forgetAtSessionEnd)()
    const signedInHere = owner === undefined
    owner = email
    if (!email) return
    // The lists are saved when what is kept of one changes: answered or set, marked out of date,
    // refused (a refused list is not kept), removed. Not at every event of the cache, as the
    // library's own subscription does: each poll of the bell (a list that is not kept) and each fetch
    // starting would write the whole copy again, twice every 30 s on a tablet left open.
    const lists = listsOptions(email)
    const stopLists = queryClient.getQueryCache().subscribe((event) => {
      if (event.query.meta?.persist === false) return
      if (event.type === 'removed' || (event.type === 'updated' && KEPT_STATE_CHANGES.has(event.action.type))) void persistQueryClientSave(lists)
    })
    if (!tab) return void (unsubscribe = stopLists)
    const changes = changesOptions(email, CHANGES_KEY_PREFIX + tab)
    let stopped = false
    let stopChanges = () => {}
    const keepChanges = () => {
      if (stopped) return
      saveChanges = () => void persistQueryClientSave(changes)
      stopChanges = queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'added' || event.type === 'updated' || event.type === 'removed') saveChanges()
      })
      // Saved now too: changes restored with the lists (a copy from before each tab kept its own)
      // would otherwise be kept only at the queue's next change.
      saveChanges()
      // A user signed in here after the tab started: other tabs' changes come to it from now on.
      void takeOver().then(onChangesTakenOver)
    }
    // Signed in here after a session that expired: the changes this tab kept come back first, and
    // go out (those of another user are dropped).
    if (signedInHere) forgetOldChanges()
    if (signedInHere) void persistQueryClientRestore(changes).catch(() => localStorage.removeItem(CHANGES_KEY_PREFIX + tab)).then(keepChanges)
    else keepChanges()
    unsubscribe = () => {
      stopped = true
      stopLists()
      stopChanges()
      saveChanges = () => {}
    }
  }
  const start = () => {
    if (disposed) return
    follow()
    unfollow = store.subscribe(follow)
  }
  const dispose = () => {
    disposed = true
    letGoOfName()
    stopWaiting.abort()
    unfollow?.()
    unsubscribe?.()
  }

  // Other tabs' changes come to this one: those of the tabs that are gone when it starts (or when
  // its user signs in), then those of each tab that closes while it runs. `adopt` moves one tab's
  // copy into this tab's; it checks again, after each step, that the app and its user are still here.
  const stopWaiting = new AbortController()
  const stillFor = (email: string) => !disposed && store.get().user?.email === email
  const adopt = async (key: string) => {
    const email = store.get().user?.email
    if (!email || !tab || !stillFor(email)) return
    await persistQueryClientRestore(changesOptions(email, key)).catch(() => {})
    if (!stillFor(email)) return
    // Kept under this tab's name before the other tab's copy goes: never in neither.
    await persistQueryClientSave(changesOptions(email, CHANGES_KEY_PREFIX + tab))
    if (stillFor(email)) localStorage.removeItem(key)
  }
  // At the first sign-in of the app, and at each later one in this tab (a tab that closed while
  // nobody was signed in here left its changes for it), one at a time: a change adopted twice would
  // be sent twice. Without Web Locks, only the first: every other tab's changes are taken then.
  let takingOver = Promise.resolve()
  let watching = false
  const takeOver = (): Promise<void> => {
    const self = tab
    if (!self || disposed) return takingOver
    takingOver = takingOver
      .then(async () => {
        // What the locks refuse leaves other tabs' changes where they are, for a later start.
        if (!watching || locks()) await adoptChangesLeft(self, adopt).catch(() => {})
        if (watching) return
        watching = true
        watchOtherTabs(self, (key) => adopt(key).then(onChangesTakenOver), stopWaiting.signal)
      })
      // One that failed leaves the next free to run.
      .catch(() => {})
    return takingOver
  }

  // The changes wait for the tab's name, then are saved under it.
  const changesRestored = claimTabName(nameLetGo).then(async (name) => {
    const email = store.get().user?.email
    if (disposed) return
    const signedIn = !!email && email === owner
    if (signedIn) {
      const mine = CHANGES_KEY_PREFIX + name
      await persistQueryClientRestore(changesOptions(email, mine)).catch(() => localStorage.removeItem(mine))
    }
    if (disposed) return
    tab = name
    // Once the lists are restored (before, a save of the lists could overwrite them).
    if (unfollow) follow()
    if (signedIn) await takeOver()
  })

  if (!owner) {
    forgetAtSessionEnd()
    start()
    return { restored: Promise.resolve(false), changesRestored, saveChanges: () => saveChanges(), dispose }
  }
  const restored = persistQueryClientRestore(listsOptions(owner))
    .catch(() => localStorage.removeItem(PERSISTED_CACHE_KEY))
    .then(() => {
      start()
      return queryClient
        .getQueryCache()
        .getAll()
        .some((q) => q.state.status === 'success')
    })
  return { restored, changesRestored, saveChanges: () => saveChanges(), dispose }
}

/**
 * The changes made offline that this browser keeps: those that wait to be sent, and those the
 * site refused (kept to be fixed or dismissed); this tab's, and those other tabs keep (open, or
 * closed and not yet taken over). A logout ends the session in every tab, and drops them all.
 */
export function keptChanges(queryClient: QueryClient): { waiting: number; refused: number } {
  const own = CHANGES_KEY_PREFIX + sessionStorage.getItem(TAB_NAME_KEY)
  const statuses: string[] = queryClient
    .getMutationCache()
    .getAll()
    .filter((m) => isQueuedChange(m) && !m.meta?.made)
    .map((m) => m.state.status)
  for (const key of changesKeys()) {
    if (key === own) continue
    try {
      for (const m of (JSON.parse(localStorage.getItem(key) ?? '') as PersistedClient).clientState.mutations) statuses.push(m.state.status)
    } catch {
      // Not a copy this app can read: nothing counted.
    }
  }
  return { waiting: statuses.filter((s) => s === 'pending').length, refused: statuses.filter((s) => s === 'error').length }
}

/** The Web Locks API: one lock of a name at a time in the browser (it is missing outside a secure context). */
const locks = () => (typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined)
const lockOf = (name: string) => `traffic-dash-tab:${name}`

/**
 * This tab's name: kept in its sessionStorage, and held as a Web Lock until `letGo` (the page's end
 * lets go of it too), so other tabs can tell a tab that is open from one that is gone. A tab the
 * browser duplicated starts with a copy of the first one's sessionStorage: it finds the name held
 * and takes a new one (the first tab's changes come to it only if that tab closes:
 * `watchOtherTabs`). So does a reload whose previous page still holds the name as it closes: its
 * changes come back the same way, a few seconds later. Without Web Locks, a tab cannot tell: see
 * `adoptChangesLeft`.
 */
async function claimTabName(letGo: Promise<void>): Promise<string> {
  const hold = (name: string) =>
    new Promise<boolean>((resolve) => {
      locks()!
        .request(lockOf(name), { ifAvailable: true }, (lock) => {
          resolve(lock !== null)
          return lock ? letGo : undefined
        })
        // Refused (a page the browser does not let use locks): as without the API.
        .catch(() => resolve(true))
    })
  let name = sessionStorage.getItem(TAB_NAME_KEY) ?? newBrowserId()
  if (locks() && !(await hold(name))) {
    name = newBrowserId()
    await hold(name)
  }
  sessionStorage.setItem(TAB_NAME_KEY, name)
  return name
}

/**
 * Hands `adopt` the key of each other tab's changes whose tab is gone (its lock is free), holding
 * that tab's lock meanwhile so that no other tab takes them too. Without Web Locks every other
 * tab's changes are taken: if that tab is still open they may be sent twice, which a resident can
 * undo; a change never sent leaves a guest at the gate.
 */
async function adoptChangesLeft(self: string, adopt: (key: string) => Promise<void>): Promise<void> {
  for (const key of changesKeys()) {
    const name = key.slice(CHANGES_KEY_PREFIX.length)
    if (name === self) continue
    const api = locks()
    if (!api) await adopt(key)
    else await api.request(lockOf(name), { ifAvailable: true }, (lock) => (lock ? adopt(key) : undefined))
  }
}

/** A tab that lets go of its name and takes it back within this time was reloading, not closed. */
const RELOAD_GRACE_MS = 5000

/**
 * While this tab runs, each other tab's changes are taken over once that tab is gone: its lock came
 * free and is still free after a reload's time. A tab that starts later is watched from its first
 * save (the browser's `storage` event, which other tabs get). Without Web Locks a tab cannot tell
 * an open tab from a closed one: their changes wait for the next tab to start.
 */
function watchOtherTabs(self: string, adopt: (key: string) => Promise<void>, stop: AbortSignal): void {
  const api = locks()
  if (!api || stop.aborted) return
  const watched = new Set<string>()
  const watch = (key: string) => {
    const name = key.slice(CHANGES_KEY_PREFIX.length)
    if (name === self || watched.has(name) || stop.aborted) return
    watched.add(name)
    const gone = async () => {
      // Granted once that tab has let go of its name: closed, or reloading.
      await api.request(lockOf(name), { signal: stop }, () => undefined)
      await pause(RELOAD_GRACE_MS, stop)
      let back = false
      // (A request that may be refused takes no signal: the app's end is checked when granted.)
      await api.request(lockOf(name), { ifAvailable: true }, (lock) => (!lock ? void (back = true) : stop.aborted ? undefined : adopt(key)))
      watched.delete(name)
      // Reloaded: the tab holds its name again, and is watched again.
      if (back) watch(key)
    }
    gone().catch(() => {})
  }
  for (const key of changesKeys()) watch(key)
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(CHANGES_KEY_PREFIX) && event.newValue !== null) watch(event.key)
  }
  window.addEventListener('storage', onStorage)
  stop.addEventListener('abort', () => window.removeEventListener('storage', onStorage), { once: true })
}

function pause(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (stop.aborted) return reject(new DOMException('stopped', 'AbortError'))
    const end = () => {
      clearTimeout(id)
      reject(new DOMException('stopped', 'AbortError'))
    }
    const id = setTimeout(() => {
      stop.removeEventListener('abort', end)
      resolve()
    }, ms)
    stop.addEventListener('abort', end, { once: true })
  })
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
 * Kept changes as they come back: a refusal keeps its reason across a reload, and a change kept
 * before changes had ids of their own gets one (the next save keeps it).
 */
function asRestored(client: PersistedClient): PersistedClient {
  const mutations = client.clientState.mutations.map((m) => ({
    ...m,
    meta: m.meta?.changeId ? m.meta : { ...m.meta, changeId: newBrowserId() },
    state: m.state.error ? { ...m.state, error: revivedFrappeError(m.state.error) as Error } : m.state,
  }))
  return { ...client, clientState: { ...client.clientState, mutations } }
}

/**
 * Lists saved more than a day ago are too old to paint as the last known ones. (The changes that
 * wait are kept however old: a resident who queued a guest offline and opens the tablet two days
 * later still has it sent, or refused with the reason.)
 */
function withoutOldLists(client: PersistedClient): PersistedClient {
  if (Date.now() - client.timestamp <= LISTS_MAX_AGE_MS) return client
  return { ...client, clientState: { ...client.clientState, queries: [] } }
}
