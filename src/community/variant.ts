import { t, type MessageId } from '../i18n'
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

/**
 * Whether the site has linked the account to what its gate entries belong to: a household
 * (`homeowner_address`), or a club membership (`club_member`). Until it has, every entry would go out
 * without its owner: the portal offers none.
 */
export function isLinked(user: User | null | undefined): boolean {
  return isClubUser(user) ? !!user?.club_member : !!user?.homeowner_address
}

export function variantOf(user: User | null | undefined): Variant {
  if (isClubUser(user)) return 'club'
  return isFlagged(user) ? 'home-flagged' : 'home'
}

/** The product's name as the user sees it (Traffic Dash for homeowners, a club brand for club members). */
export function brandName(user: User | null | undefined): string {
  return isClubUser(user) ? 'Traffic Dash Club' : 'Traffic Dash'
}

interface WordingIds {
  guest: MessageId
  addGuestCard: MessageId
  inviteGuestTitle: MessageId
  guestListTitle: MessageId
  guestSearch: MessageId
  people: { label: MessageId; to: '/members' | '/managers' }
  vacations: boolean
  addMany: boolean
}

/** The words that differ per community: message ids, one set per kind of home. */
const WORDING_IDS: Record<'flagged' | 'home', WordingIds> = {
  flagged: {
    guest: 'variant.employee',
    addGuestCard: 'variant.addEmployee',
    inviteGuestTitle: 'variant.inviteEmployee',
    guestListTitle: 'variant.employeeList',
    guestSearch: 'variant.employeeSearch',
    people: { label: 'variant.managers', to: '/managers' },
    vacations: false,
    // Adding many at once is for a party's guests.
    addMany: false,
  },
  home: {
    guest: 'variant.guest',
    addGuestCard: 'variant.addGuest',
    inviteGuestTitle: 'variant.inviteGuest',
    guestListTitle: 'variant.guestList',
    guestSearch: 'variant.guestSearch',
    people: { label: 'variant.members', to: '/members' },
    vacations: true,
    addMany: true,
  },
}

export interface Wording {
  /** 'Guest' or 'Employee' */
  guest: string
  addGuestCard: string
  inviteGuestTitle: string
  guestListTitle: string
  /** What the guest list's search field is called. */
  guestSearch: string
  /** The people screen in the user menu. */
  people: { label: string; to: '/members' | '/managers' }
  vacations: boolean
  /** The guest list's 'Add many'. */
  addMany: boolean
}

/**
 * The user's community's words in the UI's language now (call it while rendering, as the screens do).
 * A club member has the club's, flag or not: the flagged community's screens are a household's.
 */
export function wordingFor(user: User | null | undefined): Wording {
  const ids = WORDING_IDS[variantOf(user) === 'home-flagged' ? 'flagged' : 'home']
  return {
    guest: t(ids.guest),
    addGuestCard: t(ids.addGuestCard),
    inviteGuestTitle: t(ids.inviteGuestTitle),
    guestListTitle: t(ids.guestListTitle),
    guestSearch: t(ids.guestSearch),
    people: { label: t(ids.people.label), to: ids.people.to },
    vacations: ids.vacations,
    addMany: ids.addMany,
  }
}
