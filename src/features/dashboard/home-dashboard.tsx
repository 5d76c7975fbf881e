import { serviceTypeLabel } from '../recurring-services/service-types'
import { Grid, SimpleGrid, Stack, Text, type GridColProps } from '@mantine/core'
import { IconAlertTriangle, IconBeach, IconBriefcase, IconDoorEnter, IconRepeat, IconUserPlus } from '@tabler/icons-react'
import { isFlagged, wordingFor } from '../../community/variant'
import { incidentQueries, type NewIncident } from '../../queries/incidents'
import { useQueuedChanges } from '../../queries/queued-changes'
import { RECURRING_CARD_LIMIT, recurringServiceQueries, type NewRecurringService } from '../../queries/recurring-services'
import { useT } from '../../i18n'
import { useUser } from '../../session/store'
import { ActionCard } from '../../ui/action-card'
import { isDelete, isNewRow, useListWithChanges, WAITING_TEXT } from '../../ui/queued-rows'
import { useOpenDialog } from '../dialogs/open-dialog'
import { UnsentIncidents } from '../incidents/unsent-incidents'
import { GuestList } from '../guests/guest-list'
import { RecurringServiceList } from '../recurring-services/recurring-service-list'
import { VacationList } from '../vacations/vacation-list'
import { VisitorList } from '../visitors/visitor-list'
import { NotLinked } from './not-linked'
import { Welcome } from './welcome'

export function HomeDashboard() {
  const user = useUser()
  const home = user.homeowner_address
  const flagged = isFlagged(user)
  const wording = wordingFor(user)
  const openDialog = useOpenDialog()
  const translate = useT()
  // Incident reports made offline have no list: their card says one waits; a refused one is below.
  const incidents = useQueuedChanges<NewIncident>(incidentQueries.all)
  // Until the site links the account to a home, what makes a gate entry is offered disabled.
  const unlinked = home ? {} : { disabled: true, disabledReason: translate('dashboard.notLinked.reason') }

  return (
    <Stack gap="lg" data-testid="home-dashboard">
      <Welcome subtitle="dashboard.home.subtitle" />
      {home ? null : <NotLinked to="home" />}
      {/* One row of 5 (4 for the flagged community) on desktop. On tablets the cards wrap into rows
          that fill the width: 2 + 2 + 1 wide at 820 px, 3 + 2 at 1180 px. */}
      <Grid component="section" aria-label={translate('dashboard.actions')} columns={60} gap="md" data-testid="home-actions">
        {[
          <ActionCard
            icon={<IconDoorEnter size={24} />}
            title={translate('dashboard.reportVisitor')}
            description={translate(flagged ? 'dashboard.home.reportVisitorFlagged' : 'dashboard.home.reportVisitorText')}
            onClick={() => openDialog('visitor')}
            {...unlinked}
          />,
          <ActionCard
            icon={flagged ? <IconBriefcase size={24} /> : <IconUserPlus size={24} />}
            title={wording.addGuestCard}
            description={translate(flagged ? 'dashboard.home.addEmployeeText' : 'dashboard.home.addGuestText')}
            onClick={() => openDialog('guest')}
            {...unlinked}
          />,
          wording.vacations ? (
            <ActionCard
              icon={<IconBeach size={24} />}
              title={translate('dashboard.home.vacation')}
              description={translate('dashboard.home.vacationText')}
              onClick={() => openDialog('vacation')}
              {...unlinked}
            />
          ) : null,
          <ActionCard
            icon={<IconRepeat size={24} />}
            title={translate('dashboard.home.services')}
            description={translate('dashboard.home.servicesText')}
            preview={<ProviderPreview homeowner={home} />}
            onClick={() => openDialog('recurring-service')}
            {...unlinked}
          />,
          <ActionCard
            icon={<IconAlertTriangle size={24} />}
            title={translate('dashboard.home.incident')}
            description={translate('dashboard.home.incidentText')}
            color="red"
            badge={incidents.some((c) => !c.failed) ? WAITING_TEXT : undefined}
            onClick={() => openDialog('incident')}
          />,
        ]
          .filter((card) => card !== null)
          .map((card, i, cards) => (
            <Grid.Col key={i} span={actionSpan(i, cards.length)}>
              {card}
            </Grid.Col>
          ))}
      </Grid>
      <UnsentIncidents changes={incidents.filter((c) => c.failed)} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: flagged ? 3 : 2 }} spacing="md">
        <VisitorList homeowner={home} />
        <GuestList homeowner={home} wording={wording} />
        {wording.vacations ? <VacationList homeowner={home} /> : null}
        <RecurringServiceList homeowner={home} />
      </SimpleGrid>
    </Stack>
  )
}

/**
 * The width of action card `i` of `count` in a 60-column grid: all in one row from lg (5 or 4
 * columns); below, full rows: the last card of an odd count takes the whole row.
 */
function actionSpan(i: number, count: number): GridColProps['span'] {
  const rowOf = (perRow: number) => {
    const lastRow = count % perRow
    return i >= count - lastRow ? 60 / lastRow : 60 / perRow
  }
  return { base: 60, sm: rowOf(2), md: rowOf(3), lg: 60 / count }
}

/** Up to 5 providers on the Recurring Service Providers card: as the list shows them, with the changes that wait. */
function ProviderPreview({ homeowner }: { homeowner: string | undefined }) {
  const { rows } = useListWithChanges(recurringServiceQueries, homeowner, (s: NewRecurringService) => s)
  // What the gate will have: not a provider whose delete waits, nor one the site refused to add (or
  // whose refused change outlived its record); a refused delete leaves the provider there.
  const data = rows?.filter((row) => !row.gone && !(row.change && (row.change.failed ? isNewRow(row) : isDelete(row.change))))
  const translate = useT()
  if (!data?.length) return null
  const shown = data.slice(0, RECURRING_CARD_LIMIT)
  return (
    <>
      {shown.map((s) => (
        <Text key={s.name} component="span" display="block" size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="provider-preview">
          {s.vendor_name}
          {s.service_type ? <Text component="span" size="sm" c="var(--td-secondary-text)">{` · ${serviceTypeLabel(s.service_type)}`}</Text> : null}
        </Text>
      ))}
      {data.length > shown.length ? (
        <Text component="span" display="block" size="sm" c="var(--td-secondary-text)">
          {translate('dashboard.home.servicesMore', { count: data.length - shown.length })}
        </Text>
      ) : null}
    </>
  )
}
