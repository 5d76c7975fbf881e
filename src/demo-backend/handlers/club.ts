import type { HttpHandler } from 'msw'
import { findDoc, nextName, updateDocFields, type DemoUser, type Doc } from '../db'
import { endpoint, invalid, mandatory, message, notFound, requireOwnClub } from '../http'
import { p } from '../paths'
import { CLUB_GUEST_LIMIT, clubChildRow } from '../seed/club'

const CLUB_ACCESS = 'Club Access'

type Row = Record<string, unknown>

function blank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
}

/** The user's own Club Access doc (another club's -> 403, none -> 404). */
function ownClubAccess(user: DemoUser, clubMember: unknown): Doc {
  const club = requireOwnClub(user, clubMember)
  const doc = findDoc(CLUB_ACCESS, club)
  if (!doc) throw notFound(CLUB_ACCESS, club)
  return doc
}

function guestsOf(doc: Doc): Row[] {
  return Array.isArray(doc.guests) ? (doc.guests as Row[]) : []
}

/** The club Server Scripts: aviepros-addguest-clubmembers and aviepros-deleteguest-clubmember. */
export const clubHandlers: HttpHandler[] = [
  endpoint('post', p.script('addguest-clubmembers'), ({ body, user }) => {
    const doc = ownClubAccess(user, body.club_member)
    if (blank(body.guest_name)) throw mandatory('Club Guest', 'Guest Name')
    if (blank(body.guest_last_name)) throw mandatory('Club Guest', 'Guest Last Name')
    const first = String(body.guest_name).trim()
    const last = String(body.guest_last_name).trim()
    if (/\s/.test(first) || /\s/.test(last)) throw invalid('Guest names cannot contain spaces')
    const guests = guestsOf(doc)
    if (guests.length >= CLUB_GUEST_LIMIT) throw invalid(`You can only add up to ${CLUB_GUEST_LIMIT} guests`)
    const row = clubChildRow(doc.name, 'guests', nextName('CG'), guests.length + 1, {
      guest_name: first,
      guest_last_name: last,
    }, user.email)
    updateDocFields(doc, { guests: [...guests, row] }, user.email)
    return message({ status: 'success', message: 'Guest added successfully', guest_id: row.name })
  }),

  endpoint('post', p.script('deleteguest-clubmember'), ({ body, user }) => {
    const doc = ownClubAccess(user, body.club_member)
    if (blank(body.guest_id)) throw mandatory('request', 'guest_id')
    const guests = guestsOf(doc)
    const id = String(body.guest_id)
    if (!guests.some((g) => g.name === id)) throw notFound('Club Guest', id)
    const rest = guests.filter((g) => g.name !== id).map((g, i) => ({ ...g, idx: i + 1 }))
    updateDocFields(doc, { guests: rest }, user.email)
    return message({ status: 'success', message: 'Guest deleted successfully' })
  }),
]
