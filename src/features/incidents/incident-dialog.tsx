import { Group, Stack } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../ui/toast'
import { toFrappeDateTime } from '../../frappe/dates'
import { submitOnce, useAppForm } from '../../forms/form'
import { INCIDENT_TYPES, incidentMutations } from '../../queries/incidents'
import { useUser } from '../../session/store'
import { FormDialog } from '../../ui/form-dialog'
import type { DialogProps } from '../dialogs/registry'

/** 'Submit your incident report': no client validation (spec section 5). */
export default function IncidentDialog({ onClose }: DialogProps) {
  const user = useUser()
  const queryClient = useQueryClient()
  const create = useMutation(incidentMutations.create(queryClient))
  const form = useAppForm({
    defaultValues: { subject: '', category: INCIDENT_TYPES[0] as string, note: '' },
    onSubmit: async ({ value }) => {
      try {
        await create.mutateAsync({
          subject: value.subject.trim(),
          type: value.category,
          summary: value.note,
          submittedBy: user.email ?? '',
          submittedAt: toFrappeDateTime(),
        })
        toast.success('Incident report submitted successfully')
        onClose()
      } catch (error) {
        toast.failure('Failed to submit incident report', error)
      }
    },
  })

  return (
    <FormDialog title="Submit your incident report" onClose={onClose}>
      <form noValidate onSubmit={submitOnce(form)}>
        <Stack gap="md">
          <form.AppField name="subject">
            {(field) => <field.TextField label="Subject" placeholder="Enter subject" autoComplete="off" data-autofocus />}
          </form.AppField>
          <form.AppField name="category">
            {(field) => <field.SelectField label="Category" placeholder="Select category" data={[...INCIDENT_TYPES]} />}
          </form.AppField>
          <form.AppField name="note">{(field) => <field.TextareaField label="Note" placeholder="Describe what happened" rows={4} />}</form.AppField>
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
