import { formOptions } from '@tanstack/react-form'
import { useRef } from 'react'
import { DateTimeField } from '../../forms/date-fields'
import { withForm } from '../../forms/form'
import { NAME_FIELDS, NameFields } from '../../forms/name-fields'
import { useT } from '../../i18n'
import { tomorrowAt3 } from '../../queries/visitors'
import { CATEGORY_LABELS, createShowsLastName, editShowsLastName, endHasPassed, nameFields, type VisitorFormValues } from './visitor-rules'

/** What 'Visitor call in' and 'Edit Visitor' share: the values (each dialog starts them its own way). */
export const visitorFormOptions = formOptions({
  defaultValues: { firstName: '', lastName: '', category: '', termination: '' } as VisitorFormValues,
})

/** The visitor fields: names (which change with the type), 'Select type', and Termination Date for Contractor. */
export const VisitorFields = withForm({
  ...visitorFormOptions,
  props: { mode: 'create' as 'create' | 'edit' },
  render: function Render({ form, mode }) {
    const t = useT()
    const showsLast = mode === 'create' ? createShowsLastName : editShowsLastName
    const type = useRef<HTMLInputElement>(null)
    // An edit that keeps a Contractor's saved end is not checked; a Delivery made a Contractor is.
    const saved = form.options.defaultValues
    const savedContractorEnd = mode === 'edit' && saved?.category === 'Contractor' ? saved.termination : undefined
    return (
      <form.Subscribe selector={(s) => s.values.category}>
        {(category) => {
          const withLast = showsLast(category)
          return (
            <>
              <NameFields form={form} fields={NAME_FIELDS} filter="letters" single={!withLast} next={type} />
              <form.AppField
                name="category"
                // The name moves with the fields the new type shows (a preset's change too).
                listeners={{
                  onChange: ({ value }) => {
                    const { firstName, lastName } = form.state.values
                    const next = nameFields(firstName, lastName, showsLast(value))
                    if (next.firstName !== firstName) form.setFieldValue('firstName', next.firstName)
                    if (next.lastName !== lastName) form.setFieldValue('lastName', next.lastName)
                    // A new call-in's default end, tomorrow 03:00, was worked out when the dialog
                    // opened: by the time Contractor is chosen it may have passed.
                    if (mode === 'create' && endHasPassed({ ...form.state.values, category: value })) form.setFieldValue('termination', tomorrowAt3())
                  },
                }}
              >
                {(field) => <field.SelectField ref={type} label={t('visitors.field.type')} placeholder={t('visitors.field.type')} options={CATEGORY_LABELS} />}
              </form.AppField>
              {category === 'Contractor' ? (
                <form.AppField
                  name="termination"
                  validators={{
                    onChange: ({ value }) =>
                      endHasPassed({ category: form.getFieldValue('category'), termination: value }, savedContractorEnd)
                        ? 'visitors.field.terminationPassed'
                        : undefined,
                  }}
                >
                  {() => <DateTimeField text="visitors.field.termination" valueFormat="D MMM YYYY, HH:mm" />}
                </form.AppField>
              ) : null}
            </>
          )
        }}
      </form.Subscribe>
    )
  },
})
