import { Badge } from '@mantine/core'
import { ACCESS_STATUS } from '../../queries/members'

/** A green one step darker than Mantine's green.9 (4.4:1): white on it is 5.3:1. */
const INVITED_GREEN = '#2b7a3b'

/**
 * The access status as a badge: Invited green, Revoked red, every other status grey (spec
 * section 4). Filled dark shades keep white text above 4.5:1 in both colour schemes.
 */
export function StatusBadge({ status }: { status: string }) {
  const color = status === ACCESS_STATUS.invited ? INVITED_GREEN : status === ACCESS_STATUS.revoked ? 'red.9' : 'gray.7'
  return (
    <Badge color={color} variant="filled" radius="sm" size="lg" tt="none" fw={600}>
      {status}
    </Badge>
  )
}
