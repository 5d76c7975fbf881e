import { z } from 'zod/mini'
import { searchText } from '../ui/list-search-params'

/**
 * Schemas for the routes' search params (`validateSearch` takes them as they are): a text (an id, a
 * token, a return address), as the lists' search texts are read.
 */
export const optionalText = searchText

/** One of the allowed values, else nothing. */
export function optionalOneOf<const T extends readonly [string, ...string[]]>(allowed: T) {
  return z.catch(z.optional(z.enum(allowed)), undefined)
}
