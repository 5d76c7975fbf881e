import { lazyCode, type LazyCode } from '../../lazy-code'
import type { DialogName } from './names'

import type { DialogProps } from './dialog-props'

export type { DialogProps }

type LazyDialog = LazyCode<DialogProps>

/**
 * The dialog of each name in `DIALOG_NAMES` (decision D18: `?dialog=<name>&id=<record>`), no more
 * and no fewer. Each loads on first use, or earlier when the signed-in app is idle (src/lazy-code.ts).
 */
const dialogs = {
  visitor: lazyCode(() => import('../visitors/visitor-dialog')),
  'visitor-edit': lazyCode(() => import('../visitors/visitor-edit-dialog')),
  guest: lazyCode(() => import('../guests/guest-dialog')),
  'guest-edit': lazyCode(() => import('../guests/guest-edit-dialog')),
  vacation: lazyCode(() => import('../vacations/vacation-dialog')),
  'vacation-edit': lazyCode(() => import('../vacations/vacation-edit-dialog')),
  'recurring-service': lazyCode(() => import('../recurring-services/recurring-service-dialog')),
  'recurring-service-edit': lazyCode(() => import('../recurring-services/recurring-service-edit-dialog')),
  incident: lazyCode(() => import('../incidents/incident-dialog')),
  'club-guest': lazyCode(() => import('../club/club-guest-dialog')),
  'club-visitor': lazyCode(() => import('../club/club-visitor-dialog')),
  'guest-bulk': lazyCode(() => import('../party-list/party-list-dialog')),
  logout: lazyCode(() => import('../auth/logout-dialog')),
} satisfies Record<DialogName, LazyDialog>

export function dialogFor(name: DialogName | undefined): LazyDialog | undefined {
  return name ? dialogs[name] : undefined
}
