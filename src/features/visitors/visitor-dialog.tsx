import { Group, Stack } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../ui/toast'
import { submitOnce, useAppForm } from '../../forms/form'
import { visitorMutations } from '../../queries/visitors'
import { useUser } from '../../session/store'
import { FormDialog } from '../../ui/form-dialog'
import type { DialogProps } from '../dialogs/registry'
import { VisitorFields } from './visitor-fields'
import { newVisitorPayload, tomorrowAt3, visitorIntro, type VisitorFormValues } from './visitor-rules'

/** 'Visitor call in' (create). */
export default function VisitorDialog({ onClose }: DialogProps) {
  const user = useUser()
  const queryClient = useQueryClient()
  const create = useMutation(visitorMutations.create(queryClient))
  const defaultValues: VisitorFormValues = { firstName: '', lastName: '', category: '', termination: tomorrowAt3() }
  const form = useAppForm({
    defaultValues,
    onSubmit: async ({ value }) => {
      try {
        await create.mutateAsync(newVisitorPayload(value, user.homeowner_address ?? ''))
        toast.success('Visitor call-in submitted successfully')
        onClose()
      } catch (error) {
        toast.failure('Failed to submit visitor call-in', error)
      }
    },
  })

  return (
    <FormDialog title="Visitor call in" intro={visitorIntro(user)} onClose={onClose}>
      <form noValidate onSubmit={submitOnce(form)}>
        <Stack gap="md">
          <VisitorFields form={form} mode="create" />
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
