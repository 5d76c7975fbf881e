import { createFileRoute } from '@tanstack/react-router'
import { lazyCode } from '../lazy-code'

export const Route = createFileRoute('/forget-password')({
  component: lazyCode(() => import('../features/auth/forget-password-page'), (m) => m.ForgetPasswordPage),
})
