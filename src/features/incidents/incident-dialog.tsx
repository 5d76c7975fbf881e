import { toFrappeDateTime } from '../../frappe/dates'
import { useAppForm } from '../../forms/form'
import { INCIDENT_TYPES, incidentChanges, type NewIncident } from '../../queries/incidents'
import { useUser } from '../../session/store'
import { DialogForm, SUBMIT } from '../../ui/form-dialog'
import { useChange } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'

/** 'Submit your incident report': no client validation (spec section 5). */
export default function IncidentDialog({ draft, onClose }: DialogProps) {
  const user = useUser()
  const create = useChange(incidentChanges.keys.create, onClose)
  const form = useAppForm({
    // A report the server refused after it waited offline comes back as it was typed.
    defaultValues: draft
      ? { subject: (draft as NewIncident).subject, category: (draft as NewIncident).type, note: (draft as NewIncident).summary }
      : { subject: '', category: INCIDENT_TYPES[0] as string, note: '' },
    onSubmit: ({ value }) =>
      create({
        subject: value.subject.trim(),
        type: value.category,
        summary: value.note,
        submittedBy: user.email ?? '',
        submittedAt: toFrappeDateTime(),
      }),
  })

  return (
    <DialogForm form={form} title="Submit your incident report" onClose={onClose} submit={SUBMIT}>
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
