import { authHandlers } from './handlers/auth'
import { carHandlers } from './handlers/cars'
import { clubHandlers } from './handlers/club'
import { guestHandlers } from './handlers/guests'
import { memberHandlers } from './handlers/members'
import { notificationHandlers } from './handlers/notifications'
import { profileHandlers } from './handlers/profile'
import { recurringServiceHandlers } from './handlers/recurring-services'
import { resourceHandlers } from './handlers/resource'

/** One handler list for the browser demo, unit tests and e2e tests. */
export const handlers = [
  ...authHandlers,
  ...guestHandlers,
  ...recurringServiceHandlers,
  ...memberHandlers,
  ...clubHandlers,
  ...carHandlers,
  ...profileHandlers,
  ...notificationHandlers,
  ...resourceHandlers,
]
