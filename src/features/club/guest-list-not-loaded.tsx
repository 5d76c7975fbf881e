import { Alert, Button } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useT } from '../../i18n'

/**
 * Why no guest can be added yet: the club's guest list, which the limit of 6 is counted on (decision
 * D12), could not be loaded (Retry), or is not loaded while offline. Nothing while it loads.
 */
export function GuestListNotLoaded({ list }: { list: Pick<UseQueryResult, 'isError' | 'isFetching' | 'fetchStatus' | 'refetch'> }) {
  const t = useT()
  if (!list.isError && list.fetchStatus !== 'paused') return null
  return (
    <Alert color="red" variant="light" title={t('club.guestDialog.countFailed')}>
      {list.isError ? (
        <Button variant="light" mt="xs" loading={list.isFetching} onClick={() => void list.refetch()}>
          {t('list.retry')}
        </Button>
      ) : (
        t('list.offline')
      )}
    </Alert>
  )
}
