import { useQuery } from '@tanstack/react-query'
import { useAppForm } from '../../forms/form'
import { recurringServiceChanges, recurringServiceQueries, type RecurringService } from '../../queries/recurring-services'
import { useUser } from '../../session/store'
import { RecordDialog, type RecordFormProps } from '../../ui/dialog-record-state'
import { DialogForm, UPDATE } from '../../ui/form-dialog'
import { useChange } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'
import {
  RECURRING_SERVICE_INTRO,
  RecurringServiceFields,
  recurringServiceFormOptions,
  recurringServiceFormValues,
} from './recurring-service-fields'
import { SharePassButton } from '../passes/share-pass-link'

const TITLE = 'Edit Recurring Service'

/** 'Edit Recurring Service': prefilled; Delete (asks first) and Update. */
export default function RecurringServiceEditDialog({ id, draft, onClose }: DialogProps) {
  const list = useQuery(recurringServiceQueries.list(useUser().homeowner_address))
  const missingText = 'This recurring service is no longer on your list.'
  return <RecordDialog query={list} id={id} draft={draft} title={TITLE} onClose={onClose} missingText={missingText} form={RecurringServiceEditForm} />
}

function RecurringServiceEditForm({ record: service, onClose }: RecordFormProps<RecurringService>) {
  const home = useUser().homeowner_address ?? ''
  const update = useChange(recurringServiceChanges.keys.update, onClose)
  const remove = useChange(recurringServiceChanges.keys.delete, onClose)
  const form = useAppForm({
    ...recurringServiceFormOptions,
    defaultValues: recurringServiceFormValues(service),
    onSubmit: ({ value }) => update({ name: service.name, homeowner: home, vendor_name: value.vendorName.trim(), service_type: value.serviceType }),
  })

  return (
    <DialogForm
      form={form}
      title={TITLE}
      intro={RECURRING_SERVICE_INTRO}
      onClose={onClose}
      submit={UPDATE}
      remove={{
        confirmTitle: 'Delete recurring service',
        confirmText: `Are you sure you want to delete ${service.vendor_name || 'this recurring service'}?`,
        onConfirm: () => remove({ name: service.name, homeowner: home }),
      }}
    >
      <SharePassButton kind="service" name={service.name} />
      <RecurringServiceFields form={form} />
    </DialogForm>
  )
}
