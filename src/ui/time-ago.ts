import dayjs from 'dayjs'
import { formatDate, t } from '../i18n'
import { siteInstant, siteToday, wallClock } from '../frappe/dates'

/**
 * How long ago a site stamp ('YYYY-MM-DD HH:mm:ss' in the site's time zone, decision D21) was:
 * 'just now', '2 min ago', '3 h ago', then, a day or more ago, by the site's calendar: 'yesterday'
 * (not anything 24 to 48 hours ago: Monday 23:30 is two days before Wednesday 08:00), '4 days ago',
 * then the date (in the UI's language).
 */
export function timeAgo(stamp: string, now: number = Date.now()): string {
  const at = siteInstant(stamp)
  if (!at.isValid()) return ''
  const minutes = Math.floor((now - at.valueOf()) / 60_000)
  if (minutes < 1) return t('timeAgo.justNow')
  if (minutes < 60) return t('timeAgo.minutes', { count: minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return t('timeAgo.hours', { count: hours })
  // Calendar dates (UTC: no daylight-saving hour shifts a day). The day the clocks go back has 25
  // hours: 24 of them ago may still be today.
  const days = dayjs.utc(siteToday(now)).diff(dayjs.utc(stamp.slice(0, 10)), 'day')
  if (days < 1) return t('timeAgo.hours', { count: hours })
  if (days === 1) return t('timeAgo.yesterday')
  if (days < 7) return t('timeAgo.days', { count: days })
  // The site's wall clock as it is written, whatever the device's zone and its clock changes.
  return formatDate(wallClock(stamp), 'format.dayMonthYear')
}
