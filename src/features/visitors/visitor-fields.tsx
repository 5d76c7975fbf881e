import '@mantine/dates/styles.css'
import { DateTimePicker } from '@mantine/dates'
import dayjs from 'dayjs'
import { FRAPPE_DATETIME, siteToday } from '../../frappe/dates'
import { withForm } from '../../forms/form'
import { VISITOR_CATEGORIES } from '../../queries/visitors'
import { createShowsLastName, editShowsLastName, type VisitorFormValues } from './visitor-rules'

const defaults: VisitorFormValues = { firstName: '', lastName: '', category: '', termination: '' }

/** The visitor fields: names (which change with the type), 'Select type', and Termination Date for Contractor. */
export const VisitorFields = withForm({
  defaultValues: defaults,
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
                <form.Field name="termination">
                  {(field) => (
                    <DateTimePicker
                      label="Termination Date"
                      placeholder="Select date and time"
                      value={field.state.value || null}
                      onChange={(v) => field.handleChange(v ? dayjs(v).format(FRAPPE_DATETIME) : field.state.value)}
                      onBlur={field.handleBlur}
                      valueFormat="D MMM YYYY, HH:mm"
                      minDate={siteToday()}
                    />
                  )}
                </form.Field>
              ) : null}
            </>
          )
        }}
      </form.Subscribe>
    )
  },
})
