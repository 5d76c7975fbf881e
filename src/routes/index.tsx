import { createFileRoute, redirect } from '@tanstack/react-router'
import { lazyCode } from '../lazy-code'
import { z } from 'zod/mini'
import { optionalText } from './-search'

export const Route = createFileRoute('/')({
  validateSearch: z.object({ redirect: optionalText }),
  beforeLoad: ({ context }) => {
    // On load, when storage holds both a session id and a user, go to the dashboard.
    const { user, sessionId } = context.session.get()
    if (user && sessionId) throw redirect({ to: '/dashboard' })
  },
  component: lazyCode(() => import('../features/auth/login-page'), (m) => m.LoginPage),
})
