import { useAppForm } from '../../forms/form'
import { t as translate, useT } from '../../i18n'
import { vacationChanges, vacationQueries, type Vacation } from '../../queries/vacations'
import { RecordDialog, type RecordFormProps } from '../../ui/dialog-record-state'
import { DialogForm, UPDATE } from '../../ui/form-dialog'
import { toast } from '../../ui/toast'
import { useEditChanges } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'
import { VacationFields, vacationFormOptions, vacationFormValues } from './vacation-fields'

/** 'Edit Vacation Alert': fields prefilled; Remove (asks first) and Update. */
export default function VacationEditDialog(props: DialogProps) {
  const t = useT()
  return <RecordDialog {...props} queries={vacationQueries} title={t('vacations.edit.title')} missingText={t('vacations.edit.missing')} form={VacationEditForm} />
}

function VacationEditForm({ record: vacation, ...dialog }: RecordFormProps<Vacation>) {
  const t = useT()
  const { update, remove } = useEditChanges(vacationChanges.keys, dialog.onClose)
  const form = useAppForm({
    ...vacationFormOptions,
    defaultValues: vacationFormValues(vacation),
    onSubmit: async ({ value }) => {
      const [start, end] = value.range
      if (!start || !end) {
        toast.error(translate('vacations.validation.rangeRequired'))
        return
      }
      await update({ name: vacation.name, vacation_note: value.note, vacation_start_date: start, vacation_end_date: end })
    },
  })

  return (
    <DialogForm
      form={form}
      {...dialog}
      submit={UPDATE}
      remove={{
        label: t('vacations.remove.label'),
        busyLabel: t('vacations.remove.busy'),
        confirmTitle: t('vacations.remove.title'),
        confirmText: t('vacations.remove.question'),
        onConfirm: () => remove(vacation.name),
      }}
    >
      <VacationFields form={form} from={vacation.vacation_start_date?.slice(0, 10)} />
    </DialogForm>
  )
}
