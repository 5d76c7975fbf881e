import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { DialogName } from './names'

import type { DialogProps } from './dialog-props'

export type { DialogProps }

type LazyDialog = LazyExoticComponent<ComponentType<DialogProps>>

/**
 * The dialog of each name in `DIALOG_NAMES` (decision D18: `?dialog=<name>&id=<record>`), no more
 * and no fewer. Each loads on first use.
 */
const dialogs = {
  visitor: lazy(() => import('../visitors/visitor-dialog')),
  'visitor-edit': lazy(() => import('../visitors/visitor-edit-dialog')),
  guest: lazy(() => import('../guests/guest-dialog')),
  'guest-edit': lazy(() => import('../guests/guest-edit-dialog')),
  vacation: lazy(() => import('../vacations/vacation-dialog')),
  'vacation-edit': lazy(() => import('../vacations/vacation-edit-dialog')),
  'recurring-service': lazy(() => import('../recurring-services/recurring-service-dialog')),
  'recurring-service-edit': lazy(() => import('../recurring-services/recurring-service-edit-dialog')),
  incident: lazy(() => import('../incidents/incident-dialog')),
  'club-guest': lazy(() => import('../club/club-guest-dialog')),
  'club-visitor': lazy(() => import('../club/club-visitor-dialog')),
  'guest-bulk': lazy(() => import('../party-list/party-list-dialog')),
  logout: lazy(() => import('../auth/logout-dialog')),
} satisfies Record<DialogName, LazyDialog>

export function dialogFor(name: DialogName | undefined): LazyDialog | undefined {
  return name ? dialogs[name] : undefined
}
