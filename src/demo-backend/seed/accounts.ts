import type { DemoUser } from '../records'

/** The households and clubs of the seed. */
export const HOME = 'HA-0001' // resident@ and family@
export const FLAGGED_HOME = 'HA-0002' // duntreath@ (is_101_duntreath = 1)
export const NEIGHBOUR_HOME = 'HA-0003' // neighbour@: another household, for scoping
export const CLUB = 'CM-0001' // club@ and clubfamily@
export const OTHER_CLUB = 'CM-0002'

export const DEMO_PASSWORD = 'Demo@1234'

function user(
  email: string,
  key: string,
  profile: {
    first_name: string
    last_name: string
    roles: string[]
    is_101_duntreath: number
    [field: string]: unknown
  },
): DemoUser {
  return {
    email,
    password: DEMO_PASSWORD,
    api_key: `demo-key-${key}`,
    api_secret: `demo-secret-${key}-7f3a9c`,
    profile: { ...profile, email, name: email, full_name: `${profile.first_name} ${profile.last_name}` },
  }
}

export function seedUsers(): DemoUser[] {
  return [
    user('resident@demo.test', 'resident', {
      first_name: 'Maya',
      last_name: 'Robinson',
      roles: ['Primary Member'],
      homeowner_address: HOME,
      address: '14 Willow Creek Lane, Oakridge Estates',
      homeaddress: '14 Willow Creek Lane, Oakridge Estates',
      phone: '+1 555 201 3344',
      is_101_duntreath: 0,
      user_image: null,
    }),
    user('family@demo.test', 'family', {
      first_name: 'Daniel',
      last_name: 'Robinson',
      roles: ['Secondary Member'],
      homeowner_address: HOME,
      address: '14 Willow Creek Lane, Oakridge Estates',
      homeaddress: '14 Willow Creek Lane, Oakridge Estates',
      phone: '+1 555 201 7788',
      is_101_duntreath: 0,
      user_image: null,
    }),
    user('duntreath@demo.test', 'duntreath', {
      first_name: 'Alistair',
      last_name: 'Campbell',
      roles: ['Primary Member'],
      homeowner_address: FLAGGED_HOME,
      address: '101 Duntreath Drive',
      homeaddress: '101 Duntreath Drive',
      phone: '+1 555 410 1010',
      is_101_duntreath: 1,
      user_image: null,
    }),
    user('neighbour@demo.test', 'neighbour', {
      first_name: 'Priya',
      last_name: 'Shah',
      roles: ['Primary Member'],
      homeowner_address: NEIGHBOUR_HOME,
      address: '16 Willow Creek Lane, Oakridge Estates',
      homeaddress: '16 Willow Creek Lane, Oakridge Estates',
      phone: '+1 555 201 9090',
      is_101_duntreath: 0,
      user_image: null,
    }),
    user('club@demo.test', 'club', {
      first_name: 'Sofia',
      last_name: 'Martinez',
      roles: ['Club Primary Member'],
      club_member: CLUB,
      club_member_id: 'CLB-2041',
      phone: '+1 555 330 2041',
      address: 'Harbor Point Yacht Club',
      is_101_duntreath: 0,
      user_image: null,
    }),
    user('clubfamily@demo.test', 'clubfamily', {
      first_name: 'Lucas',
      last_name: 'Martinez',
      roles: ['Club Secondary Member'],
      club_member: CLUB,
      club_member_id: 'CLB-2041',
      phone: '+1 555 330 2042',
      address: 'Harbor Point Yacht Club',
      is_101_duntreath: 0,
      user_image: null,
    }),
  ]
}
