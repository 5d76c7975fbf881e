import '@mantine/dates/styles.layer.css'
import { DatePickerInput, DateTimePicker } from '@mantine/dates'
import dayjs from 'dayjs'
import type { ComponentProps } from 'react'
import { FRAPPE_DATE, FRAPPE_DATETIME, siteToday, toFrappeDateTime } from '../frappe/dates'
import { formatHeading, useLanguage, useT } from '../i18n'
import { OPENS_IN_PLACE, useBoundField, useFieldText, type FieldProps } from './form'

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

/**
 * What the pickers do for keyboard and screen-reader users that Mantine does not:
 * - the calendar opens inside the field's dialog (`OPENS_IN_PLACE`) and gives the keyboard back to
 *   the field once a date is picked (Mantine lets it fall to the page, behind the dialog), with
 *   nothing of it left for the next Tab;
 * - the field's name says what is set ("Select Date, 5 Mar - 9 Mar"): its label alone names it;
 * - the picked days say so (Mantine marks them by colour only).
 */
function usePickerAccess(label: unknown, shown: string | undefined, picked: (day: string) => boolean) {
  return {
    // Gone the moment it closes: during a fade out, a Tab from the field reached the closing
    // calendar's buttons, and the focus fell to the page when they went.
    popoverProps: { ...OPENS_IN_PLACE, returnFocus: true, transitionProps: { exitDuration: 0 } },
    'aria-label': shown && typeof label === 'string' ? `${label}, ${shown}` : undefined,
    getDayProps: (day: string) => ({ 'aria-pressed': picked(day) }),
  }
}

/** A date as the field shows it (its `valueFormat`, in the app's language). */
function shownAs(day: string, format: string | ((date: string) => string) | undefined, language: string): string | undefined {
  if (typeof format === 'function') return format(day)
  return format ? dayjs(day).locale(language).format(format) : undefined
}

/** A date input's binding: the bound field's value as the picker shows it, and what is picked as the field keeps it. */
function useDateBinding<T, Shown, Picked>(shown: (value: T) => Shown, kept: (picked: Picked, current: T) => T) {
  const { field, value, bound } = useBoundField<T>()
  return { ...bound, value: shown(value), onChange: (picked: Picked) => field.handleChange(kept(picked, value)) }
}

const STOP_ESCAPE = { 'data-mantine-stop-propagation': true } as const

/**
 * A date and time, held as 'YYYY-MM-DD HH:mm:ss'. Clearing the picker keeps the last date. Nothing
 * before the site's current minute is offered: an end already past would let nobody in. A time
 * typed that is gone by today becomes now when the picker closes.
 */
export function DateTimeField(given: FieldProps<ComponentProps<typeof DateTimePicker>>) {
  const t = useT()
  const props = useFieldText(given)
  const binding = useDateBinding((value: string) => value || null, (picked: unknown, current: string) => (picked ? pickedEnd(picked as string, current) : current))
  const language = useLanguage()
  const value = binding.value
  const access = usePickerAccess(
    props.label,
    value ? shownAs(value, props.valueFormat, language) : undefined,
    (day) => !!value && dayjs(day).isSame(value, 'day'),
  )
  return (
    <DateTimePicker
      minDate={`${toFrappeDateTime().slice(0, 16)}:00`}
      monthLabelFormat={monthHeading}
      ariaLabels={useArrowLabels()}
      timePickerProps={{
        hoursInputLabel: t('form.time.hours'),
        minutesInputLabel: t('form.time.minutes'),
        // Escape in the time closes the picker only: a dialog around it closes on any Escape not
        // so marked (Mantine marks the calendar's own controls, not these), and with it what was typed.
        hoursInputProps: STOP_ESCAPE,
        minutesInputProps: STOP_ESCAPE,
      }}
      submitButtonProps={{ 'aria-label': t('form.confirmDateTime') }}
      {...access}
      {...props}
      {...binding}
    />
  )
}

/**
 * What a pick in the date-time picker sets. A day clicked keeps the time the field had (03:00 for a
 * new call-in, a saved end's own): on today, that hour may be gone, and the picker would end the
 * access the moment it is saved. A day clicked (the time as it was) that is gone by gives the end
 * of today instead; a time the resident types is theirs, and so is the picker's own 'now' when it
 * closes on a time gone by.
 */
function pickedEnd(picked: string, current: string): string {
  const next = dayjs(picked).format(FRAPPE_DATETIME)
  const dayClicked = next.slice(11) === current.slice(11)
  return dayClicked && next < toFrappeDateTime() ? `${next.slice(0, 10)} 23:59:59` : next
}

export type DateRange = [string | null, string | null]

const asDate = (v: string | null): string | null => (v ? dayjs(v).format(FRAPPE_DATE) : null)

/** A range of days, each held as 'YYYY-MM-DD' (null until picked). */
export function DateRangeField(props: Omit<ComponentProps<typeof DatePickerInput<'range'>>, Bound | 'type'>) {
  // Drawn again when the language changes (its month heading and its buttons' names).
  const language = useLanguage()
  const ariaLabels = useArrowLabels()
  const binding = useDateBinding(
    (value: DateRange) => value,
    (picked: [string | null, string | null]): DateRange => [asDate(picked[0]), asDate(picked[1])],
  )
  const [start, end] = binding.value
  const format = (day: string | null) => (day ? shownAs(day, props.valueFormat, language) : undefined)
  const access = usePickerAccess(
    props.label,
    start ? [format(start), format(end)].filter(Boolean).join(` ${props.labelSeparator ?? '–'} `) : undefined,
    (day) => !!start && !dayjs(day).isBefore(start, 'day') && !dayjs(day).isAfter(end ?? start, 'day'),
  )
  return (
    <DatePickerInput minDate={siteToday()} monthLabelFormat={monthHeading} ariaLabels={ariaLabels} {...access} {...props} {...binding} type="range" />
  )
}
