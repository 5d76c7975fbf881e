import { formOptions } from '@tanstack/react-form'
import { withForm } from '../../forms/form'

/** The guest dialogs' toasts (spec section 8; an update failure says 'add', as the spec has it). */
export const GUEST_TOASTS = {
  added: { success: 'Guest added successfully', failure: 'Failed to add guest. Please try again.' },
  updated: { success: 'Guest updated successfully', failure: 'Failed to add guest. Please try again.' },
  deleted: { success: 'Guest deleted successfully', failure: 'Failed to delete guest' },
}

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
