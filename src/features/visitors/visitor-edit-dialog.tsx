import { useAppForm } from '../../forms/form'
import { useT } from '../../i18n'
import { visitorChanges, visitorQueries, type Visitor } from '../../queries/visitors'
import { useUser } from '../../session/store'
import { RecordDialog, type RecordFormProps } from '../../ui/dialog-record-state'
import { DialogForm, UPDATE } from '../../ui/form-dialog'
import { useEditChanges } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'
import { VisitorFields, visitorFormOptions } from './visitor-fields'
import { visitorChangesPayload, visitorFormValues, visitorIntro } from './visitor-rules'
import { SharePassButton } from '../passes/share-pass-link'

/** 'Edit Visitor': Delete (asks first, D11) and Update. */
export default function VisitorEditDialog(props: DialogProps) {
  const t = useT()
  return <RecordDialog {...props} queries={visitorQueries} title={t('visitors.edit.title')} missingText={t('visitors.edit.missing')} form={VisitorEditForm} />
}

function VisitorEditForm({ record: visitor, ...dialog }: RecordFormProps<Visitor>) {
  const t = useT()
  const user = useUser()
  const { update, remove } = useEditChanges(visitorChanges.keys, dialog.onClose)
  const form = useAppForm({
    ...visitorFormOptions,
    defaultValues: visitorFormValues(visitor),
    onSubmit: ({ value }) => update(visitorChangesPayload(value, visitor)),
  })

  return (
    <DialogForm
      form={form}
      {...dialog}
      intro={t(visitorIntro(user))}
      submit={UPDATE}
      remove={{
        confirmTitle: t('visitors.delete.title'),
        confirmText: visitor.visitor_name
          ? t('visitors.delete.question', { name: visitor.visitor_name })
          : t('visitors.delete.questionUnnamed'),
        onConfirm: () => remove(visitor.name),
      }}
    >
      <SharePassButton kind="visitor" name={visitor.name} />
      <VisitorFields form={form} mode="edit" />
    </DialogForm>
  )
}
