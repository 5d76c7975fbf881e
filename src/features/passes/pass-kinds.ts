import { serviceTypeLabel } from '../recurring-services/service-types'
import { categoryLabel, hasEnded } from '../visitors/visitor-rules'
import { visitingAsLabel } from '../guests/visiting-as'
import { isClubUser, isFlagged, wordingFor } from '../../community/variant'
import { wallClock } from '../../frappe/dates'
import { formatDate, t, type MessageId } from '../../i18n'
import { clubAccessQueries, clubGuestFullName } from '../../queries/club-access'
import { clubVisitorQueries } from '../../queries/club-visitors'
import { guestQueries } from '../../queries/guests'
import { recurringServiceQueries } from '../../queries/recurring-services'
import { visitorQueries } from '../../queries/visitors'
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import type { User } from '../../session/store'

/** The records a pass can be made for, as the pass route names them (`/passes/<kind>/<name>`). */
export const PASS_KINDS = ['visitor', 'guest', 'service', 'club-visitor', 'club-guest'] as const
export type PassKind = (typeof PASS_KINDS)[number]

export const isPassKind = (value: string): value is PassKind => (PASS_KINDS as readonly string[]).includes(value)

/** Guests and recurring services have no end: their pass says so (a message id, shown translated). */
export const STANDING: MessageId = 'passes.standing'
export const PASS_NOTE: MessageId = 'passes.note'

/** What a pass shows of its record, the user and the place. */
export interface Pass {
  /** The record's id (`name`): what the QR code holds and a guard's scanner looks up. */
  id: string
  title: MessageId
  holder: string
  /** The record's own category as sent, or the kind's name in the current language. */
  category: string
  /** The end in the current language, or STANDING. */
  validUntil: string
  /** The end has passed: the pass says 'Ended' instead of 'Valid until'. */
  ended?: boolean
  /** 'Address' (home) or 'Club member ID' (club), and its value. */
  place?: { label: MessageId; value: string }
}

const PASS_TITLES: Record<PassKind, MessageId> = {
  visitor: 'passes.title.visitor',
  guest: 'passes.title.guest',
  service: 'passes.title.service',
  'club-visitor': 'passes.title.visitor',
  'club-guest': 'passes.title.guest',
}

/** A pass's title: the flagged community's guests are its employees, and their pass says so. */
export function passTitle(kind: PassKind, user: User): MessageId {
  return kind === 'guest' && isFlagged(user) ? 'passes.title.employee' : PASS_TITLES[kind]
}

/** The end of a call-in as the pass says it: 'Wed 25 Nov 2026, 17:00' (the site's clock, as sent), in the current language. */
export function passValidUntil(termination: string | null | undefined): string {
  if (!termination) return ''
  const d = wallClock(termination)
  return d.isValid() ? formatDate(d, 'format.passValidUntil') : termination
}

const visitorEnd = (termination: string | null | undefined) => ({ validUntil: passValidUntil(termination), ended: hasEnded(termination) })

function placeOf(user: User): Pass['place'] {
  if (isClubUser(user)) {
    const id = user.club_member_id || user.club_member
    return id ? { label: 'passes.clubMemberId', value: id } : undefined
  }
  const address = user.address || user.homeaddress
  return address ? { label: 'passes.address', value: address } : undefined
}

/** The resource whose changes are those of a pass's record (its list's root key). */
export const PASS_RESOURCES: Record<PassKind, QueryKey> = {
  visitor: visitorQueries.all,
  guest: guestQueries.all,
  service: recurringServiceQueries.all,
  'club-visitor': clubVisitorQueries.all,
  'club-guest': clubAccessQueries.all,
}

/** A pass's query: the list the dashboard already shows (same key, so a fresh list costs no call), with the record picked out. */
export type PassQuery = UseQueryOptions<unknown, Error, Pass | null, QueryKey>

function fromList<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>, pick: (data: T) => Pass | null): PassQuery {
  // One cast: `select` narrows the list's own data type, which the union of kinds cannot name.
  return { ...options, select: pick } as unknown as PassQuery
}

/**
 * The pass of record `name` of one kind: null when the list has no such record (any more). Its
 * texts are in the language of the moment it is asked for: the pass page asks again when the language changes.
 */
export function passQuery(kind: PassKind, name: string, user: User): PassQuery {
  const base = { id: name, title: passTitle(kind, user), place: placeOf(user) }
  const home = user.homeowner_address
  const club = user.club_member ?? ''
  const find = <R extends { name?: string }>(rows: readonly R[], make: (row: R) => Omit<Pass, keyof typeof base>): Pass | null => {
    const row = rows.find((r) => r.name === name)
    return row ? { ...base, ...make(row) } : null
  }
  switch (kind) {
    case 'visitor':
      return fromList(visitorQueries.list(home), (rows) =>
        find(rows, (v) => ({ holder: v.visitor_name || v.name, category: categoryLabel(v.category) ?? t('passes.category.visitor'), ...visitorEnd(v.termination_date) })),
      )
    case 'guest':
      return fromList(guestQueries.list(home), (rows) =>
        find(rows, (g) => ({ holder: g.guest_name || g.name, category: visitingAsLabel(g.visiting_as) ?? wordingFor(user).guest, validUntil: STANDING })),
      )
    case 'service':
      return fromList(recurringServiceQueries.list(home), (rows) =>
        find(rows, (s) => ({ holder: s.vendor_name || s.name, category: serviceTypeLabel(s.service_type) ?? t('passes.category.service'), validUntil: STANDING })),
      )
    case 'club-visitor':
      return fromList(clubVisitorQueries.list(club), (rows) =>
        find(rows, (v) => ({ holder: v.visitor_name || v.name, category: t('passes.category.visitor'), ...visitorEnd(v.termination_date) })),
      )
    case 'club-guest':
      return fromList(clubAccessQueries.detail(club), (access) =>
        find(access.guests, (g) => ({ holder: clubGuestFullName(g) || g.name, category: t('passes.category.guest'), validUntil: STANDING })),
      )
  }
}

/** The short text 'Share' sends (or 'Copy' puts on the clipboard). */
export function passText(pass: Pass, brand: string): string {
  return [
    t('passes.text.heading', { title: t(pass.title), holder: pass.holder, category: pass.category }),
    passValidityLine(pass),
    passPlaceLine(pass),
    t('passes.text.id', { id: pass.id }),
    t('passes.text.footer', { brand, note: t(PASS_NOTE) }),
  ]
    .filter(Boolean)
    .join('\n')
}

/** 'Valid until <end>', 'Ended <end>' or 'Standing', as the shared text and the PNG say it. */
export const passValidityLine = (pass: Pass) =>
  pass.validUntil === STANDING ? t(STANDING) : t(pass.ended ? 'passes.endedLine' : 'passes.validUntilLine', { date: pass.validUntil })

/** 'Address: <address>' (or the club member ID), as the shared text and the PNG say it; '' without one. */
export const passPlaceLine = (pass: Pass) => (pass.place ? t('passes.placeLine', { label: t(pass.place.label), value: pass.place.value }) : '')
