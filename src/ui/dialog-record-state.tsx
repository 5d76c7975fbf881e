import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useState, type ComponentType } from 'react'
import { failureText } from '../frappe/errors'
import { useT } from '../i18n'
import { useUser } from '../session/store'
import { FormDialog } from './form-dialog'
import { useReadAgainIfMissing } from './list-card'
import { askedAgainAfterFailure, RetryButton } from './retry-button'
import { isDelete, useRowChanges } from './queued-rows'

/**
 * An edit dialog whose record is still loading, whose list waits for the connection (`offline`:
 * asked for offline with nothing kept), whose list could not be loaded (`onRetry` asks again), or
 * whose record is gone (deleted elsewhere, or a stale link): a list that failed or is not loaded
 * says so, never that the record is gone.
 */
export function DialogRecordState({
  title,
  onClose,
  pending,
  offline,
  onRetry,
  retrying = false,
  error,
  missingText,
}: {
  title: string
  onClose: () => void
  pending: boolean
  offline: boolean
  onRetry?: () => void
  /** Retry's call runs: the failure stays on screen meanwhile, and the keyboard on Retry. */
  retrying?: boolean
  /** Why the list failed: the site's own reason shows beneath (a 403's 'Not permitted'). */
  error?: unknown
  missingText: string
}) {
  const t = useT()
  const failed = onRetry ? failureText(error, t('list.failed')) : undefined
  return (
    <FormDialog title={title} onClose={onClose}>
      {pending ? (
        <Center py="lg" role="status" aria-label={t('common.loading')}>
          <Loader aria-hidden />
        </Center>
      ) : (
        <>
          <Stack gap={4} role={failed ? 'alert' : offline ? 'status' : undefined}>
            <Text>{failed ? failed.title : offline ? t('list.offline') : missingText}</Text>
            {failed?.description ? <Text size="sm">{failed.description}</Text> : null}
          </Stack>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            {onRetry && (
              <RetryButton onClick={onRetry} busy={retrying}>
                {t('list.retry')}
              </RetryButton>
            )}
          </Group>
        </>
      )}
    </FormDialog>
  )
}

/** What an edit dialog's form gets: its record, and the dialog's title and how to close (for its DialogForm). */
export interface RecordFormProps<T> {
  record: T
  title: string
  onClose: () => void
}

/**
 * An edit dialog (`?dialog=...&id=<name>`, given the dialog's own props: id, draft, onClose): the
 * record of that name from its resource's list of the user's household (`queries.list`), given to
 * its `form` (so the form mounts only with its data); else the loading or 'gone' state. An edit of
 * it still waiting to be sent shows in the form, as in its row: an edit sends every field, so a
 * second one made from the server's values would undo the first.
 */
export function RecordDialog<T extends { name: string }, TKey extends QueryKey>({
  queries,
  id,
  draft,
  form: Form,
  ...state
}: {
  queries: { all: QueryKey; list: (homeowner: string | undefined) => UseQueryOptions<T[], Error, T[], TKey> }
  id?: string
  /** An edit the server refused after it waited offline: the form starts from what was typed. */
  draft?: unknown
  title: string
  onClose: () => void
  missingText: string
  form: ComponentType<RecordFormProps<T>>
}) {
  const query = useQuery(queries.list(useUser().homeowner_address))
  const listed = query.data?.find((r) => r.name === id)
  const missing = useReadAgainIfMissing(query, !listed)
  // Once open on its record, the form stays while the resident types, even if the list read again
  // no longer holds it (03:00 took it off the current list, or it was deleted elsewhere: the site
  // then says so when it is sent). Only a dialog opened on a record not listed says it is gone.
  const [opened, setOpened] = useState(listed)
  if (listed && listed !== opened) setOpened(listed)
  const found = listed ?? opened
  const waiting = useRowChanges(queries.all).byRecord.get(id ?? '')
  const edited = waiting && !isDelete(waiting) && typeof waiting.variables === 'object' ? waiting.variables : undefined
  const record = found && { ...found, ...edited, ...(draft && typeof draft === 'object' ? draft : undefined) }
  if (record) return <Form record={record} title={state.title} onClose={state.onClose} />
  // The list could not be read (or read again, to look for a record it did not hold): it says so,
  // with Retry, rather than that the record is gone.
  // Asked again after it failed, the failure stays rather than a spinner taking its place (and the
  // keyboard with it, were the list to fail again).
  const failed = query.isError || askedAgainAfterFailure(query)
  const offline = !query.data && query.fetchStatus === 'paused'
  return (
    <DialogRecordState
      {...state}
      pending={!offline && !failed && (query.isPending || missing.readingAgain)}
      offline={offline}
      onRetry={failed && !offline ? () => void query.refetch() : undefined}
      retrying={failed && query.isFetching}
      error={query.error}
    />
  )
}
