import dayjs from 'dayjs'
import { siteInstant } from '../../frappe/dates'
import { entryName, type CalendarEntry } from './calendar-entries'

/**
 * RFC 5545 text: backslash, semicolon and comma escaped; every line break (CRLF, a lone CR or LF,
 * NEL, the Unicode line and paragraph separators) written as \n; a tab as a space; every other
 * control character dropped. A raw CR or LF would end the line and start a property of the
 * text's choosing (an attendee, an alarm, a URL).
 */
const text = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\\n')
    .replace(/\t/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')

/** Lines longer than 75 octets folded (CRLF and a space). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line)
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    if (new TextEncoder().encode(current + char).length > (parts.length ? 74 : 75)) {
      parts.push(current)
      current = ''
    }
    current += char
  }
  return [...parts, current].join('\r\n ')
}

/** A site wall-clock stamp as UTC ('20261125T170000Z'): every calendar app reads it the same way. */
const utcStamp = (stamp: string) => siteInstant(stamp).utc().format('YYYYMMDD[T]HHmmss[Z]')
const dateValue = (stamp: string, addDays = 0) => dayjs(stamp.slice(0, 10)).add(addDays, 'day').format('YYYYMMDD')

const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1)

/** 'Add to calendar': one event as an .ics file (a vacation as whole days, a contractor's window in UTC), its texts in the UI's language. */
export function icsFor(entry: CalendarEntry, now = new Date()): string | undefined {
  const ics = entry.ics
  if (!ics) return undefined
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Traffic Dash//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${text(entry.id)}@traffic-dash`,
    `DTSTAMP:${dayjs(now).utc().format('YYYYMMDD[T]HHmmss[Z]')}`,
    // A file added again after an edit (a contractor's end extended) has the same UID: calendar
    // apps replace their event only with a higher SEQUENCE. Seconds since 2020 grow with each file
    // and fit the format's 32-bit integer until 2088.
    `SEQUENCE:${Math.max(0, Math.floor((now.getTime() - SEQUENCE_EPOCH) / 1000))}`,
    ...(ics.allDay
      ? // DTEND of a whole-day event is the day after the last one.
        [`DTSTART;VALUE=DATE:${dateValue(ics.start)}`, `DTEND;VALUE=DATE:${dateValue(ics.end, 1)}`]
      : [`DTSTART:${utcStamp(ics.start)}`, `DTEND:${utcStamp(ics.end)}`]),
    `SUMMARY:${text(entryName(entry))}`,
    `DESCRIPTION:${text(ics.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(fold).join('\r\n') + '\r\n'
}
