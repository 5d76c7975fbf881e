import { siteInstant } from '../frappe/dates'

/**
 * How long ago a site stamp ('YYYY-MM-DD HH:mm:ss' in the site's time zone, decision D21) was:
 * 'just now', '2 min ago', '3 h ago', 'yesterday', '4 days ago', then the date.
 */
export function timeAgo(stamp: string, now: number = Date.now()): string {
  const at = siteInstant(stamp)
  if (!at.isValid()) return ''
  const minutes = Math.floor((now - at.valueOf()) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ago`
  const days = Math.floor(hours / 24)
  if (days === 1) return 'yesterday'
  if (days < 7) return `${days} days ago`
  return at.format('D MMM YYYY')
}
