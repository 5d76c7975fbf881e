import { frappe, malformed, paths } from '../frappe/client'
import { refusalIn, throwIfRefused } from '../frappe/errors'
import { readableUser, type User } from '../session/user'

// The sign-in's answer is small enough to check by hand: a user object and three strings.

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

export interface SignedIn {
  ok: true
  user: User
  sessionId: string
  apiKey: string
  apiSecret: string
  /**
   * When the answer came (performance.now(), which a change of the device's clock does not move):
   * the 1 s wait after a sign-in counts from it.
   */
  answeredAt: number
}
export type LoginResult = SignedIn | { ok: false; message: string | undefined }

/** POST login: status 'error' (top level or in `message`) means refused (the user stays on the login page). */
export async function login(vars: { email: string; password: string }): Promise<LoginResult> {
  const path = paths.app('login')
  const body = await frappe.post(path, vars)
  const answeredAt = performance.now()
  const refusal = refusalIn(body)
  if (refusal) return { ok: false, message: refusal.message }
  const m = messageOf(body, path)
  const [sessionId, apiKey, apiSecret] = [str(m.session_id), str(m.api_key), str(m.api_secret)]
  if (!isObject(m.user) || !sessionId || !apiKey || !apiSecret) throw malformed(path)
  return { ok: true, user: readableUser(m.user), sessionId, apiKey, apiSecret, answeredAt }
}

export type StatusResult = { ok: boolean; message: string | undefined }

/** POST forget_password: status 'error' (top level or in `message`) means refused. */
export async function forgetPassword(vars: { email: string }): Promise<StatusResult> {
  const path = paths.app('forget_password')
  const body = await frappe.post(path, vars)
  const refusal = refusalIn(body)
  if (refusal) return { ok: false, message: refusal.message }
  return { ok: true, message: str(messageOf(body, path, true).message) }
}

/** Status 200 means success, unless the answer says no (status 'error'). */
export async function resetPassword(vars: { token: string; new_password: string; confirm_new_password: string }) {
  const path = paths.app('reset_password')
  throwIfRefused(await frappe.post(path, vars), path)
}

/** The sign-in pages' calls, as useMutation's options. */
export const authMutations = {
  login: () => ({ mutationKey: ['auth', 'login'], mutationFn: login }),
  forgetPassword: () => ({ mutationKey: ['auth', 'forget-password'], mutationFn: forgetPassword }),
  resetPassword: () => ({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword }),
}
