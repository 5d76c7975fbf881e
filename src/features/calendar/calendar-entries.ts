import { siteToday, wallClock } from '../../frappe/dates'
import { clockTime, formatDate, t, type MessageId } from '../../i18n'
import type { ClubVisitor } from '../../queries/club-visitors'
import type { QueuedChange } from '../../queries/queued-changes'
import type { Vacation } from '../../queries/vacations'
import type { Visitor } from '../../queries/visitors'
import { categoryLabel } from '../visitors/visitor-rules'

export type EntryKind = 'visitor' | 'contractor' | 'vacation'

export const KIND_LABEL: Record<EntryKind, MessageId> = { visitor: 'calendar.kind.visitor', contractor: 'calendar.kind.contractor', vacation: 'calendar.kind.vacation' }

/** 'Vacation: Family trip', or 'Vacation' for one with no note (not 'Vacation: Vacation'). */
export function entryName(entry: CalendarEntry): string {
  const kind = t(KIND_LABEL[entry.kind])
  return entry.untitled ? kind : t('calendar.entryName', { kind, title: entry.title })
}

/** One thing the gate will see, on the days it covers (the site's calendar, 'YYYY-MM-DD', inclusive). */
export interface CalendarEntry {
  id: string
  kind: EntryKind
  title: string
  /** What the day view says under the title: 'Day Visitor · until Wednesday 03:00', 'Vacation · 23 Nov – 28 Nov'. */
  detail: string
  /** When, as the chips say it: 'until 03:00' (with its day when not the day it was made), '08:00–17:00', '24 Nov, 21:00 – 29 Nov, 17:00', '23 Nov – 28 Nov'. */
  when: string
  /** The days it covers, for its accessible name when `when` does not say them: 'Tuesday 24 – Wednesday 25 November'. */
  days?: string
  /** Its title is only the word for its kind (a vacation with no note): its name says it once. */
  untitled?: boolean
  /** Whole days (a vacation): no time of its own, first among a day's entries. */
  allDay: boolean
  /** The first and last site calendar days it covers ('YYYY-MM-DD'). */
  start: string
  end: string
  /** Its site wall-clock start and end ('YYYY-MM-DD HH:mm:ss'), for the time order. */
  from: string
  to: string
  /** The dialog the lists open for this record, if any. */
  dialog?: { name: 'visitor-edit' | 'vacation-edit'; id: string }
  /** For 'Add to calendar': the wall-clock start and end ('YYYY-MM-DD HH:mm:ss'), or whole days. */
  ics?: { start: string; end: string; allDay: boolean; description: string }
  /** A change made offline to it, waiting to be sent or refused: the day's list says so, as its row does. */
  change?: QueuedChange<unknown>
}

const day = (stamp: string | null | undefined) => stamp?.slice(0, 10) ?? ''
const time = (stamp: string) => stamp.slice(11, 16)
/**
 * The last day an end lets someone in: its own, unless it is midnight exactly, which ends the day
 * before (a contractor 'until 26 Nov 00:00' is not expected on the 26th).
 */
const lastDay = (end: string) => (end.slice(11, 19) === '00:00:00' ? wallClock(end).subtract(1, 'day').format('YYYY-MM-DD') : day(end))

/**
 * The entries' texts are made when the calendar is drawn, in the UI's language (the page renders
 * again when it changes). A visitor's category is the server's value: the known ones have a label.
 */

/** 'Tuesday 24 November', 'Tuesday 24 – Wednesday 25 November', 'Monday 30 November – Tuesday 1 December'. */
function dayRange(start: string, end: string) {
  const [a, b] = [wallClock(start), wallClock(end)]
  if (start === end) return formatDate(a, 'format.weekdayDayMonth')
  return `${formatDate(a, a.month() === b.month() ? 'format.weekdayDay' : 'format.weekdayDayMonth')} – ${formatDate(b, 'format.weekdayDayMonth')}`
}

/**
 * When a visitor may come until: 'until 03:00' when that is the day the call-in was made, else with
 * its day, 'until Wednesday 03:00' (the next day's 03:00, a Day Visitor's end, is not today's).
 */
function visitorUntil(start: string, end: string): string {
  const at = clockTime(time(end))
  return day(start) === day(end) ? t('calendar.until', at) : t('calendar.untilDay', { ...at, day: formatDate(wallClock(end), 'format.weekday') })
}

/** A call-in runs from the day it was made (today when unknown) to its termination. */
function callIn(v: Visitor | ClubVisitor, category: string | null | undefined, editable: boolean, today: string): CalendarEntry | undefined {
  const end = v.termination_date?.slice(0, 19)
  if (!end) return undefined
  const contractor = category === 'Contractor'
  const start = v.creation?.slice(0, 19) || `${today} 00:00:00`
  const title = v.visitor_name || v.name
  const label = categoryLabel(category) ?? t('calendar.kind.visitor')
  // The stamps are the site's wall clock (Frappe's), shown as they are whatever the browser's zone.
  const window =
    day(start) === day(end)
      ? `${time(start)}–${time(end)}`
      : `${formatDate(wallClock(start), 'format.dayMonthTime')} – ${formatDate(wallClock(end), 'format.dayMonthTime')}`
  const when = contractor ? window : visitorUntil(start, end)
  const last = lastDay(end) < day(start) ? day(end) : lastDay(end)
  const first = day(start) <= last ? day(start) : last
  const days = contractor && day(start) !== day(end) ? undefined : dayRange(first, last)
  return {
    id: v.name,
    kind: contractor ? 'contractor' : 'visitor',
    title,
    detail: t('calendar.detail', { kind: label, when }),
    when,
    days,
    allDay: false,
    start: first,
    end: last,
    from: start <= end ? start : end,
    to: end,
    dialog: editable ? { name: 'visitor-edit', id: v.name } : undefined,
    ics: contractor ? { start, end, allDay: false, description: t('calendar.entryName', { kind: label, title }) } : undefined,
  }
}

function vacation(v: Vacation): CalendarEntry | undefined {
  const start = day(v.vacation_start_date)
  const end = day(v.vacation_end_date) || start
  if (!start) return undefined
  const note = v.vacation_note?.trim()
  const title = note || t('calendar.kind.vacation')
  const when = `${formatDate(wallClock(start), 'format.dayMonth')} – ${formatDate(wallClock(end), 'format.dayMonth')}`
  return {
    id: v.name,
    kind: 'vacation',
    title,
    untitled: !note,
    detail: t('calendar.detail', { kind: t('calendar.kind.vacation'), when }),
    when,
    allDay: true,
    start,
    end,
    from: `${start} 00:00:00`,
    to: `${end} 23:59:59`,
    dialog: { name: 'vacation-edit', id: v.name },
    ics: { start: `${start} 00:00:00`, end: `${end} 00:00:00`, allDay: true, description: title },
  }
}

/** The calendar's entries from the lists the dashboard shows (home: visitors and vacations; club: its visitor calls). */
export function calendarEntries(
  lists: { visitors?: readonly Visitor[]; vacations?: readonly Vacation[]; clubVisitors?: readonly ClubVisitor[] },
  today = siteToday(),
): CalendarEntry[] {
  const entries = [
    ...(lists.visitors ?? []).map((v) => callIn(v, v.category, true, today)),
    // A club call has no category: it is named as a visitor in the current language.
    ...(lists.clubVisitors ?? []).map((v) => callIn(v, undefined, false, today)),
    ...(lists.vacations ?? []).map(vacation),
  ]
  return entries.filter((e): e is CalendarEntry => !!e).sort((a, b) => a.start.localeCompare(b.start) || inTimeOrder(a, b, a.start))
}

/**
 * The gate's order: whole-day entries first, then by start, then by end (on a day, what began
 * before it counts from its midnight: a visitor until 03:00 comes before a contractor from 08:00).
 */
function inTimeOrder(a: CalendarEntry, b: CalendarEntry, date?: string) {
  const from = (e: CalendarEntry) => (date && e.from < date ? `${date} 00:00:00` : e.from)
  return (
    Number(b.allDay) - Number(a.allDay) ||
    from(a).localeCompare(from(b)) ||
    a.to.localeCompare(b.to) ||
    a.title.localeCompare(b.title)
  )
}

/**
 * The week view's rows: each entry once, across the days it covers within `days` (its first and
 * last column), in the first row free on all of them. Entries are placed in start order (whole
 * days first); of those starting together, the longest first, so the bars across several days
 * (vacations, contractors) stay in the top rows and the short ones go to '+N more' first.
 */
export function weekLanes(entries: readonly CalendarEntry[], days: readonly string[]) {
  const first = days[0]!
  const last = days[days.length - 1]!
  const placed = [...entries].sort(
    (a, b) => a.start.localeCompare(b.start) || Number(b.allDay) - Number(a.allDay) || a.from.slice(0, 16).localeCompare(b.from.slice(0, 16)) || b.to.localeCompare(a.to),
  )
  const lanes: { entry: CalendarEntry; from: number; to: number }[][] = []
  for (const entry of placed) {
    if (entry.end < first || entry.start > last) continue
    const from = entry.start < first ? 0 : days.indexOf(entry.start)
    const to = entry.end > last ? days.length - 1 : days.indexOf(entry.end)
    const bar = { entry, from, to }
    const lane = lanes.find((l) => l.every((b) => b.to < from || b.from > to))
    if (lane) lane.push(bar)
    else lanes.push([bar])
  }
  return lanes
}

/**
 * When, on one of its days (a month's small cells): a vacation has no time; a visitor 'until 03:00'
 * on the day it ends, 'until Wed 03:00' before (the day short: a cell is a seventh of the width);
 * a contractor '08:00–17:00' on a single day, else 'from 21:00', 'all day', 'until 17:00'.
 */
export function whenOn(entry: CalendarEntry, date: string): string | undefined {
  if (entry.allDay) return undefined
  const end = clockTime(time(entry.to))
  // A visitor's end, on the day it ends, needs no day. (An end at midnight ends on the next day's
  // calendar, after the entry's last day.)
  const endsThisDay = date === day(entry.to)
  if (entry.kind === 'visitor') return endsThisDay ? t('calendar.until', end) : t('calendar.untilDay', { ...end, day: formatDate(wallClock(entry.to), 'format.weekdayShort') })
  if (entry.start === entry.end) return entry.when
  if (date === entry.start) return t('calendar.from', clockTime(time(entry.from)))
  return endsThisDay ? t('calendar.until', end) : t('calendar.allDay')
}

/** The entries that cover a day, in the gate's order for that day. */
export const entriesOn = (entries: readonly CalendarEntry[], date: string) =>
  entries.filter((e) => e.start <= date && date <= e.end).sort((a, b) => inTimeOrder(a, b, date))
