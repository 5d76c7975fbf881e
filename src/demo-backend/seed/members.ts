import { seedDoc, seriesName, type Doc } from '../records'
import { CLUB, FLAGGED_HOME, HOME, NEIGHBOUR_HOME, OTHER_CLUB } from './accounts'
import { daysFromNow } from './dates'
import type { SeedOptions } from './options'

/** A household's members (method-only resource: stored under its own name). */
export const MEMBER = 'Member'
/** A club member's secondary members (method-only resource: stored under its own name). */
export const CLUB_MEMBER_GUEST = 'Club Member Guest'

type Status = 'Not Invited' | 'Invited' | 'Revoked' | 'Pending' | null
type Type = 'Secondary' | 'Minor' | 'Non-Resident' | null

function member(
  n: number,
  owner: string,
  home: string,
  ownerName: string | null,
  contact: string | null,
  memberType: Type,
  status: Status,
): Doc {
  return seedDoc(
    seriesName('MEM', n),
    owner,
    { homeowner_address: home, owner_name: ownerName, contact, member_type: memberType, access_status: status },
    daysFromNow(-30 + (n % 20), 10),
  )
}

function clubGuest(n: number, owner: string, club: string, guestName: string | null, contact: string | null, status: Status): Doc {
  return seedDoc(
    seriesName('CMG', n),
    owner,
    { club_member: club, guest_name: guestName, contact, access_status: status },
    daysFromNow(-20 + n, 11),
  )
}

/**
 * Members of every type and status: the home (resident@), the flagged home (duntreath@:
 * Secondary = managers, Non-Resident = ground workers, with the missing fields the managers
 * screen falls back for), a neighbour (for scoping), and the club's secondary members.
 */
export function seedMembers(opts: SeedOptions): Record<string, Doc[]> {
  const r = 'resident@demo.test'
  const d = 'duntreath@demo.test'
  const members: Doc[] = [
    member(1, r, HOME, 'Daniel Robinson', '+1 555 201 7788', 'Secondary', 'Invited'),
    member(2, r, HOME, 'Emma Robinson', '+1 555 201 4411', 'Secondary', 'Not Invited'),
    member(3, r, HOME, 'Grace Whitfield', '+1 555 201 5522', 'Secondary', 'Revoked'),
    member(4, r, HOME, 'Oliver Chen', null, 'Secondary', 'Pending'),
    member(5, r, HOME, 'Lily Robinson', null, 'Minor', 'Not Invited'),
    member(6, r, HOME, 'Noah Robinson', '+1 555 201 6633', 'Minor', 'Invited'),
    member(7, r, HOME, 'Carlos Mendez', '+1 555 201 8844', 'Non-Resident', 'Not Invited'),
    member(8, r, HOME, 'Hannah Lee', '+1 555 201 9955', 'Non-Resident', 'Invited'),
    member(11, d, FLAGGED_HOME, 'Fiona MacLeod', '+1 555 410 2020', 'Secondary', 'Invited'),
    member(12, d, FLAGGED_HOME, 'Ewan Stewart', '+1 555 410 3030', 'Secondary', 'Not Invited'),
    member(13, d, FLAGGED_HOME, 'Isla Graham', '+1 555 410 4040', 'Secondary', 'Revoked'),
    member(14, d, FLAGGED_HOME, null, null, 'Secondary', null),
    member(15, d, FLAGGED_HOME, 'Rory Fraser', '+1 555 410 5050', 'Non-Resident', 'Not Invited'),
    member(16, d, FLAGGED_HOME, 'Callum Reid', null, 'Non-Resident', 'Invited'),
    member(17, d, FLAGGED_HOME, 'Morag Innes', '+1 555 410 6060', 'Non-Resident', null),
    member(21, 'neighbour@demo.test', NEIGHBOUR_HOME, 'Arjun Shah', '+1 555 201 1212', 'Secondary', 'Not Invited'),
    member(22, 'neighbour@demo.test', NEIGHBOUR_HOME, 'Meera Shah', '+1 555 201 1313', 'Minor', 'Invited'),
  ]
  if (opts.large) {
    const types: Type[] = ['Secondary', 'Minor', 'Non-Resident']
    const statuses: Status[] = ['Not Invited', 'Invited', 'Revoked']
    for (let i = 0; i < 500; i += 1)
      members.push(
        member(100 + i, r, HOME, `Member Number${i + 1}`, `+1 555 300 ${String(i).padStart(4, '0')}`, types[i % 3]!, statuses[i % 3]!),
      )
  }
  const c = 'club@demo.test'
  const clubGuests: Doc[] = [
    clubGuest(1, c, CLUB, 'Lucas Martinez', '+1 555 330 2042', 'Invited'),
    clubGuest(2, c, CLUB, 'Elena Martinez', '+1 555 330 2043', 'Not Invited'),
    clubGuest(3, c, CLUB, 'Mateo Ruiz', '+1 555 330 2044', 'Revoked'),
    clubGuest(4, c, CLUB, 'Camila Ortega', null, 'Not Invited'),
    clubGuest(5, c, CLUB, null, '+1 555 330 2046', 'Invited'),
    clubGuest(11, 'other@demo.test', OTHER_CLUB, 'Theo Marsh', '+1 555 340 1111', 'Not Invited'),
  ]
  return { [MEMBER]: members, [CLUB_MEMBER_GUEST]: clubGuests }
}
