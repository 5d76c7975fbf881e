import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { lazyCode } from '../lazy-code'
import { optionalText } from './-search'

export const Route = createFileRoute('/forget-password')({
  // Where the sign-in page was to lead (a session that expired on a screen): kept for the way back.
  validateSearch: z.object({ redirect: optionalText }),
  component: lazyCode(() => import('../features/auth/forget-password-page'), (m) => m.ForgetPasswordPage),
})
