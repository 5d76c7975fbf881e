import { z } from 'zod/mini'

// Apart from the search field (./list-search): the signed-in routes validate these at start-up.

/**
 * The URL search key of each list's search text (`/dashboard?visitors=ann`), so Back and a reload
 * keep what the user typed. One key per list: the dashboards show several lists at once.
 */
export const LIST_SEARCH_PARAMS = [
  'visitors',
  'recent',
  'guests',
  'vacations',
  'services',
  'club_guests',
  'club_visitors',
  'secondary',
  'people',
  'cars',
] as const
export type ListSearchParam = (typeof LIST_SEARCH_PARAMS)[number]
export type ListSearchValues = Partial<Record<ListSearchParam, string>>

/**
 * A search param's text. A value the address cannot hold is dropped rather than failing: an old or
 * hand-edited link still opens the page. The router reads `?cars=1234` as the number 1234, so a
 * number is taken as its text.
 */
export const searchText = z.catch(
  z.optional(z.union([z.string().check(z.minLength(1)), z.pipe(z.number(), z.transform(String))])),
  undefined,
)

/** The signed-in routes' search-param schema keys: every list's text. */
export const listSearchFields = Object.fromEntries(LIST_SEARCH_PARAMS.map((key) => [key, searchText])) as Record<ListSearchParam, typeof searchText>
