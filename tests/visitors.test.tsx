import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findDoc, insertDoc, removeDoc } from '../src/demo-backend/db'
import { http } from 'msw'
import { enterGoesTo } from '../src/forms/form'
import { visitorQueries } from '../src/queries/visitors'
import { frappeErrorBody } from '../src/demo-backend/faults'
import { demoControl, server } from '../src/demo-backend/node'
import { card, endOfToday, findDialog, insertContractor, listsRead, pickOption, requestsTo, settleAndClear, SLOW, tomorrowAt3 } from './home-helpers'
import { DEMO, renderApp } from './render-app'

const VISITORS = '/api/resource/Visitor Call-In'
const VISITOR_INTRO =
  'Add details of someone visiting your home for a short period — like a delivery, contractor, or person you know — to ensure smooth gate clearance.'

// A test may stop the clock at a chosen time of the site's day.
afterEach(() => {
  vi.useRealTimers()
})

async function openCreate(as: string = DEMO.resident) {
  const app = await renderApp('/dashboard', { as })
  await settleAndClear()
  await app.user.click(await card('Report a Visitor'))
  const dialog = await findDialog('Visitor call in')
  return { ...app, dialog, d: within(dialog) }
}

async function openEdit(rowText: string) {
  const app = await renderApp('/dashboard', { as: DEMO.resident })
  await settleAndClear()
  const visitors = screen.getByRole('region', { name: 'Visitor' })
  // (A row past the list's first eight comes in the render right after the first.)
  await app.user.click((await within(visitors).findByText(rowText)).closest('button')!)
  const dialog = await findDialog('Edit Visitor')
  return { ...app, dialog, d: within(dialog), visitors }
}

describe('Visitor call in (create)', () => {
  it('shows the intro for each wording', async () => {
    const { d } = await openCreate()
    expect(d.getByText(VISITOR_INTRO)).toBeInTheDocument()
  })

  it('shows the flagged intro for is_101_duntreath users', async () => {
    await renderApp('/dashboard?dialog=visitor', { as: DEMO.flagged })
    const dialog = await findDialog('Visitor call in')
    expect(within(dialog).getByText('Log a day visitor for quick club access.')).toBeInTheDocument()
  })

  it('changes its fields with the type, and names accept names only (D30)', async () => {
    const { d, user } = await openCreate()
    expect(d.getByLabelText('Name')).toBeInTheDocument()
    expect(d.queryByLabelText('Last Name')).not.toBeInTheDocument()
    expect(d.queryByRole('button', { name: /^Termination Date/ })).not.toBeInTheDocument()
    const type = d.getByRole('combobox', { name: 'Select type' })
    // The options open inside the dialog: a screen reader reads nothing outside it (aria-modal).
    await user.click(type)
    await user.click(await d.findByRole('option', { name: 'Day Visitor' }))
    expect(d.getByLabelText('First Name')).toBeInTheDocument()
    expect(d.getByLabelText('Last Name')).toBeInTheDocument()
    await user.type(d.getByLabelText('First Name'), 'Jo3n-ny !')
    expect(d.getByLabelText('First Name')).toHaveValue('Jon-ny ')
    await user.type(d.getByLabelText('Last Name'), "O'Ha_ra2")
    expect(d.getByLabelText('Last Name')).toHaveValue("O'Hara")
    await pickOption(user, type, 'Contractor')
    expect(d.getByLabelText('Name')).toBeInTheDocument()
    expect(d.queryByLabelText('Last Name')).not.toBeInTheDocument()
    expect(d.getByRole('button', { name: /^Termination Date/ })).toBeInTheDocument()
    await pickOption(user, type, 'Delivery')
    expect(d.queryByRole('button', { name: /^Termination Date/ })).not.toBeInTheDocument()
    expect(d.queryByLabelText('Last Name')).not.toBeInTheDocument()
  })

  it('creates a Day Visitor: exact payload, tomorrow 03:00, toast, dialog closes, only the visitor list refetches', async () => {
    demoControl.latency(150)
    const { d, user, dialog } = await openCreate()
    await pickOption(user, d.getByRole('combobox', { name: 'Select type' }), 'Day Visitor')
    await user.type(d.getByLabelText('First Name'), 'Nadia')
    await user.type(d.getByLabelText('Last Name'), 'Flores')
    await user.click(d.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(d.getByRole('button', { name: 'Submitting...' })).toBeDisabled())
    expect(await screen.findByText('Visitor call-in submitted successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(requestsTo(VISITORS, 'POST')[0]!.body).toEqual({
      call_in_type: 'HomeOwner',
      homeowner: 'HA-0001',
      category: 'Day Visitor',
      visitor_name: 'Nadia Flores',
      goshen_gate: 0,
      termination_date: tomorrowAt3(),
    })
    expect(await within(screen.getByRole('region', { name: 'Visitor' })).findByText('Nadia Flores')).toBeInTheDocument()
    expect(listsRead()).toEqual(['visitors'])
  })

  it('closes once the call-in is saved, while its list is still being read again', async () => {
    const { d, user, dialog } = await openCreate()
    await pickOption(user, d.getByRole('combobox', { name: 'Select type' }), 'Day Visitor')
    await user.type(d.getByLabelText('First Name'), 'Nadia')
    await user.type(d.getByLabelText('Last Name'), 'Flores')
    // From now on the visitor list answers only when the test lets it (then the demo backend does).
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*', async ({ request }) => {
        if (decodeURIComponent(new URL(request.url).pathname) === VISITORS) await held
      }),
    )
    await user.click(d.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Visitor call-in submitted successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    release()
    expect(await within(screen.getByRole('region', { name: 'Visitor' })).findByText('Nadia Flores', {}, SLOW)).toBeInTheDocument()
  })

  it('sent with no type chosen, a call-in gets the default end, 03:00 tomorrow, not a Delivery\'s', async () => {
    const { d, user } = await openCreate()
    await user.type(d.getByLabelText('Name'), 'Nadia')
    await user.click(d.getByRole('button', { name: 'Submit' }))
    // The demo site wants a type, and says so; what was sent is what counts here.
    await waitFor(() => expect(requestsTo(VISITORS, 'POST')).toHaveLength(1), SLOW)
    expect(requestsTo(VISITORS, 'POST')[0]!.body).toMatchObject({ category: '', visitor_name: 'Nadia', termination_date: tomorrowAt3() })
  })

  it('a Delivery ends today at 23:59:59 and sends its one name, with what was typed before the type changed', async () => {
    const { d, user } = await openCreate()
    const type = d.getByRole('combobox', { name: 'Select type' })
    await pickOption(user, type, 'Day Visitor')
    await user.type(d.getByLabelText('First Name'), 'Swift')
    await user.type(d.getByLabelText('Last Name'), 'Parcel')
    // The one name field holds the whole name: no part of it is hidden, and dropped.
    await pickOption(user, type, 'Delivery')
    expect(d.getByLabelText('Name')).toHaveValue('Swift Parcel')
    // And back: first word and the rest.
    await pickOption(user, type, 'Day Visitor')
    expect(d.getByLabelText('First Name')).toHaveValue('Swift')
    expect(d.getByLabelText('Last Name')).toHaveValue('Parcel')
    await pickOption(user, type, 'Delivery')
    await user.click(d.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Visitor call-in submitted successfully', {}, SLOW)
    expect(requestsTo(VISITORS, 'POST')[0]!.body).toMatchObject({
      category: 'Delivery',
      visitor_name: 'Swift Parcel',
      termination_date: endOfToday(),
    })
  })

  it('a Contractor sends the date-time the user picked (D16)', async () => {
    const { d, user } = await openCreate()
    await pickOption(user, d.getByRole('combobox', { name: 'Select type' }), 'Contractor')
    await user.type(d.getByLabelText('Name'), 'SparkElectric')
    const picker = d.getByRole('button', { name: /^Termination Date/ })
    await user.click(picker)
    // Each of the picker's controls has a name: the arrows (icons only) and the time's two inputs.
    expect(await screen.findByRole('button', { name: 'Previous month' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next month' })).toBeInTheDocument()
    expect(screen.getByRole('spinbutton', { name: 'Minutes' })).toBeInTheDocument()
    const hours = screen.getByRole('spinbutton', { name: 'Hours' })
    await user.clear(hours)
    await user.type(hours, '14')
    // The picker's check button is named.
    await user.click(screen.getByRole('button', { name: 'Confirm date and time' }))
    await user.click(d.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Visitor call-in submitted successfully', {}, SLOW)
    expect(requestsTo(VISITORS, 'POST')[0]!.body).toMatchObject({
      category: 'Contractor',
      visitor_name: 'SparkElectric',
      termination_date: tomorrowAt3().replace(' 03:00:00', ' 14:00:00'),
    })
  })

  /** A new Contractor at 15:20:40 at the site (New York; 05:20 tomorrow in the browser's zone, Tokyo), its end's picker open on today. */
  async function contractorPickerToday() {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-18T20:20:40Z'))
    const opened = await openCreate()
    const { d, user } = opened
    await pickOption(user, d.getByRole('combobox', { name: 'Select type' }), 'Contractor')
    await user.type(d.getByLabelText('Name'), 'SparkElectric')
    await user.click(d.getByRole('button', { name: /^Termination Date/ }))
    return opened
  }

  it("a Contractor's end cannot be picked before the site's current minute: an hour gone by today becomes now, which is refused", async () => {
    const { d, user } = await contractorPickerToday()
    // The calendar opens inside the dialog; the day picked says so, not by its colour alone.
    await user.click(await d.findByRole('button', { name: '18 November 2026' }))
    expect(d.getByRole('button', { name: '18 November 2026', pressed: true })).toBeInTheDocument()
    const hours = screen.getByRole('spinbutton', { name: 'Hours' })
    await user.clear(hours)
    await user.type(hours, '09')
    await user.click(screen.getByRole('button', { name: 'Confirm date and time' }))
    // Its name says what is set, and the keyboard is back on it (not on the page behind the dialog).
    const field = d.getByRole('button', { name: 'Termination Date, 18 Nov 2026, 15:20' })
    expect(field).toHaveTextContent('18 Nov 2026, 15:20')
    await waitFor(() => expect(field).toHaveFocus())
    // An end of now has passed by the time it is sent: the guard would let nobody in.
    await user.click(d.getByRole('button', { name: 'Submit' }))
    expect(await d.findByText('This time has already passed. Pick a later one.')).toBeInTheDocument()
    expect(requestsTo(VISITORS, 'POST')).toHaveLength(0)
    await user.click(field)
    const later = screen.getByRole('spinbutton', { name: 'Hours' })
    await user.clear(later)
    await user.type(later, '18')
    await user.click(screen.getByRole('button', { name: 'Confirm date and time' }))
    expect(d.queryByText('This time has already passed. Pick a later one.')).not.toBeInTheDocument()
    await user.click(d.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Visitor call-in submitted successfully', {}, SLOW)
    expect(requestsTo(VISITORS, 'POST')[0]!.body).toMatchObject({ category: 'Contractor', termination_date: '2026-11-18 18:20:00' })
  })

  it("Escape in the end's time closes the picker, not the dialog: nothing typed is lost", async () => {
    const { d, user, dialog } = await openCreate()
    await pickOption(user, d.getByRole('combobox', { name: 'Select type' }), 'Contractor')
    await user.type(d.getByLabelText('Name'), 'SparkElectric')
    await user.click(d.getByRole('button', { name: /^Termination Date/ }))
    for (const name of ['Hours', 'Minutes']) {
      await user.click(screen.getByRole('spinbutton', { name }))
      await user.keyboard('{Escape}')
      expect(dialog).toBeInTheDocument()
      expect(d.getByLabelText('Name')).toHaveValue('SparkElectric')
      await user.click(d.getByRole('button', { name: /^Termination Date/ }))
    }
  })

  describe('a dialog left open overnight', () => {
    /** Opened at 22:00 at the site (New York) on 18 November; the clock then moves on to 08:00 the next morning. */
    async function openAt22() {
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
      vi.setSystemTime(new Date('2026-11-19T03:00:00Z'))
      return openCreate()
    }
    const nextMorning = () => vi.setSystemTime(new Date('2026-11-19T13:00:00Z'))

    it('Contractor chosen the next morning starts from that morning\'s tomorrow 03:00', async () => {
      const { d, user } = await openAt22()
      nextMorning()
      await pickOption(user, d.getByRole('combobox', { name: 'Select type' }), 'Contractor')
      await user.type(d.getByLabelText('Name'), 'SparkElectric')
      expect(d.getByRole('button', { name: 'Termination Date, 20 Nov 2026, 03:00' })).toBeInTheDocument()
      await user.click(d.getByRole('button', { name: 'Submit' }))
      await screen.findByText('Visitor call-in submitted successfully', {}, SLOW)
      expect(requestsTo(VISITORS, 'POST')[0]!.body).toMatchObject({ category: 'Contractor', termination_date: '2026-11-20 03:00:00' })
    })

    it('a Contractor whose end passed while the dialog stayed open is not sent: the field says so', async () => {
      const { d, user } = await openAt22()
      await pickOption(user, d.getByRole('combobox', { name: 'Select type' }), 'Contractor')
      await user.type(d.getByLabelText('Name'), 'SparkElectric')
      expect(d.getByRole('button', { name: 'Termination Date, 19 Nov 2026, 03:00' })).toBeInTheDocument()
      nextMorning()
      await user.click(d.getByRole('button', { name: 'Submit' }))
      expect(await d.findByText('This time has already passed. Pick a later one.')).toBeInTheDocument()
      expect(requestsTo(VISITORS, 'POST')).toHaveLength(0)
      expect(d.getByRole('button', { name: /^Termination Date/ })).toHaveAccessibleDescription('This time has already passed. Pick a later one.')
    })
  })

  it("a Contractor's end picked as today, with the field's 03:00 gone by, is the end of today, not now", async () => {
    const { d, user } = await contractorPickerToday()
    await user.click(await d.findByRole('button', { name: '18 November 2026' }))
    await user.click(screen.getByRole('button', { name: 'Confirm date and time' }))
    expect(d.getByRole('button', { name: 'Termination Date, 18 Nov 2026, 23:59' })).toBeInTheDocument()
    await user.click(d.getByRole('button', { name: 'Submit' }))
    await screen.findByText('Visitor call-in submitted successfully', {}, SLOW)
    expect(requestsTo(VISITORS, 'POST')[0]!.body).toMatchObject({ category: 'Contractor', termination_date: '2026-11-18 23:59:59' })
  })

  it('a failed save keeps the dialog open with its input (D8)', async () => {
    const { d, user, dialog } = await openCreate()
    demoControl.fail(VISITORS, { status: 417 })
    await pickOption(user, d.getByRole('combobox', { name: 'Select type' }), 'Day Visitor')
    await user.type(d.getByLabelText('First Name'), 'Nadia')
    await user.type(d.getByLabelText('Last Name'), 'Flores')
    await user.click(d.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Failed to submit visitor call-in', {}, SLOW)).toBeInTheDocument()
    expect(dialog).toBeInTheDocument()
    expect(d.getByLabelText('First Name')).toHaveValue('Nadia')
    expect(d.getByLabelText('Last Name')).toHaveValue('Flores')
    expect(d.getByRole('button', { name: 'Submit' })).toBeEnabled()
  })

  it("Enter (a phone's Go) in the one Name field goes on to 'Select type': a visitor is not sent without a type", async () => {
    const { d, user } = await openCreate()
    await user.type(d.getByLabelText('Name'), 'Swift Parcel{Enter}')
    expect(d.getByRole('combobox', { name: 'Select type' })).toHaveFocus()
    // Time for a call to have been made, had Enter sent the form.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(requestsTo(VISITORS, 'POST')).toHaveLength(0)
  })

  it("Enter in a name field before the next field is there (the type's Select still loading) does not send the form", async () => {
    const sent = vi.fn((event: SubmitEvent) => event.preventDefault())
    const user = userEvent.setup()
    render(
      <form onSubmit={(event) => sent(event.nativeEvent as SubmitEvent)}>
        <label>
          Name
          <input {...enterGoesTo({ current: null })} />
        </label>
        <button type="submit">Submit</button>
      </form>,
    )
    await user.type(screen.getByLabelText('Name'), 'Swift Parcel{Enter}')
    expect(sent).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(sent).toHaveBeenCalledTimes(1)
  })

  it('the server refuses a call-in without a type or name', async () => {
    const { d, user } = await openCreate()
    await user.click(d.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Failed to submit visitor call-in', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo(VISITORS, 'POST')).toHaveLength(1)
  })
})

describe('Edit Visitor', () => {
  /** 15:20:40 at the site (New York); a contractor whose end, 10:00 today, is gone by, open in Edit Visitor. */
  async function editEndedContractor() {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-18T20:20:40Z'))
    insertContractor('Brightwater Pools', '2026-11-18 10:00:00')
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    await user.click((await within(await screen.findByRole('region', { name: 'Visitor' }, SLOW)).findByText('Brightwater Pools', {}, SLOW)).closest('button')!)
    return { user, d: within(await findDialog('Edit Visitor')) }
  }

  it("a contractor whose end passed earlier today, today clicked again, ends with the day, not now", async () => {
    const { user, d } = await editEndedContractor()
    await user.click(d.getByRole('button', { name: /^Termination Date/ }))
    await user.click(await d.findByRole('button', { name: '18 November 2026' }))
    await user.click(screen.getByRole('button', { name: 'Confirm date and time' }))
    expect(d.getByRole('button', { name: 'Termination Date, 18 Nov 2026, 23:59' })).toBeInTheDocument()
    await user.click(d.getByRole('button', { name: 'Update' }))
    await screen.findByText('Visitor updated successfully', {}, SLOW)
    expect(requestsTo('Visitor Call-In/', 'PUT')[0]!.body).toMatchObject({ termination_date: '2026-11-18 23:59:59' })
  })

  it("a contractor whose access is over keeps its saved end when only the name is corrected; a new end gone by is refused", async () => {
    const { user, d } = await editEndedContractor()
    // The picker turns an hour gone by today into now: a new end, already passed.
    await user.click(d.getByRole('button', { name: /^Termination Date/ }))
    const hours = screen.getByRole('spinbutton', { name: 'Hours' })
    await user.clear(hours)
    await user.type(hours, '11')
    await user.click(screen.getByRole('button', { name: 'Confirm date and time' }))
    await user.click(d.getByRole('button', { name: 'Update' }))
    expect(await d.findByText('This time has already passed. Pick a later one.')).toBeInTheDocument()
    expect(requestsTo('Visitor Call-In/', 'PUT')).toHaveLength(0)
    // Back to the saved end, with the name corrected: sent as it was.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Visitor' })).not.toBeInTheDocument())
    await user.click((await within(screen.getByRole('region', { name: 'Visitor' })).findByText('Brightwater Pools', {}, SLOW)).closest('button')!)
    const again = within(await findDialog('Edit Visitor'))
    await user.type(again.getByLabelText('Last Name'), ' Ltd')
    await user.click(again.getByRole('button', { name: 'Update' }))
    await screen.findByText('Visitor updated successfully', {}, SLOW)
    expect(requestsTo('Visitor Call-In/', 'PUT')[0]!.body).toMatchObject({ visitor_name: 'Brightwater Pools Ltd', termination_date: '2026-11-18 10:00:00' })
  })

  it("a Delivery whose end has passed, made a Contractor, is refused: that end would let nobody in", async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date('2026-11-18T20:20:40Z'))
    insertDoc('Visitor Call-In', 'VCI-', DEMO.resident, {
      call_in_type: 'HomeOwner',
      homeowner: 'HA-0001',
      category: 'Delivery',
      visitor_name: 'QuickCrate',
      goshen_gate: 0,
      termination_date: '2026-11-18 10:00:00',
    })
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    await user.click((await within(await screen.findByRole('region', { name: 'Visitor' }, SLOW)).findByText('QuickCrate', {}, SLOW)).closest('button')!)
    const d = within(await findDialog('Edit Visitor'))
    await pickOption(user, d.getByRole('combobox', { name: 'Select type' }), 'Contractor')
    await user.click(d.getByRole('button', { name: 'Update' }))
    expect(await d.findByText('This time has already passed. Pick a later one.')).toBeInTheDocument()
    expect(requestsTo('Visitor Call-In/', 'PUT')).toHaveLength(0)
  })

  it("says the list could not be loaded, never that the visitor is gone, and Retry brings the form", async () => {
    demoControl.fail('Visitor Call-In', { status: 500 }, 1)
    const { user } = await renderApp('/dashboard?dialog=visitor-edit&id=VCI-00001', { as: DEMO.resident })
    const dialog = await findDialog('Edit Visitor')
    expect(await within(dialog).findByText('This list could not be loaded.', {}, SLOW)).toBeInTheDocument()
    expect(within(dialog).queryByText('This visitor is no longer on your list.')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }))
    expect(await within(await findDialog('Edit Visitor')).findByLabelText('First Name', {}, SLOW)).toHaveValue('Emma')
  })

  it('Retry that fails again keeps the failure on screen and the keyboard on Retry', async () => {
    demoControl.fail('Visitor Call-In', { status: 500 }, 2)
    const { user } = await renderApp('/dashboard?dialog=visitor-edit&id=VCI-00001', { as: DEMO.resident })
    const dialog = await findDialog('Edit Visitor')
    expect(await within(dialog).findByText('This list could not be loaded.', {}, SLOW)).toBeInTheDocument()
    within(dialog).getByRole('button', { name: 'Retry' }).focus()
    demoControl.latency(300)
    await user.keyboard('{Enter}')
    // While it asks again, the failure stays (no spinner takes its place, and the keyboard with it).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeDisabled())
    expect(within(dialog).getByText('This list could not be loaded.')).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeEnabled(), SLOW)
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toHaveFocus()
  })

  it("a list the site refuses: the dialog gives the site's reason beneath", async () => {
    demoControl.fail('Visitor Call-In', { status: 403, body: frappeErrorBody(403, 'Not permitted to read Visitor Call-In') }, Infinity)
    await renderApp('/dashboard?dialog=visitor-edit&id=VCI-00001', { as: DEMO.resident })
    const dialog = await findDialog('Edit Visitor')
    const alert = await within(dialog).findByRole('alert', {}, SLOW)
    expect(alert).toHaveTextContent('This list could not be loaded.')
    expect(alert).toHaveTextContent('Not permitted to read Visitor Call-In')
  })

  it('prefills, resets a Day Visitor to tomorrow 03:00 and sends the fields the site expects', async () => {
    demoControl.latency(100)
    const { d, user, dialog } = await openEdit('Emma Clarke')
    expect(d.getByText(VISITOR_INTRO)).toBeInTheDocument()
    expect(d.getByLabelText('First Name')).toHaveValue('Emma')
    expect(d.getByLabelText('Last Name')).toHaveValue('Clarke')
    expect(d.getByRole('combobox', { name: 'Select type' })).toHaveValue('Day Visitor')
    await user.clear(d.getByLabelText('Last Name'))
    await user.type(d.getByLabelText('Last Name'), 'Clarkson')
    await user.click(d.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(d.getByRole('button', { name: 'Updating...' })).toBeDisabled())
    expect(await screen.findByText('Visitor updated successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    const put = requestsTo(`${VISITORS}/VCI-00001`, 'PUT')[0]!
    expect(put.body).toEqual({
      visitor_name: 'Emma Clarkson',
      category: 'Day Visitor',
      goshen_gate: 0,
      termination_date: tomorrowAt3(),
    })
    expect(await screen.findByText('Emma Clarkson')).toBeInTheDocument()
    expect(listsRead()).toEqual(['visitors'])
  })

  it('hides the last name for Delivery and keeps its end time', async () => {
    const before = String(findDoc('Visitor Call-In', 'VCI-00002')!.termination_date)
    const { d, user } = await openEdit('FreshGrocer')
    expect(d.getByLabelText('Name')).toHaveValue('FreshGrocer')
    expect(d.queryByLabelText('Last Name')).not.toBeInTheDocument()
    await user.type(d.getByLabelText('Name'), 'Co')
    await user.click(d.getByRole('button', { name: 'Update' }))
    await screen.findByText('Visitor updated successfully', {}, SLOW)
    expect(requestsTo(`${VISITORS}/VCI-00002`, 'PUT')[0]!.body).toEqual({
      visitor_name: 'FreshGrocerCo',
      category: 'Delivery',
      goshen_gate: 0,
      termination_date: before,
    })
  })

  it('a type the portal does not offer shows as it is, and an edit keeps its type and end', async () => {
    const before = String(findDoc('Visitor Call-In', 'VCI-00009')!.termination_date)
    const { d, user } = await openEdit('Grace Lin')
    expect(d.getByRole('combobox', { name: 'Select type' })).toHaveValue('Gate Pass')
    await user.type(d.getByLabelText('Last Name'), 'e')
    await user.click(d.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Visitor updated successfully', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo(`${VISITORS}/VCI-00009`, 'PUT')[0]!.body).toEqual({
      visitor_name: 'Grace Line',
      category: 'Gate Pass',
      goshen_gate: 0,
      termination_date: before,
    })
  })

  it('an open edit keeps what was typed when the list read again no longer holds its visitor', async () => {
    const { d, visitors, user, queryClient } = await openEdit('Emma Clarke')
    await user.type(d.getByLabelText('Last Name'), '-Hughes')
    // Deleted elsewhere (or taken off the current list at 03:00), and the list read again (the tablet woken).
    removeDoc('Visitor Call-In', 'VCI-00001')
    await act(() => queryClient.invalidateQueries({ queryKey: visitorQueries.all }))
    await waitFor(() => expect(within(visitors).queryByText('Emma Clarke')).not.toBeInTheDocument(), SLOW)
    expect(d.getByLabelText('Last Name')).toHaveValue('Clarke-Hughes')
    expect(d.getByRole('button', { name: 'Update' })).toBeEnabled()
  })

  it('a Day Visitor made a Delivery keeps its whole name', async () => {
    const { d, user } = await openEdit('Emma Clarke')
    await pickOption(user, d.getByRole('combobox', { name: 'Select type' }), 'Delivery')
    expect(d.getByLabelText('Name')).toHaveValue('Emma Clarke')
    await user.click(d.getByRole('button', { name: 'Update' }))
    await screen.findByText('Visitor updated successfully', {}, SLOW)
    expect(requestsTo(`${VISITORS}/VCI-00001`, 'PUT')[0]!.body).toMatchObject({ visitor_name: 'Emma Clarke', category: 'Delivery' })
  })

  it('shows Termination Date for a Contractor, prefilled with its date', async () => {
    const { d } = await openEdit('BrightlinePlumbing')
    expect(d.getByRole('button', { name: /^Termination Date/ })).toBeInTheDocument()
    expect(d.getByLabelText('Last Name')).toBeInTheDocument()
    const stored = String(findDoc('Visitor Call-In', 'VCI-00003')!.termination_date)
    expect(d.getByRole('button', { name: /^Termination Date/ })).toHaveTextContent(dayjs(stored).format('D MMM YYYY, HH:mm'))
  })

  it("says 'Failed to update visitor' and stays open", async () => {
    demoControl.fail(`${VISITORS}/VCI-00001`, { status: 500 })
    const { d, user, dialog } = await openEdit('Emma Clarke')
    await user.type(d.getByLabelText('Last Name'), 'x')
    await user.click(d.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Failed to update visitor', {}, SLOW)).toBeInTheDocument()
    expect(dialog).toBeInTheDocument()
    expect(d.getByLabelText('Last Name')).toHaveValue('Clarkex')
    expect(d.getByRole('button', { name: 'Update' })).toBeEnabled()
  })

  it('deletes after confirmation (D11), and Cancel sends nothing', async () => {
    const { d, user, dialog, visitors } = await openEdit('Emma Clarke')
    await user.click(d.getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete visitor' })
    expect(within(confirm).getByText('Are you sure you want to delete Emma Clarke?')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(requestsTo(VISITORS, 'DELETE')).toHaveLength(0)
    await user.click(d.getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete visitor' })).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Visitor deleted successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    expect(requestsTo(`${VISITORS}/VCI-00001`, 'DELETE')).toHaveLength(1)
    await waitFor(() => expect(within(visitors).queryByText('Emma Clarke')).not.toBeInTheDocument())
    expect(listsRead()).toEqual(['visitors'])
  })

  it('Escape in the delete confirmation closes only it: the edit dialog and what was typed stay', async () => {
    const { d, user, dialog } = await openEdit('Emma Clarke')
    await user.type(d.getByLabelText('Last Name'), 'x')
    await user.click(d.getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete visitor' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(confirm).not.toBeInTheDocument())
    expect(dialog).toBeInTheDocument()
    expect(d.getByLabelText('Last Name')).toHaveValue('Clarkex')
    expect(requestsTo(VISITORS, 'DELETE')).toHaveLength(0)
    // With the confirmation gone, Escape closes the edit dialog again.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  })

  it('Delete waits while Update is being sent', async () => {
    const { d, user } = await openEdit('Emma Clarke')
    demoControl.latency(400)
    await user.click(d.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(d.getByRole('button', { name: 'Updating...' })).toBeDisabled())
    expect(d.getByRole('button', { name: 'Delete' })).toBeDisabled()
    expect(await screen.findByText('Visitor updated successfully', {}, SLOW)).toBeInTheDocument()
  })

  it('after a delete, the keyboard is on the row that took its place in the list', async () => {
    const { d, user, dialog, visitors } = await openEdit('Emma Clarke')
    const names = within(visitors)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '')
    const at = names.findIndex((text) => text.includes('Emma Clarke'))
    // The row after it, or the one before when it was the last.
    const next = names[at + 1] ?? names[at - 1]!
    await user.click(d.getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete visitor' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await waitFor(() => expect(within(visitors).queryByText('Emma Clarke')).not.toBeInTheDocument(), SLOW)
    await waitFor(() => expect(document.activeElement?.closest('li')?.textContent).toBe(next))
    expect(visitors).toContainElement(document.activeElement as HTMLElement)
  })

  it('a row that goes after the keyboard left the list takes no focus back', async () => {
    const { user, queryClient, visitors } = await openEdit('Emma Clarke')
    await user.keyboard('{Escape}')
    // The focus is back on the row; a click on the page takes it away.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Emma Clarke'))
    await user.click(document.body)
    expect(document.activeElement).toBe(document.body)
    // The row goes in a refresh.
    act(() => queryClient.setQueryData(visitorQueries.list('HA-0001').queryKey, (rows) => rows?.filter((v) => v.visitor_name !== 'Emma Clarke')))
    await waitFor(() => expect(within(visitors).queryByText('Emma Clarke')).not.toBeInTheDocument())
    expect(document.activeElement).toBe(document.body)
  })

  it("a failed delete shows the server's text, else the D6 fallback", async () => {
    demoControl.fail(`${VISITORS}/VCI-00001`, {
      status: 417,
      body: { exception: 'frappe.exceptions.ValidationError: Visitor is already at the gate' },
    })
    const { d, user, dialog } = await openEdit('Emma Clarke')
    await user.click(d.getByRole('button', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete visitor' })).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Visitor is already at the gate', {}, SLOW)).toBeInTheDocument()
    expect(dialog).toBeInTheDocument()
    demoControl.fail(`${VISITORS}/VCI-00001`, 'network')
    // The confirmation stays open on failure (D8): trying again is one more press.
    const confirm = screen.getByRole('dialog', { name: 'Delete visitor' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete visitor. Please try again.', {}, SLOW)).toBeInTheDocument()
    expect(dialog).toBeInTheDocument()
  })
})
