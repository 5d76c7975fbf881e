import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export interface DialogProps {
  /** The record the dialog is about (`?id=`), for edit dialogs. */
  id?: string
  onClose: () => void
}

type LazyDialog = LazyExoticComponent<ComponentType<DialogProps>>

/**
 * Every dialog the URL can open (decision D18: `?dialog=<name>&id=<record>`). Each loads on
 * first use. Features add their dialogs here.
 */
export const dialogs: Record<string, LazyDialog> = {
  // Filled by the dashboard features (steps 2 and 3).
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
}

export function dialogFor(name: string | undefined): LazyDialog | undefined {
  return name ? dialogs[name] : undefined
}

export { lazy }
