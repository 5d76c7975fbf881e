import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { DIALOG_NAMES } from '../features/dialogs/names'
import { lazyCode } from '../lazy-code'
import { FullPageLoader } from '../ui/full-page-loader'
import { listSearchFields } from '../ui/list-search-params'
import { optionalOneOf, optionalText } from './-search'

/**
 * Decision D18: an open dialog lives in the URL (`?dialog=visitor&id=...`). A name no dialog has
 * is dropped, with its id: the page opens without a dialog.
 * Each list's search text lives in the URL too (`?visitors=ann`): Back and a reload keep it.
 * `tapped`: the notification a tap on the browser's notification opened the portal on.
 */
const authedSearch = z.pipe(
  z.object({
    dialog: optionalOneOf(DIALOG_NAMES),
    id: optionalText,
    tapped: optionalText,
    ...listSearchFields,
  }),
  // The id key even when undefined: that is what removes it from the address on load.
  z.transform((search) => ({ ...search, id: search.dialog && search.id })),
)

export const Route = createFileRoute('/_authed')({
  validateSearch: authedSearch,
  // The guard: wait for the start-up check (spinner), then need a user and a session id. With the
  // stored user's last known data at hand, it shows at once instead (D24: the persisted cache); the
  // check still ends the session if the server refuses it. A guard with nothing left to wait for
  // returns no promise: the router then renders the screen in the same pass, with no spinner (an
  // async beforeLoad, even one awaiting settled promises, makes the route pending and shows the
  // spinner for at least its minimum time).
  beforeLoad: ({ context, location }) => {
    const { session } = context
    const guard = (showAtOnce: boolean) => {
      if (!session.isSignedIn() && !(showAtOnce && session.isRestoring())) {
        throw redirect({ to: '/', search: { redirect: location.href } })
      }
    }
    if (!session.isRestoring()) return guard(false)
    if (context.cacheRestoredNow()) return guard(true)
    return (async () => {
      const showAtOnce = await context.cacheRestored
      if (!showAtOnce) await context.sessionReady
      guard(showAtOnce)
    })()
  },
  pendingComponent: FullPageLoader,
  // The spinner at once while the start-up check is awaited, and for no longer than that: the
  // router offers it for every new match of this route before its guard has even run, so the
  // default minimum (500 ms) would keep an idle spinner on screen after every sign-in and reload.
  pendingMs: 0,
  pendingMinMs: 0,
  component: lazyCode(() => import('./-authed-layout')),
})
