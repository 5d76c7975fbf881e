import { formOptions } from '@tanstack/react-form'
import { withForm } from '../../forms/form'
import type { MessageId } from '../../i18n'
import { valueLabel } from '../../i18n/value-label'
import { SERVICE_TYPES } from '../../queries/recurring-services'

type ServiceType = (typeof SERVICE_TYPES)[number]

/**
 * The service types as the UI names them. The values are what the server stores, so they are sent
 * as they are; only what is shown is translated (a type the server sends that is not here, as sent).
 */
const SERVICE_TYPE_LABELS: Record<ServiceType, MessageId> = {
  Housekeeper: 'services.type.housekeeper',
  'Lawn Care': 'services.type.lawnCare',
  'Pool Care': 'services.type.poolCare',
  Caregiver: 'services.type.caregiver',
  'Pet Sitter': 'services.type.petSitter',
  'Pest Control': 'services.type.pestControl',
  'Baby Sitter': 'services.type.babySitter',
  'Pet Groomer': 'services.type.petGroomer',
}

/** A service type in the current language (an unknown one as the server sent it). */
export const serviceTypeLabel = (type: string | null | undefined) => valueLabel(SERVICE_TYPE_LABELS, type)

/** What 'Add Recurring Service' and 'Edit Recurring Service' share: the values (edit starts from the record). */
export const recurringServiceFormOptions = formOptions({ defaultValues: { vendorName: '', serviceType: '' } })

/** A service's form values (a saved one, or one typed into a change the server refused). */
export const recurringServiceFormValues = (s: { vendor_name?: string | null; service_type?: string | null }) => ({
  vendorName: s.vendor_name ?? '',
  serviceType: s.service_type ?? '',
})

/** Vendor Name (letters only) and Service Type (the 8 types). */
export const RecurringServiceFields = withForm({
  ...recurringServiceFormOptions,
  render: function Render({ form }) {
    return (
      <>
        <form.AppField name="vendorName">
          {(field) => <field.TextField text="services.field.vendor" filter="letters" autoComplete="off" data-autofocus />}
        </form.AppField>
        <form.AppField name="serviceType">
          {(field) => <field.SelectField text="services.field.type" options={SERVICE_TYPE_LABELS} />}
        </form.AppField>
      </>
    )
  },
})
