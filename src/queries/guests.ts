import type { QueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { frappe, paths } from '../frappe/client'
import { getList } from '../frappe/resource'
import { householdQueries, invalidatingMutation } from './resource'

const guestSchema = z.object({
  name: z.string(),
  guest_name: z.nullish(z.string()),
  visiting_as: z.nullish(z.string()),
  homeowner_address: z.nullish(z.string()),
})
export type Guest = z.infer<typeof guestSchema>

/** GET {product}-fetch-guests?homeowner_address=... -> {"guests": [...]} (frappe-contract.md). */
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

export const guestMutations = {
  add: (qc: QueryClient) => invalidatingMutation(qc, guestQueries.all, 'add', (guest: NewGuest) => frappe.post(paths.script('add-guest'), guest)),
  update: (qc: QueryClient) =>
    invalidatingMutation(qc, guestQueries.all, 'update', (guest: GuestChanges) => frappe.put(paths.script('update-guest'), guest)),
  remove: (qc: QueryClient) =>
    invalidatingMutation(qc, guestQueries.all, 'delete', (guest: GuestRef) => frappe.post(paths.script('delete-guest'), guest)),
}
