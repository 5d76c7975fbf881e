import { seedDoc, seriesName, type Doc } from '../records'
import { CLUB, FLAGGED_HOME, HOME, NEIGHBOUR_HOME } from './accounts'
import { siteStamp } from '../site'
import { daysFromNow } from './dates'
import type { SeedOptions } from './options'

const VISITOR = 'Visitor Call-In'

function visitor(name: string, owner: string, fields: Record<string, unknown>): Doc {
  return seedDoc(name, owner, { goshen_gate: 0, ...fields })
}

const FIRST = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Ethan', 'Sophia', 'Mason', 'Isabella', 'Lucas', 'Mia', 'Henry']
const LAST = ['Clarke', 'Turner', 'Hughes', 'Patel', 'Nguyen', 'Brooks', 'Foster', 'Reyes', 'Kim', 'Walsh', 'Ortiz']
const COMPANIES = ['SwiftParcel', 'CityCourier', 'GreenLeafFlorist', 'HomeFixers', 'SparkElectric', 'ClearView']

/** HOME gets more than 20 current visitors: a list cut at Frappe's default page of 20 would show (D10). */
function extraHomeVisitors(count: number, start: number): Doc[] {
  return Array.from({ length: count }, (_, i) => {
    const n = start + i
    const kind = i % 4
    const category = kind === 3 ? 'Contractor' : kind === 2 ? 'Delivery' : 'Day Visitor'
    const visitorName =
      category === 'Day Visitor' ? `${FIRST[(i + 1) % FIRST.length]} ${LAST[(i * 7 + 3) % LAST.length]}` : COMPANIES[i % COMPANIES.length]
    return visitor(
      seriesName('VCI', n),
      'resident@demo.test',
      {
        call_in_type: 'HomeOwner',
        homeowner: HOME,
        category,
        visitor_name: visitorName,
        termination_date: category === 'Contractor' ? daysFromNow(2 + (i % 5), 17) : daysFromNow(1),
      },
    )
  })
}

export function seedVisitors(opts: SeedOptions): Record<string, Doc[]> {
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
      visitor_name: 'BrightlinePlumbing', termination_date: daysFromNow(5, 17),
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
    visitor('VCI-00008', 'duntreath@demo.test', {
      call_in_type: 'HomeOwner', homeowner: FLAGGED_HOME, category: 'Contractor',
      visitor_name: 'HighlandRoofing', termination_date: daysFromNow(3, 18),
    }),
    // A category the UI does not know: shown with a grey badge.
    visitor('VCI-00009', 'resident@demo.test', {
      call_in_type: 'HomeOwner', homeowner: HOME, category: 'Gate Pass',
      visitor_name: 'Grace Lin', termination_date: daysFromNow(1),
    }),
    // A contractor whose access ends within the day: marked 'Ends soon', with 'Extend 1 day'.
    visitor('VCI-20001', 'resident@demo.test', {
      call_in_type: 'HomeOwner', homeowner: HOME, category: 'Contractor',
      visitor_name: 'Oakline Painters', termination_date: siteStamp(new Date(Date.now() + 6 * 3_600_000)),
    }),
    // Ended within the last 30 days: recent visitors (with 'Old Visitor' above); and one older.
    visitor('VCI-20002', 'resident@demo.test', {
      call_in_type: 'HomeOwner', homeowner: HOME, category: 'Day Visitor',
      visitor_name: 'Marcus Webb', termination_date: daysFromNow(-3),
    }),
    visitor('VCI-20003', 'resident@demo.test', {
      call_in_type: 'HomeOwner', homeowner: HOME, category: 'Delivery',
      visitor_name: 'QuickShip Express', termination_date: daysFromNow(-10, 23, 59),
    }),
    visitor('VCI-20004', 'resident@demo.test', {
      call_in_type: 'HomeOwner', homeowner: HOME, category: 'Contractor',
      visitor_name: 'Summit Roofing', termination_date: daysFromNow(-20, 17),
    }),
    visitor('VCI-20005', 'resident@demo.test', {
      call_in_type: 'HomeOwner', homeowner: HOME, category: 'Day Visitor',
      visitor_name: 'Nora Ellis', termination_date: daysFromNow(-45),
    }),
    ...extraHomeVisitors(opts.large ? 1000 : 22, 10),
  ]
  return { [VISITOR]: rows }
}
