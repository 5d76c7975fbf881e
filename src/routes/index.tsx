import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginPage } from '../features/auth/login-page'
import { optionalString } from './-search'

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: optionalString(search.redirect) }),
  beforeLoad: ({ context }) => {
    // Spec: on load, when storage holds both a session id and a user, go to the dashboard.
    const { user, sessionId } = context.session.get()
    if (user && sessionId) throw redirect({ to: '/dashboard' })
  },
  component: LoginPage,
})
