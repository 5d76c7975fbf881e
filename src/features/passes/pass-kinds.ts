import dayjs from 'dayjs'
import { isClubUser, wordingFor } from '../../community/variant'
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

/** Guests and recurring services have no end: their pass says so. */
export const STANDING = 'Standing'
export const PASS_NOTE = 'The gate checks its list at entry; this pass is only a convenience.'

/** What a pass shows of its record, the user and the place. */
export interface Pass {
  /** The record's id (`name`): what the QR code holds and a guard's scanner looks up. */
  id: string
  title: string
  holder: string
  category: string
  validUntil: string
  /** 'Address' (home) or 'Club member ID' (club), and its value. */
  place?: { label: string; value: string }
}

export const PASS_TITLES: Record<PassKind, string> = {
  visitor: 'Visitor pass',
  guest: 'Guest pass',
  service: 'Service pass',
  'club-visitor': 'Visitor pass',
  'club-guest': 'Guest pass',
}

/** The end of a call-in as the pass says it: 'Wed 25 Nov 2026, 17:00' (the site's clock, as sent). */
export function passValidUntil(termination: string | null | undefined): string {
  if (!termination) return ''
  const d = dayjs(termination.slice(0, 19).replace(' ', 'T'))
  return d.isValid() ? d.format('ddd D MMM YYYY, HH:mm') : termination
}

function placeOf(user: User): Pass['place'] {
  if (isClubUser(user)) {
    const id = user.club_member_id || user.club_member
    return id ? { label: 'Club member ID', value: id } : undefined
  }
  const address = user.address || user.homeaddress
  return address ? { label: 'Address', value: address } : undefined
}

/** A pass's query: the list the dashboard already shows (same key, so a fresh list costs no call), with the record picked out. */
export type PassQuery = UseQueryOptions<unknown, Error, Pass | null, QueryKey>

function fromList<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>, pick: (data: T) => Pass | null): PassQuery {
  // One cast: `select` narrows the list's own data type, which the union of kinds cannot name.
  return { ...options, select: pick } as unknown as PassQuery
}

/** The pass of record `name` of one kind: null when the list has no such record (any more). */
export function passQuery(kind: PassKind, name: string, user: User): PassQuery {
  const base = { id: name, title: PASS_TITLES[kind], place: placeOf(user) }
  const home = user.homeowner_address
  const club = user.club_member ?? ''
  const find = <R extends { name?: string }>(rows: readonly R[], make: (row: R) => Omit<Pass, keyof typeof base>): Pass | null => {
    const row = rows.find((r) => r.name === name)
    return row ? { ...base, ...make(row) } : null
  }
  switch (kind) {
    case 'visitor':
      return fromList(visitorQueries.list(home), (rows) =>
        find(rows, (v) => ({ holder: v.visitor_name || v.name, category: v.category || 'Visitor', validUntil: passValidUntil(v.termination_date) })),
      )
    case 'guest':
      return fromList(guestQueries.list(home), (rows) =>
        find(rows, (g) => ({ holder: g.guest_name || g.name, category: g.visiting_as || wordingFor(user).guest, validUntil: STANDING })),
      )
    case 'service':
      return fromList(recurringServiceQueries.list(home), (rows) =>
        find(rows, (s) => ({ holder: s.vendor_name || s.name, category: s.service_type || 'Recurring service', validUntil: STANDING })),
      )
    case 'club-visitor':
      return fromList(clubVisitorQueries.list(club), (rows) =>
        find(rows, (v) => ({ holder: v.visitor_name || v.name, category: 'Visitor', validUntil: passValidUntil(v.termination_date) })),
      )
    case 'club-guest':
      return fromList(clubAccessQueries.detail(club), (access) =>
        find(access.guests, (g) => ({ holder: clubGuestFullName(g) || g.name, category: 'Guest', validUntil: STANDING })),
      )
  }
}

/** The short text 'Share' sends (or 'Copy' puts on the clipboard). */
export function passText(pass: Pass, brand: string): string {
  return [
    `${pass.title}: ${pass.holder} (${pass.category})`,
    pass.validUntil === STANDING ? STANDING : `Valid until ${pass.validUntil}`,
    pass.place ? `${pass.place.label}: ${pass.place.value}` : '',
    `Pass ID: ${pass.id}`,
    `${brand}. ${PASS_NOTE}`,
  ]
    .filter(Boolean)
    .join('\n')
}
