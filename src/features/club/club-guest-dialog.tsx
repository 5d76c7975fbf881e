import { Alert } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { useAppForm } from '../../forms/form'
import { NAME_FIELDS, NameFields } from '../../forms/name-fields'
import { t as translate, useT, type MessageId } from '../../i18n'
import { CLUB_GUEST_LIMIT, clubAccessChanges, clubAccessQueries, type AddClubGuestVars } from '../../queries/club-access'
import { useUser } from '../../session/store'
import { DialogForm } from '../../ui/form-dialog'
import { useChange } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'
import { guestLimitReason, useClubGuestCount } from './guest-limit'

/** A message in the language of the moment the value is checked (the schema's result is read as text, not only by the form). */
const inLanguage = (id: MessageId) => ({ error: () => translate(id) })

/** Club Add Guest: both names required, neither with a space. Spaces are stripped as typed; the schema still refuses any that get in. */
export const clubGuestSchema = z.object({
  firstName: z.string().check(z.minLength(1, inLanguage('names.firstNameRequired')), z.regex(/^\S*$/, inLanguage('names.firstNameNoSpaces'))),
  lastName: z.string().check(z.minLength(1, inLanguage('names.lastNameRequired')), z.regex(/^\S*$/, inLanguage('names.lastNameNoSpaces'))),
})

/** `?dialog=club-guest`: add a guest to the club guest list (at most 6, decision D12). */
export default function ClubGuestDialog({ draft, onClose }: DialogProps) {
  const t = useT()
  const clubMember = useUser().club_member ?? ''
  const access = useQuery(clubAccessQueries.detail(clubMember))
  // D8: on failure the dialog stays open with what was typed.
  const addGuest = useChange(clubAccessChanges.keys['add-guest'], onClose)
  const count = useClubGuestCount(access.data?.guests) ?? 0
  const full = count >= CLUB_GUEST_LIMIT

  const form = useAppForm({
    defaultValues: draft
      ? { firstName: (draft as AddClubGuestVars).guest_name, lastName: (draft as AddClubGuestVars).guest_last_name }
      : { firstName: '', lastName: '' },
    validators: { onChange: clubGuestSchema },
    onSubmit: async ({ value }) => {
      if (full) return
      await addGuest({ club_member: clubMember, guest_name: value.firstName.trim(), guest_last_name: value.lastName.trim() })
    },
  })

  return (
    <DialogForm
      form={form}
      title={t('club.guestDialog.title')}
      intro={t('club.guestDialog.intro', { limit: CLUB_GUEST_LIMIT })}
      onClose={onClose}
      submit={{ label: t('club.guestDialog.submit'), busyLabel: t('club.guestDialog.adding') }}
      submitDisabled={full}
    >
      {full ? (
        <Alert color="red" variant="light" title={guestLimitReason(count)}>
          {t('club.guestDialog.full')}
        </Alert>
      ) : null}
      <NameFields form={form} fields={NAME_FIELDS} filter="no-spaces" required />
    </DialogForm>
  )
}
