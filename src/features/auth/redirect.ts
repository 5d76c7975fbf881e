import type { AnyRouter } from '@tanstack/react-router'
import { REDIRECT_AFTER_LOGIN_MS } from '../../config'
import type { SignedIn } from '../../queries/auth'
import type { SessionStore } from '../../session/store'

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * A sign-in accepted: the session starts, and after the product's wait (1 s, counted from the answer:
 * a sign-in sent before the app had loaded may have been answered long ago) the app goes to the
 * page the user was sent away from, else the dashboard. The next screen loads meanwhile, as the
 * router would load it: the signed-in layout's and the screen's code and its data (its loader), so
 * that showing it never shows a loading screen after 'Logging in...'. (A preload that fails is the
 * navigation's to show.)
 *
 * `behind` (the busy sign-in page is on screen): once loaded, the next screen is also rendered
 * during the wait, behind that page, which the browser keeps on screen as a still (a view
 * transition, with no animation: src/styles/view-transition.css); when the wait is over the swap is
 * instant. Rendering a dashboard takes a noticeable time on a slow tablet, which the resident would
 * otherwise wait through after the 1 s. Meanwhile the router is at the next screen but the address
 * stays the sign-in page's (a masked navigation, TanStack Router's route masking): it changes when
 * the screen shows, after the wait, as after any sign-in. `render` puts the app on the page when it
 * is not there yet (a sign-in accepted before the app had loaded, src/main.tsx): behind the page
 * too, or after the navigation. `signedIn` runs once the session has started, before the next
 * screen loads (the start-up hands over the lists it asked for early). Without view transitions
 * (older browsers), or when the next screen could not load, the app goes there after the
 * wait.
 */
export async function acceptSignIn(
  { session, router }: { session: SessionStore; router: AnyRouter },
  result: SignedIn,
  redirect: string | undefined,
  { behind = false, render, signedIn }: { behind?: boolean; render?: () => void; signedIn?: () => void } = {},
) {
  session.signIn(result.user, result.sessionId, { apiKey: result.apiKey, apiSecret: result.apiSecret })
  signedIn?.()
  const next = signInLeadsTo(redirect)
  const waited = wait(REDIRECT_AFTER_LOGIN_MS - (Date.now() - result.answeredAt))
  const go = () => router.navigate({ href: next, replace: true })
  // (`href` decides where; `to` is only there for the types, as navigate's `href` needs none.)
  const loaded = await router.preloadRoute({ to: '.', href: next }).catch(() => undefined)
  if (behind && 'startViewTransition' in document && loaded?.every((match) => match.status === 'success')) {
    const swap = document.startViewTransition(async () => {
      await router.navigate({ href: next, replace: true, mask: { to: '.', search: true, hash: true }, state: { behindSignIn: true } })
      render?.()
      await waited
      // The same location unmasked (without the state that tells it apart, `navigate` would see no
      // change and keep the address).
      await go()
    })
    // (A transition the browser skips, a hidden tab for one, still runs the update.)
    swap.ready.catch(() => undefined)
    swap.finished.catch(() => undefined)
    await swap.updateCallbackDone
    return
  }
  await waited
  await go()
  render?.()
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** The screen a sign-in leads to, while it renders behind the busy sign-in page (acceptSignIn). */
    behindSignIn?: true
  }
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
