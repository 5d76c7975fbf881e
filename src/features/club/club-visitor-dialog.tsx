import { z } from 'zod/mini'
import { useAppForm } from '../../forms/form'
import { NAME_FIELDS, NameFields } from '../../forms/name-fields'
import { startsLikeFormula } from '../../forms/rules'
import { useT } from '../../i18n'
import { clubVisitorChanges, clubVisitorName, type CreateClubVisitorVars } from '../../queries/club-visitors'
import { useUser } from '../../session/store'
import { DialogForm, SUBMIT } from '../../ui/form-dialog'
import { useChange } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'

const notAFormula = z.string().check(z.refine((name) => !startsLikeFormula(name.trim()), 'names.formulaStart'))

/**
 * `?dialog=club-visitor`: same-day gate access for a visitor (expires 24 hours after it is made).
 * The names are only joined and trimmed; neither may start as a spreadsheet formula.
 */
export default function ClubVisitorDialog({ draft, onClose }: DialogProps) {
  const t = useT()
  const clubMember = useUser().club_member ?? ''
  // D8: on failure the dialog stays open with what was typed.
  const create = useChange(clubVisitorChanges.keys.create, onClose)
  const form = useAppForm({
    // A refused change's name comes back whole, in the first field.
    defaultValues: { firstName: (draft as CreateClubVisitorVars | undefined)?.visitorName ?? '', lastName: '' },
    validators: { onChange: z.object({ firstName: notAFormula, lastName: notAFormula }) },
    onSubmit: ({ value }) => create({ clubMember, visitorName: clubVisitorName(value.firstName, value.lastName) }),
  })

  return (
    <DialogForm
      form={form}
      title={t('club.visitorDialog.title')}
      intro={t('club.visitorDialog.intro')}
      onClose={onClose}
      submit={SUBMIT}
    >
      <NameFields form={form} fields={NAME_FIELDS} />
    </DialogForm>
  )
}
