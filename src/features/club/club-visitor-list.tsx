import { useQuery } from '@tanstack/react-query'
import { clubVisitorChanges, clubVisitorQueries, type ClubVisitor, type CreateClubVisitorVars } from '../../queries/club-visitors'
import { ListCard, type ListSearch } from '../../ui/list-card'
import { ListRow, ListRows } from '../../ui/list-row'
import { useRowsWithChanges } from '../../ui/queued-rows'
import { useChange } from '../../ui/use-change'

import { useChangeRow } from '../dialogs/open-dialog'
import { accessUntil } from '../visitors/visitor-rules'
import { SharePassLink } from '../passes/share-pass-link'

const CLUB_VISITOR_SEARCH: ListSearch<ClubVisitor> = {
  param: 'club_visitors',
  label: 'Search visitor calls',
  text: (v) => [v.visitor_name],
}

/** Today's club visitor call-ins: visitor name, and delete after a confirmation (D11). */
export function ClubVisitorList({ clubMember }: { clubMember: string }) {
  const query = useQuery(clubVisitorQueries.list(clubMember))
  const rows = useRowsWithChanges(clubVisitorQueries.all, query.data, (v: CreateClubVisitorVars) => ({ visitor_name: v.visitorName }))
  const changeRow = useChangeRow('club-visitor')
  const remove = useChange(clubVisitorChanges.keys.delete)

  return (
    <ListCard title="Visitor Call" query={query} rows={rows} search={CLUB_VISITOR_SEARCH}>
      {(visitors) => (
        <ListRows label="Visitor calls">
          {visitors.map((visitor) => {
            const name = visitor.visitor_name?.trim() || 'N/A'
            return (
              <ListRow
                key={visitor.name}
                {...changeRow(visitor)}
                title={name}
                subtitle={accessUntil(visitor.termination_date)}
                actions={<SharePassLink kind="club-visitor" name={visitor.name} holder={name} />}
                remove={{
                  iconLabel: `Delete visitor ${name}`,
                  confirmTitle: 'Delete visitor',
                  confirmText: `Are you sure you want to delete the visitor call for ${name}?`,
                  onConfirm: () => remove(visitor.name),
                }}
              />
            )
          })}
        </ListRows>
      )}
    </ListCard>
  )
}
