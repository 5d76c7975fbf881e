/** The UI's languages: English (always in the app's entry) and Spanish (a file of its own). */
export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

/**
 * Where the device's chosen language is kept: the device's, not the user's, so it stays across
 * reloads and log out (it is not personal data, and the sign-in page should speak it). The boot
 * script (src/boot.ts) reads it to pick the prerendered page's language before the first paint.
 */
export const LANGUAGE_KEY = 'td-language'
