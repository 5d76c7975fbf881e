import type { HttpHandler } from 'msw'
import { findDoc, insertDoc, removeDoc, table, updateDocFields, type DemoUser, type Doc } from '../db'
import { endpoint, forbidden, invalid, json, mandatory, message, notFound, requireOwnHome, text } from '../http'
import { newestFirst } from '../filters'
import { p } from '../paths'

/** Guests of a household (method-only resource: stored under its own name). */
export const GUEST = 'Guest'

function ownGuest(user: DemoUser, name: unknown, home: string): Doc {
  const id = text(name)
  if (!id) throw mandatory(GUEST, 'name')
  const doc = findDoc(GUEST, id)
  if (!doc) throw notFound(GUEST, id)
  if (doc.homeowner_address !== home || doc.homeowner_address !== user.profile.homeowner_address) throw forbidden()
  return doc
}

function duplicate(home: string, guestName: string, except?: string): boolean {
  const wanted = guestName.toLowerCase()
  return table(GUEST).some(
    (g) => g.homeowner_address === home && g.name !== except && String(g.guest_name ?? '').toLowerCase() === wanted,
  )
}

const view = (g: Doc) => ({ name: g.name, guest_name: g.guest_name, visiting_as: g.visiting_as })

export const guestHandlers: HttpHandler[] = [
  // Server Script answer: {"guests": [...]} at the top level (docs/frappe.md).
  endpoint('get', p.script('fetch-guests'), ({ url, user }) => {
    const home = requireOwnHome(user, url.searchParams.get('homeowner_address'))
    const guests = table(GUEST)
      .filter((g) => g.homeowner_address === home)
      .sort(newestFirst('creation'))
      .map(view)
    return json({ guests })
  }),

  endpoint('post', p.script('add-guest'), ({ body, user }) => {
    const home = requireOwnHome(user, body.home_address_id, 'home_address_id')
    const first = text(body.first_name)
    const last = text(body.last_name)
    if (!first) throw mandatory(GUEST, 'First Name')
    if (!last) throw mandatory(GUEST, 'Last Name')
    const guestName = `${first} ${last}`
    if (duplicate(home, guestName)) throw invalid('Guest already exists')
    const visitingAs = user.profile.is_101_duntreath === 1 ? 'Employee' : 'Guest'
    const doc = insertDoc(GUEST, 'GST', user.email, { guest_name: guestName, visiting_as: visitingAs, homeowner_address: home })
    return message({ status: 'success', message: 'Guest added', guest: view(doc) })
  }),

  endpoint('put', p.script('update-guest'), ({ body, user }) => {
    const home = requireOwnHome(user, body.homeowner_address)
    const doc = ownGuest(user, body.name, home)
    const guestName = text(body.guest_name).replace(/\s+/g, ' ')
    if (!guestName) throw mandatory(GUEST, 'Guest Name')
    if (duplicate(home, guestName, doc.name)) throw invalid('Guest already exists')
    const fields: Record<string, unknown> = { guest_name: guestName }
    if (text(body.visiting_as)) fields.visiting_as = text(body.visiting_as)
    updateDocFields(doc, fields, user.email)
    return message({ status: 'success', message: 'Guest updated', guest: view(doc) })
  }),

  endpoint('post', p.script('delete-guest'), ({ body, user }) => {
    const home = requireOwnHome(user, body.homeowner_address)
    const doc = ownGuest(user, body.name, home)
    removeDoc(GUEST, doc.name)
    return message({ status: 'success', message: 'Guest deleted' })
  }),
]
