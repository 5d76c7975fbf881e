import { useAppForm } from '../../forms/form'
import { visitorMutations } from '../../queries/visitors'
import { useUser } from '../../session/store'
import { DialogForm, SUBMIT } from '../../ui/form-dialog'
import { useToastedMutation } from '../../ui/toasted-mutation'
import type { DialogProps } from '../dialogs/registry'
import { VISITOR_TOASTS, VisitorFields, visitorFormOptions } from './visitor-fields'
import { newVisitorPayload, tomorrowAt3, visitorIntro } from './visitor-rules'

/** 'Visitor call in' (create). */
export default function VisitorDialog({ onClose }: DialogProps) {
  const user = useUser()
  const create = useToastedMutation(visitorMutations.create, VISITOR_TOASTS.created, onClose)
  const form = useAppForm({
    ...visitorFormOptions,
    defaultValues: { ...visitorFormOptions.defaultValues, termination: tomorrowAt3() },
    onSubmit: ({ value }) => create(newVisitorPayload(value, user.homeowner_address ?? '')),
  })

  return (
    <DialogForm form={form} title="Visitor call in" intro={visitorIntro(user)} onClose={onClose} submit={SUBMIT}>
      <VisitorFields form={form} mode="create" />
    </DialogForm>
  )
}
