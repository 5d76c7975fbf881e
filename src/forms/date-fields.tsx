import '@mantine/dates/styles.layer.css'
import { DatePickerInput, DateTimePicker } from '@mantine/dates'
import dayjs from 'dayjs'
import type { ComponentProps } from 'react'
import { FRAPPE_DATE, FRAPPE_DATETIME, siteToday, toFrappeDateTime } from '../frappe/dates'
import { formatHeading, useLanguage, useT } from '../i18n'
import { useBoundField, useFieldText, type FieldProps } from './form'

// Mantine-bound date fields for a `form.AppField`, like the fields in form.tsx. Not registered with
// the form hook: @mantine/dates loads only with the dialogs that have a date, not with sign-in.
// Neither offers a day before the site's today (D21) unless `minDate` says otherwise.

type Bound = 'value' | 'onChange' | 'onBlur' | 'error' | 'name'

/** The pickers' month heading, as the calendar page's: 'November 2026', 'Noviembre de 2026'. */
const monthHeading = (date: string) => formatHeading(dayjs(date), 'format.monthYear')

/**
 * Names for the pickers' arrow buttons, which show only an icon (the month and year buttons between
 * them are named by their text).
 */
function useArrowLabels() {
  const t = useT()
  return {
    previousMonth: t('calendar.previousMonth'),
    nextMonth: t('calendar.nextMonth'),
    previousYear: t('form.date.previousYear'),
    nextYear: t('form.date.nextYear'),
    previousDecade: t('form.date.previousDecade'),
    nextDecade: t('form.date.nextDecade'),
  }
}

/** A date input's binding: the bound field's value as the picker shows it, and what is picked as the field keeps it. */
function useDateBinding<T, Shown, Picked>(shown: (value: T) => Shown, kept: (picked: Picked, current: T) => T) {
  const { field, value, bound } = useBoundField<T>()
  return { ...bound, value: shown(value), onChange: (picked: Picked) => field.handleChange(kept(picked, value)) }
}

/**
 * A date and time, held as 'YYYY-MM-DD HH:mm:ss'. Clearing the picker keeps the last date. Nothing
 * before the site's current minute is offered: an end already past would let nobody in. A time
 * gone by today becomes now when the picker closes.
 */
export function DateTimeField(given: FieldProps<ComponentProps<typeof DateTimePicker>>) {
  const t = useT()
  const props = useFieldText(given)
  const binding = useDateBinding(
    (value: string) => value || null,
    (picked: unknown, current) => (picked ? dayjs(picked as string).format(FRAPPE_DATETIME) : current),
  )
  return (
    <DateTimePicker
      minDate={`${toFrappeDateTime().slice(0, 16)}:00`}
      monthLabelFormat={monthHeading}
      ariaLabels={useArrowLabels()}
      timePickerProps={{ hoursInputLabel: t('form.time.hours'), minutesInputLabel: t('form.time.minutes') }}
      submitButtonProps={{ 'aria-label': t('form.confirmDateTime') }}
      {...props}
      {...binding}
    />
  )
}

export type DateRange = [string | null, string | null]

const asDate = (v: string | null): string | null => (v ? dayjs(v).format(FRAPPE_DATE) : null)

/** A range of days, each held as 'YYYY-MM-DD' (null until picked). */
export function DateRangeField(props: Omit<ComponentProps<typeof DatePickerInput<'range'>>, Bound | 'type'>) {
  // Drawn again when the language changes (its month heading and its buttons' names).
  useLanguage()
  const ariaLabels = useArrowLabels()
  const binding = useDateBinding(
    (value: DateRange) => value,
    (picked: [string | null, string | null]): DateRange => [asDate(picked[0]), asDate(picked[1])],
  )
  return <DatePickerInput minDate={siteToday()} monthLabelFormat={monthHeading} ariaLabels={ariaLabels} {...props} {...binding} type="range" />
}
