import { useAppForm } from '../../forms/form'
import { useT } from '../../i18n'
import { recurringServiceChanges, type NewRecurringService } from '../../queries/recurring-services'
import { useUser } from '../../session/store'
import { DialogForm, SUBMIT } from '../../ui/form-dialog'
import { useChange } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'
import { RecurringServiceFields, recurringServiceFormOptions, recurringServiceFormValues } from './recurring-service-fields'

/** 'Add Recurring Service': the server enforces the fields (a refusal of the values, 417, says 'Both fields are required'; see queries/recurring-services.ts). */
export default function RecurringServiceDialog({ draft, onClose }: DialogProps) {
  const t = useT()
  const home = useUser().homeowner_address ?? ''
  const add = useChange(recurringServiceChanges.keys.add, onClose)
  const form = useAppForm({
    ...recurringServiceFormOptions,
    defaultValues: recurringServiceFormValues((draft ?? {}) as NewRecurringService),
    onSubmit: ({ value }) => add({ homeowner: home, vendor_name: value.vendorName.trim(), service_type: value.serviceType }),
  })

  return (
    <DialogForm form={form} title={t('services.dialog.title')} intro={t('services.intro')} onClose={onClose} submit={SUBMIT}>
      <RecurringServiceFields form={form} />
    </DialogForm>
  )
}
