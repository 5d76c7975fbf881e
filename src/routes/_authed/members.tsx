import { createFileRoute } from '@tanstack/react-router'
import { isClubUser } from '../../community/variant'
import { ClubMembers } from '../../features/members/club-members'
import { DEFAULT_HOME_TAB, HomeMembers } from '../../features/members/home-members'
import type { MemberType } from '../../queries/members'
import { prefetchScreen } from '../../queries/screens'
import { useUser } from '../../session/store'
import { oneOf } from '../-search'

/** The active tab lives in the URL (`?tab=Minor`), so Back and links work; anything else is the default. */
const TABS: readonly MemberType[] = ['Secondary', 'Minor', 'Non-Resident']
const membersSearch = (search: Record<string, unknown>): { tab?: MemberType } => {
  const tab = oneOf(search.tab, [...TABS, ''], '')
  return { tab: tab || undefined }
}

export const Route = createFileRoute('/_authed/members')({
  validateSearch: membersSearch,
  loader: ({ context }) => prefetchScreen(context.queryClient, '/members', context.session.get().user),
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
      tab={tab ?? DEFAULT_HOME_TAB}
      onTabChange={(next) => void navigate({ search: (s) => ({ ...s, tab: next }) })}
    />
  )
}
