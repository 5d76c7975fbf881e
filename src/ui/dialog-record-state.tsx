import { Button, Center, Group, Loader, Text } from '@mantine/core'
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
