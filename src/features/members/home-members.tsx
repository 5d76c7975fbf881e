import { useQuery } from '@tanstack/react-query'
import {
  ACCESS_STATUS,
  type FETCH_FAILED,
  memberChanges,
  memberQueries,
  type Member,
  type MemberActionVars,
  type MemberType,
} from '../../queries/members'
import { useT } from '../../i18n'
import { useUser } from '../../session/store'
import { useAccessActions } from './access-actions'
import { PeopleScreen, type MemberRowView } from './member-list'
import { MEMBER_TEXTS, type AccessTexts } from './messages'
import { TabbedMemberList, type TabDef } from './tabbed-member-list'

/** The homeowner members tabs; the value is the member_type shown. */
export const HOME_MEMBER_TABS: readonly TabDef<MemberType>[] = [
  { value: 'Secondary', label: 'members.tab.secondary' },
  { value: 'Minor', label: 'members.tab.minor' },
  { value: 'Non-Resident', label: 'members.tab.nonResident' },
]
export const DEFAULT_HOME_TAB: MemberType = 'Secondary'

/** member_type defaults to Secondary, the first tab. */
export function memberTypeOf(member: Member): string {
  return member.member_type || 'Secondary'
}

/** The household's list and its invite/revoke actions, for the members and the managers screens. */
export function useHouseholdMembers(texts: AccessTexts, screen: keyof typeof FETCH_FAILED) {
  const home = useUser().homeowner_address
  const query = useQuery({
    ...memberQueries.list(home ?? '', screen),
    enabled: !!home,
  })
  const actions = useAccessActions<MemberActionVars>({
    mutationKey: memberQueries.all,
    changes: memberChanges.keys,
    vars: (memberId) => (home ? { homeownerAddress: home, memberId } : undefined),
    texts,
  })
  // A failed fetch empties the list, even one that had rows, and says so (FETCH_FAILED).
  return { query, members: query.isError ? undefined : query.data, actions }
}

/** A household member as a row of the members or managers screen, with that screen's fallback texts. */
export function householdRow(m: Member, fallback: { name: string; status: string }, actionable: boolean): MemberRowView {
  return {
    id: m.name,
    name: m.owner_name?.trim() || fallback.name,
    contact: m.contact?.trim() || '---',
    status: m.access_status || fallback.status,
    confirmName: m.owner_name,
    actionable,
  }
}

export function HomeMembers({ tab = DEFAULT_HOME_TAB, onTabChange }: { tab?: MemberType; onTabChange: (tab: MemberType) => void }) {
  const t = useT()
  const { query, members, actions } = useHouseholdMembers(MEMBER_TEXTS, 'members')
  const rows = members
    ?.filter((m) => memberTypeOf(m) === tab)
    // A member the server sent without a status has not been invited yet.
    .map((m) => householdRow(m, { name: '---', status: ACCESS_STATUS.notInvited }, memberTypeOf(m) !== 'Non-Resident'))

  return (
    <PeopleScreen title={t('members.title')}>
      <TabbedMemberList tabs={HOME_MEMBER_TABS} value={tab} onChange={onTabChange} list={{ rows, query, actions }} />
    </PeopleScreen>
  )
}
