import { createFileRoute } from '@tanstack/react-router'
import { ForgetPasswordPage } from '../features/auth/forget-password-page'

export const Route = createFileRoute('/forget-password')({
  component: ForgetPasswordPage,
})
