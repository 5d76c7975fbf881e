import { formOptions } from '@tanstack/react-form'
import { withForm } from '../../forms/form'
import { SERVICE_TYPES } from '../../queries/recurring-services'

export const RECURRING_SERVICE_INTRO = 'Register a recurring service so your authorised vendors get access at the gate whenever they come.'

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
          {(field) => <field.TextField label="Vendor Name" placeholder="Enter vendor name" filter="letters" autoComplete="off" data-autofocus />}
        </form.AppField>
        <form.AppField name="serviceType">
          {(field) => <field.SelectField label="Service Type" placeholder="Select service type" data={[...SERVICE_TYPES]} />}
        </form.AppField>
      </>
    )
  },
})
