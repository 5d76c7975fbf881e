import { Card, Group, Stack, Text } from '@mantine/core'
import { useT } from '../../i18n'
import type { NewIncident } from '../../queries/incidents'
import type { QueuedChange } from '../../queries/queued-changes'
import { ChangeBadge, RefusedChange } from '../../ui/queued-rows'
import { useReopenChange } from '../dialogs/open-dialog'

/**
 * Incident reports made offline have no list of their own: the ones given here are shown as cards,
 * each with 'Waiting to send' or, once the server refused it, why and what to do.
 */
export function UnsentIncidents({ changes }: { changes: QueuedChange<NewIncident>[] }) {
  const reopen = useReopenChange('incident')
  const translate = useT()
  if (!changes.length) return null
  return (
    <Stack gap="xs" component="section" aria-label={translate('dashboard.home.incidentsNotSent')}>
      {changes.map((change) => (
        <Card key={change.id} withBorder radius="md" padding="sm">
          <Group justify="space-between" wrap="wrap" px="sm">
            <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
              {change.variables.subject
                ? translate('dashboard.home.incidentTitle', { subject: change.variables.subject })
                : translate('dashboard.home.incidentNoSubject')}
            </Text>
            <ChangeBadge change={change} />
          </Group>
          <RefusedChange
            change={change}
            holder={
              change.variables.subject
                ? translate('dashboard.home.incidentHolder', { subject: change.variables.subject })
                : translate('dashboard.home.incidentHolderNoSubject')
            }
            onOpen={reopen(change)}
          />
        </Card>
      ))}
    </Stack>
  )
}
