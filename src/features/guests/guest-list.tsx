import { useQuery } from '@tanstack/react-query'
import { guestQueries, type NewGuest } from '../../queries/guests'
import type { Guest } from '../../queries/guests'
import { ListCard, type ListSearch } from '../../ui/list-card'
import { ListRow, ListRows } from '../../ui/list-row'
import { useRowsWithChanges } from '../../ui/queued-rows'
import { useChangeRow } from '../dialogs/open-dialog'
import { AddManyButton } from '../party-list/add-many-button'
import { SharePassLink } from '../passes/share-pass-link'

const GUEST_SEARCH: ListSearch<Guest> = {
  param: 'guests',
  label: 'Search guests',
  text: (g) => [g.guest_name],
}

/** Guest ('Employee' for the flagged community): guest name and visiting_as; a click opens Edit Guest. */
export function GuestList({ homeowner, title }: { homeowner: string | undefined; title: string }) {
  const query = useQuery(guestQueries.list(homeowner))
  const rows = useRowsWithChanges(guestQueries.all, query.data, (g: NewGuest) => ({ guest_name: `${g.first_name} ${g.last_name}` }))
  const changeRow = useChangeRow('guest', 'guest-edit')
  return (
    <ListCard title={title} query={query} rows={rows} search={GUEST_SEARCH} action={<AddManyButton />}>
      {(rows) => (
        <ListRows>
          {rows.map((g) => (
            <ListRow
              key={g.name}
              {...changeRow(g)}
              title={g.guest_name || g.name}
              subtitle={g.visiting_as}
              actions={<SharePassLink kind="guest" name={g.name} holder={g.guest_name || g.name} />}
            />
          ))}
        </ListRows>
      )}
    </ListCard>
  )
}
