import { useAppForm } from '../../forms/form'
import { useT } from '../../i18n'
import { recurringServiceChanges, recurringServiceQueries, type RecurringService } from '../../queries/recurring-services'
import { useUser } from '../../session/store'
import { RecordDialog, type RecordFormProps } from '../../ui/dialog-record-state'
import { DialogForm, UPDATE } from '../../ui/form-dialog'
import { useEditChanges } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'
import { RecurringServiceFields, recurringServiceFormOptions, recurringServiceFormValues } from './recurring-service-fields'
import { SharePassButton } from '../passes/share-pass-link'

/** 'Edit Recurring Service': prefilled; Delete (asks first) and Update. */
export default function RecurringServiceEditDialog(props: DialogProps) {
  const t = useT()
  return <RecordDialog {...props} queries={recurringServiceQueries} title={t('services.edit.title')} missingText={t('services.edit.missing')} form={RecurringServiceEditForm} />
}

function RecurringServiceEditForm({ record: service, ...dialog }: RecordFormProps<RecurringService>) {
  const t = useT()
  const home = useUser().homeowner_address ?? ''
  const { update, remove } = useEditChanges(recurringServiceChanges.keys, dialog.onClose)
  const form = useAppForm({
    ...recurringServiceFormOptions,
    defaultValues: recurringServiceFormValues(service),
    onSubmit: ({ value }) => update({ name: service.name, homeowner: home, vendor_name: value.vendorName.trim(), service_type: value.serviceType }),
  })

  return (
    <DialogForm
      form={form}
      {...dialog}
      intro={t('services.intro')}
      submit={UPDATE}
      remove={{
        confirmTitle: t('services.delete.title'),
        confirmText: service.vendor_name ? t('services.delete.question', { name: service.vendor_name }) : t('services.delete.questionUnnamed'),
        onConfirm: () => remove({ name: service.name, homeowner: home }),
      }}
    >
      <SharePassButton kind="service" name={service.name} />
      <RecurringServiceFields form={form} />
    </DialogForm>
  )
}
