import { formOptions } from '@tanstack/react-form'
import { useRef } from 'react'
import { enterGoesTo, withForm } from '../../forms/form'
import { SERVICE_TYPE_LABELS } from './service-types'

/** What 'Add Recurring Service' and 'Edit Recurring Service' share: the values (edit starts from the record). */
export const recurringServiceFormOptions = formOptions({ defaultValues: { vendorName: '', serviceType: '' } })

/** A service's form values (a saved one, or one typed into a change the server refused). */
export const recurringServiceFormValues = (s: { vendor_name?: string | null; service_type?: string | null }) => ({
  vendorName: s.vendor_name ?? '',
  serviceType: s.service_type ?? '',
})

/** Vendor Name (letters only) and Service Type (the 8 types); Enter in the name goes on to the type. */
export const RecurringServiceFields = withForm({
  ...recurringServiceFormOptions,
  render: function Render({ form }) {
    const type = useRef<HTMLInputElement>(null)
    return (
      <>
        <form.AppField name="vendorName">
          {(field) => <field.TextField text="services.field.vendor" filter="letters" autoComplete="off" data-autofocus {...enterGoesTo(type)} />}
        </form.AppField>
        <form.AppField name="serviceType">
          {(field) => <field.SelectField ref={type} text="services.field.type" options={SERVICE_TYPE_LABELS} />}
        </form.AppField>
      </>
    )
  },
})
