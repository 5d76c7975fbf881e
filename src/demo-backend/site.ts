/**
 * The fake site's own settings (it shares no code with the app): its time zone (System Settings)
 * and the incident doctype's names. Read from the same environment as the app's build, the same
 * way as paths.ts.
 */
const env: Record<string, string | undefined> = import.meta.env ?? process.env
const setting = (value: string | undefined, fallback: string) => value?.trim() || fallback

function validTimeZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone
  } catch {
    return undefined
  }
}

/** Frappe stores and compares datetimes in the site's time zone (docs/frappe.md). */
export const SITE_TIMEZONE = validTimeZone(env.VITE_SITE_TIMEZONE?.trim()) ?? Intl.DateTimeFormat().resolvedOptions().timeZone

/** The incident doctype and its fields (the product's names unless configured). */
export function incidentDoctype() {
  return {
    doctype: setting(env.VITE_INCIDENT_DOCTYPE, 'Incident Reports'),
    subject: setting(env.VITE_INCIDENT_NAME_FIELD, 'incident_name'),
    type: setting(env.VITE_INCIDENT_TYPE_FIELD, 'incident_type'),
    summary: setting(env.VITE_INCIDENT_SUMMARY_FIELD, 'incident_summary'),
    submittedBy: setting(env.VITE_INCIDENT_SUBMITTED_BY_FIELD, 'submitted_by'),
    submittedAt: setting(env.VITE_INCIDENT_SUBMITTED_AT_FIELD, 'submitted_at'),
  }
}

const stampFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** An instant as the site's wall clock: 'YYYY-MM-DD HH:mm:ss'. */
export function siteStamp(date = new Date()): string {
  const part = Object.fromEntries(stampFormat.formatToParts(date).map((p) => [p.type, p.value]))
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The site's today plus `days`, at the given wall-clock time: 'YYYY-MM-DD HH:mm:ss'. */
export function siteDayAt(days: number, hour: number, minute = 0, second = 0, now = new Date()): string {
  const today = siteStamp(now).slice(0, 10)
  const d = new Date(`${today}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return `${d.toISOString().slice(0, 10)} ${pad(hour)}:${pad(minute)}:${pad(second)}`
}
