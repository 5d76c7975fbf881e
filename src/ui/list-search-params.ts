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

const listText = z.catch(z.optional(z.string().check(z.minLength(1))), undefined)

/** The signed-in routes' search-param schema keys: every list's text, when it is a non-empty string. */
export const listSearchFields = Object.fromEntries(LIST_SEARCH_PARAMS.map((key) => [key, listText])) as Record<ListSearchParam, typeof listText>
