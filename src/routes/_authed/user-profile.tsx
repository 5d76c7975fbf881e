import { createFileRoute } from '@tanstack/react-router'
import { lazyCode } from '../../lazy-code'

export const Route = createFileRoute('/_authed/user-profile')({
  component: lazyCode(() => import('../../features/profile/profile-page'), (m) => m.ProfilePage),
})
