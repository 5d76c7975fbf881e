import { Alert } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { useAppForm } from '../../forms/form'
import { CLUB_GUEST_LIMIT, clubAccessMutations, clubAccessQueries } from '../../queries/club-access'
import { useUser } from '../../session/store'
import { DialogForm, closeOnSuccess } from '../../ui/form-dialog'
import type { DialogProps } from '../dialogs/registry'
import { guestLimitReason } from './guest-limit'

/** Spec section 5, Club Add Guest. Spaces are stripped as typed; the schema still refuses any that get in. */
export const clubGuestSchema = z.object({
  firstName: z.string().min(1, 'First name is required').regex(/^\S*$/, 'First name cannot contain spaces'),
  lastName: z.string().min(1, 'Last name is required').regex(/^\S*$/, 'Last name cannot contain spaces'),
})

/** `?dialog=club-guest`: add a guest to the club guest list (at most 6, decision D12). */
export default function ClubGuestDialog({ onClose }: DialogProps) {
  const clubMember = useUser().club_member ?? ''
  const queryClient = useQueryClient()
  const access = useQuery(clubAccessQueries.detail(clubMember))
  const addGuest = useMutation(clubAccessMutations.addGuest(queryClient))
  const count = access.data?.guests.length ?? 0
  const full = count >= CLUB_GUEST_LIMIT

  const form = useAppForm({
    defaultValues: { firstName: '', lastName: '' },
    validators: { onChange: clubGuestSchema },
    onSubmit: async ({ value }) => {
      if (full) return
      // D8: on failure the dialog stays open with what was typed.
      await closeOnSuccess(
        () => addGuest.mutateAsync({ club_member: clubMember, guest_name: value.firstName.trim(), guest_last_name: value.lastName.trim() }),
        { success: 'Guest added successfully', failure: 'Failed to add guest' },
        onClose,
      )
    },
  })

  return (
    <DialogForm
      form={form}
      title="Add Guest"
      intro={`Add a guest to your club guest list. You can have up to ${CLUB_GUEST_LIMIT} guests.`}
      onClose={onClose}
      submitLabel="Add Guest"
      busyLabel="Adding..."
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
