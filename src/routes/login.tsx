import { createFileRoute, redirect } from '@tanstack/react-router'

/** Decision D3: the login page is `/`; `/login` (linked from the reset screen) redirects there. */
export const Route = createFileRoute('/login')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true })
  },
})
