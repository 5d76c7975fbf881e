import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { demoControl } from '../src/demo-backend/node'
import { calendarEntries } from '../src/features/calendar/calendar-entries'
import { icsFor } from '../src/features/calendar/ics'
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

const day = (label: string) => screen.getByRole('region', { name: label })

describe('calendar', () => {
  it("shows the week of the site's today with visitors until their end, contractors' windows and vacations", async () => {
    const { user } = await renderApp('/calendar', { as: DEMO.resident })
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' }, SLOW)).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: '22 Nov – 28 Nov 2026' })).toBeInTheDocument()
    // The selected day is the site's today (the browser's would be Wednesday).
    expect(screen.getByRole('heading', { name: 'Tuesday 24 November 2026' })).toBeInTheDocument()
    await within(day('Tuesday 24 November')).findByRole('button', { name: 'Visitor: Emma Clarke' }, SLOW)
    // Emma Clarke's access ends on Wednesday at 03:00.
    expect(within(day('Wednesday 25 November')).getByRole('button', { name: 'Visitor: Emma Clarke' })).toBeInTheDocument()
    expect(within(day('Thursday 26 November')).queryByRole('button', { name: 'Visitor: Emma Clarke' })).not.toBeInTheDocument()
    // The contractor until Sunday 17:00; the vacation from Sunday 22 to Friday 27.
    expect(within(day('Saturday 28 November')).getByRole('button', { name: 'Contractor: BrightlinePlumbing' })).toBeInTheDocument()
    expect(
      within(day('Sunday 22 November')).getByRole('button', { name: 'Vacation: Family trip to the coast. Newspapers are paused.' }),
    ).toBeInTheDocument()
    expect(within(day('Saturday 28 November')).queryByRole('button', { name: /^Vacation: Family trip/ })).not.toBeInTheDocument()

    // A click opens the same dialog as the lists.
    await user.click(within(day('Tuesday 24 November')).getByRole('button', { name: 'Visitor: Emma Clarke' }))
    expect(await screen.findByRole('dialog', { name: 'Edit Visitor' }, SLOW)).toBeInTheDocument()
  })

  it('moves by month and week, and the day panel lists a day with its details', async () => {
    const { user, router } = await renderApp('/calendar', { as: DEMO.resident })
    await within(await screen.findByRole('region', { name: 'Tuesday 24 November' }, SLOW)).findByRole(
      'button',
      { name: 'Visitor: Emma Clarke' },
      SLOW,
    )
    await user.click(screen.getByRole('button', { name: 'Month' }))
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument()
    expect(router.state.location.search).toMatchObject({ view: 'month' })
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
    vi.advanceTimersByTime(10_000)
    expect(revoked).toEqual(['blob:ics-1'])
    const text = await blobs[0]!.text()
    expect(text).toContain('SUMMARY:Contractor: BrightlinePlumbing')
    // Made at 21:00 New York time, ends Sunday 17:00 there: in UTC.
    expect(text).toContain('DTSTART:20261125T020000Z')
    expect(text).toContain('DTEND:20261129T220000Z')
  })

  it('a club member sees the visitor calls', async () => {
    await renderApp('/calendar', { as: DEMO.club })
    const today = await screen.findByRole('region', { name: 'Tuesday 24 November' }, SLOW)
    expect(await within(today).findByText('Harper Collins', {}, SLOW)).toBeInTheDocument()
    expect(screen.queryByText('Vacation ·', { exact: false })).not.toBeInTheDocument()
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
})
