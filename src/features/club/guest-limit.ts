import { t } from '../../i18n'
import { CLUB_GUEST_LIMIT } from '../../queries/club-access'

/** Decision D12: why the add action is disabled, e.g. 'Guest limit reached (6 of 6)', in the current language. */
export function guestLimitReason(count: number): string {
  return t('club.guestLimit', { count, limit: CLUB_GUEST_LIMIT })
}
