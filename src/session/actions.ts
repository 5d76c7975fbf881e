import type { QueryClient } from '@tanstack/react-query'
import { frappe, paths } from '../frappe/client'
import { session, type SessionStore, type User } from './store'

const LOGGED_USER = paths.method('frappe.auth.get_logged_user')

/**
 * Decision D22: the answer must name the stored user. Frappe runs a call as the cookie session's
 * user whenever there is one (the token counts only for Guest), so a leftover session of someone
 * else would run every call as them: that ends the session like an expiry.
 */
function assertStoredUser(body: unknown, user: User | null): void {
  const who = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined
  const stored = user?.email ?? user?.name
  if (typeof who !== 'string' || !stored || who.trim().toLowerCase() !== stored.trim().toLowerCase()) {
    throw new Error('The server is signed in as another user')
  }
}

/**
 * Start-up restore (spec section 4): ask who is logged in with the cookie only, then with the
 * token. If both fail, or the answer is not the stored user (D22), sign out and clear everything.
 * Loading always ends.
 */
export async function restoreSession(store: SessionStore = session): Promise<void> {
  const { status, user } = store.get()
  if (status !== 'loading') return
  try {
    let body: unknown
    try {
      body = await frappe.get(LOGGED_USER, undefined, { auth: false })
    } catch {
      // No cookie session: a SPA on another site normally has none. Try the token.
      body = await frappe.get(LOGGED_USER)
    }
    assertStoredUser(body, user)
    store.confirm()
  } catch {
    // 'Token is invalid or expired', or another user: sign out, clear everything.
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
