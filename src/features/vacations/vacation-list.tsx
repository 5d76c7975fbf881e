import dayjs from 'dayjs'
import { formatDate, useT } from '../../i18n'
import { isUpcoming, vacationQueries, type NewVacation, type Vacation } from '../../queries/vacations'
import { ListCard, type ListSearch } from '../../ui/list-card'
import { ListRow, ListRows } from '../../ui/list-row'
import { useListWithChanges } from '../../ui/queued-rows'
import { useEveryMinute } from '../../ui/use-every-minute'
import { RowBadge } from '../../ui/row-badge'
import { useChangeRow } from '../dialogs/open-dialog'

/** '5 March – 9 March' (en dash; the current language's order and month names). */
export function vacationRange(v: Pick<Vacation, 'vacation_start_date' | 'vacation_end_date'>): string {
  const fmt = (d: string | null | undefined) => (d ? formatDate(dayjs(d.slice(0, 10)), 'format.dayFullMonth') : '')
  return [fmt(v.vacation_start_date), fmt(v.vacation_end_date)].filter(Boolean).join(' – ')
}

// The field is named where it is shown (in the current language).
const VACATION_SEARCH: Omit<ListSearch<Vacation>, 'label'> = {
  param: 'vacations',
  text: (v) => [v.vacation_note],
}

/** Vacations: note and date range; upcoming ones marked (D9); a click opens Edit Vacation Alert. */
export function VacationList({ homeowner }: { homeowner: string | undefined }) {
  const t = useT()
  const { query, rows } = useListWithChanges(vacationQueries, homeowner, (v: NewVacation) => v)
  const changeRow = useChangeRow('vacation', 'vacation-edit')
  // A vacation that starts today stops being 'Upcoming' at the site's midnight on a page left open.
  useEveryMinute()
  return (
    <ListCard title={t('vacations.list.title')} query={query} rows={rows} search={{ ...VACATION_SEARCH, label: t('vacations.list.search') }}>
      {(rows) => (
        <ListRows>
          {rows.map((v) => (
            <ListRow
              key={v.name}
              {...changeRow(v)}
              title={v.vacation_note?.trim() || t('vacations.list.untitled')}
              titleLines={2}
              subtitle={vacationRange(v)}
              right={
                isUpcoming(v) ? (
                  <RowBadge color="var(--mantine-color-anchor)" variant="outline">
                    {t('vacations.list.upcoming')}
                  </RowBadge>
                ) : null
              }
            />
          ))}
        </ListRows>
      )}
    </ListCard>
  )
}
