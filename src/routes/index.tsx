import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginPage } from '../features/auth/login-page'
import { z } from 'zod/mini'
import { optionalText } from './-search'

export const Route = createFileRoute('/')({
  validateSearch: z.object({ redirect: optionalText }),
  beforeLoad: ({ context }) => {
    // On load, when storage holds both a session id and a user, go to the dashboard.
    const { user, sessionId } = context.session.get()
    if (user && sessionId) throw redirect({ to: '/dashboard' })
  },
  // In the app's entry, not loaded lazily: the sign-in page is where most visits start, and its
  // prerendered form must work, and a Submit held before the app had loaded be sent, with the
  // entry alone.
  component: LoginPage,
})
