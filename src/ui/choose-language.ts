import { language as currentLanguage, setLanguage, t, type Language } from '../i18n'
import { saveUserLanguage } from '../queries/user-language'
import { toast } from './toast'

/** Each language named in its own words, whatever the UI speaks now: whoever looks for theirs can read it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' }

/** A language chosen on a public page of this tab, for whoever signs in next here (D31). */
const CHOSEN_SIGNED_OUT_KEY = 'traffic-dash-language-chosen'

/**
 * Switch the UI's language; a catalogue that cannot load (offline, a redeploy) leaves it as it was
 * and says so. Once it applies, a signed-in `user`'s own language on the site follows (D31). Chosen
 * with nobody signed in (the sign-in page), it becomes the User's of whoever signs in next in this
 * tab: `saveLanguageChosenSignedOut`.
 */
export function chooseLanguage(language: Language, user?: string) {
  setLanguage(language).then(
    () => (user ? saveUserLanguage(user, language) : sessionStorage.setItem(CHOSEN_SIGNED_OUT_KEY, language)),
    () => toast.error(t('language.failed')),
  )
}

/** Someone signed in in another tab: what was chosen here is not theirs to save. */
export function forgetLanguageChosenSignedOut() {
  sessionStorage.removeItem(CHOSEN_SIGNED_OUT_KEY)
}

/**
 * Once someone has signed in: the language chosen on a public page of this tab before, if the UI
 * still speaks it, is saved as theirs. Only a choice made here: a language the device remembers
 * from someone else's visit is not.
 */
export function saveLanguageChosenSignedOut(user: string) {
  const chosen = sessionStorage.getItem(CHOSEN_SIGNED_OUT_KEY)
  if (chosen === null) return
  sessionStorage.removeItem(CHOSEN_SIGNED_OUT_KEY)
  if (chosen === currentLanguage()) saveUserLanguage(user, chosen)
}
