import { toFrappeDateTime } from '../../frappe/dates'
import { useRef } from 'react'
import { enterGoesTo, useAppForm } from '../../forms/form'
import { useT, type MessageId } from '../../i18n'
import { INCIDENT_TYPES, incidentChanges, type NewIncident } from '../../queries/incidents'
import { useUser } from '../../session/store'
import { DialogForm, SUBMIT } from '../../ui/form-dialog'
import { useChange } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'

/** The report types as the UI names them; the value is what the server stores, sent as it is. */
const INCIDENT_TYPE_LABELS: Record<(typeof INCIDENT_TYPES)[number], MessageId> = {
  'Security Concern': 'incidents.type.securityConcern',
}

/** 'Submit your incident report': no client validation: the server decides. */
export default function IncidentDialog({ draft, onClose }: DialogProps) {
  const t = useT()
  const user = useUser()
  const create = useChange(incidentChanges.keys.create, onClose)
  const note = useRef<HTMLTextAreaElement>(null)
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
    <DialogForm form={form} title={t('incidents.dialog.title')} onClose={onClose} submit={SUBMIT}>
      <form.AppField name="subject">
        {(field) => (
          // Enter goes on to the note: a report sent cannot be changed.
          <field.TextField text="incidents.field.subject" autoComplete="off" data-autofocus {...enterGoesTo(note)} />
        )}
      </form.AppField>
      <form.AppField name="category">
        {(field) => <field.SelectField text="incidents.field.category" options={INCIDENT_TYPE_LABELS} />}
      </form.AppField>
      <form.AppField name="note">{(field) => <field.TextareaField text="incidents.field.note" rows={4} ref={note} />}</form.AppField>
    </DialogForm>
  )
}
