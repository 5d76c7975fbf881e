// The user, apart from the session store: the sign-in's answer is read with it in the module the
// page's boot script loads before the app (src/features/auth/held-sign-in.ts), which must not bring
// React or the store with it.

/** The signed-in user as the screens read it (`readableUser`). Unknown extra fields are kept. */
export interface User {
  name?: string
  email?: string
  full_name?: string
  first_name?: string
  last_name?: string
  phone?: string
  contact_number?: string
  address?: string
  homeaddress?: string
  user_image?: string | null
  homeowner_address?: string
  club_member?: string
  club_member_id?: string
  roles?: string[]
  is_101_duntreath?: number | string | boolean
  [key: string]: unknown
}

const TEXT_FIELDS = ['name', 'email', 'full_name', 'first_name', 'last_name', 'phone', 'contact_number', 'address', 'homeaddress', 'user_image', 'homeowner_address', 'club_member', 'club_member_id'] as const

/**
 * The user as the screens read it, from the sign-in's answer, the profile's or storage: a text field
 * the site sent as a number becomes text, one it sent as anything else (null, an object) is left
 * out, and `roles` keeps its names only. Without this, one odd field would take down every screen
 * that shows the user's name. Other fields stay as they are.
 */
export function readableUser(raw: Record<string, unknown>): User {
  const user: User = { ...raw }
  for (const key of TEXT_FIELDS) {
    const value = raw[key]
    if (typeof value === 'number') user[key] = String(value)
    else if (typeof value !== 'string') delete user[key]
  }
  // The first role decides the dashboard: one that is not a name leaves the default, not the next.
  if (raw.roles !== undefined) user.roles = Array.isArray(raw.roles) && typeof raw.roles[0] === 'string' ? raw.roles.filter((role): role is string => typeof role === 'string') : []
  return user
}
