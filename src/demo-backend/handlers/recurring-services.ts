import type { HttpHandler } from 'msw'
import { findDoc, insertDoc, removeDoc, table, updateDocFields, type DemoUser, type Doc } from '../db'
import { endpoint, forbidden, invalid, mandatory, message, notFound, requireOwnHome, text } from '../http'
import { newestFirst } from '../filters'
import { p } from '../paths'

export const RECURRING_SERVICE = 'Recurring Service'

export const SERVICE_TYPES = [
  'Housekeeper',
  'Lawn Care',
  'Pool Care',
  'Caregiver',
  'Pet Sitter',
  'Pest Control',
  'Baby Sitter',
  'Pet Groomer',
]

function checkFields(body: Record<string, unknown>): { vendor_name: string; service_type: string } {
  const vendor = text(body.vendor_name)
  const type = text(body.service_type)
  if (!vendor) throw mandatory(RECURRING_SERVICE, 'Vendor Name')
  if (!type) throw mandatory(RECURRING_SERVICE, 'Service Type')
  if (!SERVICE_TYPES.includes(type))
    throw invalid(`Service Type cannot be "${type}". It should be one of ${SERVICE_TYPES.map((t) => `"${t}"`).join(', ')}`)
  return { vendor_name: vendor, service_type: type }
}

function ownService(user: DemoUser, name: unknown, home: string): Doc {
  const id = text(name)
  if (!id) throw mandatory(RECURRING_SERVICE, 'name')
  const doc = findDoc(RECURRING_SERVICE, id)
  if (!doc) throw notFound(RECURRING_SERVICE, id)
  if (doc.homeowner !== home || doc.homeowner !== user.profile.homeowner_address) throw forbidden()
  return doc
}

const view = (d: Doc) => ({ name: d.name, homeowner: d.homeowner, vendor_name: d.vendor_name, service_type: d.service_type })

export const recurringServiceHandlers: HttpHandler[] = [
  // {"message": {"recurring_services": [...]}} (docs/frappe.md).
  endpoint('get', p.method('get_recurring_services'), ({ url, user }) => {
    const home = requireOwnHome(user, url.searchParams.get('homeowner_address'))
    const rows = table(RECURRING_SERVICE)
      .filter((d) => d.homeowner === home)
      .sort(newestFirst('creation'))
      .map(view)
    return message({ recurring_services: rows })
  }),

  endpoint('post', p.method('add_recurring_service'), ({ body, user }) => {
    const home = requireOwnHome(user, body.homeowner, 'homeowner')
    const fields = checkFields(body)
    const doc = insertDoc(RECURRING_SERVICE, 'RS', user.email, { ...fields, homeowner: home })
    return message(view(doc))
  }),

  endpoint('put', p.method('update_recurring_service'), ({ body, user }) => {
    const home = requireOwnHome(user, body.homeowner, 'homeowner')
    const doc = ownService(user, body.name, home)
    updateDocFields(doc, checkFields(body), user.email)
    return message(view(doc))
  }),

  endpoint('post', p.method('delete_recurring_service'), ({ body, user }) => {
    const home = requireOwnHome(user, body.homeowner, 'homeowner')
    const doc = ownService(user, body.name, home)
    removeDoc(RECURRING_SERVICE, doc.name)
    return message('ok')
  }),
]
