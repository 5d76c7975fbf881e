import { t } from '../../i18n'
import { CLUB_GUEST_LIMIT, clubAccessQueries } from '../../queries/club-access'
import { useQueuedChanges } from '../../queries/queued-changes'

/** Decision D12: why the add action is disabled, e.g. 'Guest limit reached (6 of 6)', in the current language. */
export function guestLimitReason(count: number): string {
  return t('club.guestLimit', { count, limit: CLUB_GUEST_LIMIT })
}

/**
 * How many guests count toward the limit (D12): those of the club's list (`guests`, as the site sent
 * it), with the adds made offline that wait to be sent, less the deletes that wait. The list shows
 * the waiting ones as rows, and all of them go out when the connection returns: counted without them,
 * a resident offline could queue a seventh guest and more. Undefined until the list is in.
 */
export function useClubGuestCount(guests: readonly unknown[] | undefined): number | undefined {
  return useClubGuestCounter()(guests)
}

/** `useClubGuestCount` as a function of the list, for a list fetched after the render (an add that waits for it). */
export function useClubGuestCounter(): (guests: readonly unknown[] | undefined) => number | undefined {
  const waiting = useQueuedChanges(clubAccessQueries.all).filter((change) => !change.failed)
  const count = (action: string) => waiting.filter((change) => change.action === action).length
  return (guests) => (guests ? guests.length + count('add-guest') - count('delete-guest') : undefined)
}
