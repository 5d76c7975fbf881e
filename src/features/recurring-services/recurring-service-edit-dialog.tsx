import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useAppForm } from '../../forms/form'
import { recurringServiceMutations, recurringServiceQueries, type RecurringService } from '../../queries/recurring-services'
import { useUser } from '../../session/store'
import { DeleteButton } from '../../ui/delete-button'
import { RecordDialog } from '../../ui/dialog-record-state'
import { DialogForm, closeOnSuccess } from '../../ui/form-dialog'
import type { DialogProps } from '../dialogs/registry'
import { RECURRING_SERVICE_INTRO, RecurringServiceFields, recurringServiceFormOptions } from './recurring-service-fields'

const TITLE = 'Edit Recurring Service'

/** 'Edit Recurring Service': prefilled; Delete (asks first) and Update. */
export default function RecurringServiceEditDialog({ id, onClose }: DialogProps) {
  const user = useUser()
  const list = useQuery(recurringServiceQueries.list(user.homeowner_address))
  return (
    <RecordDialog query={list} id={id} title={TITLE} onClose={onClose} missingText="This recurring service is no longer on your list.">
      {(service) => <RecurringServiceEditForm service={service} onClose={onClose} />}
    </RecordDialog>
  )
}

function RecurringServiceEditForm({ service, onClose }: { service: RecurringService; onClose: () => void }) {
  const home = useUser().homeowner_address ?? ''
  const queryClient = useQueryClient()
  const update = useMutation(recurringServiceMutations.update(queryClient))
  const remove = useMutation(recurringServiceMutations.remove(queryClient))
  const form = useAppForm({
    ...recurringServiceFormOptions,
    defaultValues: { vendorName: service.vendor_name ?? '', serviceType: service.service_type ?? '' },
    onSubmit: ({ value }) =>
      closeOnSuccess(
        () => update.mutateAsync({ name: service.name, homeowner: home, vendor_name: value.vendorName.trim(), service_type: value.serviceType }),
        { success: 'Recurring service updated successfully', failure: 'Failed to update recurring service' },
        onClose,
      ),
  })
  const onDelete = () =>
    closeOnSuccess(
      () => remove.mutateAsync({ name: service.name, homeowner: home }),
      { success: 'Recurring service deleted successfully', failure: 'Failed to delete recurring service' },
      onClose,
    )

  return (
    <DialogForm
      form={form}
      title={TITLE}
      intro={RECURRING_SERVICE_INTRO}
      onClose={onClose}
      submitLabel="Update"
      busyLabel="Updating..."
      remove={
        <DeleteButton
          confirmTitle="Delete recurring service"
          confirmText={`Are you sure you want to delete ${service.vendor_name || 'this recurring service'}?`}
          onConfirm={onDelete}
        />
      }
    >
      <RecurringServiceFields form={form} />
    </DialogForm>
  )
}
