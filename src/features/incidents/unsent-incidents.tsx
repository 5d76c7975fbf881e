import { Card, Group, Stack, Text } from '@mantine/core'
import { useRef } from 'react'
import { useT } from '../../i18n'
import type { NewIncident } from '../../queries/incidents'
import type { QueuedChange } from '../../queries/queued-changes'
import { useFocusStaysInList } from '../../ui/focus-stays-in-list'
import { ChangeBadge, RefusedChange } from '../../ui/queued-rows'
import { useReopenChange } from '../dialogs/open-dialog'

/**
 * Incident reports made offline have no list of their own: the ones given here are shown as cards,
 * each with 'Waiting to send' or, once the server refused it, why and what to do. A card dismissed
 * with the keyboard leaves the focus on the next card, or before the cards once none is left.
 */
export function UnsentIncidents({ changes }: { changes: QueuedChange<NewIncident>[] }) {
  const reopen = useReopenChange('incident')
  const translate = useT()
  // Kept while empty, so the focus is put back once the last card has gone; no box of its own, so
  // the page's spacing is the same with it empty.
  const box = useRef<HTMLDivElement>(null)
  useFocusStaysInList(box)
  return (
    <div ref={box} style={{ display: 'contents' }}>
      {changes.length ? (
        <section aria-label={translate('dashboard.home.incidentsNotSent')}>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {changes.map((change) => (
              <Card key={change.id} component="li" withBorder radius="md" padding="sm">
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
        </section>
      ) : null}
    </div>
  )
}
