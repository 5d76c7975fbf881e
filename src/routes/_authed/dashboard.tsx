import { createFileRoute } from '@tanstack/react-router'
import { isClubUser } from '../../community/variant'
import { lazyCode } from '../../lazy-code'
import { prefetchScreen } from '../../queries/screens'
import { useUser } from '../../session/store'

const HomeDashboard = lazyCode(() => import('../../features/dashboard/home-dashboard'), (m) => m.HomeDashboard)
const ClubDashboard = lazyCode(() => import('../../features/dashboard/club-dashboard'), (m) => m.ClubDashboard)

export const Route = createFileRoute('/_authed/dashboard')({
  loader: ({ context }) => {
    const user = context.session.get().user
    // Start every list of the dashboard at once (no waterfall); the screen reads them from the cache.
    prefetchScreen(context.queryClient, '/dashboard', user)
    // The route is ready with this user's dashboard's code: the other kind's is neither waited for
    // nor needed (it is fetched when the browser is idle, and its failure changes nothing here).
    return (isClubUser(user) ? ClubDashboard : HomeDashboard).preload()
  },
  component: DashboardPage,
})

/** Dashboard selection: the first role decides; unknown roles get the home one. */
function DashboardPage() {
  const user = useUser()
  return isClubUser(user) ? <ClubDashboard /> : <HomeDashboard />
}
