import { formOptions } from '@tanstack/react-form'
import { isFlagged } from '../../community/variant'
import { withForm } from '../../forms/form'
import { useT } from '../../i18n'
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
    const t = useT()
    return (
      <>
        <form.AppField name="firstName">
          {(field) => (
            <field.TextField
              label={t('names.firstName')}
              placeholder={t('names.firstNamePlaceholder')}
              filter="letters"
              required={required}
              autoComplete="off"
              data-autofocus
            />
          )}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => (
            <field.TextField
              label={t('names.lastName')}
              placeholder={t('names.lastNamePlaceholder')}
              filter="letters"
              required={required}
              autoComplete="off"
            />
          )}
        </form.AppField>
      </>
    )
  },
})
