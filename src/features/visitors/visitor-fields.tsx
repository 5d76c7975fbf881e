import { formOptions } from '@tanstack/react-form'
import { DateTimeField } from '../../forms/date-fields'
import { withForm } from '../../forms/form'
import { NAME_FIELDS, NameFields } from '../../forms/name-fields'
import { useT } from '../../i18n'
import { VISITOR_CATEGORIES } from '../../queries/visitors'
import { CATEGORY_LABELS, createShowsLastName, editShowsLastName, type VisitorFormValues } from './visitor-rules'

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
    return (
      <form.Subscribe selector={(s) => s.values.category}>
        {(category) => {
          const withLast = mode === 'create' ? createShowsLastName(category) : editShowsLastName(category)
          return (
            <>
              <NameFields form={form} fields={NAME_FIELDS} filter="letters" single={!withLast} />
              <form.AppField name="category">
                {(field) => (
                  <field.SelectField
                    label={t('visitors.field.type')}
                    placeholder={t('visitors.field.type')}
                    data={VISITOR_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_LABELS[value]) }))}
                  />
                )}
              </form.AppField>
              {category === 'Contractor' ? (
                <form.AppField name="termination">
                  {() => (
                    <DateTimeField
                      label={t('visitors.field.termination')}
                      placeholder={t('visitors.field.terminationPlaceholder')}
                      valueFormat="D MMM YYYY, HH:mm"
                    />
                  )}
                </form.AppField>
              ) : null}
            </>
          )
        }}
      </form.Subscribe>
    )
  },
})
