import { createFileRoute } from '@tanstack/react-router'
import { lazyCode } from '../lazy-code'
import { z } from 'zod/mini'
import { optionalText } from './-search'

export const Route = createFileRoute('/reset-password')({
  validateSearch: z.object({ token: optionalText }),
  component: lazyCode(() => import('../features/auth/reset-password-page'), (m) => m.ResetPasswordPage),
})
