import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../features/auth/reset-password-page'
import { optionalString } from './-search'

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search.token) }),
  component: ResetPasswordPage,
})
