import { useQuery } from '@tanstack/react-query'
import { guestQueries } from '../../queries/guests'
import { ListCard } from '../../ui/list-card'
import { ListError } from '../../ui/list-error'
import { ListRow, ListRows } from '../../ui/list-row'
import { useOpenDialog } from '../dialogs/open-dialog'

/** Guest ('Employee' for the flagged community): guest name and visiting_as; a click opens Edit Guest. */
export function GuestList({ homeowner, title }: { homeowner: string | undefined; title: string }) {
  const query = useQuery(guestQueries.list(homeowner))
  const openDialog = useOpenDialog()
  const rows = query.data ?? []
  return (
    <ListCard title={title} query={query} empty={!query.isError && rows.length === 0}>
      {query.isError ? (
        <ListError onRetry={() => void query.refetch()} busy={query.isFetching} />
      ) : (
        <ListRows>
          {rows.map((g) => (
            <ListRow
              key={g.name}
              title={g.guest_name || g.name}
              subtitle={g.visiting_as}
              onClick={() => openDialog('guest-edit', g.name)}
            />
          ))}
        </ListRows>
      )}
    </ListCard>
  )
}
