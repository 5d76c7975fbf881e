import type { Doc } from '../db'
import type { SeedOptions } from './seed'

export function seedRecurringServices(_opts: SeedOptions): Record<string, Doc[]> {
  return {}
}
