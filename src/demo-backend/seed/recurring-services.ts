import { seedDoc, seriesName, type Doc } from '../records'
import { FLAGGED_HOME, HOME, NEIGHBOUR_HOME } from './accounts'
import { daysFromNow } from './dates'
import type { SeedOptions } from './options'

const RECURRING_SERVICE = 'Recurring Service'

function service(n: number, owner: string, home: string, vendor: string, type: string): Doc {
  return seedDoc(seriesName('RS', n), owner, {
    homeowner: home,
    vendor_name: vendor,
    service_type: type,
  }, daysFromNow(-n, 8))
}

/** HOME has six: the dashboard card shows five of them. */
export function seedRecurringServices(_opts: SeedOptions): Record<string, Doc[]> {
  return {
    [RECURRING_SERVICE]: [
      service(1, 'resident@demo.test', HOME, 'GreenThumb', 'Lawn Care'),
      service(2, 'resident@demo.test', HOME, 'AquaBlue', 'Pool Care'),
      service(3, 'resident@demo.test', HOME, 'Rosa', 'Housekeeper'),
      service(4, 'resident@demo.test', HOME, 'BugBusters', 'Pest Control'),
      service(5, 'resident@demo.test', HOME, 'Paws', 'Pet Groomer'),
      service(6, 'resident@demo.test', HOME, 'Helen', 'Caregiver'),
      service(7, 'duntreath@demo.test', FLAGGED_HOME, 'Glenmore', 'Lawn Care'),
      service(8, 'duntreath@demo.test', FLAGGED_HOME, 'Morag', 'Housekeeper'),
      service(9, 'neighbour@demo.test', NEIGHBOUR_HOME, 'Sitters', 'Baby Sitter'),
    ],
  }
}
