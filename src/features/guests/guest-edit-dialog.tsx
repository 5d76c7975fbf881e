import { useAppForm } from '../../forms/form'
import { useT } from '../../i18n'
import { guestChanges, guestQueries, type Guest } from '../../queries/guests'
import { useUser } from '../../session/store'
import { RecordDialog, type RecordFormProps } from '../../ui/dialog-record-state'
import { DialogForm, UPDATE } from '../../ui/form-dialog'
import { useEditChanges } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'
import { GuestFields, guestFormOptions, guestKind } from './guest-fields'
import { SharePassButton } from '../passes/share-pass-link'

/**
 * The edit form splits guest_name on a space: the first word is the first name, the rest the last
 * name (a last name may have spaces, D30: 'Ana García López' keeps 'García López' when saved again).
 */
export function splitGuestName(guestName: string | null | undefined): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = (guestName ?? '').trim().split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}

/** 'Edit Guest' ('Edit Employee' for the flagged community): no required checks; Delete asks first. */
export default function GuestEditDialog(props: DialogProps) {
  const t = useT()
  const user = useUser()
  const kind = guestKind(user)
  return <RecordDialog {...props} queries={guestQueries} title={t('guests.edit.title', { kind })} missingText={t('guests.edit.missing', { kind })} form={GuestEditForm} />
}

function GuestEditForm({ record: guest, ...dialog }: RecordFormProps<Guest>) {
  const t = useT()
  const user = useUser()
  const kind = guestKind(user)
  const home = user.homeowner_address ?? ''
  const { update, remove } = useEditChanges(guestChanges.keys, dialog.onClose)
  const form = useAppForm({
    ...guestFormOptions,
    defaultValues: { ...splitGuestName(guest.guest_name), visitingAs: guest.visiting_as ?? '' },
    onSubmit: ({ value }) =>
      update({
        name: guest.name,
        homeowner_address: home,
        guest_name: `${value.firstName.trim()} ${value.lastName.trim()}`.trim(),
        visiting_as: value.visitingAs,
      }),
  })

  return (
    <DialogForm
      form={form}
      {...dialog}
      submit={UPDATE}
      remove={{
        confirmTitle: t('guests.delete.title', { kind }),
        confirmText: guest.guest_name ? t('guests.delete.question', { name: guest.guest_name }) : t('guests.delete.questionUnnamed', { kind }),
        onConfirm: () => remove({ name: guest.name, homeowner_address: home }),
      }}
    >
      <SharePassButton kind="guest" name={guest.name} />
      <GuestFields form={form} required={false} />
    </DialogForm>
  )
}
