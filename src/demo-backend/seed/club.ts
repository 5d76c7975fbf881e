import { nowStamp, seedDoc, type Doc } from '../records'
import { CLUB, OTHER_CLUB } from './accounts'
import { daysFromNow } from './dates'
import type { SeedOptions } from './options'

/** The most guests a club member may have on the guest list (D12). */
export const CLUB_GUEST_LIMIT = 6

const CLUB_ACCESS = 'Club Access'
const VISITOR = 'Visitor Call-In'

type ChildField = 'guests' | 'allowed_guests'
const CHILD_DOCTYPE: Record<ChildField, string> = { guests: 'Club Guest', allowed_guests: 'Club Allowed Guest' }

/** A child-table row as Frappe returns it inside its parent doc. */
export function clubChildRow(
  parent: string,
  parentfield: ChildField,
  name: string,
  idx: number,
  fields: Record<string, unknown>,
  owner = 'Administrator',
): Record<string, unknown> {
  const stamp = nowStamp()
  return {
    name,
    owner,
    creation: stamp,
    modified: stamp,
    modified_by: owner,
    docstatus: 0,
    idx,
    parent,
    parentfield,
    parenttype: CLUB_ACCESS,
    doctype: CHILD_DOCTYPE[parentfield],
    ...fields,
  }
}

function clubAccess(
  club: string,
  owner: string,
  memberName: string,
  guests: [name: string, first: string, last: string][],
  allowed: [name: string, guestName: string, phone: string][],
): Doc {
  return seedDoc(club, owner, {
    club_member: club,
    member_name: memberName,
    guests: guests.map(([name, first, last], i) =>
      clubChildRow(club, 'guests', name, i + 1, { guest_name: first, guest_last_name: last }, owner),
    ),
    allowed_guests: allowed.map(([name, guestName, phone], i) =>
      clubChildRow(club, 'allowed_guests', name, i + 1, { guest_name: guestName, phone }, owner),
    ),
  })
}

/** A club visitor call-in: expires `hours` from now (24 h after it was created). */
function clubVisitor(name: string, owner: string, club: string, visitorName: string, terminationDate: string): Doc {
  return seedDoc(name, owner, {
    call_in_type: 'Club Member',
    club_member: club,
    visitor_name: visitorName,
    termination_date: terminationDate,
  })
}

function hoursFromNow(hours: number): string {
  return nowStamp(new Date(Date.now() + hours * 3_600_000))
}

export function seedClub(_opts: SeedOptions): Record<string, Doc[]> {
  return {
    [CLUB_ACCESS]: [
      clubAccess(
        CLUB,
        'club@demo.test',
        'Sofia Martinez',
        [
          ['CG-0001', 'Ava', 'Thompson'],
          ['CG-0002', 'Ethan', 'Walker'],
          ['CG-0003', 'Mia', 'Delgado'],
        ],
        [
          ['CAG-0001', 'Lucas Martinez', '+1 555 330 2042'],
          ['CAG-0002', 'Isabella Martinez', '+1 555 330 2043'],
        ],
      ),
      clubAccess(
        OTHER_CLUB,
        'otherclub@demo.test',
        'Henry Okafor',
        [
          ['CG-0101', 'Private', 'Guest'],
          ['CG-0102', 'Hidden', 'Person'],
        ],
        [['CAG-0101', 'Grace Okafor', '+1 555 990 0101']],
      ),
    ],
    [VISITOR]: [
      clubVisitor('VCI-00101', 'club@demo.test', CLUB, 'Harper Collins', hoursFromNow(20)),
      clubVisitor('VCI-00102', 'clubfamily@demo.test', CLUB, 'Noah Fischer', hoursFromNow(6)),
      // Ended two days ago: never listed, whatever the hour (before 03:00 the visitor day is still yesterday's).
      clubVisitor('VCI-00103', 'club@demo.test', CLUB, 'Expired Club Visitor', daysFromNow(-2, 12)),
      clubVisitor('VCI-00104', 'otherclub@demo.test', OTHER_CLUB, 'Other Club Visitor', hoursFromNow(12)),
    ],
  }
}
