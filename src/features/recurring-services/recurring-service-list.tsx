import { useQuery } from '@tanstack/react-query'
import { recurringServiceQueries, type RecurringService } from '../../queries/recurring-services'
import { ListCard, type ListSearch } from '../../ui/list-card'
import { ListRow, ListRows } from '../../ui/list-row'
import { useOpenDialog } from '../dialogs/open-dialog'
import { SharePassLink } from '../passes/share-pass-link'

const SERVICE_SEARCH: ListSearch<RecurringService> = {
  param: 'services',
  label: 'Search recurring services',
  text: (s) => [s.vendor_name, s.service_type],
}

/** Recurring Services: vendor name and service type; a click opens Edit Recurring Service. */
export function RecurringServiceList({ homeowner }: { homeowner: string | undefined }) {
  const query = useQuery(recurringServiceQueries.list(homeowner))
  const openDialog = useOpenDialog()
  return (
    <ListCard title="Recurring Services" query={query} rows={query.data} search={SERVICE_SEARCH}>
      {(rows) => (
        <ListRows>
          {rows.map((s) => (
            <ListRow
              key={s.name}
              title={s.vendor_name || s.name}
              subtitle={s.service_type}
              onClick={() => openDialog('recurring-service-edit', s.name)}
              actions={<SharePassLink kind="service" name={s.name} holder={s.vendor_name || s.name} />}
            />
          ))}
        </ListRows>
      )}
    </ListCard>
  )
}
