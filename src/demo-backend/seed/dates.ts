import { siteDayAt } from '../site'

/** Seed dates relative to the site's today (its time zone), so the demo always has current data. */
export function daysFromNow(days: number, hour = 3, minute = 0): string {
  return siteDayAt(days, hour, minute)
}

export function dateFromNow(days: number): string {
  return daysFromNow(days).slice(0, 10)
}
