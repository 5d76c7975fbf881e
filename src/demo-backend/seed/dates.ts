import { nowStamp } from '../db'

/** Seed dates relative to today, so the demo always has current data. */
export function daysFromNow(days: number, hour = 3, minute = 0): string {
  const d = new Date()
  d.setDate(d.getDate() + days)
  d.setHours(hour, minute, 0, 0)
  return nowStamp(d)
}

export function dateFromNow(days: number): string {
  return daysFromNow(days).slice(0, 10)
}
