import { seedDoc, seriesName, type Doc } from '../records'
import { CLUB, FLAGGED_HOME, HOME, NEIGHBOUR_HOME, OTHER_CLUB } from './accounts'
import type { SeedOptions } from './options'

/** Where the two car Server Scripts read from (method-only resources: the demo's own names). */
export const HOME_CARS = 'Vehicle'
export const CLUB_CARS = 'Club Member Vehicle'

interface HomeCar {
  owner_name: string
  vehicle_model: string
  vehicle_make: string
  license_plate: string
  access_tag_1: string
  vehicle_color: string
}

const homeCars: Record<string, HomeCar[]> = {
  [HOME]: [
    { owner_name: 'Maya Robinson', vehicle_model: 'Model 3', vehicle_make: 'Tesla', license_plate: '7KXR214', access_tag_1: 'AT-10482', vehicle_color: 'White' },
    { owner_name: 'Daniel Robinson', vehicle_model: 'Outback', vehicle_make: 'Subaru', license_plate: '8BTY903', access_tag_1: 'AT-10483', vehicle_color: '#1f4e79' },
    { owner_name: 'Maya Robinson', vehicle_model: 'Mini Cooper', vehicle_make: 'MINI', license_plate: '5LMN660', access_tag_1: '', vehicle_color: 'Red' },
  ],
  [FLAGGED_HOME]: [
    { owner_name: 'Alistair Campbell', vehicle_model: 'Range Rover', vehicle_make: 'Land Rover', license_plate: 'DUN 101', access_tag_1: 'AT-20101', vehicle_color: 'Green' },
    { owner_name: 'Alistair Campbell', vehicle_model: 'F-150', vehicle_make: 'Ford', license_plate: 'DUN 102', access_tag_1: '', vehicle_color: 'Silver' },
  ],
  [NEIGHBOUR_HOME]: [
    { owner_name: 'Priya Shah', vehicle_model: 'Civic', vehicle_make: 'Honda', license_plate: '6PRS118', access_tag_1: 'AT-10490', vehicle_color: 'Blue' },
  ],
}

interface ClubCar {
  member_name: string
  model: string
  make: string
  year: string | null
  license_plate: string
  access_tag: string | null
  vehicle_color: string | null
}

const clubCars: Record<string, ClubCar[]> = {
  [CLUB]: [
    { member_name: 'Sofia Martinez', model: 'Cayenne', make: 'Porsche', year: '2022', license_plate: 'HPY 2041', access_tag: 'CT-5521', vehicle_color: 'Navy' },
    { member_name: 'Lucas Martinez', model: 'Wrangler', make: 'Jeep', year: '2019', license_plate: 'HPY 2042', access_tag: 'CT-5522', vehicle_color: '#b22222' },
    { member_name: 'Sofia Martinez', model: 'Boxster', make: 'Porsche', year: null, license_plate: 'HPY 2043', access_tag: null, vehicle_color: null },
  ],
  [OTHER_CLUB]: [
    { member_name: 'Ethan Clarke', model: 'Model S', make: 'Tesla', year: '2021', license_plate: 'OCL 7001', access_tag: 'CT-7001', vehicle_color: 'Black' },
  ],
}

export function seedCars(_opts: SeedOptions): Record<string, Doc[]> {
  let n = 0
  const name = () => seriesName('VEH', ++n)
  const home = Object.entries(homeCars).flatMap(([homeowner_address, cars]) =>
    cars.map((car) => seedDoc(name(), 'Administrator', { ...car, homeowner_address })),
  )
  const club = Object.entries(clubCars).flatMap(([club_member, cars]) =>
    cars.map((car) => seedDoc(name(), 'Administrator', { ...car, club_member })),
  )
  return { [HOME_CARS]: home, [CLUB_CARS]: club }
}
