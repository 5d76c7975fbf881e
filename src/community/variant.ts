import type { User } from '../session/store'

/** Which product a user sees: an ordinary home, a flagged home (is_101_duntreath = 1) or a club. */
export type Variant = 'home' | 'home-flagged' | 'club'

export const CLUB_ROLES = ['Club Primary Member', 'Club Secondary Member'] as const
export const DEFAULT_ROLE = 'Primary Member'

/** The first role decides (default Primary Member). */
export function firstRole(user: User | null | undefined): string {
  return user?.roles?.[0] ?? DEFAULT_ROLE
}

export function isClubUser(user: User | null | undefined): boolean {
  return (CLUB_ROLES as readonly string[]).includes(firstRole(user))
}

/** is_101_duntreath equals 1 (the backend may send 1, "1" or true). */
export function isFlagged(user: User | null | undefined): boolean {
  const flag = user?.is_101_duntreath
  return flag === 1 || flag === '1' || flag === true
}

export function variantOf(user: User | null | undefined): Variant {
  if (isClubUser(user)) return 'club'
  return isFlagged(user) ? 'home-flagged' : 'home'
}

/** The product's name as the user sees it (spec: Traffic Dash for homeowners, a club brand for club members). */
export function brandName(user: User | null | undefined): string {
  return isClubUser(user) ? 'Traffic Dash Club' : 'Traffic Dash'
}

export interface Wording {
  /** 'Guest' or 'Employee' */
  guest: string
  addGuestCard: string
  inviteGuestTitle: string
  guestListTitle: string
  /** The people screen in the user menu. */
  people: { label: 'Members' | 'Managers'; to: '/members' | '/managers' }
  vacations: boolean
}

export function wordingFor(user: User | null | undefined): Wording {
  const flagged = isFlagged(user)
  return flagged
    ? {
        guest: 'Employee',
        addGuestCard: 'Add Employee',
        inviteGuestTitle: 'Invite Employee',
        guestListTitle: 'Employee',
        people: { label: 'Managers', to: '/managers' },
        vacations: false,
      }
    : {
        guest: 'Guest',
        addGuestCard: 'Add Guest',
        inviteGuestTitle: 'Invite Guest',
        guestListTitle: 'Guest',
        people: { label: 'Members', to: '/members' },
        vacations: true,
      }
}
