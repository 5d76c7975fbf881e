import { formOptions } from '@tanstack/react-form'
import { DateRangeField, type DateRange } from '../../forms/date-fields'
import { withForm } from '../../forms/form'

export const VACATION_INTRO = 'Heading out of town? Let security know so they can keep a closer watch on your property during your absence.'

/** The vacation dialogs' toasts (spec section 8). */
export const VACATION_TOASTS = {
  created: { success: 'Vacation alert submitted successfully', failure: 'Failed to submit vacation alert' },
  updated: { success: 'Vacation updated successfully', failure: 'Failed to update vacation' },
  removed: { success: 'Vacation removed successfully', failure: 'Failed to remove vacation' },
}

/** What 'Plan Your Vacation' and 'Edit Vacation Alert' share: the values (edit starts from the record). */
export const vacationFormOptions = formOptions({ defaultValues: { note: '', range: [null, null] as DateRange } })
export type VacationFormValues = typeof vacationFormOptions.defaultValues

/** Vacation Note (4 rows) and Select Date: a read-only field opening a range calendar, past days disabled. */
export const VacationFields = withForm({
  ...vacationFormOptions,
  render: function Render({ form }) {
    return (
      <>
        <form.AppField name="note">
          {(field) => <field.TextareaField label="Vacation Note" placeholder="Enter a note for security" rows={4} data-autofocus />}
        </form.AppField>
        <form.AppField name="range">
          {() => <DateRangeField label="Select Date" placeholder="Select Date" valueFormat="D MMM" labelSeparator="-" allowSingleDateInRange />}
        </form.AppField>
      </>
    )
  },
})
