import { useQuery } from '@tanstack/react-query'
import { clubVisitorChanges, clubVisitorQueries, type ClubVisitor, type CreateClubVisitorVars } from '../../queries/club-visitors'
import { DeleteButton } from '../../ui/delete-button'
import { ListCard, type ListSearch } from '../../ui/list-card'
import { ListRow, ListRows } from '../../ui/list-row'
import { isNewRow, useRowsWithChanges } from '../../ui/queued-rows'
import { useChange } from '../../ui/use-change'

import { useReopenChange } from '../dialogs/open-dialog'
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
  const reopen = useReopenChange('club-visitor')
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
                title={name}
                subtitle={accessUntil(visitor.termination_date)}
                change={visitor.change}
                isNew={isNewRow(visitor)}
                onReopen={reopen(visitor.change)}
                actions={<SharePassLink kind="club-visitor" name={visitor.name} holder={name} />}
                right={
                  visitor.change ? null : (
                    <DeleteButton
                      iconLabel={`Delete visitor ${name}`}
                      confirmTitle="Delete visitor"
                      confirmText={`Are you sure you want to delete the visitor call for ${name}?`}
                      onConfirm={() => remove(visitor.name)}
                    />
                  )
                }
              />
            )
          })}
        </ListRows>
      )}
    </ListCard>
  )
}
