import { screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import { HttpResponse } from 'msw'
import { expect } from 'vitest'
import { insertDoc } from '../src/demo-backend/db'
import { demoControl } from '../src/demo-backend/node'
import type { LoggedRequest } from '../src/demo-backend/http'

/** Lazily loaded dialogs compile on first use in the test run: give them time. */
export const SLOW = { timeout: 8000 }

/**
 * The dialog of that name once it shows what it is for: an edit dialog opened before its record has
 * loaded shows 'Loading' first, in a dialog of its own that the form's replaces.
 */
export async function findDialog(name: string, options = SLOW) {
  return waitFor(() => {
    const dialog = screen.getByRole('dialog', { name })
    expect(within(dialog).queryByRole('status', { name: 'Loading' })).toBeNull()
    return dialog
  }, options)
}

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * The site's time zone in the tests (vite.config.ts `test.env`); the browser's is another one
 * (TZ), so every cut-off and stamp below is the site's wall clock (D21).
 */
export const SITE_TZ = import.meta.env.VITE_SITE_TIMEZONE as string

/** The site's calendar day `days` from its today, as a plain (local) date to format or compare. */
export const siteDay = (days = 0) => dayjs(dayjs().tz(SITE_TZ).format('YYYY-MM-DD')).add(days, 'day')
/** A 'YYYY-MM-DD HH:mm:ss' of the site's wall clock, as an instant. */
export const siteInstant = (stamp: string) => dayjs.tz(stamp, SITE_TZ)

export const fmt = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD HH:mm:ss')
export const tomorrowAt3 = () => `${siteDay(1).format('YYYY-MM-DD')} 03:00:00`
export const endOfToday = () => `${siteDay(0).format('YYYY-MM-DD')} 23:59:59`
export const today = () => siteDay(0).format('YYYY-MM-DD')

/** Requests whose path contains `part` (and method, when given). */
/** A contractor of the resident's household (resident@demo.test) in the demo backend, ending at `end` (the site's clock). */
export function insertContractor(name: string, end: string) {
  insertDoc('Visitor Call-In', 'VCI-', 'resident@demo.test', {
    call_in_type: 'HomeOwner',
    homeowner: 'HA-0001',
    category: 'Contractor',
    visitor_name: name,
    goshen_gate: 0,
    termination_date: end,
  })
}

export function requestsTo(part: string, method?: string): LoggedRequest[] {
  return demoControl.requests().filter((r) => r.path.includes(part) && (!method || r.method === method))
}

/** The list reads the dashboard makes. */
export const LIST_READS = {
  visitors: (r: LoggedRequest) => r.method === 'GET' && r.path.endsWith('/api/resource/Visitor Call-In'),
  guests: (r: LoggedRequest) => r.method === 'GET' && r.path.endsWith('aviepros-fetch-guests'),
  vacations: (r: LoggedRequest) => r.method === 'GET' && r.path.endsWith('/api/resource/Vacation Call In Entry'),
  recurring: (r: LoggedRequest) => r.method === 'GET' && r.path.endsWith('get_recurring_services'),
}

/** Wait for the first load of every list, then forget the log (to see what a change refetches). */
export async function settleAndClear() {
  await waitFor(() => {
    const reqs = demoControl.requests()
    expect(reqs.some(LIST_READS.visitors)).toBe(true)
    expect(reqs.some(LIST_READS.guests)).toBe(true)
    expect(reqs.some(LIST_READS.recurring)).toBe(true)
  })
  await screen.findByTestId('home-dashboard', {}, SLOW)
  await waitFor(() => expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0), SLOW)
  demoControl.clearRequests()
}

/** Which list reads happened since the log was cleared. */
export function listsRead(): string[] {
  const reqs = demoControl.requests()
  return Object.entries(LIST_READS)
    .filter(([, match]) => reqs.some(match))
    .map(([name]) => name)
}

/** The section of a ListCard by its title. */
export function listSection(title: string) {
  return screen.getByRole('region', { name: title })
}

export async function pickOption(user: { click: (el: Element) => Promise<void> }, combobox: HTMLElement, option: string) {
  await user.click(combobox)
  await user.click(await screen.findByRole('option', { name: option }))
}

export function withinDialog(dialog: HTMLElement) {
  return within(dialog)
}

/** A dashboard action card (a button) by its title; cheaper than a role query over the whole page. */
export async function card(title: string): Promise<HTMLButtonElement> {
  const text = await screen.findByText(title, { selector: 'span' }, SLOW)
  const button = text.closest('button')
  if (!button) throw new Error(`no card ${title}`)
  return button
}

/** The user menu button of the top bar. */
export const userMenu = () => screen.findByLabelText(/User menu/, {}, SLOW)

/** An answer whose head arrives (200, JSON) and whose body then breaks off: the site had the call. */
export function answerCutOff(): Response {
  const body = new ReadableStream({
    start: (controller) => {
      controller.enqueue(new TextEncoder().encode('{"message": {'))
      controller.error(new Error('connection reset'))
    },
  })
  return new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } })
}
