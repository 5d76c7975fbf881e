import { createFileRoute } from '@tanstack/react-router'
import { isClubUser } from '../../community/variant'
import { ClubDashboard } from '../../features/dashboard/club-dashboard'
import { HomeDashboard } from '../../features/dashboard/home-dashboard'
import { prefetchScreen } from '../../queries/screens'
import { useUser } from '../../session/store'

export const Route = createFileRoute('/_authed/dashboard')({
  // Start every list of the dashboard at once (no waterfall); the screen reads them from the cache.
  loader: ({ context }) => prefetchScreen(context.queryClient, '/dashboard', context.session.get().user),
  component: DashboardPage,
})

/** Dashboard selection (spec section 2): the first role decides; unknown roles get the home one. */
function DashboardPage() {
  const user = useUser()
  return isClubUser(user) ? <ClubDashboard /> : <HomeDashboard />
}
