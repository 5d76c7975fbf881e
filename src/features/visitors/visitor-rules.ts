import dayjs from 'dayjs'
import { dayAt, toFrappeDateTime, wallClock } from '../../frappe/dates'
import { tomorrowAt3, type NewVisitor, type Visitor, type VisitorCategory, type VisitorChanges, type VisitorExtension } from '../../queries/visitors'
import type { User } from '../../session/store'
import { isFlagged } from '../../community/variant'
import { formatDate, t, type MessageId } from '../../i18n'
import { valueLabel } from '../../i18n/value-label'

/** The create and edit dialogs' intro: the flagged community has its own. */
export function visitorIntro(user: User): MessageId {
  return isFlagged(user) ? 'visitors.introFlagged' : 'visitors.intro'
}

/**
 * The categories as the UI names them. The values themselves are what the server stores and
 * compares, so they are sent as they are; only what is shown is translated. Any other value the
 * server sends is shown as it came.
 */
export const CATEGORY_LABELS: Record<VisitorCategory, MessageId> = {
  'Day Visitor': 'visitors.category.dayVisitor',
  Delivery: 'visitors.category.delivery',
  Contractor: 'visitors.category.contractor',
}

/** A call-in's type as shown (the server's own values 'HomeOwner' and 'Club Member'; any other as sent). */
const CALL_IN_TYPE_LABELS: Record<string, MessageId> = {
  HomeOwner: 'visitors.callInType.homeOwner',
  'Club Member': 'visitors.callInType.clubMember',
}

/** A category in the current language (an unknown one as the server sent it). */
export const categoryLabel = (category: string | null | undefined) => valueLabel(CATEGORY_LABELS, category)
/** A call-in type in the current language (an unknown one as the server sent it). */
export const callInTypeLabel = (type: string | null | undefined) => valueLabel(CALL_IN_TYPE_LABELS, type)


/** A call-in's end as the rows say it: '24 Nov, 17:00' (the site's clock, as sent; the current language's order and month names). */
export function shortEnd(termination: string | null | undefined): string | undefined {
  if (!termination) return undefined
  const d = wallClock(termination)
  return d.isValid() ? formatDate(d, 'format.dayMonthTime') : undefined
}

/**
 * Whether a call-in's access has ended. The lists keep the day's visitors until 03:00 the next
 * morning, so a row (and its pass) can be of an access already over: they say 'Ended', as the
 * recent list does, instead of 'Access until' or 'Valid until' a time gone by.
 */
export function hasEnded(termination: string | null | undefined, now = new Date()): boolean {
  return !!termination && termination.slice(0, 19) <= toFrappeDateTime(now)
}

/** When a call-in's access ends, as the rows say it: 'Access until 24 Nov, 17:00', or 'Ended 24 Nov, 10:00' once it has. */
export function accessUntil(termination: string | null | undefined, now = new Date()): string | undefined {
  const end = shortEnd(termination)
  if (!end) return undefined
  return t(hasEnded(termination, now) ? 'visitors.recent.ended' : 'visitors.accessUntil', { end })
}

/** A contractor whose access ends within 24 hours (and has not ended): marked, with 'Extend 1 day'. */
export function endsSoon(visitor: Visitor, now = new Date()): boolean {
  const end = visitor.termination_date?.slice(0, 19)
  if (visitor.category !== 'Contractor' || !end) return false
  return end > toFrappeDateTime(now) && end <= toFrappeDateTime(now.getTime() + 24 * 3_600_000)
}

/** 'Extend 1 day': the end one calendar day later (the site's clock), and nothing else. */
export function extendPayload(visitor: Visitor): VisitorExtension {
  const end = (visitor.termination_date ?? '').slice(0, 19)
  return { name: visitor.name, termination_date: dayjs.utc(end.replace(' ', 'T')).add(1, 'day').format('YYYY-MM-DD HH:mm:ss') }
}

export interface VisitorFormValues {
  firstName: string
  lastName: string
  category: string
  /** 'YYYY-MM-DD HH:mm:ss', used for Contractor (D16: what the user picks is what is sent). */
  termination: string
}

/**
 * A Contractor's end that has already passed (the site's clock): the guard would let nobody in.
 * It happens to a dialog left open overnight (its default was tomorrow 03:00 when it opened), and to
 * a time gone by today, which the picker turns into now. On edit, the saved end left as it was
 * (`saved`) is not checked: the name of a contractor whose access is over can still be corrected.
 */
export function endHasPassed(values: Pick<VisitorFormValues, 'category' | 'termination'>, saved?: string, now = new Date()): boolean {
  const end = values.termination.slice(0, 19)
  return values.category === 'Contractor' && !!end && end !== saved && end <= toFrappeDateTime(now)
}

/** Create: the last name exists only for Day Visitor. */
export const createShowsLastName = (category: string) => category === 'Day Visitor'
/** Edit: the last name is hidden only for Delivery. */
export const editShowsLastName = (category: string) => category !== 'Delivery'

/** First and last joined by a space and trimmed; a hidden last name is not sent. */
export function joinName(first: string, last: string, withLast: boolean): string {
  return [first.trim(), withLast ? last.trim() : ''].join(' ').trim()
}

/**
 * A name as the dialog shows it: whole in the one name field where the type has no last name, else
 * first name and last name (the first word and the rest, when it comes whole). Used where the name
 * starts and whenever the type changes, so no part of it is ever in a hidden field, left out of
 * what is sent: 'Oakline Painters' invited again as a Contractor stays whole.
 */
export function nameFields(first: string, last: string, withLast: boolean): Pick<VisitorFormValues, 'firstName' | 'lastName'> {
  const whole = joinName(first, last, true)
  if (!withLast) return { firstName: whole, lastName: '' }
  if (last.trim()) return { firstName: first, lastName: last }
  const [head = '', ...rest] = whole.split(/\s+/)
  return { firstName: head, lastName: rest.join(' ') }
}

/** Only a Contractor's picked end goes with the call-in; the others' is worked out when it is sent. */
export function newVisitorPayload(v: VisitorFormValues, homeowner: string): NewVisitor {
  return {
    call_in_type: 'HomeOwner',
    homeowner,
    category: v.category,
    visitor_name: joinName(v.firstName, v.lastName, createShowsLastName(v.category)),
    goshen_gate: 0,
    ...(v.category === 'Contractor' && v.termination ? { termination_date: v.termination } : {}),
  }
}

/**
 * A Contractor's picked end goes with the edit, and so does the end of a Delivery that stays one or
 * of a type the portal does not offer that stays as it was (the site's own rule set that end: the
 * portal has none to replace it with); a Day Visitor's and a new Delivery's is worked out when it is
 * sent.
 */
export function visitorChangesPayload(v: VisitorFormValues, original: Visitor): VisitorChanges {
  const unchanged = v.category === (original.category ?? '')
  const offered = v.category in CATEGORY_LABELS
  const keptEnd =
    v.category === 'Contractor'
      ? v.termination
      : unchanged && (v.category === 'Delivery' || !offered)
        ? original.termination_date?.slice(0, 19)
        : undefined
  const gate = Number(original.goshen_gate ?? 0) === 1 ? 1 : 0
  return {
    name: original.name,
    visitor_name: joinName(v.firstName, v.lastName, editShowsLastName(v.category)),
    category: v.category,
    goshen_gate: gate,
    termination_date: keptEnd || null,
  }
}

/** A form's starting values from a call-in, its name in the fields that `withLast` shows for its type (the edit form's by default). */
export function visitorFormValues(visitor: Visitor, withLast = editShowsLastName, now = new Date()): VisitorFormValues {
  const category = visitor.category ?? ''
  const termination = visitor.termination_date ? visitor.termination_date.slice(0, 19) : tomorrowAt3(now)
  return { ...nameFields(visitor.visitor_name ?? '', '', withLast(category)), category, termination }
}

/** The presets' weekdays, 0 = Sunday ... 6 = Saturday, each named with its 17:00 ('Friday 17:00') in the current language. */
export const weekdayOptions = (now = new Date()) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ value: String(day), label: formatDate(dayjs(now).day(day).hour(17).minute(0), 'format.weekdayTime') }))

/** Preset: a contractor until the next `weekday` (0 = Sunday) at 17:00, the site's clock; today if it is that day before 17:00. */
export function nextWeekdayAt17(weekday: number, now = new Date()): string {
  const stamp = toFrappeDateTime(now)
  const today = dayjs.utc(stamp.slice(0, 10)).day()
  let days = (weekday - today + 7) % 7
  if (days === 0 && stamp.slice(11) >= '17:00:00') days = 7
  return dayAt(days, 17, 0, 0, now)
}

/** 'Invite again': the name and category of an earlier call-in, with a new end per the termination rules above. */
export function inviteAgainValues(visitor: Visitor, now = new Date()): VisitorFormValues {
  return { ...visitorFormValues(visitor, createShowsLastName, now), termination: tomorrowAt3(now) }
}

/** Badge colours: day visitor, contractor and delivery have their own; anything else is grey. */
export function categoryColor(category: string | null | undefined): string {
  switch (category) {
    case 'Day Visitor':
      return 'teal.9'
    case 'Contractor':
      return '#a84300'
    case 'Delivery':
      return 'brand.8'
    default:
      return 'gray.7'
  }
}
