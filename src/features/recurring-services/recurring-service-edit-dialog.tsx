import { Group, Stack } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../ui/toast'
import { submitOnce, useAppForm } from '../../forms/form'
import {
  recurringServiceMutations,
  recurringServiceQueries,
  type RecurringService,
} from '../../queries/recurring-services'
import { useUser } from '../../session/store'
import { DeleteButton } from '../../ui/delete-button'
import { DialogRecordState } from '../../ui/dialog-record-state'
import { FormDialog } from '../../ui/form-dialog'
import type { DialogProps } from '../dialogs/registry'
import { RECURRING_SERVICE_INTRO, RecurringServiceFields } from './recurring-service-fields'

const TITLE = 'Edit Recurring Service'

/** 'Edit Recurring Service': prefilled; Delete (asks first) and Update. */
export default function RecurringServiceEditDialog({ id, onClose }: DialogProps) {
  const user = useUser()
  const list = useQuery(recurringServiceQueries.list(user.homeowner_address))
  const service = list.data?.find((s) => s.name === id)
  if (!service)
    return (
      <DialogRecordState
        title={TITLE}
        onClose={onClose}
        pending={list.isPending}
        missingText="This recurring service is no longer on your list."
      />
    )
  return <RecurringServiceEditForm service={service} onClose={onClose} />
}

function RecurringServiceEditForm({ service, onClose }: { service: RecurringService; onClose: () => void }) {
  const user = useUser()
  const home = user.homeowner_address ?? ''
  const queryClient = useQueryClient()
  const update = useMutation(recurringServiceMutations.update(queryClient))
  const remove = useMutation(recurringServiceMutations.remove(queryClient))
  const form = useAppForm({
    defaultValues: { vendorName: service.vendor_name ?? '', serviceType: service.service_type ?? '' },
    onSubmit: async ({ value }) => {
      try {
        await update.mutateAsync({
          name: service.name,
          homeowner: home,
          vendor_name: value.vendorName.trim(),
          service_type: value.serviceType,
        })
        toast.success('Recurring service updated successfully')
        onClose()
      } catch (error) {
        toast.failure('Failed to update recurring service', error)
      }
    },
  })

  const onDelete = async (): Promise<boolean> => {
    try {
      await remove.mutateAsync({ name: service.name, homeowner: home })
      toast.success('Recurring service deleted successfully')
      onClose()
      return true
    } catch (error) {
      toast.failure('Failed to delete recurring service', error)
      return false
    }
  }

  return (
    <FormDialog title={TITLE} intro={RECURRING_SERVICE_INTRO} onClose={onClose}>
      <form noValidate onSubmit={submitOnce(form)}>
        <Stack gap="md">
          <RecurringServiceFields form={form} />
          <Group justify="space-between">
            <DeleteButton
              confirmTitle="Delete recurring service"
              confirmText={`Are you sure you want to delete ${service.vendor_name || 'this recurring service'}?`}
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
