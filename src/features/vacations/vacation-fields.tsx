import '@mantine/dates/styles.css'
import { DatePickerInput } from '@mantine/dates'
import dayjs from 'dayjs'
import { FRAPPE_DATE, siteToday } from '../../frappe/dates'
import { withForm } from '../../forms/form'

export type DateRange = [string | null, string | null]

export interface VacationFormValues {
  note: string
  range: DateRange
}

export const VACATION_INTRO = 'Heading out of town? Let security know so they can keep a closer watch on your property during your absence.'

const defaults: VacationFormValues = { note: '', range: [null, null] }

const asDate = (v: unknown): string | null => (v ? dayjs(v as string).format(FRAPPE_DATE) : null)

/** Vacation Note (4 rows) and Select Date: a read-only field opening a range calendar, past days disabled. */
export const VacationFields = withForm({
  defaultValues: defaults,
  render: function Render({ form }) {
    return (
      <>
        <form.AppField name="note">
          {(field) => <field.TextareaField label="Vacation Note" placeholder="Enter a note for security" rows={4} data-autofocus />}
        </form.AppField>
        <form.Field name="range">
          {(field) => (
            <DatePickerInput
              type="range"
              label="Select Date"
              placeholder="Select Date"
              valueFormat="D MMM"
              labelSeparator="-"
              value={field.state.value}
              onChange={(v) => field.handleChange([asDate(v[0]), asDate(v[1])])}
              onBlur={field.handleBlur}
              minDate={siteToday()}
              allowSingleDateInRange
            />
          )}
        </form.Field>
      </>
    )
  },
})
