import { formOptions } from '@tanstack/react-form'
import { DateTimeField } from '../../forms/date-fields'
import { withForm } from '../../forms/form'
import { VISITOR_CATEGORIES } from '../../queries/visitors'
import { createShowsLastName, editShowsLastName, type VisitorFormValues } from './visitor-rules'

/** What 'Visitor call in' and 'Edit Visitor' share: the values (each dialog starts them its own way). */
export const visitorFormOptions = formOptions({
  defaultValues: { firstName: '', lastName: '', category: '', termination: '' } as VisitorFormValues,
})

/** The visitor fields: names (which change with the type), 'Select type', and Termination Date for Contractor. */
export const VisitorFields = withForm({
  ...visitorFormOptions,
  props: { mode: 'create' as 'create' | 'edit' },
  render: function Render({ form, mode }) {
    return (
      <form.Subscribe selector={(s) => s.values.category}>
        {(category) => {
          const withLast = mode === 'create' ? createShowsLastName(category) : editShowsLastName(category)
          return (
            <>
              <form.AppField name="firstName">
                {(field) => (
                  <field.TextField
                    label={withLast ? 'First Name' : 'Name'}
                    placeholder={withLast ? 'Enter first name' : 'Enter name'}
                    filter="letters"
                    autoComplete="off"
                    data-autofocus
                  />
                )}
              </form.AppField>
              {withLast ? (
                <form.AppField name="lastName">
                  {(field) => <field.TextField label="Last Name" placeholder="Enter last name" filter="letters" autoComplete="off" />}
                </form.AppField>
              ) : null}
              <form.AppField name="category">
                {(field) => <field.SelectField label="Select type" placeholder="Select type" data={[...VISITOR_CATEGORIES]} />}
              </form.AppField>
              {category === 'Contractor' ? (
                <form.AppField name="termination">
                  {() => <DateTimeField label="Termination Date" placeholder="Select date and time" valueFormat="D MMM YYYY, HH:mm" />}
                </form.AppField>
              ) : null}
            </>
          )
        }}
      </form.Subscribe>
    )
  },
})
