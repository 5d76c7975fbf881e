import { useQuery } from '@tanstack/react-query'
import { clubVisitorMutations, clubVisitorQueries, type ClubVisitor } from '../../queries/club-visitors'
import { DeleteButton } from '../../ui/delete-button'
import { ListCard, type ListSearch } from '../../ui/list-card'
import { ListRow, ListRows } from '../../ui/list-row'
import { useToastedMutation } from '../../ui/toasted-mutation'

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
  const remove = useToastedMutation(clubVisitorMutations.delete, { success: 'Visitor deleted successfully', failure: 'Failed to delete visitor' })

  return (
    <ListCard title="Visitor Call" query={query} rows={query.data} search={CLUB_VISITOR_SEARCH}>
      {(visitors) => (
        <ListRows label="Visitor calls">
          {visitors.map((visitor) => {
            const name = visitor.visitor_name?.trim() || 'N/A'
            return (
              <ListRow
                key={visitor.name}
                title={name}
                subtitle={accessUntil(visitor.termination_date)}
                actions={<SharePassLink kind="club-visitor" name={visitor.name} holder={name} />}
                right={
                  <DeleteButton
                    iconLabel={`Delete visitor ${name}`}
                    confirmTitle="Delete visitor"
                    confirmText={`Are you sure you want to delete the visitor call for ${name}?`}
                    onConfirm={() => remove(visitor.name)}
                  />
                }
              />
            )
          })}
        </ListRows>
      )}
    </ListCard>
  )
}
