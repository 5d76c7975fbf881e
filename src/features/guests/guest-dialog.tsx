import { z } from 'zod/mini'
import { wordingFor } from '../../community/variant'
import { useAppForm } from '../../forms/form'
import { guestChanges, type NewGuest } from '../../queries/guests'
import { useUser } from '../../session/store'
import { DialogForm } from '../../ui/form-dialog'
import { useChange } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'
import { GuestFields, guestFormOptions } from './guest-fields'

const inviteSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, 'First name is required')),
  lastName: z.string().check(z.trim(), z.minLength(1, 'Last name is required')),
  visitingAs: z.string(),
})

/** 'Invite Guest' ('Invite Employee' for the flagged community). */
export default function GuestDialog({ draft, onClose }: DialogProps) {
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
    <DialogForm form={form} title={wordingFor(user).inviteGuestTitle} onClose={onClose} submit={{ label: 'Add', busyLabel: 'Adding...' }}>
      <GuestFields form={form} required />
    </DialogForm>
  )
}
