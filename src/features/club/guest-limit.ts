import { CLUB_GUEST_LIMIT } from '../../queries/club-access'

/** Decision D12: why the add action is disabled, e.g. 'Guest limit reached (6 of 6)'. */
export function guestLimitReason(count: number): string {
  return `Guest limit reached (${count} of ${CLUB_GUEST_LIMIT})`
}
