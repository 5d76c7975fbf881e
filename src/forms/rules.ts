/** A basic e-mail shape: text, at sign, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * What a name may hold (D30): the letters and combining marks of every script (Muñoz, Zoë, 李),
 * spaces, hyphens and apostrophes (straight and typographic), and the two joiners some scripts
 * spell with (the zero-width non-joiner of Persian 'علی‌زاده', the joiner of Sinhala 'ශ්‍රී').
 * Digits and other symbols are not.
 */
const NOT_IN_NAME = /(?!\u200C|\u200D)[^\p{L}\p{M}\s'’-]/gu

/**
 * A value starting with = + - or @ is a formula in Excel and LibreOffice (CSV injection): such a
 * name would become a live formula wherever a list is opened as a spreadsheet (Add many's
 * failed-rows download, the site's own exports).
 */
export const startsLikeFormula = (value: string) => /^[=+\-@]/.test(value)

/**
 * Characters nobody sees, which a name pasted from a message or a document may bring: controls,
 * zero-width spaces, direction marks and isolates, the soft hyphen, the byte-order mark (all but the
 * two joiners). Kept in a name, they make it another name for the site, which a guard searching for
 * it does not find.
 */
export const withoutInvisible = (value: string) => value.replace(/(?!\u200C|\u200D)[\p{Cc}\p{Cf}]/gu, '')

/**
 * A joiner that follows no letter (at the start, after a space): what is left of an emoji the
 * filter dropped ('Ana 👩‍💻'). One after a letter stays: the next letter typed may be the one it joins.
 */
const STRAY_JOINER = /(?<![\p{L}\p{M}])(?:\u200C|\u200D)/gu

/** A name as it is typed: characters a name may not hold dropped, each run of spaces one space, none in front. */
export const typedName = (value: string) =>
  value.replace(NOT_IN_NAME, '').replace(STRAY_JOINER, '').replace(/\s+/g, ' ').replace(/^ /, '')

/** A whole name (already trimmed): nothing a name may not hold, single spaces, and at least one letter. */
export const isName = (value: string) => typedName(value) === value && !value.endsWith(' ') && /\p{L}/u.test(value)
