import { Group, Stack } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../ui/toast'
import { wordingFor } from '../../community/variant'
import { submitOnce, useAppForm } from '../../forms/form'
import { guestMutations, guestQueries, type Guest } from '../../queries/guests'
import { useUser } from '../../session/store'
import { DeleteButton } from '../../ui/delete-button'
import { DialogRecordState } from '../../ui/dialog-record-state'
import { FormDialog } from '../../ui/form-dialog'
import type { DialogProps } from '../dialogs/registry'

/** The edit form splits guest_name on a space: first and last are the first two words (spec section 2). */
export function splitGuestName(guestName: string | null | undefined): { firstName: string; lastName: string } {
  const [firstName = '', lastName = ''] = (guestName ?? '').split(' ')
  return { firstName, lastName }
}

/** 'Edit Guest' ('Edit Employee' for the flagged community): no required checks; Delete asks first. */
export default function GuestEditDialog({ id, onClose }: DialogProps) {
  const user = useUser()
  const title = `Edit ${wordingFor(user).guest}`
  const list = useQuery(guestQueries.list(user.homeowner_address))
  const guest = list.data?.find((g) => g.name === id)
  if (!guest)
    return (
      <DialogRecordState
        title={title}
        onClose={onClose}
        pending={list.isPending}
        missingText={`This ${wordingFor(user).guest.toLowerCase()} is no longer on your list.`}
      />
    )
  return <GuestEditForm guest={guest} title={title} onClose={onClose} />
}

function GuestEditForm({ guest, title, onClose }: { guest: Guest; title: string; onClose: () => void }) {
  const user = useUser()
  const home = user.homeowner_address ?? ''
  const queryClient = useQueryClient()
  const update = useMutation(guestMutations.update(queryClient))
  const remove = useMutation(guestMutations.remove(queryClient))
  const form = useAppForm({
    defaultValues: { ...splitGuestName(guest.guest_name), visitingAs: guest.visiting_as ?? '' },
    onSubmit: async ({ value }) => {
      try {
        await update.mutateAsync({
          name: guest.name,
          homeowner_address: home,
          guest_name: `${value.firstName.trim()} ${value.lastName.trim()}`.trim(),
          visiting_as: value.visitingAs,
        })
        toast.success('Guest updated successfully')
        onClose()
      } catch (error) {
        toast.failure('Failed to add guest. Please try again.', error)
      }
    },
  })

  const onDelete = async (): Promise<boolean> => {
    try {
      await remove.mutateAsync({ name: guest.name, homeowner_address: home })
      toast.success('Guest deleted successfully')
      onClose()
      return true
    } catch (error) {
      toast.failure('Failed to delete guest', error)
      return false
    }
  }

  return (
    <FormDialog title={title} onClose={onClose}>
      <form noValidate onSubmit={submitOnce(form)}>
        <Stack gap="md">
          <form.AppField name="firstName">
            {(field) => <field.TextField label="First Name" placeholder="Enter first name" filter="letters" autoComplete="off" data-autofocus />}
          </form.AppField>
          <form.AppField name="lastName">
            {(field) => <field.TextField label="Last Name" placeholder="Enter last name" filter="letters" autoComplete="off" />}
          </form.AppField>
          <Group justify="space-between">
            <DeleteButton
              confirmTitle={`Delete ${wordingFor(user).guest.toLowerCase()}`}
              confirmText={`Are you sure you want to delete ${guest.guest_name || 'this guest'}?`}
              onConfirm={onDelete}
            />
            <form.AppForm>
              <form.SubmitButton busyLabel="Updating...">Update</form.SubmitButton>
            </form.AppForm>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  )
}
