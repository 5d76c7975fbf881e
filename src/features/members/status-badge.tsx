import { Badge } from '@mantine/core'
import { useT, type MessageId } from '../../i18n'
import { valueLabel } from '../../i18n/value-label'
import { ACCESS_STATUS } from '../../queries/members'

/** A green one step darker than Mantine's green.9 (4.4:1): white on it is 5.3:1. */
const INVITED_GREEN = '#2b7a3b'

/**
 * The statuses as the UI names them. The values are the server's (compared and stored as they
 * are); only what is shown is translated, and a status not here is shown as it came. 'Unknown' is
 * the managers screen's own word for a member without a status.
 */
const STATUS_LABELS: Record<string, MessageId> = {
  [ACCESS_STATUS.notInvited]: 'members.status.notInvited',
  [ACCESS_STATUS.invited]: 'members.status.invited',
  [ACCESS_STATUS.revoked]: 'members.status.revoked',
  Unknown: 'members.status.unknown',
}

/**
 * The access status as a badge: Invited green, Revoked red, every other status grey.
 * Filled dark shades keep white text above 4.5:1 in both colour schemes.
 */
export function StatusBadge({ status }: { status: string }) {
  // Renders again when the language changes.
  useT()
  const color = status === ACCESS_STATUS.invited ? INVITED_GREEN : status === ACCESS_STATUS.revoked ? 'red.9' : 'gray.7'
  return (
    <Badge color={color} variant="filled" radius="sm" size="lg" tt="none" fw={600}>
      {valueLabel(STATUS_LABELS, status)}
    </Badge>
  )
}
