import { useQuery } from '@tanstack/react-query'
import { useT } from '../../i18n'
import {
  CLUB_GUEST_LIMIT,
  clubAccessChanges,
  clubAccessQueries,
  clubGuestFullName,
  type AddClubGuestVars,
  type ClubGuest,
} from '../../queries/club-access'
import { ListCard, type ListSearch } from '../../ui/list-card'
import { ListRow, ListRows } from '../../ui/list-row'
import { useRowsWithChanges } from '../../ui/queued-rows'
import { useChange } from '../../ui/use-change'
import { useChangeRow } from '../dialogs/open-dialog'
import { AddManyButton } from '../party-list/add-many-button'
import { SharePassLink } from '../passes/share-pass-link'
import { guestLimitReason, useClubGuestCount } from './guest-limit'

// The field is named where it is shown (in the current language).
const CLUB_GUEST_SEARCH: Omit<ListSearch<ClubGuest>, 'label'> = {
  param: 'club_guests',
  text: (g) => [clubGuestFullName(g)],
}

/** The club's guest list: full name (guest_name + guest_last_name) and a delete action that asks first (D11). */
export function ClubGuestList({ clubMember }: { clubMember: string }) {
  const t = useT()
  const query = useQuery(clubAccessQueries.detail(clubMember))
  const rows = useRowsWithChanges(clubAccessQueries.all, query.data?.guests, (g: AddClubGuestVars) => g)
  const count = useClubGuestCount(query.data?.guests, query.dataUpdatedAt)
  const changeRow = useChangeRow('club-guest')
  const remove = useChange(clubAccessChanges.keys['delete-guest'])

  return (
    <ListCard
      title={t('club.guests.title')}
      query={query}
      rows={rows}
      search={{ ...CLUB_GUEST_SEARCH, label: t('club.guests.search') }}
      action={
        <AddManyButton
          disabled={!clubMember || count === undefined || count >= CLUB_GUEST_LIMIT}
          reason={!clubMember ? t('dashboard.notLinked.reason') : count !== undefined && count >= CLUB_GUEST_LIMIT ? guestLimitReason(count) : undefined}
        />
      }
    >
      {(guests) => (
        <ListRows label={t('club.guests.label')}>
          {guests.map((guest) => {
            const name = clubGuestFullName(guest) || t('club.notAvailable')
            return (
              <ListRow
                key={guest.name}
                {...changeRow(guest)}
                title={name}
                actions={<SharePassLink kind="club-guest" name={guest.name} holder={name} />}
                remove={{
                  iconLabel: t('club.guests.deleteFor', { name }),
                  confirmTitle: t('club.guests.deleteTitle'),
                  confirmText: t('club.guests.deleteQuestion', { name }),
                  onConfirm: () => remove({ club_member: clubMember, guest_id: guest.name }),
                }}
              />
            )
          })}
        </ListRows>
      )}
    </ListCard>
  )
}
