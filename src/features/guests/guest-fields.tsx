import { formOptions } from '@tanstack/react-form'
import { withForm } from '../../forms/form'

/** What 'Invite Guest' and 'Edit Guest' share: the values (invite adds its required checks). */
export const guestFormOptions = formOptions({
  // visitingAs: edit only, sent back as it was.
  defaultValues: { firstName: '', lastName: '', visitingAs: '' },
})

/** First Name and Last Name, letters only; marked required where the dialog checks them. */
export const GuestFields = withForm({
  ...guestFormOptions,
  props: { required: false },
  render: function Render({ form, required }) {
    return (
      <>
        <form.AppField name="firstName">
          {(field) => (
            <field.TextField
              label="First Name"
              placeholder="Enter first name"
              filter="letters"
              required={required}
              autoComplete="off"
              data-autofocus
            />
          )}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => <field.TextField label="Last Name" placeholder="Enter last name" filter="letters" required={required} autoComplete="off" />}
        </form.AppField>
      </>
    )
  },
})
