import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl'
import dayjs, { type Dayjs } from 'dayjs'
import { useSyncExternalStore } from 'react'
import { importOnceMore } from '../import-again'
import { isLanguage, LANGUAGE_KEY, type Language } from './languages'
import en from './messages/en.json'

/**
 * The UI's languages (./languages.ts). English is the product's own words, never changed (D29), and always in the entry;
 * Spanish is a chunk of its own, loaded only for those who choose it (with dayjs's `es` locale).
 * Messages are ICU MessageFormat (FormatJS): plurals and values live in the catalogue, not in code.
 */
export { deviceLanguage, LANGUAGES, LANGUAGE_KEY, type Language } from './languages'
/** A message of the catalogues (src/i18n/messages/*.json; the two hold the same ids, tests/i18n.test.ts). */
export type MessageId = keyof typeof en
export type MessageValues = Record<string, string | number | Date>
// (In a build each message is already parsed: build/precompiled-messages.ts; FormatJS takes either.)
type Catalogue = Record<MessageId, string>

/** Whether a text is a message id (validation gives ids; a server's text is shown as it came). */
export const isMessageId = (text: string): text is MessageId => Object.hasOwn(en, text)

const cache = createIntlCache()

interface Current {
  language: Language
  intl: IntlShape<string>
  t: Translate
}
export type Translate = (id: MessageId, values?: MessageValues) => string

function make(language: Language, messages: Catalogue): Current {
  const intl = createIntl<string>(
    {
      locale: language,
      defaultLocale: 'en',
      messages,
      // A message the catalogue lacks cannot ship (tests/i18n.test.ts); a formatting error is shown
      // as the message's id rather than thrown into a render.
      onError: () => undefined,
    },
    cache,
  )
  return { language, intl, t: (id, values) => intl.formatMessage({ id }, values) }
}

// Module state because the language is one per page: the document's (`<html lang>`, dayjs's
// global locale), which every app and component of the page speaks; a catalogue is loaded once.
const loaded = new Map<Language, Catalogue>([['en', en]])
let current = make('en', en)
const listeners = new Set<() => void>()
let choices = 0

// The only other language today; its catalogue and dayjs's month and weekday names come together
// (each may be asked for again after a failed download: src/import-again.ts).
const importSpanish = importOnceMore(() => import('./messages/es.json'))
const importSpanishDates = importOnceMore(() => import('dayjs/locale/es'))

async function load(language: Language): Promise<Catalogue> {
  const known = loaded.get(language)
  if (known) return known
  const [messages] = await Promise.all([importSpanish(), importSpanishDates()])
  const catalogue = messages.default as Catalogue
  loaded.set(language, catalogue)
  return catalogue
}

function apply(language: Language, catalogue: Catalogue) {
  dayjs.locale(language)
  const changed = current.language !== language
  if (changed) current = make(language, catalogue)
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language
    // The page's description (index.html's, the same on every prerendered page) in the language the page speaks.
    document.querySelector('meta[name="description"]')?.setAttribute('content', current.t('meta.description'))
  }
  if (changed) for (const listener of listeners) listener()
}

/**
 * Speak `language` from now on: its catalogue loaded first (a chunk that may fail to load: the
 * promise rejects and the UI stays in the language it had), then every `useT()` renders anew.
 * `remember: false` applies it without storing it as the device's choice (the start-up's own pick).
 */
export async function setLanguage(language: Language, { remember = true } = {}): Promise<void> {
  // The last choice wins: a catalogue that arrives after another language was chosen is not applied.
  const choice = ++choices
  // A catalogue already loaded applies at once, in the same task as the click that chose it.
  let catalogue: Catalogue
  try {
    catalogue = loaded.get(language) ?? (await load(language))
  } catch (error) {
    // The page says the language it speaks (the start-up's boot script may have said the chosen
    // one already): a screen reader's voice, and the language the server answers in (decision
    // D31), follow it.
    if (choice === choices && typeof document !== 'undefined') document.documentElement.lang = current.language
    throw error
  }
  if (choice !== choices) return
  apply(language, catalogue)
  if (!remember) return
  try {
    localStorage.setItem(LANGUAGE_KEY, language)
  } catch {
    // Not kept on this device; it still applies to this visit.
  }
}

/**
 * The language is the device's choice (kept in localStorage): one made in another tab of the portal
 * applies here too, without being stored again. A catalogue that cannot load leaves this tab as it
 * is. Returns what stops following.
 */
export function followOtherTabsLanguage(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage || event.key !== LANGUAGE_KEY || !isLanguage(event.newValue)) return
    setLanguage(event.newValue, { remember: false }).catch(() => undefined)
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

/** The language the UI speaks now. */
export const language = (): Language => current.language

/**
 * A message in the current language, for code outside React's render (toasts, files, validation
 * that runs on submit). Components use `useT()`, which renders again when the language changes.
 */
export const t: Translate = (id, values) => current.t(id, values)

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The current language's `t` in a component; the component renders again when the language changes. */
export function useT(): Translate {
  return useSyncExternalStore(subscribe, () => current.t, () => current.t)
}

/** A day of the week: 0 Sunday ... 6 Saturday (dayjs's and Mantine's numbering). */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6

/** Regions whose week starts on Sunday, and on Saturday (CLDR); every other region's starts on Monday. */
const SUNDAY_REGIONS = new Set(
  'AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(' '),
)
const SATURDAY_REGIONS = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '))

type WeekInfo = { firstDay?: number }
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo }

/**
 * The first day of the week of a language tag's region: Intl's week info where the browser has it
 * (`getWeekInfo()`, or the older `weekInfo`; its days run 1 Monday ... 7 Sunday), else the region
 * (the tag's, or the one its language most likely means: 'es' is Spain, 'en' the United States) in
 * the table above. es-MX and en-US start on Sunday, es-ES on Monday.
 */
export function weekStartOf(tag: string): DayOfWeek {
  try {
    const locale = new Intl.Locale(tag) as LocaleWithWeekInfo
    const first = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay
    if (first && first >= 1 && first <= 7) return (first % 7) as DayOfWeek
    const region = locale.maximize().region ?? ''
    return SUNDAY_REGIONS.has(region) ? 0 : SATURDAY_REGIONS.has(region) ? 6 : 1
  } catch {
    return 1
  }
}

/** The first day of the week where the resident is: the browser's region's, whatever language the UI speaks. */
export function firstDayOfWeek(): DayOfWeek {
  return weekStartOf(typeof navigator === 'undefined' ? 'en-US' : navigator.language || 'en-US')
}

/** A clock time ('HH:mm') as a message's values: the text, and its hour (Spanish says 'la 1:30' but 'las 2:30'). */
export const clockTime = (time: string) => ({ time, hour: Number(time.slice(0, 2)) })

/** The current language in a component. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, () => current.language, () => current.language)
}

/**
 * A date in the current language: `format` is a message holding a dayjs format (the catalogue gives
 * each language its own order of day, month and time: '12 Mar, 14:00' / '12 mar, 14:00').
 */
export function formatDate(date: Dayjs, format: MessageId): string {
  return date.locale(current.language).format(t(format))
}

/** A date as a heading: `formatDate`, starting with a capital letter (Spanish month and day names are lower case). */
export function formatHeading(date: Dayjs, format: MessageId): string {
  const text = formatDate(date, format)
  return text.charAt(0).toLocaleUpperCase(current.language) + text.slice(1)
}
