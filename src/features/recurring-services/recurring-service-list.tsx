import { useQuery } from '@tanstack/react-query'
import { recurringServiceQueries } from '../../queries/recurring-services'
import { ListCard } from '../../ui/list-card'
import { ListError } from '../../ui/list-error'
import { ListRow, ListRows } from '../../ui/list-row'
import { useOpenDialog } from '../dialogs/open-dialog'

/** Recurring Services: vendor name and service type; a click opens Edit Recurring Service. */
export function RecurringServiceList({ homeowner }: { homeowner: string | undefined }) {
  const query = useQuery(recurringServiceQueries.list(homeowner))
  const openDialog = useOpenDialog()
  const rows = query.data ?? []
  return (
    <ListCard title="Recurring Services" query={query} empty={!query.isError && rows.length === 0}>
      {query.isError ? (
        <ListError onRetry={() => void query.refetch()} busy={query.isFetching} />
      ) : (
        <ListRows>
          {rows.map((s) => (
            <ListRow
              key={s.name}
              title={s.vendor_name || s.name}
              subtitle={s.service_type}
              onClick={() => openDialog('recurring-service-edit', s.name)}
            />
          ))}
        </ListRows>
      )}
    </ListCard>
  )
}
