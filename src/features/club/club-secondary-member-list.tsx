import { useQuery } from '@tanstack/react-query'
import { clubAccessQueries } from '../../queries/club-access'
import { ListCard } from '../../ui/list-card'
import { ListError } from '../../ui/list-error'
import { ListRow, ListRows } from '../../ui/list-row'

/** The club's secondary members (data.allowed_guests): name and phone, read only. */
export function ClubSecondaryMemberList({ clubMember }: { clubMember: string }) {
  const query = useQuery(clubAccessQueries.detail(clubMember))
  const members = query.data?.allowed_guests ?? []
  const failed = query.isError && !query.data
  return (
    <ListCard title="Secondary Member" query={query} empty={!failed && members.length === 0}>
      {failed ? (
        <ListError onRetry={() => void query.refetch()} busy={query.isFetching} />
      ) : (
        <ListRows label="Secondary members">
          {members.map((m, i) => (
            <ListRow key={m.name ?? `${m.guest_name ?? ''}-${i}`} title={m.guest_name?.trim() || 'N/A'} subtitle={m.phone?.trim() || '---'} />
          ))}
        </ListRows>
      )}
    </ListCard>
  )
}
