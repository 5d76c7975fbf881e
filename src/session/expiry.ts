import type { QueryClient } from '@tanstack/react-query'
import { isFrappeError } from '../frappe/errors'
import { signOut } from './actions'
import type { SessionStore } from './store'

/** Decision D13: a 401 from any call, or a 403 from get_logged_user, ends the session. */
export function isSessionExpiry(error: unknown): boolean {
  if (!isFrappeError(error) || error.kind !== 'http') return false
  if (error.status === 401) return true
  return error.status === 403 && error.path.includes('frappe.auth.get_logged_user')
}

export interface ExpiryTarget {
  /** Where the user is now (path and search), to come back to after signing in. */
  currentHref: () => string
  goToLogin: (redirect: string) => Promise<unknown>
}

/** How the app tells the user that the session expired (a toast): the session layer shows nothing itself. */
export type Say = () => void

/** Says so, forgets everything and sends the user to sign in, to come back to where they were. */
export function expireSession(session: SessionStore, queryClient: QueryClient, target: ExpiryTarget | undefined, say: Say) {
  const href = target?.currentHref() ?? '/dashboard'
  say()
  return signOut(session, queryClient, () => target?.goToLogin(href) ?? Promise.resolve(), 'expired')
}
