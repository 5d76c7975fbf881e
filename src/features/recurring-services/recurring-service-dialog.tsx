import { Group, Stack } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../ui/toast'
import { submitOnce, useAppForm } from '../../forms/form'
import { recurringServiceMutations } from '../../queries/recurring-services'
import { useUser } from '../../session/store'
import { FormDialog } from '../../ui/form-dialog'
import type { DialogProps } from '../dialogs/registry'
import {
  RECURRING_SERVICE_INTRO,
  RecurringServiceFields,
  type RecurringServiceFormValues,
} from './recurring-service-fields'

/** 'Add Recurring Service': the server enforces the fields; any failure says 'Both fields are required'. */
export default function RecurringServiceDialog({ onClose }: DialogProps) {
  const user = useUser()
  const queryClient = useQueryClient()
  const add = useMutation(recurringServiceMutations.add(queryClient))
  const defaultValues: RecurringServiceFormValues = { vendorName: '', serviceType: '' }
  const form = useAppForm({
    defaultValues,
    onSubmit: async ({ value }) => {
      try {
        await add.mutateAsync({
          homeowner: user.homeowner_address ?? '',
          vendor_name: value.vendorName.trim(),
          service_type: value.serviceType,
        })
        toast.success('Recurring service submitted successfully')
        onClose()
      } catch (error) {
        toast.failure('Both fields are required', error)
      }
    },
  })

  return (
    <FormDialog title="Add Recurring Service" intro={RECURRING_SERVICE_INTRO} onClose={onClose}>
      <form noValidate onSubmit={submitOnce(form)}>
        <Stack gap="md">
          <RecurringServiceFields form={form} />
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
