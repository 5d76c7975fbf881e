import { useT } from '../../i18n'
import { clubVisitorChanges, clubVisitorQueries, clubVisitorTermination, type ClubVisitor, type CreateClubVisitorVars } from '../../queries/club-visitors'
import { ListCard, type ListSearch } from '../../ui/list-card'
import { ListRow, ListRows } from '../../ui/list-row'
import { useListWithChanges } from '../../ui/queued-rows'
import { useEveryMinute } from '../../ui/use-every-minute'
import { useChange } from '../../ui/use-change'

import { useChangeRow } from '../dialogs/open-dialog'
import { accessUntil } from '../visitors/visitor-rules'
import { SharePassLink } from '../passes/share-pass-link'

// The field is named where it is shown (in the current language).
const CLUB_VISITOR_SEARCH: Omit<ListSearch<ClubVisitor>, 'label'> = {
  param: 'club_visitors',
  text: (v) => [v.visitor_name],
}

/** Today's club visitor call-ins: visitor name, and delete after a confirmation (D11). */
export function ClubVisitorList({ clubMember }: { clubMember: string }) {
  const t = useT()
  // A call waiting to be sent shows the end it would get if sent now (24 hours from then).
  const { query, rows } = useListWithChanges(clubVisitorQueries, clubMember, (v: CreateClubVisitorVars) => ({
    visitor_name: v.visitorName,
    termination_date: clubVisitorTermination(),
  }))
  const changeRow = useChangeRow('club-visitor')
  const remove = useChange(clubVisitorChanges.keys.delete)
  // A visitor's end passing shows as 'Ended' while the page stays open.
  useEveryMinute()

  return (
    <ListCard title={t('club.visitors.title')} query={query} rows={rows} search={{ ...CLUB_VISITOR_SEARCH, label: t('club.visitors.search') }}>
      {(visitors) => (
        <ListRows label={t('club.visitors.label')}>
          {visitors.map((visitor) => {
            const name = visitor.visitor_name?.trim() || t('club.notAvailable')
            return (
              <ListRow
                key={visitor.name}
                {...changeRow(visitor)}
                title={name}
                subtitle={accessUntil(visitor.termination_date)}
                actions={<SharePassLink kind="club-visitor" name={visitor.name} holder={name} />}
                remove={{
                  iconLabel: t('club.visitors.deleteFor', { name }),
                  confirmTitle: t('visitors.delete.title'),
                  confirmText: t('club.visitors.deleteQuestion', { name }),
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
