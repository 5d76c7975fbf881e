import { z } from 'zod/mini'
import { frappe, malformed, paths } from '../frappe/client'
import { callChange, callDelete, householdQueries, resourceChanges } from './resource'

/** Service types. */
export const SERVICE_TYPES = [
  'Housekeeper',
  'Lawn Care',
  'Pool Care',
  'Caregiver',
  'Pet Sitter',
  'Pest Control',
  'Baby Sitter',
  'Pet Groomer',
] as const

/** Recurring Service Providers card: at most this many entries. */
export const RECURRING_CARD_LIMIT = 5

const serviceSchema = z.object({
  name: z.string(),
  homeowner: z.nullish(z.string()),
  vendor_name: z.nullish(z.string()),
  service_type: z.nullish(z.string()),
})
export type RecurringService = z.infer<typeof serviceSchema>

const listAnswer = z.union([
  z.object({ message: z.object({ recurring_services: z.array(serviceSchema) }) }),
  z.object({ recurring_services: z.array(serviceSchema) }),
])

/** GET get_recurring_services: `{message: {recurring_services}}` or top-level `recurring_services` (accept both). */
async function fetchRecurringServices(homeowner: string, signal: AbortSignal): Promise<RecurringService[]> {
  const path = paths.method('get_recurring_services')
  const parsed = listAnswer.safeParse(await frappe.get(path, { homeowner_address: homeowner }, { signal }))
  if (!parsed.success) throw malformed(path)
  return 'message' in parsed.data ? parsed.data.message.recurring_services : parsed.data.recurring_services
}

export const recurringServiceQueries = householdQueries('recurring-services', fetchRecurringServices)

export interface NewRecurringService {
  homeowner: string
  vendor_name: string
  service_type: string
}

export interface RecurringServiceChanges extends NewRecurringService {
  name: string
}

/**
 * The recurring-service changes and their toasts. An add the server refuses for its values says
 * 'Both fields are required' (the product's text for it); any other failed add names the action, as the
 * other lists' do (a lost connection is not a missing field).
 */
const recurringServiceChangeList = {
  add: callChange<NewRecurringService>('post', paths.method('add_recurring_service'), {
    success: 'services.toast.created',
    failure: 'services.toast.submitFailed',
    invalid: 'services.toast.createFailed',
  }),
  update: callChange<RecurringServiceChanges>('put', paths.method('update_recurring_service'), {
    success: 'services.toast.updated',
    failure: 'services.toast.updateFailed',
  }),
  delete: callDelete<{ name: string; homeowner: string }>(paths.method('delete_recurring_service'), {
    success: 'services.toast.deleted',
    failure: 'services.toast.deleteFailed',
  }),
}

export const recurringServiceChanges = resourceChanges(recurringServiceQueries.all, recurringServiceChangeList)
