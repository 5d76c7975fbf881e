import { HttpResponse } from 'msw'
import { commit, getDb } from '../db'
import { DemoError, endpoint, invalid, message } from '../http'
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
    ({ body }) => {
      const email = String(body.email ?? body.usr ?? '').trim().toLowerCase()
      const password = String(body.password ?? body.pwd ?? '')
      if (!email || !password) throw invalid('Email and password are required')
      const user = getDb().users.find((u) => u.email === email)
      if (!user || user.password !== password) {
        return message({ status: 'error', message: 'Invalid login credentials' })
      }
      return message({
        status: 'success',
        message: 'Logged In',
        user: user.profile,
        session_id: randomId(32),
        api_key: user.api_key,
        api_secret: user.api_secret,
      })
    },
    { public: true },
  ),

  // A guest (no valid session) gets 403, not 401 (frappe-contract.md).
  endpoint(
    'get',
    p.method('frappe.auth.get_logged_user'),
    ({ user }) => {
      if (!user) throw new DemoError(403, 'Not permitted', 'PermissionError')
      return message(user.email)
    },
    { public: true },
  ),

  endpoint('post', p.method('logout'), () => HttpResponse.json({}), { public: true }),

  endpoint(
    'post',
    p.app('forget_password'),
    ({ body }) => {
      const email = String(body.email ?? '').trim().toLowerCase()
      if (!email) throw invalid('Email is required')
      const user = getDb().users.find((u) => u.email === email)
      if (!user) return message({ status: 'error', message: 'No account found with this email address.' })
      getDb().resetTokens[randomId(32)] = user.email
      commit()
      return message({ status: 'success', message: 'Password reset link sent to your email.' })
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
