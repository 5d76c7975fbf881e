import { useQuery } from '@tanstack/react-query'
import { clubMemberChanges, clubMemberQueries, type ClubMemberActionVars } from '../../queries/club-members'
import { ACCESS_STATUS } from '../../queries/members'
import { useUser } from '../../session/store'
import { useFilteredRows } from '../../ui/list-card'
import { useAccessActions } from './access-actions'
import { MemberList, PEOPLE_SEARCH, PeopleScreen, type MemberRowView } from './member-list'
import { MEMBER_TEXTS } from './messages'

export function ClubMembers() {
  // club_member_id of the invite/revoke calls is the user's club_member.
  const club = useUser().club_member
  const query = useQuery({
    ...clubMemberQueries.list(club ?? ''),
    enabled: !!club,
  })
  const actions = useAccessActions<ClubMemberActionVars>({
    mutationKey: clubMemberQueries.all,
    changes: clubMemberChanges.keys,
    vars: (memberId) => (club ? { clubMember: club, memberId } : undefined),
    texts: MEMBER_TEXTS,
  })
  const rows: MemberRowView[] | undefined = (query.isError ? undefined : query.data)?.map((m) => ({
    id: m.name,
    name: m.guest_name?.trim() || 'N/A',
    contact: m.contact?.trim() || 'N/A',
    status: m.access_status || ACCESS_STATUS.notInvited,
    confirmName: m.guest_name,
    actionable: true,
  }))

  const filtered = useFilteredRows(PEOPLE_SEARCH, rows)
  return (
    <PeopleScreen title="Club Members">
      {filtered.field}
      <MemberList rows={filtered.rows} query={query} actions={actions} label="Club Members" />
    </PeopleScreen>
  )
}
