import type { MessageId } from '../../i18n'
import { EMAIL_PATTERN } from '../../forms/rules'

/** The sign-in form's name (<form name>): how the start-up finds a sign-in held before the app loaded (./held-sign-in.ts). */
export const SIGN_IN_FORM = 'sign-in'

export interface Credentials {
  email: string
  password: string
}

/**
 * E-mail required and well formed, password required and at least 6 characters, each error shown
 * once its field was touched. Plain functions, without the form library: the start-up checks a sign-in
 * held before the app loaded with them (./held-sign-in.ts).
 */
export function loginErrors({ value }: { value: Credentials }) {
  const email = value.email.trim()
  // Message ids: the field shows them in the current language (useBoundField).
  const fields: Partial<Record<keyof Credentials, MessageId>> = {}
  if (!email) fields.email = 'login.validation.emailRequired'
  else if (!EMAIL_PATTERN.test(email)) fields.email = 'login.validation.emailInvalid'
  if (!value.password) fields.password = 'login.validation.passwordRequired'
  else if (value.password.length < 6) fields.password = 'login.validation.passwordTooShort'
  return Object.keys(fields).length ? { fields } : undefined
}

/** What is sent: the e-mail without the spaces around it. */
export const credentialsToSend = (value: Credentials): Credentials => ({ email: value.email.trim(), password: value.password })
