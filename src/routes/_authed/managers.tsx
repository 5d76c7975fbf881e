import { createFileRoute, redirect } from '@tanstack/react-router'
import { isClubUser, isFlagged } from '../../community/variant'
import { lazyCode, withParts } from '../../lazy-code'
import { prefetchScreen } from '../../queries/screens'
import { oneOf } from '../-search'

/** The active tab lives in the URL (`?tab=ground-workers`); anything else is the default. */
const managersSearch = (search: Record<string, unknown>): { tab?: 'managers' | 'ground-workers' } => {
  const tab = oneOf(search.tab, ['managers', 'ground-workers', ''], '')
  return { tab: tab || undefined }
}

const Managers = lazyCode(() => import('../../features/members/managers'), (m) => m.Managers)

export const Route = createFileRoute('/_authed/managers')({
  validateSearch: managersSearch,
  // Managers is the flagged community's people screen; everyone else has /members.
  beforeLoad: ({ context }) => {
    const user = context.session.get().user
    if (isClubUser(user) || !isFlagged(user)) throw redirect({ to: '/members', replace: true })
  },
  // Decision D5: the member calls.
  loader: ({ context }) => prefetchScreen(context.queryClient, '/managers', context.session.get().user),
  component: withParts(ManagersPage, Managers),
})

function ManagersPage() {
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <Managers
      tab={tab}
      onTabChange={(next) => void navigate({ search: (s) => ({ ...s, tab: next }) })}
    />
  )
}
