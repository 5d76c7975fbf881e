import { isLinked, variantOf, type Variant } from '../../community/variant'
import { lazyCode, type LazyCode } from '../../lazy-code'
import type { User } from '../../session/store'
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

/**
 * The dialogs that are not on a kind of user's dashboard, which a link (D18) may still name: a
 * household's forms send its address and a club's its member id, so the other kind's could only
 * fail; the flagged community has no vacations, and no 'Add many' (a party's guests).
 */
const NOT_FOR: Record<Variant, readonly DialogName[]> = {
  home: ['club-guest', 'club-visitor'],
  'home-flagged': ['club-guest', 'club-visitor', 'vacation', 'vacation-edit', 'guest-bulk'],
  club: ['visitor', 'visitor-edit', 'guest', 'guest-edit', 'vacation', 'vacation-edit', 'recurring-service', 'recurring-service-edit'],
}

/** The dialogs that make a gate entry: none for an account the site has not linked (`isLinked`). */
const NEED_A_LINK: readonly DialogName[] = ['visitor', 'guest', 'vacation', 'recurring-service', 'club-guest', 'club-visitor', 'guest-bulk']

/** The dialog `name` opens for `user`: none when it is not one of their dashboard's, or not theirs yet. */
export function dialogFor(name: DialogName | undefined, user: User | null): LazyDialog | undefined {
  if (!name || NOT_FOR[variantOf(user)].includes(name)) return undefined
  return isLinked(user) || !NEED_A_LINK.includes(name) ? dialogs[name] : undefined
}
