import { useQuery } from '@tanstack/react-query'
import { clubAccessQueries, type ClubAllowedGuest } from '../../queries/club-access'
import { ListCard, type ListSearch } from '../../ui/list-card'
import { ListRow, ListRows } from '../../ui/list-row'

const SECONDARY_SEARCH: ListSearch<ClubAllowedGuest> = {
  param: 'secondary',
  label: 'Search secondary members',
  text: (m) => [m.guest_name],
}

/** The club's secondary members (data.allowed_guests): name and phone, read only. */
export function ClubSecondaryMemberList({ clubMember }: { clubMember: string }) {
  const query = useQuery(clubAccessQueries.detail(clubMember))
  return (
    <ListCard title="Secondary Member" query={query} rows={query.data?.allowed_guests} search={SECONDARY_SEARCH}>
      {(members) => (
        <ListRows label="Secondary members">
          {members.map((m, i) => (
            <ListRow key={m.name ?? `${m.guest_name ?? ''}-${i}`} title={m.guest_name?.trim() || 'N/A'} subtitle={m.phone?.trim() || '---'} />
          ))}
        </ListRows>
      )}
    </ListCard>
  )
}
