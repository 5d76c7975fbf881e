/**
 * Every dialog the URL can open (decision D18: `?dialog=<name>&id=<record>`). The route's
 * `validateSearch` drops any other name, and the registry must give each of these a dialog. Kept
 * apart from the registry (no imports) so the route config can check a name without the dialogs.
 */
export const DIALOG_NAMES = [
  'visitor',
  'visitor-edit',
  'guest',
  'guest-edit',
  'vacation',
  'vacation-edit',
  'recurring-service',
  'recurring-service-edit',
  'incident',
  'club-guest',
  'club-visitor',
  'guest-bulk',
  'logout',
] as const

export type DialogName = (typeof DIALOG_NAMES)[number]
