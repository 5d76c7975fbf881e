/**
 * The demo backend refuses what a real Frappe site would (docs/frappe.md), called directly
 * with fetch: a wrong token, another household's record, missing mandatory fields, an unknown
 * doc, list paging defaults and unknown filter operators.
 */
import { describe, expect, it } from 'vitest'
import { findDoc, getDb, table } from '../src/demo-backend/db'
import { readServerMessages } from '../src/frappe/errors'

const base = () => window.location.origin
const tokenOf = (email: string) => {
  const u = getDb().users.find((x) => x.email === email)!
  return `token ${u.api_key}:${u.api_secret}`
}
const RESIDENT = 'resident@demo.test'

async function call(method: string, path: string, opts: { auth?: string | null; json?: unknown; query?: Record<string, string> } = {}) {
  const url = new URL(base() + path)
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v)
  const headers: Record<string, string> = { Accept: 'application/json' }
  const auth = opts.auth === undefined ? tokenOf(RESIDENT) : opts.auth
  if (auth) headers.Authorization = auth
  if (opts.json !== undefined) headers['Content-Type'] = 'application/json'
  const res = await fetch(url, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) })
  const body = (await res.json()) as Record<string, unknown>
  return { status: res.status, body, message: readServerMessages(body._server_messages) }
}

const VISITORS = '/api/resource/Visitor%20Call-In'

describe('demo backend: what a real Frappe refuses', () => {
  it('a wrong token -> 401 AuthenticationError', async () => {
    const r = await call('GET', VISITORS, { auth: 'token demo-key-resident:not-the-secret' })
    expect(r.status).toBe(401)
    expect(r.body.exc_type).toBe('AuthenticationError')
    expect((await call('GET', VISITORS, { auth: 'token nobody:nothing' })).status).toBe(401)
  })

  it('the token is checked first; a cookie session, when one is sent, is whom the call runs as (validate_auth)', async () => {
    const db = getDb()
    db.sessions = { ...db.sessions, 'club-desk-sid': 'club@demo.test' }
    const whoami = (headers: Record<string, string>) =>
      fetch(`${base()}/api/method/frappe.auth.get_logged_user`, { headers: { Accept: 'application/json', ...headers } })
    // A wrong token is a 401 even beside a valid cookie session.
    expect((await whoami({ Authorization: 'token demo-key-resident:not-the-secret', Cookie: 'sid=club-desk-sid' })).status).toBe(401)
    // The cookie session wins over a valid token (what the app avoids by sending no cookies: D26)...
    expect(await (await whoami({ Authorization: tokenOf(RESIDENT), Cookie: 'sid=club-desk-sid' })).json()).toEqual({ message: 'club@demo.test' })
    // ...and without a cookie the call runs as the token's user.
    expect(await (await whoami({ Authorization: tokenOf(RESIDENT) })).json()).toEqual({ message: RESIDENT })
  })

  it('no token on a protected call -> 403 (Frappe treats it as Guest)', async () => {
    expect((await call('GET', VISITORS, { auth: null })).status).toBe(403)
  })

  it("another household's record -> 403 for GET, PUT and DELETE, and nothing changes", async () => {
    // VCI-00005 belongs to the neighbour's household.
    const doc = findDoc('Visitor Call-In', 'VCI-00005')!
    expect(doc.homeowner).not.toBe('HA-0001')
    const path = `${VISITORS}/VCI-00005`
    const get = await call('GET', path)
    expect(get.status).toBe(403)
    expect(get.body.exc_type).toBe('PermissionError')
    expect((await call('PUT', path, { json: { visitor_name: 'Hijacked' } })).status).toBe(403)
    expect((await call('DELETE', path)).status).toBe(403)
    expect(doc.visitor_name).not.toBe('Hijacked')
    expect(findDoc('Visitor Call-In', 'VCI-00005')).toBeDefined()
    // A method call naming another household is refused too.
    const list = await call('GET', '/api/method/aviepros-fetch-guests', { query: { homeowner_address: 'HA-0003' } })
    expect(list.status).toBe(403)
  })

  it('missing mandatory fields -> 417 with a _server_messages text', async () => {
    const r = await call('POST', VISITORS, { json: { call_in_type: 'HomeOwner', homeowner: 'HA-0001', category: 'Delivery' } })
    expect(r.status).toBe(417)
    expect(r.body.exc_type).toBe('MandatoryError')
    expect(r.message).toMatch(/Value missing for Visitor Call-In/)
    const vac = await call('POST', '/api/resource/Vacation%20Call%20In%20Entry', { json: { homeowner: 'HA-0001' } })
    expect(vac.status).toBe(417)
    expect(vac.message).toMatch(/Vacation Start Date/)
  })

  it("a category the site's Select does not have -> 417 naming its options, in the caller's language", async () => {
    const json = { call_in_type: 'HomeOwner', homeowner: 'HA-0001', category: 'Party', visitor_name: 'Ann', termination_date: '2026-12-01 03:00:00' }
    const r = await call('POST', VISITORS, { json })
    expect(r.status).toBe(417)
    expect(r.message).toBe('Category cannot be "Party". It should be one of "Day Visitor", "Delivery", "Contractor", "Gate Pass"')
    const es = await call('POST', VISITORS, { json: { ...json, _lang: 'es' } })
    expect(es.message).toBe('La categoría no puede ser "Party". Debe ser una de "Day Visitor", "Delivery", "Contractor", "Gate Pass"')
  })

  it('an unknown doc -> 404 DoesNotExistError', async () => {
    const r = await call('GET', `${VISITORS}/VCI-99999`)
    expect(r.status).toBe(404)
    expect(r.body.exc_type).toBe('DoesNotExistError')
    expect((await call('DELETE', `${VISITORS}/VCI-99999`)).status).toBe(404)
  })

  it('lists: 20 rows by default, every row with limit_page_length=0', async () => {
    const fields = JSON.stringify(['*'])
    const own = table('Visitor Call-In').filter((d) => d.homeowner === 'HA-0001').length
    expect(own).toBeGreaterThan(20)
    const dflt = await call('GET', VISITORS, { query: { fields } })
    expect((dflt.body.data as unknown[]).length).toBe(20)
    const all = await call('GET', VISITORS, { query: { fields, limit_page_length: '0' } })
    expect((all.body.data as unknown[]).length).toBe(own)
    // Without `fields` only the name comes back.
    expect(Object.keys((dflt.body.data as object[])[0]!)).toEqual(expect.arrayContaining(['name']))
    const bare = await call('GET', VISITORS, { query: { limit_page_length: '1' } })
    expect(Object.keys((bare.body.data as object[])[0]!)).toEqual(['name'])
  })

  it('a filter with an unknown operator -> 417', async () => {
    const r = await call('GET', VISITORS, { query: { filters: JSON.stringify([['homeowner', 'sounds like', 'HA-0001']]) } })
    expect(r.status).toBe(417)
    expect(r.message).toMatch(/Operator must be one of/)
  })
})

describe('demo backend: Notification Log as Frappe serves it (notification_log.py)', () => {
  const METHOD = '/api/method/frappe.desk.doctype.notification_log.notification_log'
  const FAMILY = 'family@demo.test'

  it("get_notification_logs: the user's own only, newest (modified) first, at most `limit`, with user_info", async () => {
    const r = await call('GET', `${METHOD}.get_notification_logs`, { query: { limit: '3' } })
    expect(r.status).toBe(200)
    const { notification_logs: logs, user_info } = r.body.message as { notification_logs: Record<string, unknown>[]; user_info: Record<string, unknown> }
    expect(logs).toHaveLength(3)
    expect(logs.every((l) => l.for_user === RESIDENT)).toBe(true)
    const stamps = logs.map((l) => String(l.modified))
    expect([...stamps].sort().reverse()).toEqual(stamps)
    expect(Object.keys(user_info)).toEqual(['Administrator'])
  })

  it("mark_as_read and mark_all_as_read answer {} and never touch another user's", async () => {
    const family = table('Notification Log').find((d) => d.for_user === FAMILY && d.read === 0)!
    const modified = family.modified
    const r = await call('POST', `${METHOD}.mark_as_read`, { json: { docname: family.name } })
    expect(r).toMatchObject({ status: 200, body: {} })
    expect(findDoc('Notification Log', family.name)?.read).toBe(0)
    await call('POST', `${METHOD}.mark_all_as_read`, { json: {} })
    expect(table('Notification Log').filter((d) => d.for_user === RESIDENT && d.read === 0)).toHaveLength(0)
    expect(findDoc('Notification Log', family.name)?.read).toBe(0)
    const own = await call('POST', `${METHOD}.mark_as_read`, { json: { docname: family.name }, auth: tokenOf(FAMILY) })
    expect(own.status).toBe(200)
    // Marked read without a new `modified` (update_modified=False): the list keeps its order.
    expect(findDoc('Notification Log', family.name)).toMatchObject({ read: 1, modified })
  })
})
