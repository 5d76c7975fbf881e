import '@mantine/dates/styles.css'
import { DatePickerInput, DateTimePicker } from '@mantine/dates'
import dayjs from 'dayjs'
import type { ComponentProps } from 'react'
import { FRAPPE_DATE, FRAPPE_DATETIME } from '../frappe/dates'
import { useBoundField } from './form'

// Mantine-bound date fields for a `form.AppField`, like the fields in form.tsx. Not registered with
// the form hook: @mantine/dates loads only with the dialogs that have a date, not with sign-in.

type Bound = 'value' | 'onChange' | 'onBlur' | 'error' | 'name'

/** A date and time, held as 'YYYY-MM-DD HH:mm:ss'. Clearing the picker keeps the last date. */
export function DateTimeField(props: Omit<ComponentProps<typeof DateTimePicker>, Bound>) {
  const { field, value, bound } = useBoundField<string>()
  return (
    <DateTimePicker
      {...props}
      {...bound}
      value={value || null}
      onChange={(v) => field.handleChange(v ? dayjs(v as string).format(FRAPPE_DATETIME) : value)}
    />
  )
}

export type DateRange = [string | null, string | null]

const asDate = (v: unknown): string | null => (v ? dayjs(v as string).format(FRAPPE_DATE) : null)

/** A range of days, each held as 'YYYY-MM-DD' (null until picked). */
export function DateRangeField(props: Omit<ComponentProps<typeof DatePickerInput<'range'>>, Bound | 'type'>) {
  const { field, value, bound } = useBoundField<DateRange>()
  return <DatePickerInput {...props} {...bound} type="range" value={value} onChange={(v) => field.handleChange([asDate(v[0]), asDate(v[1])])} />
}
