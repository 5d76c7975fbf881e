import { useQuery } from '@tanstack/react-query'
import { useAppForm } from '../../forms/form'
import { visitorChanges, visitorQueries, type Visitor } from '../../queries/visitors'
import { useUser } from '../../session/store'
import { RecordDialog, type RecordFormProps } from '../../ui/dialog-record-state'
import { DialogForm, UPDATE } from '../../ui/form-dialog'
import { useChange } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'
import { VisitorFields, visitorFormOptions } from './visitor-fields'
import { visitorChangesPayload, visitorFormValues, visitorIntro } from './visitor-rules'
import { SharePassButton } from '../passes/share-pass-link'

const TITLE = 'Edit Visitor'

/** 'Edit Visitor': Delete (asks first, D11) and Update. */
export default function VisitorEditDialog({ id, draft, onClose }: DialogProps) {
  const list = useQuery(visitorQueries.list(useUser().homeowner_address))
  return (
    <RecordDialog
      query={list}
      id={id}
      draft={draft}
      title={TITLE}
      onClose={onClose}
      missingText="This visitor is no longer on your list."
      form={VisitorEditForm}
    />
  )
}

function VisitorEditForm({ record: visitor, onClose }: RecordFormProps<Visitor>) {
  const user = useUser()
  const update = useChange(visitorChanges.keys.update, onClose)
  const remove = useChange(visitorChanges.keys.delete, onClose)
  const form = useAppForm({
    ...visitorFormOptions,
    defaultValues: visitorFormValues(visitor),
    onSubmit: ({ value }) => update(visitorChangesPayload(value, visitor)),
  })

  return (
    <DialogForm
      form={form}
      title={TITLE}
      intro={visitorIntro(user)}
      onClose={onClose}
      submit={UPDATE}
      remove={{
        confirmTitle: 'Delete visitor',
        confirmText: `Are you sure you want to delete ${visitor.visitor_name || 'this visitor'}?`,
        onConfirm: () => remove(visitor.name),
      }}
    >
      <SharePassButton kind="visitor" name={visitor.name} />
      <VisitorFields form={form} mode="edit" />
    </DialogForm>
  )
}
