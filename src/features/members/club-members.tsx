import { useQuery } from '@tanstack/react-query'
import { clubMemberChanges, clubMemberQueries, type ClubMemberActionVars } from '../../queries/club-members'
import { ACCESS_STATUS } from '../../queries/members'
import { useT } from '../../i18n'
import { useUser } from '../../session/store'
import { useFilteredRows } from '../../ui/list-card'
import { useAccessActions } from './access-actions'
import { MemberList, PeopleScreen, usePeopleSearch, type MemberRowView } from './member-list'
import { MEMBER_TEXTS } from './messages'

export function ClubMembers() {
  // club_member_id of the invite/revoke calls is the user's club_member.
  const t = useT()
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
    name: m.guest_name?.trim() || t('club.notAvailable'),
    contact: m.contact?.trim() || t('club.notAvailable'),
    status: m.access_status || ACCESS_STATUS.notInvited,
    confirmName: m.guest_name,
    actionable: true,
  }))

  const filtered = useFilteredRows(usePeopleSearch(), rows)
  return (
    <PeopleScreen title={t('members.club.title')}>
      {filtered.field}
      {filtered.found}
      <MemberList rows={filtered.rows} query={query} actions={actions} label={t('members.club.title')} />
    </PeopleScreen>
  )
}
