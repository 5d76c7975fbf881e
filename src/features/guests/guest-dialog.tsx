import { z } from 'zod'
import { wordingFor } from '../../community/variant'
import { useAppForm } from '../../forms/form'
import { guestMutations } from '../../queries/guests'
import { useUser } from '../../session/store'
import { DialogForm } from '../../ui/form-dialog'
import { useToastedMutation } from '../../ui/toasted-mutation'
import type { DialogProps } from '../dialogs/registry'
import { GUEST_TOASTS, GuestFields, guestFormOptions } from './guest-fields'

const inviteSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  visitingAs: z.string(),
})

/** 'Invite Guest' ('Invite Employee' for the flagged community). */
export default function GuestDialog({ onClose }: DialogProps) {
  const user = useUser()
  const add = useToastedMutation(guestMutations.add, GUEST_TOASTS.added, onClose)
  const form = useAppForm({
    ...guestFormOptions,
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
