import type { Wording } from '../../community/variant'
import { useT } from '../../i18n'
import { guestQueries, type NewGuest } from '../../queries/guests'
import type { Guest } from '../../queries/guests'
import { ListCard, type ListSearch } from '../../ui/list-card'
import { ListRow, ListRows } from '../../ui/list-row'
import { useListWithChanges } from '../../ui/queued-rows'
import { useChangeRow } from '../dialogs/open-dialog'
import { AddManyButton } from '../party-list/add-many-button'
import { SharePassLink } from '../passes/share-pass-link'
import { visitingAsLabel } from './visiting-as'

// The field is named where it is shown (in the current language).
const GUEST_SEARCH: Omit<ListSearch<Guest>, 'label'> = {
  param: 'guests',
  text: (g) => [g.guest_name],
}

/** Guest ('Employee' for the flagged community): guest name and visiting_as; a click opens Edit Guest. */
export function GuestList({ homeowner, wording }: { homeowner: string | undefined; wording: Wording }) {
  const { query, rows } = useListWithChanges(guestQueries, homeowner, (g: NewGuest) => ({ guest_name: `${g.first_name} ${g.last_name}` }))
  const changeRow = useChangeRow('guest', 'guest-edit')
  const t = useT()
  return (
    <ListCard
      title={wording.guestListTitle}
      query={query}
      rows={rows}
      search={{ ...GUEST_SEARCH, label: wording.guestSearch }}
      action={wording.addMany ? <AddManyButton disabled={!homeowner} reason={homeowner ? undefined : t('dashboard.notLinked.reason')} /> : null}
    >
      {(rows) => (
        <ListRows>
          {rows.map((g) => (
            <ListRow
              key={g.name}
              {...changeRow(g)}
              title={g.guest_name || g.name}
              subtitle={visitingAsLabel(g.visiting_as)}
              actions={<SharePassLink kind="guest" name={g.name} holder={g.guest_name || g.name} />}
            />
          ))}
        </ListRows>
      )}
    </ListCard>
  )
}
