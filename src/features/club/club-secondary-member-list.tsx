import { useQuery } from '@tanstack/react-query'
import { useT } from '../../i18n'
import { clubAccessQueries, type ClubAllowedGuest } from '../../queries/club-access'
import { ListCard, type ListSearch } from '../../ui/list-card'
import { ListRow, ListRows } from '../../ui/list-row'

// The field is named where it is shown (in the current language).
const SECONDARY_SEARCH: Omit<ListSearch<ClubAllowedGuest>, 'label'> = {
  param: 'secondary',
  text: (m) => [m.guest_name],
}

/** The club's secondary members (data.allowed_guests): name and phone, read only. */
export function ClubSecondaryMemberList({ clubMember }: { clubMember: string }) {
  const t = useT()
  const query = useQuery(clubAccessQueries.detail(clubMember))
  return (
    <ListCard
      title={t('club.secondary.title')}
      query={query}
      rows={query.data?.allowed_guests}
      search={{ ...SECONDARY_SEARCH, label: t('club.secondary.search') }}
    >
      {(members) => (
        <ListRows label={t('club.secondary.label')}>
          {members.map((m, i) => (
            <ListRow key={m.name ?? `${m.guest_name ?? ''}-${i}`} title={m.guest_name?.trim() || t('club.notAvailable')} subtitle={m.phone?.trim() || '---'} />
          ))}
        </ListRows>
      )}
    </ListCard>
  )
}
