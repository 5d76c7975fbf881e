import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { LoginPage } from '../features/auth/login-page'

export const Route = createFileRoute('/')({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  beforeLoad: ({ context }) => {
    // Spec: on load, when storage holds both a session id and a user, go to the dashboard.
    const { user, sessionId } = context.session.get()
    if (user && sessionId) throw redirect({ to: '/dashboard' })
  },
  component: LoginPage,
})
