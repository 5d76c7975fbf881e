import { useT } from '../../i18n'
import { recurringServiceQueries, type NewRecurringService, type RecurringService } from '../../queries/recurring-services'
import { ListCard, type ListSearch } from '../../ui/list-card'
import { ListRow, ListRows } from '../../ui/list-row'
import { useListWithChanges } from '../../ui/queued-rows'
import { useChangeRow } from '../dialogs/open-dialog'
import { SharePassLink } from '../passes/share-pass-link'
import { serviceTypeLabel } from './service-types'

// The field is named where it is shown (in the current language). A type is found by the words its
// row shows, and by its stored English name.
const SERVICE_SEARCH: Omit<ListSearch<RecurringService>, 'label'> = {
  param: 'services',
  text: (s) => [s.vendor_name, s.service_type, serviceTypeLabel(s.service_type)],
}

/** Recurring Services: vendor name and service type; a click opens Edit Recurring Service. */
export function RecurringServiceList({ homeowner }: { homeowner: string | undefined }) {
  const t = useT()
  const { query, rows } = useListWithChanges(recurringServiceQueries, homeowner, (s: NewRecurringService) => s)
  const changeRow = useChangeRow('recurring-service', 'recurring-service-edit')
  return (
    <ListCard title={t('services.list.title')} query={query} rows={rows} search={{ ...SERVICE_SEARCH, label: t('services.list.search') }}>
      {(rows) => (
        <ListRows>
          {rows.map((s) => (
            <ListRow
              key={s.name}
              {...changeRow(s)}
              title={s.vendor_name || s.name}
              subtitle={serviceTypeLabel(s.service_type)}
              actions={<SharePassLink kind="service" name={s.name} holder={s.vendor_name || s.name} />}
            />
          ))}
        </ListRows>
      )}
    </ListCard>
  )
}
