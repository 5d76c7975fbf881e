import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../features/auth/reset-password-page'
import { z } from 'zod/mini'
import { optionalText } from './-search'

export const Route = createFileRoute('/reset-password')({
  validateSearch: z.object({ token: optionalText }),
  component: ResetPasswordPage,
})
