import { useQuery } from '@tanstack/react-query'
import { wordingFor } from '../../community/variant'
import { useAppForm } from '../../forms/form'
import { vacationChanges, vacationQueries, type Vacation } from '../../queries/vacations'
import { useUser } from '../../session/store'
import { RecordDialog, type RecordFormProps } from '../../ui/dialog-record-state'
import { DialogForm, UPDATE } from '../../ui/form-dialog'
import { toast } from '../../ui/toast'
import { useChange } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'
import { VacationFields, vacationFormOptions, vacationFormValues } from './vacation-fields'

const TITLE = 'Edit Vacation Alert'

/** 'Edit Vacation Alert': fields prefilled; Remove (asks first) and Update. */
export default function VacationEditDialog({ id, draft, onClose }: DialogProps) {
  const user = useUser()
  const list = useQuery({ ...vacationQueries.list(user.homeowner_address), enabled: wordingFor(user).vacations })
  if (!wordingFor(user).vacations) return null
  const missingText = 'This vacation alert is no longer on your list.'
  return <RecordDialog query={list} id={id} draft={draft} title={TITLE} onClose={onClose} missingText={missingText} form={VacationEditForm} />
}

function VacationEditForm({ record: vacation, onClose }: RecordFormProps<Vacation>) {
  const update = useChange(vacationChanges.keys.update, onClose)
  const remove = useChange(vacationChanges.keys.delete, onClose)
  const form = useAppForm({
    ...vacationFormOptions,
    defaultValues: vacationFormValues(vacation),
    onSubmit: async ({ value }) => {
      const [start, end] = value.range
      if (!start || !end) {
        toast.error('Please select a date range')
        return
      }
      await update({ name: vacation.name, vacation_note: value.note, vacation_start_date: start, vacation_end_date: end })
    },
  })

  return (
    <DialogForm
      form={form}
      title={TITLE}
      onClose={onClose}
      submit={UPDATE}
      remove={{
        label: 'Remove',
        busyLabel: 'Removing...',
        confirmTitle: 'Remove vacation alert',
        confirmText: 'Are you sure you want to remove this vacation alert?',
        onConfirm: () => remove(vacation.name),
      }}
    >
      <VacationFields form={form} />
    </DialogForm>
  )
}
