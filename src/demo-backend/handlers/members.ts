import type { HttpHandler } from 'msw'
import { findDoc, table, updateDocFields, type DemoUser, type Doc } from '../db'
import { endpoint, forbidden, invalid, json, mandatory, message, notFound, requireOwnClub, requireOwnHome, text } from '../http'
import { p, PRODUCT } from '../paths'
import { CLUB_MEMBER_GUEST, MEMBER } from '../seed/members'

const NOT_INVITED = 'Not Invited'
const INVITED = 'Invited'
const REVOKED = 'Revoked'

/** A record of the user's own household or club: 417 without an id, 404 unknown, 403 someone else's. */
function ownRecord(doctype: string, id: unknown, scopeField: string, scopeValue: string): Doc {
  const name = text(id)
  if (!name) throw mandatory(doctype, 'member_id')
  const doc = findDoc(doctype, name)
  if (!doc) throw notFound(doctype, name)
  if (doc[scopeField] !== scopeValue) throw forbidden()
  return doc
}

const displayName = (value: unknown) => text(value) || 'This member'

/**
 * The access-status lifecycle: invite only from Not Invited, revoke only from
 * Invited; anything else is refused as a real server would (417 ValidationError with a message).
 * Non-Resident members have no access to give.
 */
function invite(doc: Doc, nameField: string, user: DemoUser): string {
  if (doc.member_type === 'Non-Resident') throw invalid('Non-Resident members cannot be invited')
  const status = text(doc.access_status) || NOT_INVITED
  if (status === INVITED) throw invalid(`${displayName(doc[nameField])} is already invited`)
  if (status !== NOT_INVITED) throw invalid(`${displayName(doc[nameField])} cannot be invited: access is ${status}`)
  updateDocFields(doc, { access_status: INVITED }, user.email)
  return `Invitation sent to ${displayName(doc[nameField])}`
}

function revoke(doc: Doc, nameField: string, user: DemoUser): string {
  if (doc.member_type === 'Non-Resident') throw invalid('Non-Resident members have no access to revoke')
  const status = text(doc.access_status) || NOT_INVITED
  if (status !== INVITED) throw invalid(`${displayName(doc[nameField])} has no access to revoke (${status})`)
  updateDocFields(doc, { access_status: REVOKED }, user.email)
  return `Access revoked for ${displayName(doc[nameField])}`
}

const memberView = (m: Doc) => ({
  name: m.name,
  owner_name: m.owner_name ?? null,
  contact: m.contact ?? null,
  member_type: m.member_type ?? null,
  access_status: m.access_status ?? null,
})

const clubMemberView = (m: Doc) => ({
  name: m.name,
  guest_name: m.guest_name ?? null,
  contact: m.contact ?? null,
  access_status: m.access_status ?? null,
})

export const memberHandlers: HttpHandler[] = [
  // Server Script: {"data": [...]} at the top level (docs/frappe.md).
  endpoint('get', p.script('get-members'), ({ url, user }) => {
    const home = requireOwnHome(user, url.searchParams.get('homeowner_address'))
    return json({ data: table(MEMBER).filter((m) => m.homeowner_address === home).map(memberView) })
  }),

  // Home invite/revoke: {"message": {"status": "success", "message": "..."}}.
  endpoint('post', p.app(`${PRODUCT}_invite_secondary_member`), ({ body, user }) => {
    const home = requireOwnHome(user, body.homeowner_address)
    const doc = ownRecord(MEMBER, body.member_id, 'homeowner_address', home)
    return message({ status: 'success', message: invite(doc, 'owner_name', user) })
  }),

  endpoint('post', p.app(`${PRODUCT}_revoke_secondary_member`), ({ body, user }) => {
    const home = requireOwnHome(user, body.homeowner_address)
    const doc = ownRecord(MEMBER, body.member_id, 'homeowner_address', home)
    return message({ status: 'success', message: revoke(doc, 'owner_name', user) })
  }),

  endpoint('get', p.script('invite-secondary-clubmember'), ({ url, user }) => {
    const club = requireOwnClub(user, url.searchParams.get('club_member'))
    return json({ data: table(CLUB_MEMBER_GUEST).filter((m) => m.club_member === club).map(clubMemberView) })
  }),

  // Club invite/revoke: the app does not read the answer (a 200 is success).
  endpoint('post', p.app(`${PRODUCT}_invite_club_secondary_member`), ({ body, user }) => {
    const club = requireOwnClub(user, body.club_member_id, 'club_member_id')
    const doc = ownRecord(CLUB_MEMBER_GUEST, body.member_id, 'club_member', club)
    return message({ status: 'success', message: invite(doc, 'guest_name', user) })
  }),

  endpoint('post', p.app(`${PRODUCT}_revoke_club_secondary_member`), ({ body, user }) => {
    const club = requireOwnClub(user, body.club_member_id, 'club_member_id')
    const doc = ownRecord(CLUB_MEMBER_GUEST, body.member_id, 'club_member', club)
    return message({ status: 'success', message: revoke(doc, 'guest_name', user) })
  }),
]
