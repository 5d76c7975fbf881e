import { useQuery } from '@tanstack/react-query'
import { recurringServiceQueries, type NewRecurringService, type RecurringService } from '../../queries/recurring-services'
import { ListCard, type ListSearch } from '../../ui/list-card'
import { ListRow, ListRows } from '../../ui/list-row'
import { useRowsWithChanges } from '../../ui/queued-rows'
import { useChangeRow } from '../dialogs/open-dialog'
import { SharePassLink } from '../passes/share-pass-link'

const SERVICE_SEARCH: ListSearch<RecurringService> = {
  param: 'services',
  label: 'Search recurring services',
  text: (s) => [s.vendor_name, s.service_type],
}

/** Recurring Services: vendor name and service type; a click opens Edit Recurring Service. */
export function RecurringServiceList({ homeowner }: { homeowner: string | undefined }) {
  const query = useQuery(recurringServiceQueries.list(homeowner))
  const rows = useRowsWithChanges(recurringServiceQueries.all, query.data, (s: NewRecurringService) => s)
  const changeRow = useChangeRow('recurring-service', 'recurring-service-edit')
  return (
    <ListCard title="Recurring Services" query={query} rows={rows} search={SERVICE_SEARCH}>
      {(rows) => (
        <ListRows>
          {rows.map((s) => (
            <ListRow
              key={s.name}
              {...changeRow(s)}
              title={s.vendor_name || s.name}
              subtitle={s.service_type}
              actions={<SharePassLink kind="service" name={s.name} holder={s.vendor_name || s.name} />}
            />
          ))}
        </ListRows>
      )}
    </ListCard>
  )
}
