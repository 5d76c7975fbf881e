import type { Doc } from '../db'
import type { SeedOptions } from './seed'

export function seedMembers(_opts: SeedOptions): Record<string, Doc[]> {
  return {}
}
