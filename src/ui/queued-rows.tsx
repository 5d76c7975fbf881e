import { useT, type MessageId } from '../i18n'
import { Badge, Button, Group, Text } from '@mantine/core'
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { changeIdIn, changeRef, queuedChange, recordOf, useQueuedChanges, type QueuedChange } from '../queries/queued-changes'
import { changeFailureText } from './toast'

/** 'Waiting to send' (a message id: a dashboard card's badge says it too, translated where shown). */
export const WAITING_TEXT: MessageId = 'queue.waiting'

/**
 * A list row with the change made to it offline, if any (a new row made offline has only its
 * change's values). `gone`: the row of a refused change whose record the list no longer holds.
 */
export type WithChange<T> = T & { change?: QueuedChange<unknown>; gone?: true }

/**
 * The changes made offline to a resource (its root key) that wait or were refused: by the record
 * each is about (what its row shows), and the new records, oldest first.
 */
export function useRowChanges(root: QueryKey): { byRecord: Map<string, QueuedChange<unknown>>; added: QueuedChange<unknown>[] } {
  const byRecord = new Map<string, QueuedChange<unknown>>()
  const added: QueuedChange<unknown>[] = []
  for (const change of useQueuedChanges<unknown>(root)) {
    const record = recordOf(change.variables)
    if (record === undefined) added.push(change)
    else byRecord.set(record, change)
  }
  return { byRecord, added }
}

/**
 * A list's rows with the changes made to them offline: an edit shows what was typed, a
 * delete stays until sent (struck through by its row), and a new record is a row of its own at the
 * top, made from its values by `fromNew`.
 */
export function useRowsWithChanges<T extends { name: string }, TNew>(
  root: QueryKey,
  rows: T[] | undefined,
  fromNew: (vars: TNew) => Omit<T, 'name'>,
): WithChange<T>[] | undefined {
  const { byRecord, added } = useRowChanges(root)
  // A list not loaded (yet, or any more) stays so: its skeleton, its failure or 'not loaded
  // offline' shows, not 'No result found'. Only records made offline have rows without it.
  if ((!byRecord.size && !added.length) || (rows === undefined && !added.length)) return rows
  const kept = (rows ?? []).map((row) => {
    const change = byRecord.get(row.name)
    if (!change) return row
    return change.action === 'delete' || typeof change.variables !== 'object'
      ? { ...row, change }
      : { ...row, ...(change.variables as object), change }
  })
  const made = added.map((change) => ({ ...fromNew(change.variables as TNew), name: changeRef(change.id), change }) as WithChange<T>)
  // A refused change whose record the list no longer holds (deleted from another device, or ended
  // while the change waited) keeps a row of its own, made from the row the record had when the
  // change was queued and what was typed over it: without it, why it was refused and the way to
  // dismiss it would be nowhere, though a logout still counts it.
  const listed = new Set(rows?.map((row) => row.name))
  const gone = [...byRecord]
    .filter(([record, change]) => rows !== undefined && change.failed && !listed.has(record))
    .map(
      ([record, change]) =>
        ({
          ...change.listed,
          ...(typeof change.variables === 'object' && !isDelete(change) ? change.variables : undefined),
          name: record,
          change,
          gone: true,
        }) as WithChange<T>,
    )
  return [...made.reverse(), ...gone, ...kept]
}

/**
 * A resource's list (`queries.list(key)`: a household's, a club member's) and its rows with the
 * changes made to them offline (see useRowsWithChanges).
 */
export function useListWithChanges<T extends { name: string }, TNew, K, TKey extends QueryKey>(
  queries: { all: QueryKey; list: (key: K) => UseQueryOptions<T[], Error, T[], TKey> },
  key: K,
  fromNew: (vars: TNew) => Omit<T, 'name'>,
) {
  const query = useQuery(queries.list(key))
  return { query, rows: useRowsWithChanges(queries.all, query.data, fromNew) }
}

/** A row that is only a change made offline: not on the server yet. */
export const isNewRow = (row: { name: string }) => changeIdIn(row.name) !== undefined

/** A delete ('delete', or a club guest's 'delete-guest'). */
export const isDelete = (change: QueuedChange<unknown> | undefined) => !!change?.action.startsWith('delete')

/** 'Waiting to send', or 'Not sent' once the server refused the change. */
export function ChangeBadge({ change }: { change: QueuedChange<unknown> | undefined }) {
  const t = useT()
  if (!change) return null
  return (
    // Filled dark shades keep white text above 4.5:1 in both colour schemes (as the access status badges).
    <Badge color={change.failed ? 'red.9' : 'gray.7'} variant="filled" radius="sm" tt="none" fw={600}>
      {t(change.failed ? 'queue.notSent' : WAITING_TEXT)}
    </Badge>
  )
}

/**
 * "Don't send", beside a change that waits to be sent and that its row offers no other way back
 * from (a new record, a delete): a name typed wrong, or the wrong row deleted, must not reach the
 * gate. It goes from the queue unsent. Not once it has been sent: the site may have it, even from a
 * try that got no answer.
 */
export function WithdrawChange({ change, holder }: { change: QueuedChange<unknown>; holder: string }) {
  const queryClient = useQueryClient()
  const t = useT()
  if (change.failed || change.tried) return null
  const withdraw = () => {
    const mutation = queuedChange(queryClient, change.id)
    if (mutation?.state.isPaused) queryClient.getMutationCache().remove(mutation)
  }
  return (
    <Button variant="subtle" color="gray" onClick={withdraw} aria-label={t('queue.withdrawLabel', { holder })}>
      {t('queue.withdraw')}
    </Button>
  )
}

/**
 * Under a row whose change the server refused: why (the change's failure text, the server's beneath),
 * 'Edit and send again' (its dialog with what was typed; not for a delete) and 'Dismiss'.
 */
export function RefusedChange({ change, holder, onOpen }: { change: QueuedChange<unknown> | undefined; holder: string; onOpen?: () => void }) {
  const queryClient = useQueryClient()
  const t = useT()
  if (!change?.failed) return null
  const { title, description } = changeFailureText(change.error, change.failure ? t(change.failure) : '')
  const dismiss = () => {
    const mutation = queuedChange(queryClient, change.id)
    if (mutation) queryClient.getMutationCache().remove(mutation)
  }
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" px="sm" pt={4}>
      <Text component="div" size="sm" c="light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))" style={{ flex: '1 1 12rem' }}>
        <div>{title}</div>
        {description ? <div>{description}</div> : null}
      </Text>
      <Group gap="xs" wrap="wrap">
        {onOpen && !isDelete(change) ? (
          <Button variant="light" onClick={onOpen} aria-label={t('queue.editAgainLabel', { holder })}>
            {t('queue.editAgain')}
          </Button>
        ) : null}
        <Button variant="subtle" color="gray" onClick={dismiss} aria-label={t('queue.dismissLabel', { holder })}>
          {t('queue.dismiss')}
        </Button>
      </Group>
    </Group>
  )
}
