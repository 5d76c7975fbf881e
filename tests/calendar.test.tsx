import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { frappeErrorBody } from '../src/demo-backend/faults'
import { getDb } from '../src/demo-backend/db'
import { demoControl } from '../src/demo-backend/node'
import { calendarEntries } from '../src/features/calendar/calendar-entries'
import { icsFor } from '../src/features/calendar/ics'
import { setLanguage } from '../src/i18n'
import { deviceOffline } from './connection'
import { SLOW } from './home-helpers'
import { stubObjectUrls } from './object-urls'
import { DEMO, renderApp } from './render-app'

// 02:00 UTC: the site (New York) is still on Tuesday 24 November, the browser (Tokyo) on the 25th.
const NOW = new Date('2026-11-25T02:00:00Z')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  demoControl.reset() // the seed's dates from the pinned clock
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('calendar', () => {
  it("shows the week of the site's today: each entry once, across its days, with when", async () => {
    const { user } = await renderApp('/calendar', { as: DEMO.resident })
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' }, SLOW)).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: '22 Nov – 28 Nov 2026' })).toBeInTheDocument()
    // The selected day is the site's today (the browser's would be Wednesday).
    expect(screen.getByRole('heading', { name: 'Tuesday 24 November 2026' })).toBeInTheDocument()
    // The vacation from Sunday 22 to Friday 27: one bar, not a chip on each day.
    const vacations = await screen.findAllByRole('button', { name: /^Vacation: / }, SLOW)
    expect(vacations.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Vacation: Family trip to the coast. Newspapers are paused., 22 Nov – 27 Nov',
    ])
    expect(within(vacations[0]!).getByText('22 Nov – 27 Nov')).toBeInTheDocument()
    // The contractor from when it was called in (Tuesday 21:00, the site's time) until Sunday 17:00: one bar with its window.
    const contractor = screen.getByRole('button', { name: /^Contractor: BrightlinePlumbing, / })
    expect(contractor).toHaveAccessibleName('Contractor: BrightlinePlumbing, 24 Nov, 21:00 – 29 Nov, 17:00')
    expect(within(contractor).getByText('24 Nov, 21:00 – 29 Nov, 17:00')).toBeInTheDocument()
    // A day visitor until 03:00 the next day: the bar says so, with that day, its name also the days it covers.
    const visitor = screen.getByRole('button', { name: 'Visitor: Emma Clarke, until Wednesday 03:00, Tuesday 24 – Wednesday 25 November' })
    expect(within(visitor).getByText('until Wednesday 03:00')).toBeInTheDocument()

    // A bar opens the same dialog as the lists.
    await user.click(contractor)
    expect(await screen.findByRole('dialog', { name: 'Edit Visitor' }, SLOW)).toBeInTheDocument()
  })

  it('an end at midnight exactly is the end of the day before: nobody is expected on its own day', async () => {
    const contractor = getDb().docs['Visitor Call-In']!.find((v) => v.name === 'VCI-00003')!
    contractor.termination_date = '2026-11-26 00:00:00'
    const { user } = await renderApp('/calendar', { as: DEMO.resident })
    const bar = await screen.findByRole('button', { name: 'Contractor: BrightlinePlumbing, 24 Nov, 21:00 – 26 Nov, 00:00' }, SLOW)
    expect(bar).toBeInTheDocument()
    // Wednesday 25 is its last day, all of it; Thursday 26 does not list it.
    await user.click(screen.getByRole('button', { name: /^Wednesday 25 November, / }))
    const wednesday = await screen.findByRole('region', { name: 'Wednesday 25 November 2026' })
    expect(within(wednesday).getByText('Contractor · 24 Nov, 21:00 – 26 Nov, 00:00')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Thursday 26 November, / }))
    const thursday = await screen.findByRole('region', { name: 'Thursday 26 November 2026' })
    expect(within(thursday).queryByText(/BrightlinePlumbing/)).not.toBeInTheDocument()
  })

  it("'+N more' under a full day of the week opens the day, its whole list in time order", async () => {
    const { user } = await renderApp('/calendar', { as: DEMO.resident })
    await user.click(await screen.findByRole('button', { name: /^\+\d+ more on Wednesday 25 November$/ }, SLOW))
    const heading = await screen.findByRole('heading', { name: 'Wednesday 25 November 2026' })
    expect(heading).toHaveFocus()
    const items = within(screen.getByRole('region', { name: 'Wednesday 25 November 2026' })).getAllByRole('listitem')
    const details = items.map((li) => within(li).getByText(/ · /).textContent)
    // The whole day first, then by time: the day visitors until 03:00, then the contractors by their end.
    expect(details[0]).toBe('Vacation · 22 Nov – 27 Nov')
    expect(details.indexOf('Day Visitor · until Wednesday 03:00')).toBe(1)
    const ends = details.slice(1).map((d) => d.match(/(\d+ Nov, )?(\d\d:\d\d)$/)![0])
    const asStamp = (end: string) => (end.includes(',') ? end.replace(/^(\d) /, '0$1 ') : `25 Nov, ${end}`)
    expect(ends.map(asStamp)).toEqual(ends.map(asStamp).sort())
    expect(ends.at(-1)).toBe('30 Nov, 17:00')
    expect(within(items.find((li) => li.textContent?.startsWith('Emma Clarke'))!).getByText('Day Visitor · until Wednesday 03:00')).toBeInTheDocument()
  })

  it('lists that failed: says so, never that the day is empty, and Retry fills it in', async () => {
    demoControl.fail('Visitor Call-In', { status: 500 }, 1)
    demoControl.fail('Vacation Call In Entry', { status: 500 }, 1)
    const { user } = await renderApp('/calendar', { as: DEMO.resident })
    const day = await screen.findByRole('region', { name: 'Tuesday 24 November 2026' }, SLOW)
    const failed = 'Some of your lists could not be loaded; the calendar may be incomplete.'
    expect(await within(day).findByText(failed, {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByText('Nothing for the gate on this day.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('button', { name: /^Contractor: BrightlinePlumbing, / }, SLOW)).toBeInTheDocument()
    expect(screen.queryByText(failed)).not.toBeInTheDocument()
  })

  it('a day is not said to be empty while its lists load', async () => {
    demoControl.latency(400)
    await renderApp('/calendar?date=2026-12-20', { as: DEMO.resident })
    const day = await screen.findByRole('region', { name: /December 2026$/ }, SLOW)
    expect(within(day).queryByText('Nothing for the gate on this day.')).not.toBeInTheDocument()
    // Nor do the days' buttons count its entries.
    expect(screen.getByRole('button', { name: 'Sunday 20 December', pressed: true })).toBeInTheDocument()
    expect(await within(day).findByText('Nothing for the gate on this day.', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sunday 20 December, 0 entries', pressed: true })).toBeInTheDocument()
  })

  it('a day gone by is not said to have had nothing for the gate: the lists hold what is current and to come', async () => {
    await renderApp('/calendar?date=2026-11-10', { as: DEMO.resident })
    const day = await screen.findByRole('region', { name: /10 November 2026$/ }, SLOW)
    expect(await within(day).findByText('Days gone by are not kept here: the calendar shows what is current and to come.', {}, SLOW)).toBeInTheDocument()
    expect(within(day).queryByText('Nothing for the gate on this day.')).not.toBeInTheDocument()
  })

  it("a calendar left open moves today at the site's midnight", async () => {
    // 23:59 on Tuesday 24 November at the site (New York).
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-25T04:59:00Z'))
    await renderApp('/calendar', { as: DEMO.resident })
    const tuesday = await screen.findByRole('button', { name: /^Tuesday 24 November/ }, SLOW)
    expect(tuesday).toHaveAttribute('aria-current', 'date')
    expect(screen.getByRole('heading', { name: 'Tuesday 24 November 2026' })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000))
    expect(screen.getByRole('button', { name: /^Wednesday 25 November/ })).toHaveAttribute('aria-current', 'date')
    expect(tuesday).not.toHaveAttribute('aria-current')
    // No day was chosen: the day shown is the new today.
    expect(screen.getByRole('heading', { name: 'Wednesday 25 November 2026' })).toBeInTheDocument()
  })

  it('moves by month and week, and the day panel lists a day with its details', async () => {
    const { user, router } = await renderApp('/calendar', { as: DEMO.resident })
    await screen.findByRole('button', { name: /^Contractor: BrightlinePlumbing, / }, SLOW)
    // A week on and back, by the week view's own buttons (its heading names the week's first and last days).
    const thisWeek = screen.getByRole('heading', { name: /^\d+ Nov – \d+ Nov 2026$/ })
    const shown = thisWeek.textContent
    await user.click(screen.getByRole('button', { name: 'Next week' }))
    await waitFor(() => expect(thisWeek.textContent).toMatch(/^\d+ (Nov|Dec) – \d+ Dec 2026$/))
    await user.click(screen.getByRole('button', { name: 'Previous week' }))
    await waitFor(() => expect(thisWeek).toHaveTextContent(shown!))
    await user.click(within(screen.getByRole('group', { name: 'Calendar view' })).getByRole('button', { name: 'Month' }))
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument()
    expect(router.state.location.search).toMatchObject({ view: 'month' })
    // A day's first two entries by time, each with its time on that day; the rest behind '+N more'.
    // Each day is a named group, not a landmark: the page's regions stay few.
    const sunday = screen.getByRole('group', { name: 'Sunday 29 November' })
    expect(screen.queryAllByRole('region', { name: /November$/ })).toHaveLength(0)
    expect(within(sunday).getByTitle('Contractor: BrightlinePlumbing, until 17:00')).toHaveTextContent('BrightlinePlumbing until 17:00')
    expect(within(sunday).getByTitle('Contractor: HomeFixers, until 17:00')).toBeInTheDocument()
    expect(within(screen.getByRole('group', { name: 'Saturday 28 November' })).getByTitle('Contractor: BrightlinePlumbing, all day')).toBeInTheDocument()
    await user.click(within(sunday).getByRole('button', { name: '+1 more on Sunday 29 November' }))
    expect(await screen.findByRole('heading', { name: 'Sunday 29 November 2026' })).toHaveFocus()
    const day = screen.getByRole('region', { name: 'Sunday 29 November 2026' })
    expect(within(day).getByText('Contractor · 24 Nov, 21:00 – 30 Nov, 17:00')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument()
    // The second vacation: 6 to 13 December.
    await user.click(screen.getByRole('button', { name: /^Monday 7 December, \d+ entr/ }))
    const panel = screen.getByRole('region', { name: 'Monday 7 December 2026' })
    expect(within(panel).getByText('Visiting relatives abroad; the house sitter comes on Sundays.')).toBeInTheDocument()
    expect(within(panel).getByText('Vacation · 6 Dec – 13 Dec')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Today' }))
    expect(await screen.findByRole('heading', { name: 'Tuesday 24 November 2026' })).toBeInTheDocument()
  })

  it("a visitor deleted from the day's list leaves the keyboard on the day's next entry, not at the page's top", async () => {
    const { user } = await renderApp('/calendar', { as: DEMO.resident })
    const panel = await screen.findByRole('region', { name: 'Tuesday 24 November 2026' }, SLOW)
    const opens = await within(panel).findAllByRole('button', { name: /^Open / }, SLOW)
    const [first, second] = opens.map((b) => b.getAttribute('aria-label'))
    await user.click(opens[0]!)
    const d = within(await screen.findByRole('dialog', { name: /^Edit / }, SLOW))
    await user.click(d.getByRole('button', { name: /^Delete|^Remove/ }))
    const confirm = await screen.findByRole('dialog', { name: /^(Delete|Remove) / })
    await user.click(within(confirm).getByRole('button', { name: /^(Delete|Remove)$/ }))
    await waitFor(() => expect(within(panel).queryByRole('button', { name: first! })).not.toBeInTheDocument(), SLOW)
    await waitFor(() => expect(within(panel).getByRole('button', { name: second! })).toHaveFocus())
  })

  it('offline, an edit shows as typed and a delete is gone at once, as on the dashboard; both are sent on reconnecting', async () => {
    const { user } = await renderApp('/calendar', { as: DEMO.resident })
    const panel = await screen.findByRole('region', { name: 'Tuesday 24 November 2026' }, SLOW)
    await within(panel).findByRole('button', { name: 'Open Emma Clarke' }, SLOW)
    const online = deviceOffline()
    try {
      await user.click(within(panel).getByRole('button', { name: 'Open Emma Clarke' }))
      const edit = await screen.findByRole('dialog', { name: 'Edit Visitor' }, SLOW)
      await user.clear(within(edit).getByLabelText('Last Name'))
      await user.type(within(edit).getByLabelText('Last Name'), 'Quill')
      await user.click(within(edit).getByRole('button', { name: 'Update' }))
      await waitFor(() => expect(edit).not.toBeInTheDocument())
      const quill = await within(panel).findByRole('button', { name: 'Open Emma Quill' })
      // Said as its row on the dashboard says it: the gate does not have it yet.
      expect(within(quill.closest('li')!).getByText('Waiting to send')).toBeInTheDocument()

      const [, second] = within(panel).getAllByRole('button', { name: /^Open / })
      const name = second!.getAttribute('aria-label')!
      await user.click(second!)
      const d = within(await screen.findByRole('dialog', { name: /^Edit / }, SLOW))
      await user.click(d.getByRole('button', { name: /^Delete|^Remove/ }))
      const confirm = await screen.findByRole('dialog', { name: /^(Delete|Remove) / })
      await user.click(within(confirm).getByRole('button', { name: /^(Delete|Remove)$/ }))
      await waitFor(() => expect(within(panel).queryByRole('button', { name })).not.toBeInTheDocument())
      expect(demoControl.requests().filter((r) => r.method !== 'GET')).toEqual([])
    } finally {
      online()
    }
    await waitFor(() => expect(demoControl.requests().filter((r) => r.method !== 'GET')).toHaveLength(2), SLOW)
  })

  it("an edit the site refused: the entry is as the site has it, and Open brings back what was typed; sent, it takes the refused edit's place", async () => {
    const { user, router } = await renderApp('/calendar', { as: DEMO.resident })
    const panel = await screen.findByRole('region', { name: 'Tuesday 24 November 2026' }, SLOW)
    await user.click(await within(panel).findByRole('button', { name: 'Open Emma Clarke' }, SLOW))
    const emma = new URLSearchParams(window.location.search).get('id')!
    demoControl.fail(`Visitor Call-In/${emma}`, { status: 417, body: frappeErrorBody(417, 'Gate closed for works') })
    const online = deviceOffline()
    try {
      const edit = await screen.findByRole('dialog', { name: 'Edit Visitor' }, SLOW)
      await user.clear(within(edit).getByLabelText('Last Name'))
      await user.type(within(edit).getByLabelText('Last Name'), 'Quill')
      await user.click(within(edit).getByRole('button', { name: 'Update' }))
      await waitFor(() => expect(edit).not.toBeInTheDocument())
    } finally {
      online()
    }
    expect(await screen.findByText('Gate closed for works', {}, SLOW)).toBeInTheDocument()
    const clarke = await within(panel).findByRole('button', { name: 'Open Emma Clarke' }, SLOW)
    expect(within(clarke.closest('li')!).getByText('Not sent')).toBeInTheDocument()
    await user.click(clarke)
    const again = await screen.findByRole('dialog', { name: 'Edit Visitor' }, SLOW)
    expect(within(again).getByLabelText('Last Name')).toHaveValue('Quill')
    await user.click(within(again).getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Visitor updated successfully', {}, SLOW)).toBeInTheDocument()
    await within(panel).findByRole('button', { name: 'Open Emma Quill' }, SLOW)
    // On the dashboard, no refused edit is left to dismiss.
    await act(() => router.navigate({ to: '/dashboard' }))
    await screen.findByText('Emma Quill', {}, SLOW)
    expect(screen.queryByRole('button', { name: /^Dismiss: / })).not.toBeInTheDocument()
  })

  it("a contractor edited offline offers no 'Add to calendar' until the site has answered; refused, the entry's file is the site's again", async () => {
    const { user } = await renderApp('/calendar', { as: DEMO.resident })
    const panel = await screen.findByRole('region', { name: 'Tuesday 24 November 2026' }, SLOW)
    await within(panel).findByRole('button', { name: 'Add to calendar: BrightlinePlumbing' }, SLOW)
    demoControl.fail('Visitor Call-In/', { status: 417, body: frappeErrorBody(417, 'Gate closed for works') })
    const online = deviceOffline()
    try {
      await user.click(within(panel).getByRole('button', { name: 'Open BrightlinePlumbing' }))
      const edit = await screen.findByRole('dialog', { name: 'Edit Visitor' }, SLOW)
      await user.type(within(edit).getByLabelText('Last Name'), 'Co')
      await user.click(within(edit).getByRole('button', { name: 'Update' }))
      await waitFor(() => expect(edit).not.toBeInTheDocument())
      const row = (await within(panel).findByRole('button', { name: /^Open BrightlinePlumbing/ })).closest('li')!
      expect(within(row).getByText('Waiting to send')).toBeInTheDocument()
      // Its file would hold what the gate does not have yet.
      expect(within(row).queryByRole('button', { name: /^Add to calendar/ })).not.toBeInTheDocument()
    } finally {
      online()
    }
    const refused = (await within(panel).findByText('Not sent', {}, SLOW)).closest('li')!
    expect(within(refused).getByRole('button', { name: 'Add to calendar: BrightlinePlumbing' })).toBeInTheDocument()
  })

  it("'Add to calendar' saves a contractor's window as an .ics file", async () => {
    const { made: blobs, revoked } = stubObjectUrls('ics')
    const { user } = await renderApp('/calendar', { as: DEMO.resident })
    const panel = await screen.findByRole('region', { name: 'Tuesday 24 November 2026' }, SLOW)
    const save = await within(panel).findByRole('button', { name: 'Add to calendar: BrightlinePlumbing' }, SLOW)
    // The file's object URL goes once the browser had time to save it: on a clock of the test's own.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: NOW, shouldAdvanceTime: true })
    await user.click(save)
    expect(blobs).toHaveLength(1)
    expect(revoked).toEqual([])
    // Kept a minute: Safari on an iPhone asks first whether to download or view it.
    vi.advanceTimersByTime(59_000)
    expect(revoked).toEqual([])
    vi.advanceTimersByTime(1_000)
    expect(revoked).toEqual(['blob:ics-1'])
    const text = await blobs[0]!.text()
    expect(text).toContain('SUMMARY:Contractor: BrightlinePlumbing')
    // Made at 21:00 New York time, ends Sunday 17:00 there: in UTC.
    expect(text).toContain('DTSTART:20261125T020000Z')
    expect(text).toContain('DTEND:20261129T220000Z')
  })

  it('a club member sees the visitor calls, with their end, in time order', async () => {
    await renderApp('/calendar', { as: DEMO.club })
    const panel = await screen.findByRole('region', { name: 'Tuesday 24 November 2026' }, SLOW)
    await within(panel).findByText('Harper Collins', {}, SLOW)
    // Noah Fischer's access ends first (03:00), so he comes first, whatever the alphabet says. Each
    // ends the next day, and says so: 'until 03:00' on Tuesday would be a time already past.
    expect(within(panel).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Noah FischerVisitor · until Wednesday 03:00',
      'Oliver BennettVisitor · until Wednesday 10:00',
      'Harper CollinsVisitor · until Wednesday 17:00',
    ])
    // In the week, a label with its end (no dialog to open: the club's calls are not edited here).
    expect(screen.getByTitle('Visitor: Harper Collins, until Wednesday 17:00')).toHaveTextContent('Harper Collins until Wednesday 17:00')
    expect(screen.queryByText('Vacation ·', { exact: false })).not.toBeInTheDocument()
    // The legend names only what a club member's calendar can show.
    expect(within(screen.getByRole('group', { name: 'Legend' })).getAllByText(/./).map((e) => e.textContent)).toEqual(['Visitor'])
  })

  it("a month's cell gives a visitor's next-day end with the day short", async () => {
    await renderApp('/calendar?view=month', { as: DEMO.club })
    const tuesday = await screen.findByRole('group', { name: 'Tuesday 24 November' }, SLOW)
    // A seventh of the width: 'until Wed 03:00', where the week's bar and the day's list say 'Wednesday'.
    expect(await within(tuesday).findByTitle('Visitor: Noah Fischer, until Wed 03:00', {}, SLOW)).toHaveTextContent('Noah Fischer until Wed 03:00')
  })

  it("the flagged community's legend has no vacations", async () => {
    await renderApp('/calendar', { as: DEMO.flagged })
    const legend = await screen.findByRole('group', { name: 'Legend' }, SLOW)
    expect(within(legend).getAllByText(/./).map((e) => e.textContent)).toEqual(['Visitor', 'Contractor'])
  })
})

describe("a visitor's end on another day", () => {
  it('names that day, in Spanish too', async () => {
    const visitor = { name: 'VCI-1', visitor_name: 'Ana', category: 'Day Visitor', creation: '2026-11-24 14:05:00', termination_date: '2026-11-25 03:00:00' }
    expect(calendarEntries({ visitors: [visitor] })[0]!.when).toBe('until Wednesday 03:00')
    await setLanguage('es', { remember: false })
    expect(calendarEntries({ visitors: [visitor] })[0]!.when).toBe('hasta el miércoles a las 03:00')
    expect(calendarEntries({ visitors: [{ ...visitor, termination_date: '2026-11-25 01:30:00' }] })[0]!.when).toBe('hasta el miércoles a la 01:30')
  })
})

describe('a vacation with no note', () => {
  it("is named by its kind once, not 'Vacation: Vacation', on the calendar and in its file", async () => {
    const vacation = getDb().docs['Vacation Call In Entry']!.find((v) => v.vacation_note === 'Family trip to the coast. Newspapers are paused.')!
    vacation.vacation_note = ''
    await renderApp('/calendar', { as: DEMO.resident })
    expect(await screen.findByRole('button', { name: 'Vacation, 22 Nov – 27 Nov' }, SLOW)).toHaveTextContent('Vacation 22 Nov – 27 Nov')
    const [entry] = calendarEntries({ vacations: [{ name: 'VAC-3', vacation_start_date: '2026-12-06', vacation_end_date: '2026-12-13', vacation_note: ' ' }] })
    expect(icsFor(entry!, NOW)!.split('\r\n')).toContain('SUMMARY:Vacation')
  })
})

describe('.ics content', () => {
  const [vacation] = calendarEntries({
    vacations: [
      {
        name: 'VAC-1',
        vacation_start_date: '2026-12-06',
        vacation_end_date: '2026-12-13',
        vacation_note: 'Away; the sitter, Ann, comes\non Sundays',
      },
    ],
  })

  it('a vacation is whole days, the end exclusive; text is escaped and lines fold at 75 octets', () => {
    const ics = icsFor(vacation!, NOW)!
    const lines = ics.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('DTSTART;VALUE=DATE:20261206')
    expect(lines).toContain('DTEND;VALUE=DATE:20261214')
    expect(lines).toContain('UID:VAC-1@traffic-dash')
    expect(lines).toContain('DTSTAMP:20261125T020000Z')
    expect(ics.replace(/\r\n /g, '')).toContain('DESCRIPTION:Away\\; the sitter\\, Ann\\, comes\\non Sundays')
    expect(lines.every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true)
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
  })

  it('no text can start a line of its own: every line break escaped, control characters gone, the UID escaped', () => {
    const [hostile] = calendarEntries({
      vacations: [
        {
          name: 'VAC-2\r\nATTENDEE:mailto:x@evil.example',
          vacation_start_date: '2026-12-06',
          vacation_end_date: '2026-12-13',
          vacation_note: 'a\rURL:https://evil.example\nb\r\nc\u2028d\u0085e\tf\u0000g\u001bh\u007fi',
        },
      ],
    })
    const ics = icsFor(hostile!, NOW)!
    const lines = ics.replace(/\r\n /g, '').split('\r\n')
    // Only CRLF ends a line, and every line is a property of ours.
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/)
    expect(lines.filter((l) => /^(URL|ATTENDEE)/.test(l))).toEqual([])
    expect(lines).toContain('UID:VAC-2\\nATTENDEE:mailto:x@evil.example@traffic-dash')
    expect(lines).toContain('DESCRIPTION:a\\nURL:https://evil.example\\nb\\nc\\nd\\ne fghi')
  })

  it('a day visitor has no file; a contractor is a timed window in UTC', () => {
    const [visitor, contractor] = calendarEntries({
      visitors: [
        { name: 'V1', category: 'Day Visitor', visitor_name: 'Ann', creation: '2026-11-24 10:00:00', termination_date: '2026-11-25 03:00:00' },
        { name: 'V2', category: 'Contractor', visitor_name: 'Bob', creation: '2026-11-24 08:00:00', termination_date: '2026-11-24 17:00:00' },
      ],
    }).sort((a, b) => a.id.localeCompare(b.id))
    expect(icsFor(visitor!)).toBeUndefined()
    expect(icsFor(contractor!)).toContain('DTSTART:20261124T130000Z\r\nDTEND:20261124T220000Z')
  })

  it('a file made later, after an edit, replaces the event a calendar app already has: same UID, higher SEQUENCE', () => {
    const sequence = (ics: string) => Number(ics.match(/\r\nSEQUENCE:(\d+)\r\n/)![1])
    const first = icsFor(vacation!, NOW)!
    const later = icsFor(vacation!, new Date(NOW.getTime() + 60_000))!
    expect(sequence(later)).toBeGreaterThan(sequence(first))
    expect(sequence(first)).toBeLessThan(2 ** 31)
  })
})
