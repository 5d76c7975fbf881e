import dayjs, { type Dayjs } from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import { SITE_TIMEZONE } from '../config'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * Frappe's value formats (frappe-contract.md): datetime and date, as the wall clock of the site's
 * time zone (decision D21: Frappe stores and compares datetimes there, never the browser's).
 */
export const FRAPPE_DATETIME = 'YYYY-MM-DD HH:mm:ss'
export const FRAPPE_DATE = 'YYYY-MM-DD'

type Instant = Date | Dayjs | number

/** An instant (default: now) as the site's wall clock, 'YYYY-MM-DD HH:mm:ss'. */
export function toFrappeDateTime(value: Instant = new Date()): string {
  return dayjs(value).tz(SITE_TIMEZONE).format(FRAPPE_DATETIME)
}

/** The site's calendar date at an instant (default: now), 'YYYY-MM-DD'. */
export function toFrappeDate(value: Instant = new Date()): string {
  return dayjs(value).tz(SITE_TIMEZONE).format(FRAPPE_DATE)
}

/** Today in the site's time zone, 'YYYY-MM-DD'. */
export const siteToday = (now: Instant = new Date()) => toFrappeDate(now)

const pad = (n: number) => String(n).padStart(2, '0')

/** The site's today (or `days` from it) at the given wall-clock time, as 'YYYY-MM-DD HH:mm:ss'. */
export function dayAt(days: number, hour: number, minute = 0, second = 0, now: Instant = new Date()): string {
  // Calendar arithmetic on the date alone (UTC: no daylight-saving gap can shift it).
  const date = dayjs.utc(toFrappeDate(now)).add(days, 'day').format(FRAPPE_DATE)
  return `${date} ${pad(hour)}:${pad(minute)}:${pad(second)}`
}

/** A site wall-clock stamp ('YYYY-MM-DD HH:mm:ss') as the instant it names. */
export const siteInstant = (stamp: string): Dayjs => dayjs.tz(stamp, SITE_TIMEZONE)
