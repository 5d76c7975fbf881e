import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { paths } from '../frappe/client'
import { getDoc } from '../frappe/resource'
import { callDelete, callSite, LISTS_REFRESH_MS, resourceChanges, type Change } from './resource'

/** The most guests a club member may have (decision D12). */
export const CLUB_GUEST_LIMIT = 6

const CLUB_ACCESS = 'Club Access'

const clubGuest = z.object({
  name: z.string(),
  guest_name: z.nullish(z.string()),
  guest_last_name: z.nullish(z.string()),
})

const allowedGuest = z.object({
  name: z.optional(z.string()),
  guest_name: z.nullish(z.string()),
  phone: z.nullish(z.string()),
})

/** GET /api/resource/Club Access/{club_member}: data.guests and data.allowed_guests (empty tables may be left out). */
const clubAccess = z.object({
  name: z.string(),
  guests: z.pipe(
    z.nullish(z.array(clubGuest)),
    z.transform((v) => v ?? []),
  ),
  allowed_guests: z.pipe(
    z.nullish(z.array(allowedGuest)),
    z.transform((v) => v ?? []),
  ),
})

export type ClubGuest = z.infer<typeof clubGuest>
export type ClubAllowedGuest = z.infer<typeof allowedGuest>

/** A club guest's full name: guest_name + ' ' + guest_last_name. */
export function clubGuestFullName(guest: ClubGuest): string {
  return [guest.guest_name, guest.guest_last_name]
    .filter((s) => s && s.trim())
    .join(' ')
    .trim()
}

export interface AddClubGuestVars {
  club_member: string
  guest_name: string
  guest_last_name: string
}

export interface DeleteClubGuestVars {
  club_member: string
  guest_id: string
}

export const clubAccessQueries = {
  all: ['club-access'] as const,
  detail: (clubMember: string) =>
    queryOptions({
      queryKey: [...clubAccessQueries.all, clubMember] as const,
      queryFn: ({ signal }) => getDoc(CLUB_ACCESS, clubMember, clubAccess, signal),
      enabled: clubMember !== '',
      // A failed load shows its error and a Retry button; it is not re-asked on every mount.
      retryOnMount: false,
      refetchInterval: LISTS_REFRESH_MS,
    }),
}

/**
 * POST {product}-addguest-clubmembers: one guest (the party list adds many with it, apart from the
 * queued changes). Resolves with when the site answered (`Date.now()`): the guest limit counts the
 * guest until the club's list has been read after that (src/features/club/guest-limit.ts).
 */
export const addClubGuest = (vars: AddClubGuestVars) => callSite('post', paths.script('addguest-clubmembers'), vars).then(() => Date.now())

/**
 * The party list's adds of club guests: a key of their own (none of the one-guest change's defaults:
 * no toast or queue each), which the guest limit counts like the one-guest adds, kept a day as they are.
 */
export const ADD_MANY_CLUB_GUESTS = { mutationKey: ['club-access-add-many'], gcTime: 24 * 60 * 60_000 } as const

const clubAccessChangeList = {
  'add-guest': {
    mutationFn: addClubGuest,
    toasts: { success: 'club.toast.guestAdded', failure: 'club.toast.guestAddFailed' },
    // Kept a day, not TanStack's 5 minutes: the limit counts an add the site has made until the list
    // shows it (src/features/club/guest-limit.ts), however long the list fails to be read again.
    gcTime: 24 * 60 * 60_000,
  } satisfies Change<AddClubGuestVars>,
  'delete-guest': callDelete<DeleteClubGuestVars>(paths.script('deleteguest-clubmember'), {
    success: 'club.toast.guestDeleted',
    failure: 'club.toast.guestDeleteFailed',
  }),
}

export const clubAccessChanges = resourceChanges(clubAccessQueries.all, clubAccessChangeList)
