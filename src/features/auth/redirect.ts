import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { REDIRECT_AFTER_LOGIN_MS } from '../../config'
import { forgetFailedCode } from '../../lazy-code'
import type { SignedIn } from '../../queries/auth'
import { userId, type SessionStore } from '../../session/store'

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * How long past the 1 s wait the busy page may stay for the next screen's lists. A list that is slow,
 * or failed and is tried again (seconds apart), then shows as loading on its screen instead of
 * keeping the resident on 'Logging in...' until it gives up (a time-out is 30 s).
 */
const LISTS_GRACE_MS = 1000

/**
 * A sign-in accepted: the session starts, and 1 s after the answer the app goes to the page the user
 * was sent away from (when it was this user's: `SessionStore.signIn`), else the dashboard; the busy
 * button stays until then. The next screen loads meanwhile as the router loads any route (its code,
 * and its lists through its loader), so showing it never shows a loading screen after 'Logging in...'.
 *
 * Rendering a dashboard takes a noticeable time on a slow tablet. Where the browser has view
 * transitions, the app navigates as soon as the screen's code and lists are in (a second after the
 * wait at most, `LISTS_GRACE_MS`), inside a transition
 * that keeps the busy sign-in page on screen as a still until the second is over. The screen renders
 * behind that still, once and with its lists, and shows at the next frame: the transition is
 * skipped then, so there is no animation and the browser never captures the new screen for one.
 * Elsewhere, when the browser gives the transition up before it has taken the still, or when the
 * screen could not load (its failure is the navigation's to show), the app navigates after the wait.
 */
export async function acceptSignIn(
  { session, router, queryClient }: { session: SessionStore; router: AnyRouter; queryClient: QueryClient },
  result: SignedIn,
  redirect: string | undefined,
) {
  // Another tab's sign-in may have brought this tab in as someone else while this one was on its
  // way (one session per browser, decision D32): this answer, the last, wins, with nothing of theirs.
  const before = session.get()
  if (before.status !== 'anonymous' && userId(before.user) !== userId(result.user)) queryClient.clear()
  const returning = session.signIn(result.user, result.sessionId, { apiKey: result.apiKey, apiSecret: result.apiSecret })
  const next = signInLeadsTo(returning ? redirect : undefined)
  const waited = wait(REDIRECT_AFTER_LOGIN_MS - (performance.now() - result.answeredAt))
  const go = () => router.navigate({ href: next, replace: true })
  // (`href` decides where; `to` is only there for the types, as navigate's `href` needs none.)
  const loaded = await router.preloadRoute({ to: '.', href: next }).catch(() => undefined)
  if ('startViewTransition' in document && loaded?.every((match) => match.status === 'success')) {
    const lists = Promise.race([listsIn(queryClient), waited.then(() => wait(LISTS_GRACE_MS))])
    await Promise.race([waited, lists])
    // Set when the browser gives the transition up before it has taken the still (it may, when
    // the page it would capture is in a state it cannot take): the sign-in page then stays as
    // itself, busy, until the wait is over, as where there are no transitions.
    let noStill = false
    const swap = document.startViewTransition(async () => {
      // A sign-in the app took over after its wait was over asked for the lists only then: the
      // still stays until they are in. The screen renders after them, so it renders with them: a
      // screen rendered before, while they were on their way, renders them only a moment after
      // they are in, and the frame in between would show its lists loading.
      await lists
      if (noStill) await waited
      await go()
      await waited
      // The still has done its job. Skipped now, the transition lets the next frame show the new
      // screen; ended normally, the browser would first capture that screen for a swap animation,
      // a frame or two later on a slow tablet.
      swap.skipTransition()
    })
    // (A transition the browser skips, a hidden tab for one, still runs the update. When it skips
    // it before the update, it rejects `ready` before it calls the update.)
    swap.ready.catch(() => (noStill = true))
    swap.finished.catch(() => undefined)
    await swap.updateCallbackDone
    return
  }
  await waited
  await go()
}

/**
 * Resolves once the lists the next screen's loader asked for (the queries being fetched when called,
 * right after the screen's preload) are in, or have failed. Not what the screen asks for once it
 * renders: the top bar's notifications, slow to answer, would keep the busy page on screen.
 */
function listsIn(queryClient: QueryClient): Promise<void> {
  const asked = new Set(queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' }))
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching({ predicate: (query) => asked.has(query) }) > 0) return
      unsubscribe()
      resolve()
    }
    const unsubscribe = queryClient.getQueryCache().subscribe(check)
    check()
  })
}

/**
 * Downloads the code of the screen a sign-in leads to, through the router. A download that fails
 * here is tried again by the navigation, which shows its failure.
 */
export function loadScreenCodeAfterSignIn(router: AnyRouter, redirect: string | undefined): void {
  const { pathname } = new URL(signInLeadsTo(redirect), window.location.origin)
  const [routes] = router.getMatchedRoutes(pathname)
  void Promise.all(routes.map((route) => router.loadRouteChunk(route))).catch(forgetFailedCode)
}

/** Where a sign-in leads: the page the user was sent away from (`redirect`), else the dashboard. */
export function signInLeadsTo(redirect: string | undefined): string {
  return safeRedirect(redirect) ?? '/dashboard'
}

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/

/**
 * Only a path on this origin may be a place to return to after signing in: what the browser's own
 * URL parser (`new URL(target, location.origin)`) keeps on this origin, with no control characters
 * (the parser drops tabs and line breaks, so `/\t/evil.com` would become `//evil.com`, another
 * host), and whose parsed path does not start with `//` (`/.//evil.com` parses to the path
 * `//evil.com`, which a browser given it again reads as another host). Returns the parsed path,
 * search and hash; the login page itself (`/`) is no target.
 */
export function safeRedirect(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/') || CONTROL_CHARACTERS.test(target)) return undefined
  let url: URL
  try {
    url = new URL(target, window.location.origin)
  } catch {
    return undefined
  }
  if (url.origin !== window.location.origin || url.pathname === '/' || url.pathname.startsWith('//')) return undefined
  return url.pathname + url.search + url.hash
}
