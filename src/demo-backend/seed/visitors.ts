import { seedDoc, type Doc } from '../db'
import { CLUB, FLAGGED_HOME, HOME, NEIGHBOUR_HOME } from './accounts'
import { daysFromNow } from './dates'
import type { SeedOptions } from './seed'

const VISITOR = 'Visitor Call-In'

function visitor(name: string, owner: string, fields: Record<string, unknown>): Doc {
  return seedDoc(name, owner, { goshen_gate: 0, ...fields })
}

export function seedVisitors(_opts: SeedOptions): Record<string, Doc[]> {
  const rows: Doc[] = [
    visitor('VCI-00001', 'resident@demo.test', {
      call_in_type: 'HomeOwner', homeowner: HOME, category: 'Day Visitor',
      visitor_name: 'Emma Clarke', termination_date: daysFromNow(1),
    }),
    visitor('VCI-00002', 'resident@demo.test', {
      call_in_type: 'HomeOwner', homeowner: HOME, category: 'Delivery',
      visitor_name: 'FreshGrocer', termination_date: daysFromNow(0, 23, 59),
    }),
    visitor('VCI-00003', 'resident@demo.test', {
      call_in_type: 'HomeOwner', homeowner: HOME, category: 'Contractor',
      visitor_name: 'Brightline Plumbing', termination_date: daysFromNow(5, 17),
    }),
    visitor('VCI-00004', 'duntreath@demo.test', {
      call_in_type: 'HomeOwner', homeowner: FLAGGED_HOME, category: 'Day Visitor',
      visitor_name: 'Fiona Gray', termination_date: daysFromNow(1),
    }),
    visitor('VCI-00005', 'neighbour@demo.test', {
      call_in_type: 'HomeOwner', homeowner: NEIGHBOUR_HOME, category: 'Day Visitor',
      visitor_name: 'Private Neighbour Guest', termination_date: daysFromNow(1),
    }),
    visitor('VCI-00006', 'club@demo.test', {
      call_in_type: 'Club Member', club_member: CLUB, category: 'Day Visitor',
      visitor_name: 'Oliver Bennett', termination_date: daysFromNow(1, 10),
    }),
    // Expired yesterday: never listed.
    visitor('VCI-00007', 'resident@demo.test', {
      call_in_type: 'HomeOwner', homeowner: HOME, category: 'Day Visitor',
      visitor_name: 'Old Visitor', termination_date: daysFromNow(-1),
    }),
  ]
  return { [VISITOR]: rows }
}
