import { SegmentedControl } from '@mantine/core'
import { LANGUAGES, useLanguage, useT, type Language } from '../i18n'
import { useSession } from '../session/store'
import { chooseLanguage, LANGUAGE_NAMES } from './choose-language'
import { SettingsCard } from './settings-card'

/** `chooseLanguage` for the signed-in user of this app. */
function useChooseLanguage() {
  const email = useSession().user?.email
  return (language: Language) => chooseLanguage(language, typeof email === 'string' && email ? email : undefined)
}

/** The user menu's entry: the other language, named in its own words. */
export function useOtherLanguage() {
  const current = useLanguage()
  const choose = useChooseLanguage()
  const other: Language = current === 'en' ? 'es' : 'en'
  return { label: LANGUAGE_NAMES[other], lang: other, choose: () => choose(other) }
}

/** Settings: the UI's language, kept on this device. */
export function LanguageCard() {
  const translate = useT()
  const current = useLanguage()
  const choose = useChooseLanguage()
  return (
    <SettingsCard id="language-title" title={translate('language.title')}>
      <SegmentedControl
        aria-labelledby="language-title"
        value={current}
        onChange={(value) => choose(value as Language)}
        data={LANGUAGES.map((language) => ({ value: language, label: <span lang={language}>{LANGUAGE_NAMES[language]}</span> }))}
        fullWidth
        size="md"
        // Each language a 44 px touch target on a tablet.
        styles={{ label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
      />
    </SettingsCard>
  )
}
