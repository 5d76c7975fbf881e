import { Alert } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useT } from '../../i18n'
import { RetryButton } from '../../ui/retry-button'

/**
 * Why no guest can be added yet: the club's guest list, which the limit of 6 is counted on (decision
 * D12), could not be loaded (Retry), or is not loaded while offline. Nothing while it loads.
 */
export function GuestListNotLoaded({ list }: { list: Pick<UseQueryResult, 'isError' | 'isFetching' | 'fetchStatus' | 'status' | 'errorUpdatedAt' | 'refetch'> }) {
  const t = useT()
  // Also while Retry asks: a list that never loaded is 'pending' again then, not in error, and the
  // notice (with the Retry that has the keyboard) must stay until the answer.
  const shown = list.isError || list.fetchStatus === 'paused' || (list.status === 'pending' && list.errorUpdatedAt > 0)
  // Retry is disabled while it asks (Chromium then lets go of the focus): failing again, it takes the
  // keyboard back (RetryButton); once the list is in, this notice goes and the keyboard goes to the
  // dialog's first field, not to the page behind it.
  const retriedIn = useRef<HTMLElement | null>(null)
  useEffect(
    () => () => {
      const dialog = retriedIn.current
      retriedIn.current = null
      if (!dialog?.isConnected || (document.activeElement && document.activeElement !== document.body)) return
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    },
    [shown],
  )
  if (!shown) return null
  return (
    <Alert color="red" variant="light" title={t('club.guestDialog.countFailed')}>
      {list.fetchStatus !== 'paused' ? (
        <RetryButton
          variant="light"
          mt="xs"
          busy={list.isFetching}
          onClick={(event) => {
            retriedIn.current = event.currentTarget.closest<HTMLElement>('[role="dialog"]')
            void list.refetch()
          }}
        >
          {t('list.retry')}
        </RetryButton>
      ) : (
        t('list.offline')
      )}
    </Alert>
  )
}
