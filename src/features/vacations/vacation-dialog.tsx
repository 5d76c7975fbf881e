import { useAppForm } from '../../forms/form'
import { useT } from '../../i18n'
import { vacationChanges, type NewVacation } from '../../queries/vacations'
import { useUser } from '../../session/store'
import { DialogForm, SUBMIT } from '../../ui/form-dialog'
import { useChange } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'
import { VacationFields, vacationFormOptions, vacationFormValues } from './vacation-fields'

/** 'Plan Your Vacation'. Create does no client date check: the server decides. */
export default function VacationDialog({ draft, onClose }: DialogProps) {
  const t = useT()
  const user = useUser()
  const create = useChange(vacationChanges.keys.create, onClose)
  const form = useAppForm({
    ...vacationFormOptions,
    defaultValues: draft ? vacationFormValues(draft as NewVacation) : vacationFormOptions.defaultValues,
    onSubmit: ({ value }) =>
      create({
        homeowner: user.homeowner_address ?? '',
        vacation_start_date: value.range[0] ?? '',
        vacation_end_date: value.range[1] ?? '',
        submitted_by: user.email ?? '',
        vacation_note: value.note,
      }),
  })

  return (
    <DialogForm form={form} title={t('vacations.dialog.title')} intro={t('vacations.intro')} onClose={onClose} submit={SUBMIT}>
      <VacationFields form={form} />
    </DialogForm>
  )
}
