import { createFileRoute, redirect } from '@tanstack/react-router'
import { AppLayout } from '../ui/app-layout'
import { FullPageLoader } from '../ui/full-page-loader'
import { optionalString } from './-search'

/** Decision D18: an open dialog lives in the URL (`?dialog=visitor&id=...`). */
export function dialogSearch(search: Record<string, unknown>): { dialog?: string; id?: string } {
  return { dialog: optionalString(search.dialog), id: optionalString(search.id) }
}

export const Route = createFileRoute('/_authed')({
  validateSearch: dialogSearch,
  beforeLoad: ({ context, location }) => {
    const leave = () => redirect({ to: '/', search: { redirect: location.href } })
    // Decided already (signed in, or nobody): no waiting, so no spinner between screens.
    if (context.session.get().status !== 'loading') {
      if (!context.session.isSignedIn()) throw leave()
      return
    }
    // The start-up check: wait for it (spinner), then need a user and a session id. With the
    // stored user's last known data at hand, the screen shows at once instead (D24); the check
    // still ends the session if the server refuses it.
    return (async () => {
      const showAtOnce = context.session.isRestoring() && (await context.cacheRestored)
      if (!showAtOnce) await context.sessionReady
      if (!context.session.isSignedIn() && !(showAtOnce && context.session.isRestoring())) throw leave()
    })()
  },
  pendingComponent: FullPageLoader,
  pendingMs: 0,
  // No minimum time on screen: moving from the sign-in to the dashboard (its data already in the
  // cache) must not be held for the router's default 500 ms of spinner.
  pendingMinMs: 0,
  component: AppLayout,
})
