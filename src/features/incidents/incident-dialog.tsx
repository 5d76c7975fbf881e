import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toFrappeDateTime } from '../../frappe/dates'
import { useAppForm } from '../../forms/form'
import { INCIDENT_TYPES, incidentMutations } from '../../queries/incidents'
import { useUser } from '../../session/store'
import { DialogForm, closeOnSuccess } from '../../ui/form-dialog'
import type { DialogProps } from '../dialogs/registry'

/** 'Submit your incident report': no client validation (spec section 5). */
export default function IncidentDialog({ onClose }: DialogProps) {
  const user = useUser()
  const queryClient = useQueryClient()
  const create = useMutation(incidentMutations.create(queryClient))
  const form = useAppForm({
    defaultValues: { subject: '', category: INCIDENT_TYPES[0] as string, note: '' },
    onSubmit: ({ value }) =>
      closeOnSuccess(
        () =>
          create.mutateAsync({
            subject: value.subject.trim(),
            type: value.category,
            summary: value.note,
            submittedBy: user.email ?? '',
            submittedAt: toFrappeDateTime(),
          }),
        { success: 'Incident report submitted successfully', failure: 'Failed to submit incident report' },
        onClose,
      ),
  })

  return (
    <DialogForm form={form} title="Submit your incident report" onClose={onClose} submitLabel="Submit" busyLabel="Submitting...">
      <form.AppField name="subject">
        {(field) => <field.TextField label="Subject" placeholder="Enter subject" autoComplete="off" data-autofocus />}
      </form.AppField>
      <form.AppField name="category">
        {(field) => <field.SelectField label="Category" placeholder="Select category" data={[...INCIDENT_TYPES]} />}
      </form.AppField>
      <form.AppField name="note">{(field) => <field.TextareaField label="Note" placeholder="Describe what happened" rows={4} />}</form.AppField>
    </DialogForm>
  )
}
