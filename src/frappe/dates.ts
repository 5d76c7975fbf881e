import dayjs, { type Dayjs } from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import { siteTimeZone } from '../config'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * Frappe's value formats (docs/frappe.md): datetime and date, as the wall clock of the site's
 * time zone (decision D21: Frappe stores and compares datetimes there, never the browser's).
 */
export const FRAPPE_DATETIME = 'YYYY-MM-DD HH:mm:ss'
export const FRAPPE_DATE = 'YYYY-MM-DD'

type Instant = Date | Dayjs | number

/**
 * The site's wall clock through one Intl formatter, made once (on first use: the app's start-up
 * does not wait for it): dayjs's `tz()` formats through `toLocaleString` with a time zone, which
 * builds a new formatter on every call (the largest script cost of a dashboard's rows, which ask
 * "does this end within 24 hours?" per row). Kept for the page's life: the site's zone is fixed
 * by the build.
 */
let siteClock: Intl.DateTimeFormat | undefined
const makeSiteClock = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: siteTimeZone(),
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })

/** An instant (default: now) as the site's wall clock, 'YYYY-MM-DD HH:mm:ss'. */
export function toFrappeDateTime(value: Instant = new Date()): string {
  siteClock ??= makeSiteClock()
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const part of siteClock.formatToParts(dayjs(value).valueOf())) parts[part.type] = part.value
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`
}

/** The site's calendar date at an instant (default: now), 'YYYY-MM-DD'. */
export function toFrappeDate(value: Instant = new Date()): string {
  return toFrappeDateTime(value).slice(0, 10)
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

/**
 * A site wall-clock stamp ('YYYY-MM-DD HH:mm:ss', or a date) to show as it is written: its fields
 * held as UTC, so the browser's own clock changes nothing (a local parse moves 03:00 to 04:00 on
 * the night a browser's zone skips that hour, and the row would say a time the gate does not have).
 */
export const wallClock = (stamp: string): Dayjs => dayjs.utc(stamp.slice(0, 19).replace(' ', 'T'))

/** A site wall-clock stamp ('YYYY-MM-DD HH:mm:ss') as the instant it names. */
export const siteInstant = (stamp: string): Dayjs => dayjs.tz(stamp, siteTimeZone())
