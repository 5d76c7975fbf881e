import { Alert } from '@mantine/core'
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { useAppForm } from '../../forms/form'
import { NAME_FIELDS, NameFields } from '../../forms/name-fields'
import { t as translate, useT, type MessageId } from '../../i18n'
import { CLUB_GUEST_LIMIT, clubAccessChanges, clubAccessQueries, type AddClubGuestVars } from '../../queries/club-access'
import { useUser } from '../../session/store'
import { DialogForm } from '../../ui/form-dialog'
import { startsLikeFormula } from '../../forms/rules'
import { useChange } from '../../ui/use-change'
import type { DialogProps } from '../dialogs/dialog-props'
import { guestLimitReason, useClubGuestCounter } from './guest-limit'
import { GuestListNotLoaded } from './guest-list-not-loaded'

/** A message in the language of the moment the value is checked (the schema's result is read as text, not only by the form). */
const inLanguage = (id: MessageId) => ({ error: () => translate(id) })

const notAFormula = z.refine<string>((name) => !startsLikeFormula(name), inLanguage('names.formulaStart'))

/**
 * Club Add Guest: both names required, neither with a space, nor starting as a spreadsheet formula.
 * Spaces are stripped as typed; the schema still refuses any that get in.
 */
export const clubGuestSchema = z.object({
  firstName: z.string().check(z.minLength(1, inLanguage('names.firstNameRequired')), z.regex(/^\S*$/, inLanguage('names.firstNameNoSpaces')), notAFormula),
  lastName: z.string().check(z.minLength(1, inLanguage('names.lastNameRequired')), z.regex(/^\S*$/, inLanguage('names.lastNameNoSpaces')), notAFormula),
})

/** `?dialog=club-guest`: add a guest to the club guest list (at most 6, decision D12). */
export default function ClubGuestDialog({ draft, onClose }: DialogProps) {
  const t = useT()
  const clubMember = useUser().club_member ?? ''
  const access = useQuery(clubAccessQueries.detail(clubMember))
  // D8: on failure the dialog stays open with what was typed.
  const addGuest = useChange(clubAccessChanges.keys['add-guest'], onClose)
  const queryClient = useQueryClient()
  const countOf = useClubGuestCounter()
  const count = countOf(access.data?.guests, access.dataUpdatedAt)
  const full = count !== undefined && count >= CLUB_GUEST_LIMIT

  const form = useAppForm({
    defaultValues: draft
      ? { firstName: (draft as AddClubGuestVars).guest_name, lastName: (draft as AddClubGuestVars).guest_last_name }
      : { firstName: '', lastName: '' },
    validators: { onChange: clubGuestSchema },
    onSubmit: async ({ value }) => {
      // D12: the portal keeps the limit (the site may not). An Add pressed before the guest list is
      // in waits for it (busy); a list that cannot be had (failed, or offline) says so, and nothing
      // is sent.
      const fetched = () => queryClient.fetchQuery(clubAccessQueries.detail(clubMember)).catch(() => undefined)
      const guests = access.data?.guests ?? (onlineManager.isOnline() ? (await fetched())?.guests : undefined)
      const now = countOf(guests, queryClient.getQueryState(clubAccessQueries.detail(clubMember).queryKey)?.dataUpdatedAt ?? 0)
      if (now === undefined || now >= CLUB_GUEST_LIMIT) return
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
      {count === undefined ? <GuestListNotLoaded list={access} /> : null}
      <NameFields form={form} fields={NAME_FIELDS} filter="no-spaces" required />
    </DialogForm>
  )
}
