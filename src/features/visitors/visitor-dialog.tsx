import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useAppForm } from '../../forms/form'
import { visitorMutations } from '../../queries/visitors'
import { useUser } from '../../session/store'
import { DialogForm, closeOnSuccess } from '../../ui/form-dialog'
import type { DialogProps } from '../dialogs/registry'
import { VisitorFields, visitorFormOptions } from './visitor-fields'
import { newVisitorPayload, tomorrowAt3, visitorIntro } from './visitor-rules'

/** 'Visitor call in' (create). */
export default function VisitorDialog({ onClose }: DialogProps) {
  const user = useUser()
  const queryClient = useQueryClient()
  const create = useMutation(visitorMutations.create(queryClient))
  const form = useAppForm({
    ...visitorFormOptions,
    defaultValues: { ...visitorFormOptions.defaultValues, termination: tomorrowAt3() },
    onSubmit: ({ value }) =>
      closeOnSuccess(
        () => create.mutateAsync(newVisitorPayload(value, user.homeowner_address ?? '')),
        { success: 'Visitor call-in submitted successfully', failure: 'Failed to submit visitor call-in' },
        onClose,
      ),
  })

  return (
    <DialogForm form={form} title="Visitor call in" intro={visitorIntro(user)} onClose={onClose} submitLabel="Submit" busyLabel="Submitting...">
      <VisitorFields form={form} mode="create" />
    </DialogForm>
  )
}
