import { formOptions } from '@tanstack/react-form'
import { DateRangeField, type DateRange } from '../../forms/date-fields'
import { withForm } from '../../forms/form'
import { useT } from '../../i18n'
import { siteToday } from '../../frappe/dates'
import type { Vacation } from '../../queries/vacations'
import { useEveryMinute } from '../../ui/use-every-minute'

/** What 'Plan Your Vacation' and 'Edit Vacation Alert' share: the values (edit starts from the record). */
export const vacationFormOptions = formOptions({ defaultValues: { note: '', range: [null, null] as DateRange } })
export type VacationFormValues = typeof vacationFormOptions.defaultValues

/** A vacation's form values: its note and date range (a saved one, or one typed into a change the server refused). */
export const vacationFormValues = (v: Pick<Vacation, 'vacation_note' | 'vacation_start_date' | 'vacation_end_date'>): VacationFormValues => ({
  note: v.vacation_note ?? '',
  range: [v.vacation_start_date?.slice(0, 10) || null, v.vacation_end_date?.slice(0, 10) || null],
})

/**
 * Vacation Note (4 rows) and Select Date: a read-only field opening a range calendar, past days
 * disabled. A vacation already under way keeps its start pickable (`from`): the calendar starts a
 * new range at the first click, and a resident who only moves the end picks the start again.
 */
export const VacationFields = withForm({
  ...vacationFormOptions,
  props: {} as { from?: string },
  render: function Render({ form, from }) {
    const t = useT()
    // A dialog left open past the site's midnight stops offering the day that has just ended.
    useEveryMinute()
    const today = siteToday()
    return (
      <>
        <form.AppField name="note">
          {(field) => <field.TextareaField text="vacations.field.note" rows={4} data-autofocus />}
        </form.AppField>
        <form.AppField name="range">
          {() => (
            <DateRangeField
              label={t('vacations.field.dates')}
              placeholder={t('vacations.field.dates')}
              valueFormat="D MMM"
              labelSeparator="-"
              allowSingleDateInRange
              minDate={from && from < today ? from : today}
              // Between that start and today, no day: a range ending there would be over already.
              excludeDate={(day) => day < today && day !== from}
            />
          )}
        </form.AppField>
      </>
    )
  },
})
