import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { isClubUser, isFlagged } from '../../community/variant'
import { lazyCode } from '../../lazy-code'
import type { MemberType } from '../../queries/members'
import { prefetchScreen } from '../../queries/screens'
import { useUser } from '../../session/store'
import { optionalOneOf } from '../-search'

/** The active tab lives in the URL (`?tab=Minor`), so Back and links work; anything else is the default. */
const TABS = ['Secondary', 'Minor', 'Non-Resident'] as const satisfies readonly MemberType[]

const ClubMembers = lazyCode(() => import('../../features/members/club-members'), (m) => m.ClubMembers)
const HomeMembers = lazyCode(() => import('../../features/members/home-members'), (m) => m.HomeMembers)

export const Route = createFileRoute('/_authed/members')({
  validateSearch: z.object({ tab: optionalOneOf(TABS) }),
  // The flagged community's people screen is /managers, the one its menu links to.
  beforeLoad: ({ context }) => {
    const user = context.session.get().user
    if (!isClubUser(user) && isFlagged(user)) throw redirect({ to: '/managers', replace: true })
  },
  loader: ({ context }) => {
    const user = context.session.get().user
    prefetchScreen(context.queryClient, '/members', user)
    // Only this user's screen's code: the other kind's is neither waited for nor needed.
    return (isClubUser(user) ? ClubMembers : HomeMembers).preload()
  },
  component: MembersPage,
})

/** The first role decides: club roles get the club screen, every other role the homeowner one. */
function MembersPage() {
  const user = useUser()
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  if (isClubUser(user)) return <ClubMembers />
  return (
    <HomeMembers
      tab={tab}
      onTabChange={(next) => void navigate({ search: (s) => ({ ...s, tab: next }) })}
    />
  )
}
