import dayjs, { type Dayjs } from 'dayjs'

/** Frappe's value formats (frappe-contract.md): datetime and date, local time. */
export const FRAPPE_DATETIME = 'YYYY-MM-DD HH:mm:ss'
export const FRAPPE_DATE = 'YYYY-MM-DD'

type DateLike = Date | Dayjs | string | number

export function toFrappeDateTime(value: DateLike = new Date()): string {
  return dayjs(value).format(FRAPPE_DATETIME)
}

export function toFrappeDate(value: DateLike = new Date()): string {
  return dayjs(value).format(FRAPPE_DATE)
}

/** Today (or `days` from today) at the given time, as 'YYYY-MM-DD HH:mm:ss'. */
export function dayAt(days: number, hour: number, minute = 0, second = 0, now: DateLike = new Date()): string {
  return toFrappeDateTime(dayjs(now).add(days, 'day').hour(hour).minute(minute).second(second).millisecond(0))
}
