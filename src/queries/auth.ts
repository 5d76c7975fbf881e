import { mutationOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { frappe, malformed, paths } from '../frappe/client'
import type { User } from '../session/store'

const loginAnswer = z.object({
  message: z.object({
    status: z.string().optional(),
    message: z.string().optional(),
    user: z.record(z.string(), z.unknown()).optional(),
    session_id: z.string().optional(),
    api_key: z.string().optional(),
    api_secret: z.string().optional(),
  }),
})

export type LoginResult =
  | { ok: true; user: User; sessionId: string; apiKey: string; apiSecret: string }
  | { ok: false; message: string | undefined }

/** POST login: status 'error' means refused (the user stays on the login page). */
export async function login(vars: { email: string; password: string }): Promise<LoginResult> {
  const path = paths.app('login')
  const parsed = loginAnswer.safeParse(await frappe.post(path, vars))
  if (!parsed.success) throw malformed(path)
  const m = parsed.data.message
  if (m.status === 'error') return { ok: false, message: m.message }
  if (!m.user || !m.session_id || !m.api_key || !m.api_secret) throw malformed(path)
  return { ok: true, user: m.user as User, sessionId: m.session_id, apiKey: m.api_key, apiSecret: m.api_secret }
}

const statusAnswer = z.object({
  message: z.object({ status: z.string().optional(), message: z.string().optional() }).optional(),
})

export type StatusResult = { ok: boolean; message: string | undefined }

export async function forgetPassword(vars: { email: string }): Promise<StatusResult> {
  const path = paths.app('forget_password')
  const parsed = statusAnswer.safeParse(await frappe.post(path, vars))
  if (!parsed.success) throw malformed(path)
  return { ok: parsed.data.message?.status !== 'error', message: parsed.data.message?.message }
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
