import { setLanguage, t, type Language } from '../i18n'
import { saveUserLanguage } from '../queries/user-language'
import { toast } from './toast'

/** Each language named in its own words, whatever the UI speaks now: whoever looks for theirs can read it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' }

/**
 * Switch the UI's language; a catalogue that cannot load (offline, a redeploy) leaves it as it was
 * and says so. Once it applies, a signed-in `user`'s own language on the site follows (D31).
 */
export function chooseLanguage(language: Language, user?: string) {
  setLanguage(language).then(
    () => user && saveUserLanguage(user, language),
    () => toast.error(t('language.failed')),
  )
}
