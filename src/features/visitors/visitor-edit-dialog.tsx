import { Group, Stack } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../ui/toast'
import { submitOnce, useAppForm } from '../../forms/form'
import { visitorMutations, visitorQueries, type Visitor } from '../../queries/visitors'
import { useUser } from '../../session/store'
import { DeleteButton } from '../../ui/delete-button'
import { DialogRecordState } from '../../ui/dialog-record-state'
import { FormDialog } from '../../ui/form-dialog'
import type { DialogProps } from '../dialogs/registry'
import { VisitorFields } from './visitor-fields'
import { visitorChangesPayload, visitorFormValues, visitorIntro } from './visitor-rules'

const TITLE = 'Edit Visitor'

/** 'Edit Visitor': Delete (asks first, D11) and Update. */
export default function VisitorEditDialog({ id, onClose }: DialogProps) {
  const user = useUser()
  const list = useQuery(visitorQueries.list(user.homeowner_address))
  const visitor = list.data?.find((v) => v.name === id)
  if (!visitor)
    return (
      <DialogRecordState
        title={TITLE}
        onClose={onClose}
        pending={list.isPending}
        missingText="This visitor is no longer on your list."
      />
    )
  return <VisitorEditForm visitor={visitor} onClose={onClose} />
}

function VisitorEditForm({ visitor, onClose }: { visitor: Visitor; onClose: () => void }) {
  const user = useUser()
  const queryClient = useQueryClient()
  const update = useMutation(visitorMutations.update(queryClient))
  const remove = useMutation(visitorMutations.remove(queryClient))
  const form = useAppForm({
    defaultValues: visitorFormValues(visitor),
    onSubmit: async ({ value }) => {
      try {
        await update.mutateAsync(visitorChangesPayload(value, visitor))
        toast.success('Visitor updated successfully')
        onClose()
      } catch (error) {
        toast.failure('Failed to update visitor', error)
      }
    },
  })

  const onDelete = async (): Promise<boolean> => {
    try {
      await remove.mutateAsync(visitor.name)
      toast.success('Visitor deleted successfully')
      onClose()
      return true
    } catch (error) {
      // D6: the server's text (after the first ': '), else this fallback.
      toast.failure('Failed to delete visitor. Please try again.', error)
      return false
    }
  }

  return (
    <FormDialog title={TITLE} intro={visitorIntro(user)} onClose={onClose}>
      <form noValidate onSubmit={submitOnce(form)}>
        <Stack gap="md">
          <VisitorFields form={form} mode="edit" />
          <Group justify="space-between">
            <DeleteButton
              confirmTitle="Delete visitor"
              confirmText={`Are you sure you want to delete ${visitor.visitor_name || 'this visitor'}?`}
              onConfirm={onDelete}
            />
            <form.AppForm>
              <form.SubmitButton busyLabel="Updating...">Update</form.SubmitButton>
            </form.AppForm>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  )
}
