import { Alert, Button } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useT } from '../../i18n'

/**
 * Why no guest can be added yet: the club's guest list, which the limit of 6 is counted on (decision
 * D12), could not be loaded (Retry), or is not loaded while offline. Nothing while it loads.
 */
export function GuestListNotLoaded({ list }: { list: Pick<UseQueryResult, 'isError' | 'isFetching' | 'fetchStatus' | 'refetch'> }) {
  const t = useT()
  const shown = list.isError || list.fetchStatus === 'paused'
  // Retry is disabled while it asks (Chromium then lets go of the focus), and this notice goes once
  // the list is in: the keyboard goes back to the dialog's first field, not to the page behind it.
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
      {list.isError ? (
        <Button
          variant="light"
          mt="xs"
          loading={list.isFetching}
          onClick={(event) => {
            retriedIn.current = event.currentTarget.closest<HTMLElement>('[role="dialog"]')
            void list.refetch()
          }}
        >
          {t('list.retry')}
        </Button>
      ) : (
        t('list.offline')
      )}
    </Alert>
  )
}
