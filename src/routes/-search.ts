import { z } from 'zod/mini'

/**
 * Schemas for the routes' search params (`validateSearch` takes them as they are). A value the
 * address cannot hold is dropped (or takes the default) rather than failing: an old or hand-edited
 * link still opens the page. The router reads `?id=42` as the number 42, so a text key takes a
 * number as its text.
 */
export const optionalText = z.catch(
  z.optional(z.union([z.string().check(z.minLength(1)), z.pipe(z.number(), z.transform(String))])),
  undefined,
)

/** One of the allowed values, else nothing. */
export function optionalOneOf<const T extends readonly [string, ...string[]]>(allowed: T) {
  return z.catch(z.optional(z.enum(allowed)), undefined)
}
