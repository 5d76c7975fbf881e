import type { AuthTokens } from '../frappe/client'
import { createContext, useContext, useSyncExternalStore } from 'react'
import { DRAFT_KEY, STORAGE_KEYS } from './keys'
import { readableUser, type User } from './user'

export type { AuthTokens }
export type { User }

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated'

export interface SessionState {
  status: SessionStatus
  user: User | null
  tokens: AuthTokens | null
  sessionId: string | null
}

export { STORAGE_KEYS }
/** A user's favourite visitors on this device (`favourite_visitors:<email>`): theirs only, gone at log out like the session. */
export const FAVOURITES_KEY_PREFIX = 'favourite_visitors:'
/** Whether a user turned on browser notifications on this device (`browser_notifications:<email>`): theirs only, gone at log out. */
export const BROWSER_NOTIFICATIONS_KEY_PREFIX = 'browser_notifications:'
const PER_USER_PREFIXES = [FAVOURITES_KEY_PREFIX, BROWSER_NOTIFICATIONS_KEY_PREFIX]

/** Why a session ended: the portal's other tabs show the matching message (decision D32). */
export type SessionEnd = 'expired' | 'logout'
/** Where the last session's end is told to the other tabs (no data of the user: only why). */
export const SESSION_END_KEY = 'session_ended'

/**
 * Who the user whose session last ended in this tab (an expiry or a logout) was (sessionStorage),
 * until the next sign-in: the sign-in page's way back to where they were (its screen, dialog, record
 * and search, also reached by Back after a logout) is theirs alone. Someone else signing in on the
 * same tablet starts on their own dashboard.
 */
export const ENDED_FOR_KEY = 'traffic-dash-ended-for'

/** Who the user is, by e-mail (else the User's name), without case: a sign-in of another id is another user. */
export const userId = (user: User | null | undefined) => (user?.email || user?.name || '').trim().toLowerCase()

/**
 * What another tab of the portal did to the session, as this tab took it over. A sign-in says
 * whether it is the user whose session expired here (`returning`, see `signIn`).
 */
export type ChangeElsewhere = { kind: 'ended'; reason: SessionEnd } | { kind: 'signedIn'; user: User; returning: boolean }

const SIGNED_OUT: SessionState = { status: 'anonymous', user: null, tokens: null, sessionId: null }

const sameTokens = (a: AuthTokens, b: AuthTokens | null) => a.apiKey === b?.apiKey && a.apiSecret === b.apiSecret

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

export function readStoredTokens(): AuthTokens | null {
  const t = readJson<Partial<AuthTokens>>(STORAGE_KEYS.tokens)
  return t && typeof t.apiKey === 'string' && typeof t.apiSecret === 'string' ? { apiKey: t.apiKey, apiSecret: t.apiSecret } : null
}

export function readStoredUser(): User | null {
  const u = readJson<unknown>(STORAGE_KEYS.user)
  return u && typeof u === 'object' && !Array.isArray(u) ? readableUser(u as Record<string, unknown>) : null
}

export function readStoredSessionId(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.sessionId)
  } catch {
    return null
  }
}

type Listener = () => void

/** A tiny external store: the one place that holds the session and mirrors it to localStorage. */
export class SessionStore {
  private state: SessionState
  private listeners = new Set<Listener>()

  constructor() {
    const user = readStoredUser()
    const tokens = readStoredTokens()
    const sessionId = readStoredSessionId()
    // With stored tokens the server must confirm them first (restore); without, nobody is signed in.
    this.state = tokens ? { status: 'loading', user, tokens, sessionId } : { status: 'anonymous', user: null, tokens: null, sessionId: null }
  }

  get = (): SessionState => this.state

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private set(next: SessionState) {
    this.state = next
    for (const l of this.listeners) l()
  }

  /** True when a user and a session id are there (protected routes need both). */
  isSignedIn(): boolean {
    return this.state.status === 'authenticated' && !!this.state.user && !!this.state.sessionId
  }

  /**
   * Whether the session of this moment has ended since (a logout here or in another tab, an
   * expiry, another user): what a resident started in it then ends in silence, as its answer would
   * reach the next session (the expiry has said why already).
   */
  endedSince(): () => boolean {
    const sessionId = this.state.sessionId
    return () => this.state.sessionId !== sessionId
  }

  /**
   * Starts the session. Returns whether the user may go back to where the last session of this tab
   * ended: no session ended in this tab (a link opened in a new tab), or the last one was theirs.
   */
  signIn(answered: User, sessionId: string, tokens: AuthTokens): boolean {
    const user = readableUser(answered)
    const returning = this.takeEndedFor(user)
    localStorage.removeItem(SESSION_END_KEY)
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user))
    localStorage.setItem(STORAGE_KEYS.sessionId, sessionId)
    localStorage.setItem(STORAGE_KEYS.tokens, JSON.stringify(tokens))
    this.set({ status: 'authenticated', user, tokens, sessionId })
    return returning
  }

  private takeEndedFor(user: User): boolean {
    const last = sessionStorage.getItem(ENDED_FOR_KEY)
    sessionStorage.removeItem(ENDED_FOR_KEY)
    const returning = last === null || last === userId(user)
    // Someone else: what the last user's open dialog held goes now.
    if (!returning) sessionStorage.removeItem(DRAFT_KEY)
    return returning
  }

  private ended(reason: SessionEnd) {
    // An end said twice (the start-up check's refusal, then the app's end of that session) knows the
    // user only the first time: the second keeps whose it was.
    if (this.state.user) sessionStorage.setItem(ENDED_FOR_KEY, userId(this.state.user))
    // What an open dialog holds goes with a logout; an expiry keeps it for the same user's return
    // (src/forms/kept-draft.ts).
    if (reason !== 'expired') sessionStorage.removeItem(DRAFT_KEY)
    this.set(SIGNED_OUT)
  }

  /** A stored session the start-up check has not answered yet. */
  isRestoring(): boolean {
    return this.state.status === 'loading' && !!this.state.user && !!this.state.sessionId
  }

  /** Restore confirmed: keep what storage had (unless another tab has changed the session meanwhile). */
  confirm() {
    if (this.state.status !== 'loading') return
    const { user, tokens, sessionId } = this.state
    if (user && tokens && sessionId) this.set({ status: 'authenticated', user, tokens, sessionId })
    else this.clear()
  }

  /** Ends the session here and in storage; the portal's other tabs follow (`followStorage`), told why. */
  clear(reason: SessionEnd = 'logout') {
    localStorage.setItem(SESSION_END_KEY, reason)
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key)
    for (const key of Object.keys(localStorage)) if (PER_USER_PREFIXES.some((p) => key.startsWith(p))) localStorage.removeItem(key)
    this.ended(reason)
  }

  /**
   * Decision D32, one session per browser: what another tab of the portal wrote to storage, taken
   * into memory here without writing anything back. Its logout or expiry ends this tab's session;
   * its sign-in (as anyone) brings this tab in as that user, after `forget` has dropped what this
   * tab held while nobody was signed in (so nothing of one user is ever kept as the next one's);
   * its profile change updates the user. Returns what changed, or undefined when this tab already
   * has it (or the other tab is still writing the session's keys).
   */
  followStorage(forget: () => void): ChangeElsewhere | undefined {
    const tokens = readStoredTokens()
    const { status } = this.state
    if (!tokens) {
      if (status === 'anonymous') return undefined
      const reason = localStorage.getItem(SESSION_END_KEY) === 'expired' ? 'expired' : 'logout'
      this.ended(reason)
      return { kind: 'ended', reason }
    }
    const user = readStoredUser()
    const sessionId = readStoredSessionId()
    if (!user || !sessionId) return undefined
    if (sameTokens(tokens, this.state.tokens)) {
      if (status === 'authenticated' && JSON.stringify(user) !== JSON.stringify(this.state.user)) this.set({ ...this.state, user })
      return undefined
    }
    if (status !== 'anonymous') this.set(SIGNED_OUT)
    forget()
    const returning = this.takeEndedFor(user)
    this.set({ status: 'authenticated', user, tokens, sessionId })
    return { kind: 'signedIn', user, returning }
  }

  /** Merge the given fields into the user and persist the merged object. */
  updateUser(fields: Partial<User>) {
    if (!this.state.user) return
    const user = readableUser({ ...this.state.user, ...fields })
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user))
    this.set({ ...this.state, user })
  }
}

/**
 * The app's one session store, created at start-up (src/app.tsx) and provided to the screens: the
 * router's context carries the same instance for loaders and guards.
 */
export const SessionContext = createContext<SessionStore | null>(null)

/** The session store of the app this component is in. */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext)
  if (!store) throw new Error('useSessionStore needs the app (SessionContext)')
  return store
}

export function useSession(): SessionState {
  const store = useSessionStore()
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}

/** The signed-in user; only for components under the protected layout. */
export function useUser(): User {
  const { user } = useSession()
  return user ?? {}
}
