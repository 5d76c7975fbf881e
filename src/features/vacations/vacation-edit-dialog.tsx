import { Group, Stack } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../ui/toast'
import { wordingFor } from '../../community/variant'
import { submitOnce, useAppForm } from '../../forms/form'
import { vacationMutations, vacationQueries, type Vacation } from '../../queries/vacations'
import { useUser } from '../../session/store'
import { DeleteButton } from '../../ui/delete-button'
import { DialogRecordState } from '../../ui/dialog-record-state'
import { FormDialog } from '../../ui/form-dialog'
import type { DialogProps } from '../dialogs/registry'
import { VacationFields, type VacationFormValues } from './vacation-fields'

const TITLE = 'Edit Vacation Alert'

/** 'Edit Vacation Alert': fields prefilled; Remove (asks first) and Update. */
export default function VacationEditDialog({ id, onClose }: DialogProps) {
  const user = useUser()
  const list = useQuery({ ...vacationQueries.list(user.homeowner_address), enabled: wordingFor(user).vacations })
  const vacation = list.data?.find((v) => v.name === id)
  if (!wordingFor(user).vacations) return null
  if (!vacation)
    return (
      <DialogRecordState
        title={TITLE}
        onClose={onClose}
        pending={list.isPending}
        missingText="This vacation alert is no longer on your list."
      />
    )
  return <VacationEditForm vacation={vacation} onClose={onClose} />
}

function VacationEditForm({ vacation, onClose }: { vacation: Vacation; onClose: () => void }) {
  const queryClient = useQueryClient()
  const update = useMutation(vacationMutations.update(queryClient))
  const remove = useMutation(vacationMutations.remove(queryClient))
  const defaultValues: VacationFormValues = {
    note: vacation.vacation_note ?? '',
    range: [vacation.vacation_start_date?.slice(0, 10) || null, vacation.vacation_end_date?.slice(0, 10) || null],
  }
  const form = useAppForm({
    defaultValues,
    onSubmit: async ({ value }) => {
      const [start, end] = value.range
      if (!start || !end) {
        toast.error('Please select a date range')
        return
      }
      try {
        await update.mutateAsync({
          name: vacation.name,
          vacation_note: value.note,
          vacation_start_date: start,
          vacation_end_date: end,
        })
        toast.success('Vacation updated successfully')
        onClose()
      } catch (error) {
        toast.failure('Failed to update vacation', error)
      }
    },
  })

  const onRemove = async (): Promise<boolean> => {
    try {
      await remove.mutateAsync(vacation.name)
      toast.success('Vacation removed successfully')
      onClose()
      return true
    } catch (error) {
      toast.failure('Failed to remove vacation', error)
      return false
    }
  }

  return (
    <FormDialog title={TITLE} onClose={onClose}>
      <form noValidate onSubmit={submitOnce(form)}>
        <Stack gap="md">
          <VacationFields form={form} />
          <Group justify="space-between">
            <DeleteButton
              label="Remove"
              busyLabel="Removing..."
              confirmTitle="Remove vacation alert"
              confirmText="Are you sure you want to remove this vacation alert?"
              onConfirm={onRemove}
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
