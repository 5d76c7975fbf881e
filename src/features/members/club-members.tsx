import { Box } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  clubMemberMutationKey,
  clubMemberMutations,
  clubMemberQueries,
  type ClubMemberActionVars,
} from '../../queries/club-members'
import { ACCESS_STATUS } from '../../queries/members'
import { useUser } from '../../session/store'
import { PageHeader } from '../../ui/page-header'
import { useAccessActions } from './access-actions'
import { useFetchFailureToast } from './fetch-failure-toast'
import { MemberList, PeopleCard, type MemberRowView } from './member-list'
import { MEMBER_TEXTS } from './messages'

export function ClubMembers() {
  // club_member_id of the invite/revoke calls is the user's club_member.
  const club = useUser().club_member
  const queryClient = useQueryClient()
  const query = useQuery({ ...clubMemberQueries.list(club ?? ''), enabled: !!club })
  useFetchFailureToast(query, MEMBER_TEXTS.fetchFailed)
  const actions = useAccessActions<ClubMemberActionVars>({
    mutationKey: clubMemberMutationKey,
    invite: clubMemberMutations.invite(queryClient),
    revoke: clubMemberMutations.revoke(queryClient),
    vars: (memberId) => (club ? { clubMember: club, memberId } : undefined),
    texts: MEMBER_TEXTS,
  })
  const rows: MemberRowView[] = (query.isError ? [] : (query.data ?? [])).map((m) => ({
    id: m.name,
    name: m.guest_name?.trim() || 'N/A',
    contact: m.contact?.trim() || 'N/A',
    status: m.access_status || ACCESS_STATUS.notInvited,
    confirmName: m.guest_name,
    actionable: true,
  }))

  return (
    <Box maw={545} mx="auto">
      <PageHeader title="Club Members" />
      <PeopleCard>
        <MemberList
          rows={rows}
          loading={!!club && query.isPending}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          actions={actions}
          label="Club Members"
        />
      </PeopleCard>
    </Box>
  )
}
