import dayjs from 'dayjs'
import { siteToday } from '../../frappe/dates'
import type { ClubVisitor } from '../../queries/club-visitors'
import type { Vacation } from '../../queries/vacations'
import type { Visitor } from '../../queries/visitors'

export type EntryKind = 'visitor' | 'contractor' | 'vacation'

/** One thing the gate will see, on the days it covers (the site's calendar, 'YYYY-MM-DD', inclusive). */
export interface CalendarEntry {
  id: string
  kind: EntryKind
  title: string
  /** What the day view says under the title: 'Day Visitor · until 03:00', '23 Nov – 28 Nov'. */
  detail: string
  start: string
  end: string
  /** The dialog the lists open for this record, if any. */
  dialog?: { name: 'visitor-edit' | 'vacation-edit'; id: string }
  /** For 'Add to calendar': the wall-clock start and end ('YYYY-MM-DD HH:mm:ss'), or whole days. */
  ics?: { start: string; end: string; allDay: boolean; description: string }
}

const day = (stamp: string | null | undefined) => stamp?.slice(0, 10) ?? ''
const time = (stamp: string) => stamp.slice(11, 16)

/** A call-in runs from the day it was made (today when unknown) to its termination. */
function callIn(v: Visitor | ClubVisitor, category: string | null | undefined, editable: boolean, today: string): CalendarEntry | undefined {
  const end = v.termination_date?.slice(0, 19)
  if (!end) return undefined
  const contractor = category === 'Contractor'
  const start = v.creation?.slice(0, 19) || `${today} 00:00:00`
  const title = v.visitor_name || v.name
  const label = category || 'Visitor'
  return {
    id: v.name,
    kind: contractor ? 'contractor' : 'visitor',
    title,
    detail: contractor ? `${label} · ${dayjs(start).format('D MMM, HH:mm')} – ${dayjs(end).format('D MMM, HH:mm')}` : `${label} · until ${time(end)}`,
    start: day(start) <= day(end) ? day(start) : day(end),
    end: day(end),
    dialog: editable ? { name: 'visitor-edit', id: v.name } : undefined,
    ics: contractor ? { start, end, allDay: false, description: `${label}: ${title}` } : undefined,
  }
}

function vacation(v: Vacation): CalendarEntry | undefined {
  const start = day(v.vacation_start_date)
  const end = day(v.vacation_end_date) || start
  if (!start) return undefined
  const title = v.vacation_note?.trim() || 'Vacation'
  return {
    id: v.name,
    kind: 'vacation',
    title,
    detail: `Vacation · ${dayjs(start).format('D MMM')} – ${dayjs(end).format('D MMM')}`,
    start,
    end,
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
    ...(lists.clubVisitors ?? []).map((v) => callIn(v, 'Visitor', false, today)),
    ...(lists.vacations ?? []).map(vacation),
  ]
  return entries.filter((e): e is CalendarEntry => !!e).sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title))
}

/** The entries that cover a day. */
export const entriesOn = (entries: readonly CalendarEntry[], date: string) => entries.filter((e) => e.start <= date && date <= e.end)
