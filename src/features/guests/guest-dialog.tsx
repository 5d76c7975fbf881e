import { Group, Stack } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../ui/toast'
import { z } from 'zod'
import { wordingFor } from '../../community/variant'
import { submitOnce, useAppForm } from '../../forms/form'
import { guestMutations } from '../../queries/guests'
import { useUser } from '../../session/store'
import { FormDialog } from '../../ui/form-dialog'
import type { DialogProps } from '../dialogs/registry'

const inviteSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
})

/** 'Invite Guest' ('Invite Employee' for the flagged community). */
export default function GuestDialog({ onClose }: DialogProps) {
  const user = useUser()
  const wording = wordingFor(user)
  const queryClient = useQueryClient()
  const add = useMutation(guestMutations.add(queryClient))
  const form = useAppForm({
    defaultValues: { firstName: '', lastName: '' },
    validators: { onChange: inviteSchema },
    onSubmit: async ({ value }) => {
      try {
        await add.mutateAsync({
          home_address_id: user.homeowner_address ?? '',
          first_name: value.firstName.trim(),
          last_name: value.lastName.trim(),
        })
        toast.success('Guest added successfully')
        onClose()
      } catch (error) {
        toast.failure('Failed to add guest. Please try again.', error)
      }
    },
  })

  return (
    <FormDialog title={wording.inviteGuestTitle} onClose={onClose}>
      <form noValidate onSubmit={submitOnce(form)}>
        <Stack gap="md">
          <form.AppField name="firstName">
            {(field) => (
              <field.TextField label="First Name" placeholder="Enter first name" filter="letters" required autoComplete="off" data-autofocus />
            )}
          </form.AppField>
          <form.AppField name="lastName">
            {(field) => <field.TextField label="Last Name" placeholder="Enter last name" filter="letters" required autoComplete="off" />}
          </form.AppField>
          <Group justify="flex-end">
            <form.AppForm>
              <form.SubmitButton busyLabel="Adding...">Add</form.SubmitButton>
            </form.AppForm>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  )
}
