import { Alert } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { useAppForm } from '../../forms/form'
import { CLUB_GUEST_LIMIT, clubAccessChanges, clubAccessQueries, type AddClubGuestVars } from '../../queries/club-access'
import { useUser } from '../../session/store'
import { DialogForm } from '../../ui/form-dialog'
import { useChange } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'
import { guestLimitReason } from './guest-limit'

/** Spec section 5, Club Add Guest. Spaces are stripped as typed; the schema still refuses any that get in. */
export const clubGuestSchema = z.object({
  firstName: z.string().check(z.minLength(1, 'First name is required'), z.regex(/^\S*$/, 'First name cannot contain spaces')),
  lastName: z.string().check(z.minLength(1, 'Last name is required'), z.regex(/^\S*$/, 'Last name cannot contain spaces')),
})

/** `?dialog=club-guest`: add a guest to the club guest list (at most 6, decision D12). */
export default function ClubGuestDialog({ draft, onClose }: DialogProps) {
  const clubMember = useUser().club_member ?? ''
  const access = useQuery(clubAccessQueries.detail(clubMember))
  // D8: on failure the dialog stays open with what was typed.
  const addGuest = useChange(clubAccessChanges.keys['add-guest'], onClose)
  const count = access.data?.guests.length ?? 0
  const full = count >= CLUB_GUEST_LIMIT

  const form = useAppForm({
    defaultValues: draft
      ? { firstName: (draft as AddClubGuestVars).guest_name, lastName: (draft as AddClubGuestVars).guest_last_name }
      : { firstName: '', lastName: '' },
    validators: { onChange: clubGuestSchema },
    onSubmit: async ({ value }) => {
      if (full) return
      await addGuest({ club_member: clubMember, guest_name: value.firstName.trim(), guest_last_name: value.lastName.trim() })
    },
  })

  return (
    <DialogForm
      form={form}
      title="Add Guest"
      intro={`Add a guest to your club guest list. You can have up to ${CLUB_GUEST_LIMIT} guests.`}
      onClose={onClose}
      submit={{ label: 'Add Guest', busyLabel: 'Adding...' }}
      submitDisabled={full}
    >
      {full ? (
        <Alert color="red" variant="light" title={guestLimitReason(count)}>
          Delete a guest from your guest list before adding another.
        </Alert>
      ) : null}
      <form.AppField name="firstName">
        {(field) => (
          <field.TextField label="First Name" placeholder="Enter first name" filter="no-spaces" autoComplete="off" required data-autofocus />
        )}
      </form.AppField>
      <form.AppField name="lastName">
        {(field) => <field.TextField label="Last Name" placeholder="Enter last name" filter="no-spaces" autoComplete="off" required />}
      </form.AppField>
    </DialogForm>
  )
}
