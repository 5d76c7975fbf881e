/** A basic e-mail shape: text, at sign, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * What a name may hold (D30): the letters and combining marks of every script (Muñoz, Zoë, 李),
 * spaces, hyphens and apostrophes (straight and typographic). Digits and other symbols are not.
 */
const NOT_IN_NAME = /[^\p{L}\p{M}\s'’-]/gu

/** A name as it is typed: characters a name may not hold dropped, each run of spaces one space, none in front. */
export const typedName = (value: string) => value.replace(NOT_IN_NAME, '').replace(/\s+/g, ' ').replace(/^ /, '')

/** A whole name (already trimmed): nothing a name may not hold, single spaces, and at least one letter. */
export const isName = (value: string) => typedName(value) === value && !value.endsWith(' ') && /\p{L}/u.test(value)
