import { seedDoc, type Doc } from '../db'
import { daysFromNow } from './dates'
import type { SeedOptions } from './seed'

const INCIDENT = 'Incident Reports'

function incident(n: number, by: string, subject: string, summary: string, daysAgo: number): Doc {
  const at = daysFromNow(-daysAgo, 21, 15)
  return seedDoc(`INC-${String(n).padStart(5, '0')}`, by, {
    incident_name: subject,
    incident_type: 'Security Concern',
    incident_summary: summary,
    submitted_by: by,
    submitted_at: at,
  }, at)
}

export function seedIncidents(_opts: SeedOptions): Record<string, Doc[]> {
  return {
    [INCIDENT]: [
      incident(1, 'resident@demo.test', 'Gate left open', 'The side gate on Willow Creek Lane was open overnight.', 3),
      incident(2, 'duntreath@demo.test', 'Unknown van', 'A white van without markings parked by the clubhouse for two hours.', 1),
    ],
  }
}
