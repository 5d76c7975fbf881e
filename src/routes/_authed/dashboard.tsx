import { createFileRoute } from '@tanstack/react-router'
import { isClubUser } from '../../community/variant'
import { ClubDashboard, loadClubDashboard } from '../../features/dashboard/club-dashboard'
import { HomeDashboard, loadHomeDashboard } from '../../features/dashboard/home-dashboard'
import { useUser } from '../../session/store'

export const Route = createFileRoute('/_authed/dashboard')({
  // Start every list of the dashboard at once (no waterfall); the screen reads them from the cache.
  loader: ({ context }) => {
    const user = context.session.get().user
    return isClubUser(user) ? loadClubDashboard(context.queryClient, user) : loadHomeDashboard(context.queryClient, user)
  },
  component: DashboardPage,
})

/** Dashboard selection (spec section 2): the first role decides; unknown roles get the home one. */
function DashboardPage() {
  const user = useUser()
  return isClubUser(user) ? <ClubDashboard /> : <HomeDashboard />
}
