import { t } from '../../i18n'
import { useMutationState } from '@tanstack/react-query'
import { ADD_MANY_CLUB_GUESTS, CLUB_GUEST_LIMIT, clubAccessChanges, clubAccessQueries } from '../../queries/club-access'
import { useQueuedChanges } from '../../queries/queued-changes'

/** Decision D12: why the add action is disabled, e.g. 'Guest limit reached (6 of 6)', in the current language. */
export function guestLimitReason(count: number): string {
  return t('club.guestLimit', { count, limit: CLUB_GUEST_LIMIT })
}

/**
 * How many guests count toward the limit (D12): those of the club's list (`guests`, as the site sent
 * it at `readAt`), with the adds made offline that wait to be sent, less the deletes that wait, and
 * with the adds the site has taken since that read. The list shows the waiting ones as rows, and all
 * of them go out when the connection returns: counted without them, a resident offline could queue a
 * seventh guest and more. An add the site has just taken is in the list only once it is read again:
 * an Add pressed meanwhile, or made offline after that read failed, must count it too. Undefined
 * until the list is in.
 */
export function useClubGuestCount(guests: readonly unknown[] | undefined, readAt: number): number | undefined {
  return useClubGuestCounter()(guests, readAt)
}

/** `useClubGuestCount` as a function of the list, for a list fetched after the render (an add that waits for it). */
export function useClubGuestCounter(): (guests: readonly unknown[] | undefined, readAt: number) => number | undefined {
  const waiting = useQueuedChanges(clubAccessQueries.all).filter((change) => !change.failed)
  const count = (action: string) => waiting.filter((change) => change.action === action).length
  // When the site answered each add (what `addClubGuest` resolves with): a list read before then
  // does not hold that guest, even one read while the add was on its way.
  const takenOne = useMutationState({
    filters: { mutationKey: clubAccessChanges.keys['add-guest'], status: 'success' },
    select: (m) => m.state.data as number,
  })
  // Those of Add many, too: the dialog may have closed before the list could be read again.
  const takenMany = useMutationState({
    filters: { mutationKey: ADD_MANY_CLUB_GUESTS.mutationKey, status: 'success' },
    select: (m) => m.state.data as number,
  })
  const taken = [...takenOne, ...takenMany]
  return (guests, readAt) =>
    guests ? guests.length + count('add-guest') - count('delete-guest') + taken.filter((at) => at > readAt).length : undefined
}
