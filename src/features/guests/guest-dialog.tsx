import { z } from 'zod/mini'
import { useAppForm } from '../../forms/form'
import { useT } from '../../i18n'
import { guestChanges, type NewGuest } from '../../queries/guests'
import { useUser } from '../../session/store'
import { DialogForm } from '../../ui/form-dialog'
import { useChange } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'
import { GuestFields, guestFormOptions, guestKind } from './guest-fields'

// The messages are ids: the field shows them in the current language. A name needs a letter: what
// the field lets through without one ('-', an apostrophe) is no name (Add many says the same).
const inviteSchema = z.object({
  firstName: z.string().check(z.trim(), z.regex(/\p{L}/u, 'names.firstNameRequired')),
  lastName: z.string().check(z.trim(), z.regex(/\p{L}/u, 'names.lastNameRequired')),
  visitingAs: z.string(),
})

/** 'Invite Guest' ('Invite Employee' for the flagged community). */
export default function GuestDialog({ draft, onClose }: DialogProps) {
  const t = useT()
  const user = useUser()
  const add = useChange(guestChanges.keys.add, onClose)
  const form = useAppForm({
    ...guestFormOptions,
    defaultValues: draft
      ? { firstName: (draft as NewGuest).first_name, lastName: (draft as NewGuest).last_name, visitingAs: '' }
      : guestFormOptions.defaultValues,
    validators: { onChange: inviteSchema },
    onSubmit: ({ value }) =>
      add({ home_address_id: user.homeowner_address ?? '', first_name: value.firstName.trim(), last_name: value.lastName.trim() }),
  })

  return (
    <DialogForm
      form={form}
      title={t('guests.dialog.title', { kind: guestKind(user) })}
      onClose={onClose}
      submit={{ label: t('guests.dialog.add'), busyLabel: t('guests.dialog.adding') }}
    >
      <GuestFields form={form} required />
    </DialogForm>
  )
}
