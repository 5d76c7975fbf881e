import { z } from 'zod/mini'
import { paths } from '../frappe/client'
import { getList } from '../frappe/resource'
import { callChange, callDelete, householdQueries, resourceChanges } from './resource'

const guestSchema = z.object({
  name: z.string(),
  guest_name: z.nullish(z.string()),
  visiting_as: z.nullish(z.string()),
  homeowner_address: z.nullish(z.string()),
})
export type Guest = z.infer<typeof guestSchema>

/** GET {product}-fetch-guests?homeowner_address=... -> {"guests": [...]} (docs/frappe.md). */
export const guestQueries = householdQueries('guests', (homeowner, signal) =>
  getList(paths.script('fetch-guests'), { homeowner_address: homeowner }, 'guests', guestSchema, signal),
)

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

/** The guest changes and their toasts (an update failure falls back to 'Failed to add guest. Please try again.', the product's one text for both). */
const guestChangeList = {
  add: callChange<NewGuest>('post', paths.script('add-guest'), { success: 'guests.toast.added', failure: 'guests.toast.addFailed' }),
  update: callChange<GuestChanges>('put', paths.script('update-guest'), { success: 'guests.toast.updated', failure: 'guests.toast.addFailed' }),
  delete: callDelete<GuestRef>(paths.script('delete-guest'), { success: 'guests.toast.deleted', failure: 'guests.toast.deleteFailed' }),
}

/** POST {product}-add-guest: one guest (the party list adds many with it, apart from the queued changes). */
export const addGuest = guestChangeList.add.mutationFn

export const guestChanges = resourceChanges(guestQueries.all, guestChangeList)
