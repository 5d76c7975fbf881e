import type { QueryClient } from '@tanstack/react-query'
import { frappe, paths } from '../frappe/client'
import { session, type SessionStore } from './store'

const LOGGED_USER = paths.method('frappe.auth.get_logged_user')

/**
 * Start-up restore (spec section 4): ask who is logged in with the cookie only, then with the
 * token. If both fail, sign out and clear everything. Loading always ends.
 */
export async function restoreSession(store: SessionStore = session): Promise<void> {
  const { status, user } = store.get()
  if (status !== 'loading') return
  try {
    try {
      await frappe.get(LOGGED_USER, undefined, { auth: false })
      if (user) {
        store.confirm()
        return
      }
    } catch {
      // No cookie session: a SPA on another site normally has none. Try the token.
    }
    await frappe.get(LOGGED_USER)
    store.confirm()
  } catch {
    // 'Token is invalid or expired': sign out, clear everything.
    store.clear()
  } finally {
    if (store.get().status === 'loading') store.clear()
  }
}

/**
 * Decision D14: tell the server (best effort), forget the session, leave the protected screens,
 * and only then drop every cached query (a screen still mounted would otherwise refill the cache).
 */
export async function signOut(queryClient: QueryClient, leave: () => Promise<unknown>, store: SessionStore = session) {
  // The request's headers are built synchronously, before the tokens are cleared below.
  frappe.post(paths.method('logout')).catch(() => undefined)
  store.clear()
  await queryClient.cancelQueries()
  try {
    await leave()
  } finally {
    queryClient.clear()
  }
}
