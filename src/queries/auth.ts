import { mutationOptions } from '@tanstack/react-query'
import { frappe, malformed, paths } from '../frappe/client'
import type { User } from '../session/store'

// The sign-in screens are part of the first download: their answers are checked by hand here
// rather than with a schema library.

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v)
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)

/** The `message` object of an /api/method answer, or a malformed-answer error. */
function messageOf(body: unknown, path: string, optional = false): Json {
  const m = isObject(body) ? body.message : undefined
  if (isObject(m)) return m
  if (optional && (m === undefined || m === null)) return {}
  throw malformed(path)
}

export type LoginResult =
  | { ok: true; user: User; sessionId: string; apiKey: string; apiSecret: string }
  | { ok: false; message: string | undefined }

/** POST login: status 'error' means refused (the user stays on the login page). */
export async function login(vars: { email: string; password: string }): Promise<LoginResult> {
  const path = paths.app('login')
  const m = messageOf(await frappe.post(path, vars), path)
  if (m.status === 'error') return { ok: false, message: str(m.message) }
  const [sessionId, apiKey, apiSecret] = [str(m.session_id), str(m.api_key), str(m.api_secret)]
  if (!isObject(m.user) || !sessionId || !apiKey || !apiSecret) throw malformed(path)
  return { ok: true, user: m.user as User, sessionId, apiKey, apiSecret }
}

export type StatusResult = { ok: boolean; message: string | undefined }

/** POST forget_password: message.status 'error' means refused. */
export async function forgetPassword(vars: { email: string }): Promise<StatusResult> {
  const path = paths.app('forget_password')
  const m = messageOf(await frappe.post(path, vars), path, true)
  return { ok: m.status !== 'error', message: str(m.message) }
}

/** Status 200 means success (spec section 7). */
export async function resetPassword(vars: { token: string; new_password: string; confirm_new_password: string }) {
  await frappe.post(paths.app('reset_password'), vars)
}

export const authMutations = {
  login: () => mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login }),
  forgetPassword: () => mutationOptions({ mutationKey: ['auth', 'forget-password'], mutationFn: forgetPassword }),
  resetPassword: () => mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword }),
}
