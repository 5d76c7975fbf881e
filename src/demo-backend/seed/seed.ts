import { DB_VERSION, type Database, type Doc } from '../records'
import { seedUsers } from './accounts'
import { seedCars } from './cars'
import { seedClub } from './club'
import { seedGuests } from './guests'
import { seedIncidents } from './incidents'
import { seedMembers } from './members'
import { seedNotifications } from './notifications'
import { seedRecurringServices } from './recurring-services'
import { seedVacations } from './vacations'
import { seedVisitors } from './visitors'

import type { SeedOptions } from './options'

export type { SeedOptions }

type Seeder = (opts: SeedOptions) => Record<string, Doc[]>

const seeders: Seeder[] = [
  seedVisitors,
  seedGuests,
  seedVacations,
  seedRecurringServices,
  seedIncidents,
  seedMembers,
  seedClub,
  seedCars,
  seedNotifications,
]

export function seedDatabase(opts: SeedOptions = {}): Database {
  const docs: Record<string, Doc[]> = {}
  for (const seeder of seeders) {
    for (const [doctype, rows] of Object.entries(seeder(opts))) {
      docs[doctype] = [...(docs[doctype] ?? []), ...rows].map((d, i) => ({ ...d, idx: i + 1 }))
    }
  }
  return { version: DB_VERSION, users: seedUsers(), docs, resetTokens: { 'demo-reset-token': 'resident@demo.test' }, files: {}, seq: 1000 }
}
