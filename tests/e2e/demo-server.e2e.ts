import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoServerProcess } from '../../scripts/lib/demo-server.mjs'
import { API_URL } from './ports'

const ORIGIN = 'http://127.0.0.1:4179'
const LOGIN = '/api/method/merak_hotel_security.aviepros.login'

/** `npm run demo-server` as a Frappe site with allow_cors answers it (docs/frappe.md). */
describe('the demo server over HTTP', () => {
  let plain: ReturnType<typeof startDemoServerProcess>
  beforeAll(async () => {
    plain = startDemoServerProcess({ port: Number(new URL(API_URL).port) + 1, test: false })
    await plain.ready
  })
  afterAll(() => plain?.stop())

  it('answers a preflight and reflects the origin with credentials', async () => {
    const res = await fetch(`${API_URL}/api/method/aviepros-get-members`, {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(res.headers.get('access-control-allow-credentials')).toBe('true')
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization')
  })

  it('serves a public file without CORS headers, as a site serves /files/ outside its app; a private one with them', async () => {
    const headers = { Origin: ORIGIN }
    const open = await fetch(`${API_URL}/files/none.png`, { headers })
    expect(open.headers.get('access-control-allow-origin')).toBeNull()
    const closed = await fetch(`${API_URL}/private/files/none.png`, { headers })
    expect(closed.headers.get('access-control-allow-origin')).toBe(ORIGIN)
  })

  it('sets the sid cookie on login, runs calls as the cookie session, and clears it on logout', async () => {
    const login = await fetch(`${API_URL}${LOGIN}`, {
      method: 'POST',
      headers: { Origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'club@demo.test', password: 'Demo@1234' }),
    })
    const cookie = login.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^sid=\w+;/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    const sid = cookie.split(';')[0]!
    const who = await fetch(`${API_URL}/api/method/frappe.auth.get_logged_user`, { headers: { cookie: sid } })
    expect(await who.json()).toEqual({ message: 'club@demo.test' })

    const logout = await fetch(`${API_URL}/api/method/logout`, { method: 'POST', headers: { cookie: sid } })
    expect(logout.headers.get('set-cookie')).toMatch(/^sid=;.*Max-Age=0/)
    const after = await fetch(`${API_URL}/api/method/frappe.auth.get_logged_user`, { headers: { cookie: sid } })
    expect(after.status).toBe(403)
  })

  it('answers a method it does not have with 417, as Frappe does', async () => {
    const res = await fetch(`${API_URL}/api/method/merak_hotel_security.aviepros.no_such_method`, { headers: { Origin: ORIGIN } })
    expect(res.status).toBe(417)
    expect(await res.json()).toMatchObject({ exc_type: 'ValidationError' })
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
  })

  it('has no control surface unless started with --test', async () => {
    expect((await fetch(`${plain.url}/__demo/requests`)).status).toBe(404)
    expect((await fetch(`${plain.url}/__demo/reset`, { method: 'POST' })).status).toBe(404)
    expect((await fetch(`${API_URL}/__demo/requests`)).status).toBe(200)
  })
})
