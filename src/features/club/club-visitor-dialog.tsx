import { Group, Stack } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../ui/toast'
import { submitOnce, useAppForm } from '../../forms/form'
import { clubVisitorMutations, clubVisitorName } from '../../queries/club-visitors'
import { useUser } from '../../session/store'
import { FormDialog } from '../../ui/form-dialog'
import type { DialogProps } from '../dialogs/registry'

/** `?dialog=club-visitor`: same-day gate access for a visitor (expires 24 hours after it is made). No validation (spec section 5). */
export default function ClubVisitorDialog({ onClose }: DialogProps) {
  const clubMember = useUser().club_member ?? ''
  const queryClient = useQueryClient()
  const create = useMutation(clubVisitorMutations.create(queryClient))

  const form = useAppForm({
    defaultValues: { firstName: '', lastName: '' },
    onSubmit: async ({ value }) => {
      try {
        await create.mutateAsync({ clubMember, visitorName: clubVisitorName(value.firstName, value.lastName) })
        toast.success('Visitor added successfully')
        onClose()
      } catch (error) {
        // D8: the dialog stays open with what was typed.
        toast.failure('Failed to add visitor', error)
      }
    },
  })

  return (
    <FormDialog
      title="Report a Visitor"
      intro="Give a visitor same-day gate access. The pass expires 24 hours after you submit it."
      onClose={onClose}
    >
      <form noValidate onSubmit={submitOnce(form)}>
        <Stack gap="md">
          <form.AppField name="firstName">
            {(field) => <field.TextField label="First Name" placeholder="Enter first name" autoComplete="off" data-autofocus />}
          </form.AppField>
          <form.AppField name="lastName">
            {(field) => <field.TextField label="Last Name" placeholder="Enter last name" autoComplete="off" />}
          </form.AppField>
          <Group justify="flex-end">
            <form.AppForm>
              <form.SubmitButton busyLabel="Submitting...">Submit</form.SubmitButton>
            </form.AppForm>
          </Group>
        </Stack>
      </form>
    </FormDialog>
  )
}
