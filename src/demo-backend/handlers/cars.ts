import type { HttpHandler } from 'msw'
import { table, type Doc } from '../db'
import { endpoint, json, requireOwnClub, requireOwnHome } from '../http'
import { p } from '../paths'
import { CLUB_CARS, HOME_CARS } from '../seed/cars'

const STANDARD = new Set(['owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx'])

/** What a Server Script returns: the car's own fields, not Frappe's bookkeeping. */
function strip(doc: Doc): Record<string, unknown> {
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !STANDARD.has(k)))
}

export const carHandlers: HttpHandler[] = [
  // aviepros-get-cars?homeowner_address=... -> {"data": [...]} (a Server Script: top-level key).
  endpoint('get', p.script('get-cars'), ({ url, user }) => {
    const home = requireOwnHome(user, url.searchParams.get('homeowner_address'))
    return json({ data: table(HOME_CARS).filter((d) => d.homeowner_address === home).map(strip) })
  }),

  // aviepros-get-clubmeber-cars?club_member=... -> {"vehicles": [...]} (the misspelling is the real name).
  endpoint('get', p.script('get-clubmeber-cars'), ({ url, user }) => {
    const club = requireOwnClub(user, url.searchParams.get('club_member'))
    return json({ vehicles: table(CLUB_CARS).filter((d) => d.club_member === club).map(strip) })
  }),
]
