import { useQuery } from '@tanstack/react-query'
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

const CLUB_GUEST_SEARCH: ListSearch<ClubGuest> = {
  param: 'club_guests',
  label: 'Search guests',
  text: (g) => [clubGuestFullName(g)],
}

/** The club's guest list: full name (guest_name + guest_last_name) and a delete action that asks first (D11). */
export function ClubGuestList({ clubMember }: { clubMember: string }) {
  const query = useQuery(clubAccessQueries.detail(clubMember))
  const rows = useRowsWithChanges(clubAccessQueries.all, query.data?.guests, (g: AddClubGuestVars) => g)
  const changeRow = useChangeRow('club-guest')
  const remove = useChange(clubAccessChanges.keys['delete-guest'])

  return (
    <ListCard
      title="Guest List"
      query={query}
      rows={rows}
      search={CLUB_GUEST_SEARCH}
      action={<AddManyButton disabled={!query.data || query.data.guests.length >= CLUB_GUEST_LIMIT} />}
    >
      {(guests) => (
        <ListRows label="Guests">
          {guests.map((guest) => {
            const name = clubGuestFullName(guest) || 'N/A'
            return (
              <ListRow
                key={guest.name}
                {...changeRow(guest)}
                title={name}
                actions={<SharePassLink kind="club-guest" name={guest.name} holder={name} />}
                remove={{
                  iconLabel: `Delete guest ${name}`,
                  confirmTitle: 'Delete guest',
                  confirmText: `Are you sure you want to delete ${name} from your guest list?`,
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
