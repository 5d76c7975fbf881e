/** The UI's languages: English (always in the app's entry) and Spanish (a file of its own). */
export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

/**
 * Where the device's chosen language is kept: the device's, not the user's, so it stays across
 * reloads and log out (it is not personal data, and the sign-in page should speak it). The boot
 * script (src/boot.ts) reads it to pick the prerendered page's language before the first paint.
 */
export const LANGUAGE_KEY = 'td-language'

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language)

/**
 * What this device asked for: the stored choice, else the first of the browser's languages we speak,
 * else English. (Here, with no imports, as the boot script uses it too.)
 */
export function deviceLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY)
    if (isLanguage(stored)) return stored
  } catch {
    // Storage refused (a privacy mode): the browser's languages still tell.
  }
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]
  for (const tag of preferred) {
    const lang = tag?.toLowerCase().split('-')[0]
    if (isLanguage(lang)) return lang
  }
  return 'en'
}
