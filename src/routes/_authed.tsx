import { createFileRoute, redirect } from '@tanstack/react-router'
import { DIALOG_NAMES, type DialogName } from '../features/dialogs/names'
import { lazyCode } from '../lazy-code'
import { FullPageLoader } from '../ui/full-page-loader'
import { listSearch } from '../ui/list-search'
import { optionalOneOf, optionalString } from './-search'

/**
 * Decision D18: an open dialog lives in the URL (`?dialog=visitor&id=...`). A name no dialog has
 * is dropped, with its id: the page opens without a dialog.
 */
export function dialogSearch(search: Record<string, unknown>): { dialog?: DialogName; id?: string } {
  const dialog = optionalOneOf(search.dialog, DIALOG_NAMES)
  // Both keys, even when undefined: that is what removes them from the address on load.
  return { dialog, id: dialog && optionalString(search.id) }
}

export const Route = createFileRoute('/_authed')({
  // Each list's search text lives in the URL too (`?visitors=ann`): Back and a reload keep it.
  validateSearch: (search: Record<string, unknown>) => ({ ...dialogSearch(search), ...listSearch(search) }),
  beforeLoad: async ({ context, location }) => {
    // The guard: wait for the start-up check (spinner), then need a user and a session id. With
    // the stored user's last known data at hand, it shows at once instead (D24); the check still
    // ends the session if the server refuses it.
    const showAtOnce = context.session.isRestoring() && (await context.cacheRestored)
    if (!showAtOnce) await context.sessionReady
    if (!context.session.isSignedIn() && !(showAtOnce && context.session.isRestoring())) {
      throw redirect({ to: '/', search: { redirect: location.href } })
    }
  },
  pendingComponent: FullPageLoader,
  pendingMs: 0,
  component: lazyCode(() => import('./-authed-layout')),
})
