import { createFileRoute } from '@tanstack/react-router'
import { isClubUser } from '../../community/variant'
import { lazyCode, withParts } from '../../lazy-code'
import { prefetchScreen } from '../../queries/screens'
import { useUser } from '../../session/store'

const HomeDashboard = lazyCode(() => import('../../features/dashboard/home-dashboard'), (m) => m.HomeDashboard)
const ClubDashboard = lazyCode(() => import('../../features/dashboard/club-dashboard'), (m) => m.ClubDashboard)

export const Route = createFileRoute('/_authed/dashboard')({
  // Start every list of the dashboard at once (no waterfall); the screen reads them from the cache.
  loader: ({ context }) => prefetchScreen(context.queryClient, '/dashboard', context.session.get().user),
  component: withParts(DashboardPage, HomeDashboard, ClubDashboard),
})

/** Dashboard selection: the first role decides; unknown roles get the home one. */
function DashboardPage() {
  const user = useUser()
  return isClubUser(user) ? <ClubDashboard /> : <HomeDashboard />
}
