/**
 * Dates and the week by region: the week starts where the browser's region starts it (es-MX and
 * en-US on Sunday, es-ES on Monday), whatever language the UI speaks; headings start with a capital
 * letter in Spanish; Spanish says 'la 1:30' but 'las 2:30'.
 */
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { demoControl } from '../src/demo-backend/node'
import { clockTime, setLanguage, t, weekStartOf } from '../src/i18n'
import { passValidUntil } from '../src/features/passes/pass-kinds'
import { shortEnd } from '../src/features/visitors/visitor-rules'
import { findDialog, SLOW } from './home-helpers'
import { DEMO, renderApp } from './render-app'

// Tuesday 24 November 2026 at the site; 1 November 2026 is a Sunday.
const NOW = new Date('2026-11-24T15:00:00Z')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  demoControl.reset()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const browserIn = (tag: string) => vi.spyOn(navigator, 'language', 'get').mockReturnValue(tag)

describe('the first day of the week', () => {
  it("is the region's, from Intl's week info", () => {
    expect(weekStartOf('es-MX')).toBe(0)
    expect(weekStartOf('en-US')).toBe(0)
    expect(weekStartOf('es-ES')).toBe(1)
    expect(weekStartOf('en-GB')).toBe(1)
    expect(weekStartOf('es-CO')).toBe(0)
  })

  it('comes from a small table where the browser has no week info, a bare language taking its likely region', () => {
    const proto = Intl.Locale.prototype as unknown as Record<string, unknown>
    const saved = ['getWeekInfo', 'weekInfo'].map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const)
    for (const [name] of saved) delete proto[name]
    try {
      expect(new Intl.Locale('es-MX') as unknown as Record<string, unknown>).not.toHaveProperty('weekInfo')
      expect(weekStartOf('es-MX')).toBe(0)
      expect(weekStartOf('es-PE')).toBe(0)
      expect(weekStartOf('en-US')).toBe(0)
      expect(weekStartOf('es-ES')).toBe(1)
      expect(weekStartOf('es')).toBe(1)
      expect(weekStartOf('en')).toBe(0)
      expect(weekStartOf('ar-EG')).toBe(6)
    } finally {
      for (const [name, descriptor] of saved) if (descriptor) Object.defineProperty(proto, name, descriptor)
    }
  })

  it.each([
    ['es-MX', 'es', 'domingo 1 de noviembre'],
    ['es-ES', 'es', 'lunes 26 de octubre'],
    ['en-US', 'en', 'Sunday 1 November'],
    // The region decides, not the language of the UI.
    ['en-US', 'es', 'domingo 1 de noviembre'],
  ])('a browser in %s, the UI in %s: the month starts with %s, and its heading with a capital', async (tag, language, first) => {
    browserIn(tag)
    await setLanguage(language as 'en' | 'es', { remember: false })
    await renderApp('/calendar?view=month', { as: DEMO.resident })
    expect(await screen.findByRole('heading', { name: language === 'es' ? 'Noviembre de 2026' : 'November 2026' }, SLOW)).toBeInTheDocument()
    const days = await screen.findAllByRole('group', { name: /\d/ })
    expect(days[0]).toHaveAccessibleName(first)
    // The day panel's heading too.
    expect(screen.getByRole('heading', { name: language === 'es' ? 'Martes 24 de noviembre de 2026' : 'Tuesday 24 November 2026' })).toBeInTheDocument()
  })

  it.each([
    ['es-MX', 'do'],
    ['es-ES', 'lu'],
  ])("a date picker in %s starts its week on '%s' and names its month with a capital", async (tag, firstWeekday) => {
    browserIn(tag)
    await setLanguage('es', { remember: false })
    const { user } = await renderApp('/dashboard?dialog=vacation', { as: DEMO.resident })
    const dialog = await findDialog(t('vacations.dialog.title'))
    await user.click(within(dialog).getByRole('button', { name: new RegExp(t('vacations.field.dates')) }))
    const table = await screen.findByRole('table', {}, SLOW)
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent(firstWeekday)
    expect(screen.getByRole('button', { name: 'Noviembre de 2026' })).toBeInTheDocument()
  })
})

describe("Spanish 'la 1:30'", () => {
  it('uses la for one o’clock and las for every other hour; English is unchanged', async () => {
    await setLanguage('es', { remember: false })
    expect(t('calendar.until', clockTime('01:30'))).toBe('hasta la 01:30')
    expect(t('calendar.until', clockTime('02:30'))).toBe('hasta las 02:30')
    expect(t('calendar.until', clockTime('13:00'))).toBe('hasta las 13:00')
    expect(t('calendar.from', clockTime('01:00'))).toBe('desde la 01:00')
    expect(t('offline.loadedAt', clockTime('01:05'))).toMatch(/ a la 01:05\./)
    expect(t('offline.loadedAt', clockTime('11:05'))).toMatch(/ a las 11:05\./)
    await setLanguage('en', { remember: false })
    expect(t('calendar.until', clockTime('01:30'))).toBe('until 01:30')
    expect(t('calendar.from', clockTime('21:00'))).toBe('from 21:00')
  })
})

describe("a browser whose clock skips the hour of a visitor's end", () => {
  // The browser's zone (Helsinki, say) goes from 03:00 to 04:00 on 28 March 2027: its Date makes
  // 03:00 of that day 04:00. (The tests' zone is fixed for the whole run, so the gap is made here.)
  class SkippingDate extends Date {
    constructor(...args: ConstructorParameters<typeof Date> | (number | string)[]) {
      // (A parser may give the fields as the strings it read.)
      const [year, month, day, hour] = args.map(Number)
      const local = args.length >= 4 && year === 2027 && month === 2 && day === 28 && hour === 3
      // @ts-expect-error -- the arguments of one of Date's forms, as given
      super(...(local ? [2027, 2, 28, 4, ...args.slice(4)] : args))
    }
  }

  it('the row and the pass say the time the site has, 03:00, not 04:00', () => {
    vi.stubGlobal('Date', SkippingDate)
    try {
      expect(new Date(2027, 2, 28, 3).getHours()).toBe(4)
      expect(shortEnd('2027-03-28 03:00:00')).toBe('28 Mar, 03:00')
      expect(passValidUntil('2027-03-28 03:00:00')).toMatch(/28 Mar 2027, 03:00$/)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
