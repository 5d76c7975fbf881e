import { Badge } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { isUpcoming, vacationQueries, type NewVacation, type Vacation } from '../../queries/vacations'
import { ListCard, type ListSearch } from '../../ui/list-card'
import { ListRow, ListRows } from '../../ui/list-row'
import { useRowsWithChanges } from '../../ui/queued-rows'
import { useChangeRow } from '../dialogs/open-dialog'

/** '5 March – 9 March' (en dash). */
export function vacationRange(v: Pick<Vacation, 'vacation_start_date' | 'vacation_end_date'>): string {
  const fmt = (d: string | null | undefined) => (d ? dayjs(d.slice(0, 10)).format('D MMMM') : '')
  return [fmt(v.vacation_start_date), fmt(v.vacation_end_date)].filter(Boolean).join(' – ')
}

const VACATION_SEARCH: ListSearch<Vacation> = {
  param: 'vacations',
  label: 'Search vacations',
  text: (v) => [v.vacation_note],
}

/** Vacations: note and date range; upcoming ones marked (D9); a click opens Edit Vacation Alert. */
export function VacationList({ homeowner }: { homeowner: string | undefined }) {
  const query = useQuery(vacationQueries.list(homeowner))
  const rows = useRowsWithChanges(vacationQueries.all, query.data, (v: NewVacation) => v)
  const changeRow = useChangeRow('vacation', 'vacation-edit')
  return (
    <ListCard title="Vacations" query={query} rows={rows} search={VACATION_SEARCH}>
      {(rows) => (
        <ListRows>
          {rows.map((v) => (
            <ListRow
              key={v.name}
              {...changeRow(v)}
              title={v.vacation_note?.trim() || 'Vacation'}
              titleLines={2}
              subtitle={vacationRange(v)}
              right={
                isUpcoming(v) ? (
                  <Badge color="var(--mantine-color-anchor)" variant="outline">
                    Upcoming
                  </Badge>
                ) : null
              }
            />
          ))}
        </ListRows>
      )}
    </ListCard>
  )
}
