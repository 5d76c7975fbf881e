import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { isClubUser, isFlagged } from '../../community/variant'
import { lazyCode, withParts } from '../../lazy-code'
import { prefetchScreen } from '../../queries/screens'
import { optionalOneOf } from '../-search'

/** The active tab lives in the URL (`?tab=ground-workers`); anything else is the default. */
const managersSearch = z.object({ tab: optionalOneOf(['managers', 'ground-workers']) })

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
