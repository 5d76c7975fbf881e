import type { Doc } from '../db'
import type { SeedOptions } from './seed'

export function seedIncidents(_opts: SeedOptions): Record<string, Doc[]> {
  return {}
}
