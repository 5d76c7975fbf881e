import { act, screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { findDoc } from '../src/demo-backend/db'
import { demoControl } from '../src/demo-backend/node'
import { SLOW, card, findDialog, listsRead, requestsTo, settleAndClear, siteDay } from './home-helpers'
import { DEMO, renderApp } from './render-app'

const VACATIONS = '/api/resource/Vacation Call In Entry'

/**
 * The clock, pinned: 11:00 on Wednesday 18 November 2026 at the site (America/New_York), already
 * Thursday the 19th in the browser (Asia/Tokyo), so the site's today is not the browser's (D21).
 * Only Date is faked (and moves on from there), so MSW, React and TanStack Query keep their timers.
 */
const NOW = new Date('2026-11-18T16:00:00Z')
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(NOW)
  // The seed's dates are relative to now: seed again at the pinned time.
  demoControl.reset()
})
afterEach(() => {
  vi.useRealTimers()
})
type User = Awaited<ReturnType<typeof renderApp>>['user']

/**
 * Click a day of the month the open calendar shows, in the dialog that holds it (asked within
 * it: naming every button of the page behind the dialog too is slow in jsdom).
 */
async function clickDay(user: User, dialog: HTMLElement, day: dayjs.Dayjs) {
  const label = day.format('D MMMM YYYY')
  const button = within(dialog)
    .getAllByRole('button', { name: label })
    .find((b) => !b.hasAttribute('data-outside'))
  if (!button) throw new Error(`no day ${label} in this month`)
  await user.click(button)
}

async function openCreate() {
  const app = await renderApp('/dashboard', { as: DEMO.resident })
  await settleAndClear()
  await app.user.click(await card('Vacation Alert'))
  const dialog = await findDialog('Plan Your Vacation')
  return { ...app, dialog, d: within(dialog) }
}

async function openEdit(note = 'Family trip to the coast. Newspapers are paused.') {
  const app = await renderApp('/dashboard', { as: DEMO.resident })
  await settleAndClear()
  const list = screen.getByRole('region', { name: 'Vacations' })
  await app.user.click(within(list).getByText(note).closest('button')!)
  const dialog = await findDialog('Edit Vacation Alert')
  return { ...app, dialog, d: within(dialog), list }
}

describe('Plan Your Vacation', () => {
  it('has the intro, a 4-row note and a read-only date field whose past days are disabled', async () => {
    const { d, user } = await openCreate()
    expect(
      d.getByText('Heading out of town? Let security know so they can keep a closer watch on your property during your absence.'),
    ).toBeInTheDocument()
    expect(d.getByLabelText('Vacation Note')).toHaveAttribute('rows', '4')
    const field = d.getByRole('button', { name: /^Select Date/ })
    expect(field).toHaveTextContent('Select Date')
    await user.click(field)
    // Days before the site's today (D21) are disabled; the calendar shows the browser's month.
    expect(siteDay(0).format('YYYY-MM-DD')).toBe('2026-11-18')
    expect(dayjs().format('YYYY-MM-DD')).toBe('2026-11-19')
    expect(screen.getByRole('button', { name: '18 November 2026' })).toBeEnabled()
    expect(screen.getByRole('button', { name: '19 November 2026' })).toBeEnabled()
    expect(screen.getByRole('button', { name: '17 November 2026' })).toBeDisabled()
  })

  it("a dialog left open past the site's midnight no longer offers the day that ended", async () => {
    // 23:59 at the site (New York) on Wednesday 18 November.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-19T04:59:00Z'))
    const { d, user } = await openCreate()
    await user.click(d.getByRole('button', { name: /^Select Date/ }))
    expect(screen.getByRole('button', { name: '18 November 2026' })).toBeEnabled()
    await act(() => vi.advanceTimersByTimeAsync(61_000))
    expect(screen.getByRole('button', { name: '18 November 2026' })).toBeDisabled()
    expect(screen.getByRole('button', { name: '19 November 2026' })).toBeEnabled()
  })

  it("names the picker's arrows, at each of its levels", async () => {
    // Asked within the dialog, which holds the picker: naming every button of the page behind it,
    // at each step, took this test past its time limit on a loaded machine.
    const { user, d } = await openCreate()
    await user.click(d.getByRole('button', { name: /^Select Date/ }))
    expect(await d.findByRole('button', { name: 'Previous month' })).toBeInTheDocument()
    await user.click(d.getByRole('button', { name: 'Next month' }))
    // The month's own button (named by its text) shows the year's months, then the decade's years.
    await user.click(d.getByRole('button', { name: /^[A-Z][a-z]+ \d{4}$/ }))
    expect(d.getByRole('button', { name: 'Previous year' })).toBeInTheDocument()
    await user.click(d.getByRole('button', { name: 'Next year' }))
    await user.click(d.getByRole('button', { name: /^\d{4}$/ }))
    expect(d.getByRole('button', { name: 'Previous decade' })).toBeInTheDocument()
    expect(d.getByRole('button', { name: 'Next decade' })).toBeInTheDocument()
  })

  it("submits: 'D MMM - D MMM' shown, the payload the site expects, toast, only the vacation list refetches", async () => {
    const { d, user, dialog } = await openCreate()
    await user.type(d.getByLabelText('Vacation Note'), 'Cabin weekend')
    await user.click(d.getByRole('button', { name: /^Select Date/ }))
    const start = dayjs().add(1, 'day')
    const end = dayjs().add(2, 'day')
    await clickDay(user, dialog, start)
    await clickDay(user, dialog, end)
    await waitFor(() => expect(d.getByRole('button', { name: /^Select Date/ })).toHaveTextContent(`${start.format('D MMM')} - ${end.format('D MMM')}`))
    await user.click(d.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Vacation alert submitted successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(requestsTo(VACATIONS, 'POST')[0]!.body).toEqual({
      homeowner: 'HA-0001',
      vacation_start_date: start.format('YYYY-MM-DD'),
      vacation_end_date: end.format('YYYY-MM-DD'),
      submitted_by: DEMO.resident,
      vacation_note: 'Cabin weekend',
    })
    const list = screen.getByRole('region', { name: 'Vacations' })
    const row = (await within(list).findByText('Cabin weekend')).closest('button')!
    expect(within(row).getByText(`${start.format('D MMMM')} – ${end.format('D MMMM')}`)).toBeInTheDocument()
    expect(within(row).getByText('Upcoming')).toBeInTheDocument()
    expect(listsRead()).toEqual(['vacations'])
  })

  it('names the dates set, marks the days picked, and gives the keyboard back to the field once a range is picked', async () => {
    const { d, user, dialog } = await openCreate()
    await user.click(d.getByRole('button', { name: 'Select Date' }))
    const start = dayjs().add(1, 'day')
    const end = dayjs().add(2, 'day')
    await clickDay(user, dialog, start)
    await clickDay(user, dialog, end)
    const field = d.getByRole('button', { name: `Select Date, ${start.format('D MMM')} - ${end.format('D MMM')}` })
    await waitFor(() => expect(field).toHaveFocus())
    await user.click(field)
    const picked = d.getAllByRole('button', { pressed: true }).filter((b) => !b.hasAttribute('data-outside'))
    expect(picked.map((b) => b.getAttribute('aria-label'))).toEqual([start, end].map((day) => day.format('D MMMM YYYY')))
  })

  it("does no client date check: the server refuses, 'Failed to submit vacation alert', input kept", async () => {
    const { d, user, dialog } = await openCreate()
    await user.type(d.getByLabelText('Vacation Note'), 'No dates')
    await user.click(d.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Failed to submit vacation alert', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo(VACATIONS, 'POST')).toHaveLength(1)
    expect(dialog).toBeInTheDocument()
    expect(d.getByLabelText('Vacation Note')).toHaveValue('No dates')
    expect(d.getByRole('button', { name: 'Submit' })).toBeEnabled()
  })
})

describe('Edit Vacation Alert', () => {
  it('prefills and updates with the fields the site expects', async () => {
    demoControl.latency(100)
    const { d, user, dialog } = await openEdit()
    const doc = findDoc('Vacation Call In Entry', 'VAC-00001')!
    const start = dayjs(String(doc.vacation_start_date))
    const end = dayjs(String(doc.vacation_end_date))
    expect(d.getByLabelText('Vacation Note')).toHaveValue('Family trip to the coast. Newspapers are paused.')
    expect(d.getByRole('button', { name: /^Select Date/ })).toHaveTextContent(`${start.format('D MMM')} - ${end.format('D MMM')}`)
    await user.clear(d.getByLabelText('Vacation Note'))
    await user.type(d.getByLabelText('Vacation Note'), 'Back a day later')
    await user.click(d.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(d.getByRole('button', { name: 'Updating...' })).toBeDisabled())
    expect(await screen.findByText('Vacation updated successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(requestsTo(`${VACATIONS}/VAC-00001`, 'PUT')[0]!.body).toEqual({
      vacation_note: 'Back a day later',
      vacation_start_date: start.format('YYYY-MM-DD'),
      vacation_end_date: end.format('YYYY-MM-DD'),
    })
    expect(await screen.findByText('Back a day later')).toBeInTheDocument()
    expect(listsRead()).toEqual(['vacations'])
  })

  it('a vacation under way keeps its start: the resident picks it again with a later end', async () => {
    const { d, user, dialog } = await openEdit()
    const doc = findDoc('Vacation Call In Entry', 'VAC-00001')!
    const start = dayjs(String(doc.vacation_start_date))
    const later = dayjs(String(doc.vacation_end_date)).add(2, 'day')
    expect(start.isBefore(siteDay(0), 'day')).toBe(true)
    await user.click(d.getByRole('button', { name: /^Select Date/ }))
    // Between the start and today, no day can be picked: a range ending there would be over already.
    const between = within(dialog).getAllByRole('button', { name: start.add(1, 'day').format('D MMMM YYYY') })
    expect(between.length).toBeGreaterThan(0)
    for (const day of between) expect(day).toBeDisabled()
    await clickDay(user, dialog, start)
    await clickDay(user, dialog, later)
    await user.click(d.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Vacation updated successfully', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo(`${VACATIONS}/VAC-00001`, 'PUT')[0]!.body).toMatchObject({
      vacation_start_date: start.format('YYYY-MM-DD'),
      vacation_end_date: later.format('YYYY-MM-DD'),
    })
  })

  it("says 'Please select a date range' and sends nothing when a date is missing", async () => {
    const { d, user, dialog } = await openEdit()
    await user.click(d.getByRole('button', { name: /^Select Date/ }))
    await clickDay(user, dialog, dayjs().add(4, 'day'))
    await user.click(d.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Please select a date range', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo(VACATIONS, 'PUT')).toHaveLength(0)
    expect(dialog).toBeInTheDocument()
  })

  it("says 'Failed to update vacation' and stays open", async () => {
    const { d, user, dialog } = await openEdit()
    demoControl.fail(`${VACATIONS}/VAC-00001`, { status: 500 })
    await user.click(d.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Failed to update vacation', {}, SLOW)).toBeInTheDocument()
    expect(dialog).toBeInTheDocument()
  })

  it('removes after confirmation; a failure says so', async () => {
    const { d, user, dialog, list } = await openEdit()
    demoControl.fail(`${VACATIONS}/VAC-00001`, { status: 500 })
    await user.click(d.getByRole('button', { name: 'Remove' }))
    const confirm = await screen.findByRole('dialog', { name: 'Remove vacation alert' })
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Failed to remove vacation', {}, SLOW)).toBeInTheDocument()
    expect(dialog).toBeInTheDocument()
    // The confirmation stays open on failure (D8): trying again is one more press.
    expect(screen.getByRole('dialog', { name: 'Remove vacation alert' })).toBe(confirm)
    expect(within(confirm).getByRole('button', { name: 'Remove' })).toBeEnabled()
    demoControl.latency(200)
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Removing...' })).toBeDisabled())
    expect(await screen.findByText('Vacation removed successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(requestsTo(`${VACATIONS}/VAC-00001`, 'DELETE')).toHaveLength(1)
    await waitFor(() => expect(within(list).queryByText(/Family trip/)).not.toBeInTheDocument())
  })
})
