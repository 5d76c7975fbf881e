import { seedDoc, seriesName, type Doc } from '../records'
import { HOME, NEIGHBOUR_HOME } from './accounts'
import { dateFromNow, daysFromNow } from './dates'
import type { SeedOptions } from './options'

const VACATION = 'Vacation Call In Entry'

function vacation(n: number, owner: string, home: string, start: number, end: number, note: string): Doc {
  return seedDoc(seriesName('VAC', n), owner, {
    homeowner: home,
    vacation_start_date: dateFromNow(start),
    vacation_end_date: dateFromNow(end),
    submitted_by: owner,
    vacation_note: note,
  }, daysFromNow(start - 7, 10))
}

/** The flagged community has no vacation features, so its home has none. */
export function seedVacations(_opts: SeedOptions): Record<string, Doc[]> {
  return {
    [VACATION]: [
      vacation(1, 'resident@demo.test', HOME, -2, 3, 'Family trip to the coast. Newspapers are paused.'),
      vacation(2, 'resident@demo.test', HOME, 12, 19, 'Visiting relatives abroad; the house sitter comes on Sundays.'),
      // Over: not listed.
      vacation(3, 'resident@demo.test', HOME, -20, -14, 'Ski week'),
      vacation(4, 'neighbour@demo.test', NEIGHBOUR_HOME, 1, 5, 'Neighbour away'),
    ],
  }
}
