import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { paths } from '../frappe/client'
import { getList } from '../frappe/resource'

/** A car field as the Server Scripts send it: text, a number (year) or nothing. */
const field = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined ? undefined : String(v).trim() || undefined)),
)

const homeCar = z.object({
  name: field,
  owner_name: field,
  vehicle_model: field,
  vehicle_make: field,
  license_plate: field,
  access_tag_1: field,
  vehicle_color: field,
})
export type HomeCar = z.infer<typeof homeCar>

const clubCar = z.object({
  name: field,
  member_name: field,
  model: field,
  make: field,
  year: field,
  license_plate: field,
  access_tag: field,
  vehicle_color: field,
})
export type ClubCar = z.infer<typeof clubCar>

/** GET aviepros-get-cars?homeowner_address=... -> {"data": [...]} */
export function fetchHomeCars(homeownerAddress: string, signal?: AbortSignal): Promise<HomeCar[]> {
  return getList(paths.script('get-cars'), { homeowner_address: homeownerAddress }, 'data', homeCar, signal)
}

/** GET aviepros-get-clubmeber-cars?club_member=... -> {"vehicles": [...]} (the misspelling is the real name). */
export function fetchClubCars(clubMember: string, signal?: AbortSignal): Promise<ClubCar[]> {
  return getList(paths.script('get-clubmeber-cars'), { club_member: clubMember }, 'vehicles', clubCar, signal)
}

export const carQueries = {
  all: ['cars'] as const,
  home: (homeownerAddress: string) =>
    queryOptions({
      queryKey: [...carQueries.all, 'home', homeownerAddress] as const,
      queryFn: ({ signal }) => fetchHomeCars(homeownerAddress, signal),
      // The route loader already tried (with retries): a failed load shows Retry, not a second round.
      retryOnMount: false,
    }),
  club: (clubMember: string) =>
    queryOptions({
      queryKey: [...carQueries.all, 'club', clubMember] as const,
      queryFn: ({ signal }) => fetchClubCars(clubMember, signal),
      retryOnMount: false,
    }),
}
