import { Button, Center, Group, Loader, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { FormDialog } from './form-dialog'

/** An edit dialog whose record is still loading, or is gone (deleted elsewhere, or a stale link). */
export function DialogRecordState({
  title,
  onClose,
  pending,
  missingText,
}: {
  title: string
  onClose: () => void
  pending: boolean
  missingText: string
}) {
  return (
    <FormDialog title={title} onClose={onClose}>
      {pending ? (
        <Center py="lg" role="status" aria-label="Loading">
          <Loader aria-hidden />
        </Center>
      ) : (
        <>
          <Text>{missingText}</Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </>
      )}
    </FormDialog>
  )
}

/**
 * An edit dialog (`?dialog=...&id=<name>`): the record of that name from the list query, given to
 * `children` (so the form mounts only with its data); else the loading or 'gone' state.
 */
export function RecordDialog<T extends { name: string }>({
  query,
  id,
  children,
  ...state
}: {
  query: { data?: T[]; isPending: boolean }
  id: string | undefined
  title: string
  onClose: () => void
  missingText: string
  children: (record: T) => ReactNode
}) {
  const record = query.data?.find((r) => r.name === id)
  return record ? children(record) : <DialogRecordState {...state} pending={query.isPending} />
}
