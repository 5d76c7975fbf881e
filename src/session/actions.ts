import type { QueryClient } from '@tanstack/react-query'
import { frappe, paths } from '../frappe/client'
import { isFrappeError } from '../frappe/errors'
import { userId, type SessionEnd, type SessionStore, type User } from './store'

const LOGGED_USER = paths.method('frappe.auth.get_logged_user')

/**
 * Decision D22: the answer must name the stored user. Calls carry no cookies (D26, see
 * frappe/client.ts), so Frappe answers for the token's user; an answer naming anyone else (a
 * proxy or a site that still runs the call as some other session) ends the session like an expiry.
 * Frappe names a user by the User's name, the e-mail the account was made with: a resident whose
 * e-mail has changed since is still that user.
 */
function assertStoredUser(body: unknown, user: User | null): void {
  const who = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined
  const names = [user?.name, userId(user)].map((name) => (typeof name === 'string' ? name.trim().toLowerCase() : '')).filter(Boolean)
  if (typeof who !== 'string' || !names.includes(who.trim().toLowerCase())) {
    throw new Error('The server is signed in as another user')
  }
}

/**
 * Start-up restore: ask the server who is logged in. If it refuses, or the answer
 * is not the stored user (D22), sign out and clear everything. Loading always ends.
 *
 * Offline: when the server gives no answer (the tablet is offline, the call timed out; see
 * `unreachable`), the stored session is kept: the app opens signed in on the last data it loaded.
 * Resolves `'unchecked'` then, so the check runs again when the network returns
 * (`recheckSession`): the server still decides. Resolves `'elsewhere'` when another tab ended or
 * replaced the session before the answer came (D32).
 */
export async function restoreSession(store: SessionStore): Promise<'unchecked' | 'elsewhere' | void> {
  const { status, user } = store.get()
  if (status !== 'loading') return
  // Another tab may end or replace the session while the check runs (decision D32): its answer is then no longer this one's to act on.
  const stillChecked = () => store.get().status === 'loading'
  try {
    await confirmStoredUser(user)
    if (!stillChecked()) return 'elsewhere'
    store.confirm()
  } catch (error) {
    if (!stillChecked()) return 'elsewhere'
    if (unreachable(error)) {
      store.confirm()
      return 'unchecked'
    }
    // 'Token is invalid or expired', or another user: sign out, clear everything.
    store.clear('expired')
  } finally {
    if (store.get().status === 'loading') store.clear()
  }
}

/**
 * Who is logged in, asked with the token; throws unless it is the stored user (D22).
 *
 * The check is asked once, with the token. A first question with the cookie only is not asked:
 * decision D26 (the token is the only identity) makes calls omit cookies, so it could only ever
 * answer Guest (a 403). The one that is left keeps the check's meaning: the token must still be
 * valid (a 401 ends the session) and must name the stored user.
 */
async function confirmStoredUser(user: User | null): Promise<void> {
  assertStoredUser(await frappe.get(LOGGED_USER), user)
}

/**
 * The site gave no answer about the session: the network is down, the call gave up after 30 s (on a
 * weak line, as good as down), the site or the proxy in front of it failed (any 5xx: down, being
 * updated, its own error) or asked to be asked later (429), or what answered was not the site (a
 * page that is not JSON: a hotel's Wi-Fi sign-in page). Ending the session then would sign the
 * resident out, and drop the changes waiting to be sent, for a fault that says nothing of the
 * session: it is kept and asked again, as offline. An answer about the session that is not the
 * stored user (a refusal, another user) ends it.
 */
const unreachable = (error: unknown) =>
  isFrappeError(error) &&
  (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'malformed' || (error.kind === 'http' && (error.status >= 500 || error.status === 429)))

/**
 * The start-up check that could not reach the server, made once it can: the same questions; a
 * session the server does not confirm (or confirms as someone else) must end like an expiry.
 */
export async function recheckSession(store: SessionStore): Promise<'confirmed' | 'unreachable' | 'refused'> {
  try {
    await confirmStoredUser(store.get().user)
    return 'confirmed'
  } catch (error) {
    return unreachable(error) ? 'unreachable' : 'refused'
  }
}

/**
 * Decision D14: tell the server (best effort), forget the session (`reason` tells the portal's other
 * tabs why it ended, D32), leave the protected screens, and forget their data (`forgetData`).
 */
export async function signOut(store: SessionStore, queryClient: QueryClient, leave: () => Promise<unknown>, reason: SessionEnd = 'logout') {
  // The request's headers are built synchronously, before the tokens are cleared below.
  frappe.post(paths.method('logout')).catch(() => undefined)
  store.clear(reason)
  await forgetData(queryClient, leave)
}

/**
 * After the session has ended (here, or in another tab): drop its changes, leave the protected
 * screens, and only then drop every cached query (a screen still mounted would otherwise refill
 * the cache).
 */
export async function forgetData(queryClient: QueryClient, leave: () => Promise<unknown>) {
  // The session's changes go at once: a try still waiting must not be sent once it has ended.
  queryClient.getMutationCache().clear()
  await queryClient.cancelQueries()
  try {
    await leave()
  } finally {
    queryClient.clear()
  }
}
