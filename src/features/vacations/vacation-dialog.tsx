import { Group, Stack } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../ui/toast'
import { wordingFor } from '../../community/variant'
import { submitOnce, useAppForm } from '../../forms/form'
import { vacationMutations } from '../../queries/vacations'
import { useUser } from '../../session/store'
import { FormDialog } from '../../ui/form-dialog'
import type { DialogProps } from '../dialogs/registry'
import { VACATION_INTRO, VacationFields, type VacationFormValues } from './vacation-fields'

/** 'Plan Your Vacation' (none for the flagged community: no vacation features). */
export default function VacationDialog(props: DialogProps) {
  const user = useUser()
  return wordingFor(user).vacations ? <VacationCreateForm {...props} /> : null
}

/** Create does no client date check (spec section 5): the server decides. */
function VacationCreateForm({ onClose }: DialogProps) {
  const user = useUser()
  const queryClient = useQueryClient()
  const create = useMutation(vacationMutations.create(queryClient))
  const defaultValues: VacationFormValues = { note: '', range: [null, null] }
  const form = useAppForm({
    defaultValues,
    onSubmit: async ({ value }) => {
      try {
        await create.mutateAsync({
          homeowner: user.homeowner_address ?? '',
          vacation_start_date: value.range[0] ?? '',
          vacation_end_date: value.range[1] ?? '',
          submitted_by: user.email ?? '',
          vacation_note: value.note,
        })
        toast.success('Vacation alert submitted successfully')
        onClose()
      } catch (error) {
        toast.failure('Failed to submit vacation alert', error)
      }
    },
  })

  return (
    <FormDialog title="Plan Your Vacation" intro={VACATION_INTRO} onClose={onClose}>
      <form noValidate onSubmit={submitOnce(form)}>
        <Stack gap="md">
          <VacationFields form={form} />
          <Group justify="flex-end">
            <form.AppForm>
              <form.SubmitButton busyLabel="Submitting...">Submit</form.SubmitButton>
            </form.AppForm>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  )
}
