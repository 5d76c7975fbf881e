import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { frappe, paths } from '../frappe/client'
import { pick } from '../frappe/resource'

const guestSchema = z.object({
  name: z.string(),
  guest_name: z.nullish(z.string()),
  visiting_as: z.nullish(z.string()),
  homeowner_address: z.nullish(z.string()),
})
export type Guest = z.infer<typeof guestSchema>

/** GET {product}-fetch-guests?homeowner_address=... -> {"guests": [...]} (frappe-contract.md). */
async function fetchGuests(homeowner: string | undefined, signal?: AbortSignal): Promise<Guest[]> {
  if (!homeowner) return []
  const path = paths.script('fetch-guests')
  const body = await frappe.get(path, { homeowner_address: homeowner }, { signal })
  return pick(body, 'guests', z.array(guestSchema), path)
}

export const guestQueries = {
  all: ['guests'] as const,
  lists: () => [...guestQueries.all, 'list'] as const,
  list: (homeowner: string | undefined) =>
    queryOptions({
      queryKey: [...guestQueries.lists(), homeowner ?? ''] as const,
      queryFn: ({ signal }) => fetchGuests(homeowner, signal),
    }),
}

export interface NewGuest {
  home_address_id: string
  first_name: string
  last_name: string
}

export interface GuestChanges {
  name: string
  homeowner_address: string
  guest_name: string
  visiting_as: string
}

export interface GuestRef {
  name: string
  homeowner_address: string
}

const invalidate = (qc: QueryClient) => qc.invalidateQueries({ queryKey: guestQueries.all })

export const guestMutations = {
  add: (qc: QueryClient) =>
    mutationOptions({
      mutationKey: [...guestQueries.all, 'add'],
      mutationFn: (guest: NewGuest) => frappe.post(paths.script('add-guest'), guest),
      onSettled: () => invalidate(qc),
    }),
  update: (qc: QueryClient) =>
    mutationOptions({
      mutationKey: [...guestQueries.all, 'update'],
      mutationFn: (guest: GuestChanges) => frappe.put(paths.script('update-guest'), guest),
      onSettled: () => invalidate(qc),
    }),
  remove: (qc: QueryClient) =>
    mutationOptions({
      mutationKey: [...guestQueries.all, 'delete'],
      mutationFn: (guest: GuestRef) => frappe.post(paths.script('delete-guest'), guest),
      onSettled: () => invalidate(qc),
    }),
}
