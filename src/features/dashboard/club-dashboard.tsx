import { SimpleGrid, Stack } from '@mantine/core'
import { IconUserPlus, IconUsers, IconUsersGroup } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { CLUB_GUEST_LIMIT, clubAccessQueries } from '../../queries/club-access'
import { useT } from '../../i18n'
import { useUser } from '../../session/store'
import { ActionCard } from '../../ui/action-card'
import { guestLimitReason, useClubGuestCount } from '../club/guest-limit'
import { incidentQueries, type NewIncident } from '../../queries/incidents'
import { useQueuedChanges } from '../../queries/queued-changes'
import { useOpenDialog } from '../dialogs/open-dialog'
import { UnsentIncidents } from '../incidents/unsent-incidents'
import { ClubGuestList } from '../club/club-guest-list'
import { ClubSecondaryMemberList } from '../club/club-secondary-member-list'
import { ClubVisitorList } from '../club/club-visitor-list'
import { NotLinked } from './not-linked'
import { Welcome } from './welcome'

export function ClubDashboard() {
  const clubMember = useUser().club_member ?? ''
  const openDialog = useOpenDialog()
  const translate = useT()
  const access = useQuery(clubAccessQueries.detail(clubMember))
  const guestCount = useClubGuestCount(access.data?.guests, access.dataUpdatedAt)
  const full = guestCount !== undefined && guestCount >= CLUB_GUEST_LIMIT
  // Until the site links the account to a membership, what makes a gate entry is offered disabled.
  const unlinked = translate('dashboard.notLinked.reason')
  // A club member's incident report is made from the menu, so the dashboard has no card to say one
  // waits: those made offline show below the cards, waiting or refused.
  const incidents = useQueuedChanges<NewIncident>(incidentQueries.all)

  return (
    <Stack gap="lg" data-testid="club-dashboard">
      <Welcome subtitle="dashboard.club.subtitle" />
      {clubMember ? null : <NotLinked to="club" />}
      <SimpleGrid component="section" aria-label={translate('dashboard.actions')} cols={{ base: 1, sm: 3 }} spacing="md">
        <ActionCard
          icon={<IconUserPlus size={24} />}
          title={translate('dashboard.club.guestList')}
          description={translate('dashboard.club.guestListText', { limit: CLUB_GUEST_LIMIT })}
          badge={guestCount === undefined ? undefined : translate('dashboard.club.guestCount', { count: guestCount, limit: CLUB_GUEST_LIMIT })}
          disabled={full || !clubMember}
          disabledReason={!clubMember ? unlinked : full ? guestLimitReason(guestCount) : undefined}
          onClick={() => openDialog('club-guest')}
        />
        <ActionCard
          icon={<IconUsers size={24} />}
          title={translate('dashboard.reportVisitor')}
          description={translate('dashboard.club.reportVisitorText')}
          onClick={() => openDialog('club-visitor')}
          disabled={!clubMember}
          disabledReason={clubMember ? undefined : unlinked}
        />
        <ActionCard
          icon={<IconUsersGroup size={24} />}
          title={translate('dashboard.club.secondaryMember')}
          description={translate('dashboard.club.secondaryMemberText')}
          to="/members"
        />
      </SimpleGrid>
      <UnsentIncidents changes={incidents} />
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
        <ClubGuestList clubMember={clubMember} />
        <ClubVisitorList clubMember={clubMember} />
        <ClubSecondaryMemberList clubMember={clubMember} />
      </SimpleGrid>
    </Stack>
  )
}
