import { seedDoc, seriesName, type Doc } from '../records'
import { FLAGGED_HOME, HOME, NEIGHBOUR_HOME } from './accounts'
import { daysFromNow } from './dates'
import type { SeedOptions } from './options'

const GUEST = 'Guest'

function guest(n: number, owner: string, home: string, guestName: string, visitingAs: string, daysAgo: number): Doc {
  return seedDoc(seriesName('GST', n), owner, {
    guest_name: guestName,
    visiting_as: visitingAs,
    homeowner_address: home,
  }, daysFromNow(-daysAgo, 9))
}

export function seedGuests(opts: SeedOptions): Record<string, Doc[]> {
  const rows: Doc[] = [
    guest(1, 'resident@demo.test', HOME, 'Olivia Bennett', 'Guest', 1),
    guest(2, 'resident@demo.test', HOME, 'James Carter', 'Guest', 2),
    guest(3, 'family@demo.test', HOME, 'Nora Robinson', 'Family', 3),
    guest(4, 'duntreath@demo.test', FLAGGED_HOME, 'Hamish Stewart', 'Employee', 1),
    guest(5, 'duntreath@demo.test', FLAGGED_HOME, 'Isla MacLeod', 'Employee', 2),
    guest(6, 'duntreath@demo.test', FLAGGED_HOME, 'Callum Fraser', 'Employee', 3),
    guest(7, 'neighbour@demo.test', NEIGHBOUR_HOME, 'Neighbour Friend', 'Guest', 1),
  ]
  if (opts.large) {
    for (let i = 0; i < 300; i += 1) rows.push(guest(100 + i, 'resident@demo.test', HOME, `Guest Number${i + 1}`, 'Guest', 10 + (i % 30)))
  }
  return { [GUEST]: rows }
}
