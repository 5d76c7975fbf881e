import { seedDoc, seriesName, type Doc } from '../records'
import { daysFromNow } from './dates'
import { incidentDoctype } from '../site'
import type { SeedOptions } from './options'

function incident(n: number, by: string, subject: string, summary: string, daysAgo: number): Doc {
  const names = incidentDoctype()
  const at = daysFromNow(-daysAgo, 21, 15)
  return seedDoc(seriesName('INC', n), by, {
    [names.subject]: subject,
    [names.type]: 'Security Concern',
    [names.summary]: summary,
    [names.submittedBy]: by,
    [names.submittedAt]: at,
  }, at)
}

export function seedIncidents(_opts: SeedOptions): Record<string, Doc[]> {
  return {
    [incidentDoctype().doctype]: [
      incident(1, 'resident@demo.test', 'Gate left open', 'The side gate on Willow Creek Lane was open overnight.', 3),
      incident(2, 'duntreath@demo.test', 'Unknown van', 'A white van without markings parked by the clubhouse for two hours.', 1),
    ],
  }
}
