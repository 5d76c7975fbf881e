import { formOptions } from '@tanstack/react-form'
import { isFlagged } from '../../community/variant'
import { withForm } from '../../forms/form'
import { NAME_FIELDS, NameFields } from '../../forms/name-fields'
import type { User } from '../../session/store'

/** Who the guest dialogs are about, for their messages' {kind}: the flagged community's are employees. */
export const guestKind = (user: User | null | undefined) => (isFlagged(user) ? 'employee' : 'guest')

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
    return <NameFields form={form} fields={NAME_FIELDS} filter="letters" required={required} />
  },
})
