import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAppForm } from '../../forms/form'
import { recurringServiceMutations } from '../../queries/recurring-services'
import { useUser } from '../../session/store'
import { DialogForm, closeOnSuccess } from '../../ui/form-dialog'
import type { DialogProps } from '../dialogs/registry'
import { RECURRING_SERVICE_INTRO, RecurringServiceFields, recurringServiceFormOptions } from './recurring-service-fields'

/** 'Add Recurring Service': the server enforces the fields; any failure says 'Both fields are required'. */
export default function RecurringServiceDialog({ onClose }: DialogProps) {
  const user = useUser()
  const queryClient = useQueryClient()
  const add = useMutation(recurringServiceMutations.add(queryClient))
  const form = useAppForm({
    ...recurringServiceFormOptions,
    onSubmit: ({ value }) =>
      closeOnSuccess(
        () => add.mutateAsync({ homeowner: user.homeowner_address ?? '', vendor_name: value.vendorName.trim(), service_type: value.serviceType }),
        { success: 'Recurring service submitted successfully', failure: 'Both fields are required' },
        onClose,
      ),
  })

  return (
    <DialogForm
      form={form}
      title="Add Recurring Service"
      intro={RECURRING_SERVICE_INTRO}
      onClose={onClose}
      submitLabel="Submit"
      busyLabel="Submitting..."
    >
      <RecurringServiceFields form={form} />
    </DialogForm>
  )
}
