import { HttpResponse } from 'msw'
import { commit, getDb } from '../db'
import { DemoError, endpoint, invalid, message } from '../http'

/** Frappe's session cookie: HttpOnly, SameSite=Lax, path / (frappe/auth.py CookieManager). */
function sidCookie(value: string, maxAgeSeconds: number) {
  const expires = new Date(Date.now() + maxAgeSeconds * 1000).toUTCString()
  return `sid=${value}; Expires=${expires}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax`
}
const SESSION_SECONDS = 3 * 24 * 3600
import { p } from '../paths'

function randomId(n = 24): string {
  const bytes = new Uint8Array(n)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('').slice(0, n)
}

export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*?&]).{8,}$/

export const authHandlers = [
  endpoint(
    'post',
    p.app('login'),
    ({ body, _ }) => {
      const email = String(body.email ?? body.usr ?? '').trim().toLowerCase()
      const password = String(body.password ?? body.pwd ?? '')
      if (!email || !password) throw invalid('Email and password are required')
      const user = getDb().users.find((u) => u.email === email)
      if (!user || user.password !== password) {
        return message({ status: 'error', message: _('Invalid login credentials') })
      }
      const sid = randomId(32)
      const db = getDb()
      db.sessions = { ...db.sessions, [sid]: user.email }
      commit()
      const answer = {
        status: 'success',
        message: 'Logged In',
        user: user.profile,
        session_id: sid,
        api_key: user.api_key,
        api_secret: user.api_secret,
      }
      return HttpResponse.json({ message: answer }, { headers: { 'Set-Cookie': sidCookie(sid, SESSION_SECONDS) } })
    },
    { public: true },
  ),

  // A guest (no valid session) gets 403, not 401 (docs/frappe.md).
  endpoint(
    'get',
    p.method('frappe.auth.get_logged_user'),
    ({ user }) => {
      if (!user) throw new DemoError(403, 'Not permitted', 'PermissionError')
      return message(user.email)
    },
    { public: true },
  ),

  // Ends the cookie session only: the API key pair stays valid (docs/frappe.md).
  endpoint(
    'post',
    p.method('logout'),
    ({ cookies }) => {
      const sessions = getDb().sessions
      if (cookies.sid && sessions?.[cookies.sid]) {
        delete sessions[cookies.sid]
        commit()
      }
      return HttpResponse.json({}, { headers: { 'Set-Cookie': sidCookie('', 0) } })
    },
    { public: true },
  ),

  endpoint(
    'post',
    p.app('forget_password'),
    ({ body, _ }) => {
      const email = String(body.email ?? '').trim().toLowerCase()
      if (!email) throw invalid('Email is required')
      const user = getDb().users.find((u) => u.email === email)
      if (!user) return message({ status: 'error', message: _('No account found with this email address.') })
      getDb().resetTokens[randomId(32)] = user.email
      commit()
      return message({ status: 'success', message: _('Password reset link sent to your email.') })
    },
    { public: true },
  ),

  endpoint(
    'post',
    p.app('reset_password'),
    ({ body }) => {
      const token = String(body.token ?? '')
      const next = String(body.new_password ?? '')
      const confirm = String(body.confirm_new_password ?? '')
      const email = getDb().resetTokens[token]
      if (!token || !email) throw invalid('This password reset link is invalid or has expired.')
      if (next !== confirm) throw invalid('Passwords do not match.')
      if (next.length < 8) throw invalid('Password must be at least 8 characters long.')
      const user = getDb().users.find((u) => u.email === email)
      if (!user) throw invalid('This password reset link is invalid or has expired.')
      user.password = next
      delete getDb().resetTokens[token]
      commit()
      return message({ status: 'success', message: 'Password updated' })
    },
    { public: true },
  ),
]
