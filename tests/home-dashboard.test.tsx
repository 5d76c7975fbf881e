import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { findDoc, insertDoc, table } from '../src/demo-backend/db'
import { demoControl } from '../src/demo-backend/node'
import { categoryColor } from '../src/features/visitors/visitor-rules'
import { visitorListCutoff } from '../src/queries/visitors'
import { vacationRange } from '../src/features/vacations/vacation-list'
import { LIST_READS, SLOW, card, findDialog, listSection, siteDay, today, userMenu } from './home-helpers'

const findList = (title: string) => screen.findByRole('region', { name: title }, SLOW)
import { badgeBackground, badgeColour } from './colours'
import { DEMO, renderApp } from './render-app'

/** The action cards are these buttons, in this order, each named by its title first (then its text). */
function expectCards(titles: string[]) {
  const cards = within(screen.getByRole('region', { name: 'Actions' })).getAllByRole('button')
  expect(cards).toHaveLength(titles.length)
  titles.forEach((title, i) => expect(cards[i]).toHaveAccessibleName(new RegExp(`^${title}(?![A-Za-z])`)))
}

describe('home dashboard: ordinary community', () => {
  it('shows the five cards and the four lists, with every row (no cut at 20)', async () => {
    await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    expectCards(['Report a Visitor', 'Add Guest', 'Vacation Alert', 'Recurring Service Providers', 'Incident Report'])
    for (const title of ['Visitor', 'Guest', 'Vacations', 'Recurring Services']) expect(listSection(title)).toBeInTheDocument()

    // Every current visitor of the household: 27 in the seed, past Frappe's default page of 20.
    const visitors = listSection('Visitor')
    await waitFor(() => expect(within(visitors).getAllByRole('listitem')).toHaveLength(27))
    expect(within(visitors).queryByText('Old Visitor')).not.toBeInTheDocument()
    expect(within(visitors).queryByText('Private Neighbour Guest')).not.toBeInTheDocument()
    const row = within(visitors).getByText('Emma Clarke').closest('button')!
    // When the access ends (the site's clock), then the call-in type.
    expect(within(row).getByText(`Access until ${siteDay(1).format('D MMM')}, 03:00 · HomeOwner`)).toBeInTheDocument()
    expect(within(row).getByText('Day Visitor')).toBeInTheDocument()

    const read = demoControl.requests().find(LIST_READS.visitors)!
    expect(read.search.limit_page_length).toBe('0')
    expect(JSON.parse(read.search.filters!)).toEqual([
      ['homeowner', '=', 'HA-0001'],
      // 03:00 of the site's day (its rule, at every hour: tests/frappe-faithful.test.tsx).
      ['termination_date', '>', visitorListCutoff()],
    ])

    const guests = listSection('Guest')
    expect(within(guests).getByText('Olivia Bennett')).toBeInTheDocument()
    expect(within(guests).getByText('Family')).toBeInTheDocument()
    expect(demoControl.requests().find(LIST_READS.guests)!.search).toEqual({ homeowner_address: 'HA-0001' })

    const services = listSection('Recurring Services')
    expect(within(services).getByText('GreenThumb')).toBeInTheDocument()
    expect(within(services).getByText('Lawn Care')).toBeInTheDocument()
    expect(within(services).getAllByRole('listitem')).toHaveLength(6)
  })

  it('colours the category badges: day visitor, contractor, delivery; grey otherwise', async () => {
    expect(categoryColor('Day Visitor')).toBe('teal.9')
    expect(categoryColor('Contractor')).toBe('#a84300')
    expect(categoryColor('Delivery')).toBe('brand.8')
    expect(categoryColor('Gate Pass')).toBe('gray.7')
    await renderApp('/dashboard', { as: DEMO.resident })
    const visitors = await findList('Visitor')
    expect(badgeColour(await within(visitors).findByText('Gate Pass', {}, SLOW))).toBe('grey')
    const day = within(visitors).getByText('Emma Clarke').closest('button')!
    const coloured = [
      within(day).getByText('Day Visitor'),
      within(visitors).getAllByText('Contractor')[0]!,
      within(visitors).getAllByText('Delivery')[0]!,
    ]
    for (const badge of coloured) expect(badgeColour(badge), badge.textContent!).not.toBe('grey')
    // Each of the three its own colour.
    expect(new Set(coloured.map(badgeBackground)).size).toBe(3)
  })

  it('shows current and upcoming vacations with an en-dash range; upcoming ones are marked (D9)', async () => {
    await renderApp('/dashboard', { as: DEMO.resident })
    const vacations = await findList('Vacations')
    const current = await within(vacations).findByText('Family trip to the coast. Newspapers are paused.', {}, SLOW)
    const currentRow = current.closest('button')!
    const start = siteDay(-2).format('D MMMM')
    const end = siteDay(3).format('D MMMM')
    expect(within(currentRow).getByText(`${start} – ${end}`)).toBeInTheDocument()
    expect(within(currentRow).queryByText('Upcoming')).not.toBeInTheDocument()
    const upcomingRow = within(vacations)
      .getByText(/Visiting relatives abroad/)
      .closest('button')!
    expect(within(upcomingRow).getByText('Upcoming')).toBeInTheDocument()
    expect(within(vacations).queryByText('Ski week')).not.toBeInTheDocument()
    const read = demoControl.requests().find(LIST_READS.vacations)!
    expect(JSON.parse(read.search.filters!)).toEqual([
      ['homeowner', '=', 'HA-0001'],
      ['vacation_end_date', '>=', today()],
    ])
    expect(read.search.limit_page_length).toBe('0')
    expect(vacationRange({ vacation_start_date: '2026-03-05', vacation_end_date: '2026-03-09' })).toBe('5 March – 9 March')
  })

  it('shows up to 5 providers on the Recurring Service Providers card', async () => {
    await renderApp('/dashboard', { as: DEMO.resident })
    const providers = await card('Recurring Service Providers')
    await waitFor(() => expect(within(providers).getAllByTestId('provider-preview')).toHaveLength(5))
    expect(within(providers).getByText('+1 more')).toBeInTheDocument()
    expect(within(providers).queryByText('Helen')).not.toBeInTheDocument()
  })

  it('shows skeletons while loading and "No result found" for empty lists', async () => {
    table('Guest').splice(0)
    table('Vacation Call In Entry').splice(0)
    table('Recurring Service').splice(0)
    table('Visitor Call-In').splice(0)
    demoControl.latency(1500)
    await renderApp('/dashboard', { as: DEMO.resident })
    const visitors = await screen.findByRole('region', { name: 'Visitor' }, SLOW)
    expect(within(visitors).getByLabelText('Loading')).toBeInTheDocument()
    expect(within(visitors).getByLabelText('Loading').children).toHaveLength(3)
    for (const title of ['Visitor', 'Guest', 'Vacations', 'Recurring Services'])
      expect(await within(listSection(title)).findByText('No result found', {}, SLOW)).toBeInTheDocument()
  })

  it('a failed list shows empty with Retry, and the rest of the page works', async () => {
    demoControl.fail('aviepros-fetch-guests', { status: 500 }, Infinity)
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const guests = await screen.findByRole('region', { name: 'Guest' }, SLOW)
    expect(await within(guests).findByText('This list could not be loaded.', {}, SLOW)).toBeInTheDocument()
    expect(within(guests).getByText('No result found')).toBeInTheDocument()
    expect(await screen.findByText('Emma Clarke')).toBeInTheDocument()
    demoControl.clearFaults()
    await user.click(within(guests).getByRole('button', { name: 'Retry' }))
    expect(await within(guests).findByText('Olivia Bennett')).toBeInTheDocument()
    // Retry is gone with the failure; the keyboard is on the first row it brought, not on the page.
    await waitFor(() => expect(within(guests).getAllByRole('listitem')[0]).toContainElement(document.activeElement as HTMLElement))
  })

  it('accepts recurring services at the top level of the answer too', async () => {
    demoControl.fail('get_recurring_services', {
      status: 200,
      body: { recurring_services: [{ name: 'RS-X', vendor_name: 'TopLevelVendor', service_type: 'Pool Care' }] },
    })
    await renderApp('/dashboard', { as: DEMO.resident })
    expect(await within(await findList('Recurring Services')).findByText('TopLevelVendor', {}, SLOW)).toBeInTheDocument()
  })

  it('a malformed list answer shows the list empty with Retry', async () => {
    demoControl.fail('get_recurring_services', 'empty', Infinity)
    await renderApp('/dashboard', { as: DEMO.resident })
    expect(await within(await findList('Recurring Services')).findByText('This list could not be loaded.', {}, SLOW)).toBeInTheDocument()
  })

  it.each([
    ['Report a Visitor', 'Visitor call in'],
    ['Add Guest', 'Invite Guest'],
    ['Vacation Alert', 'Plan Your Vacation'],
    ['Recurring Service Providers', 'Add Recurring Service'],
    ['Incident Report', 'Submit your incident report'],
  ])('the %s card opens "%s"', async (cardTitle, dialog) => {
    const { user, router } = await renderApp('/dashboard', { as: DEMO.resident })
    await user.click(await card(cardTitle))
    expect(await findDialog(dialog)).toBeInTheDocument()
    expect(router.state.location.search).toMatchObject({ dialog: expect.any(String) })
    await user.click(within(screen.getByRole('dialog', { name: dialog })).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: dialog })).not.toBeInTheDocument())
    expect(router.state.location.search).not.toHaveProperty('dialog', expect.any(String))
  })

  it.each([
    ['Visitor', 'Emma Clarke', 'Edit Visitor', 'visitor-edit', 'VCI-00001'],
    ['Guest', 'Olivia Bennett', 'Edit Guest', 'guest-edit', 'GST-00001'],
    ['Vacations', 'Family trip to the coast. Newspapers are paused.', 'Edit Vacation Alert', 'vacation-edit', 'VAC-00001'],
    ['Recurring Services', 'GreenThumb', 'Edit Recurring Service', 'recurring-service-edit', 'RS-00001'],
  ])('clicking a %s row opens its dialog in the URL', async (list, text, dialog, name, id) => {
    const { user, router } = await renderApp('/dashboard', { as: DEMO.resident })
    const row = (await within(await screen.findByRole('region', { name: list }, SLOW)).findByText(text, {}, SLOW)).closest('button')!
    await user.click(row)
    expect(await findDialog(dialog)).toBeInTheDocument()
    expect(router.state.location.search).toMatchObject({ dialog: name, id })
  })

  it('the top bar opens Invite Guest and the incident report', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    await user.click(await userMenu())
    await user.click(await screen.findByRole('menuitem', { name: 'Invite Guest' }))
    expect(await findDialog('Invite Guest')).toBeInTheDocument()
    await user.click(within(screen.getByRole('dialog', { name: 'Invite Guest' })).getByRole('button', { name: 'Close' }))
    await user.click(await userMenu())
    await user.click(await screen.findByRole('menuitem', { name: 'Submit your incident report' }))
    expect(await findDialog('Submit your incident report')).toBeInTheDocument()
  })

  it.each([
    { dialog: 'visitor-edit', as: DEMO.resident, title: 'Edit Visitor', says: 'This visitor is no longer on your list.' },
    { dialog: 'guest-edit', as: DEMO.resident, title: 'Edit Guest', says: 'This guest is no longer on your list.' },
    { dialog: 'guest-edit', as: DEMO.flagged, title: 'Edit Employee', says: 'This employee is no longer on your list.' },
    { dialog: 'vacation-edit', as: DEMO.resident, title: 'Edit Vacation Alert', says: 'This vacation alert is no longer on your list.' },
    { dialog: 'recurring-service-edit', as: DEMO.resident, title: 'Edit Recurring Service', says: 'This recurring service is no longer on your list.' },
  ])('an edit link to a record that is gone says so: $title', async ({ dialog: name, as, title, says }) => {
    await renderApp(`/dashboard?dialog=${name}&id=GONE-99999`, { as })
    const dialog = await findDialog(title)
    expect(await within(dialog).findByText(says, {}, SLOW)).toBeInTheDocument()
  })

  it.each([
    { dialog: 'visitor-edit', id: 'VCI-00001', doctype: 'Visitor Call-In', field: 'visitor_name', as: DEMO.resident, title: 'Edit Visitor', confirm: 'Delete visitor', asks: 'this visitor' },
    { dialog: 'guest-edit', id: 'GST-00001', doctype: 'Guest', field: 'guest_name', as: DEMO.resident, title: 'Edit Guest', confirm: 'Delete guest', asks: 'this guest' },
    { dialog: 'guest-edit', id: 'GST-00004', doctype: 'Guest', field: 'guest_name', as: DEMO.flagged, title: 'Edit Employee', confirm: 'Delete employee', asks: 'this employee' },
    {
      dialog: 'recurring-service-edit',
      id: 'RS-00001',
      doctype: 'Recurring Service', field: 'vendor_name',
      as: DEMO.resident,
      title: 'Edit Recurring Service',
      confirm: 'Delete recurring service',
      asks: 'this recurring service',
    },
  ])('deleting one the site holds with no name asks of $asks', async ({ dialog: name, id, doctype, field, as, title, confirm: confirmTitle, asks }) => {
    findDoc(doctype, id)![field] = ''
    const { user } = await renderApp(`/dashboard?dialog=${name}&id=${id}`, { as })
    const dialog = await findDialog(title)
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog', { name: confirmTitle })
    expect(within(confirm).getByText(`Are you sure you want to delete ${asks}?`)).toBeInTheDocument()
  })

  it("a link to a visitor added since the list was read (another member's, from the bell) opens it: the list is read again first", async () => {
    const { router } = await renderApp('/dashboard', { as: DEMO.resident })
    await within(await findList('Visitor')).findByText('Emma Clarke', {}, SLOW)
    const emma = table('Visitor Call-In').find((v) => v.visitor_name === 'Emma Clarke')!
    const { name } = insertDoc('Visitor Call-In', 'VCI-', emma.owner, { ...emma, visitor_name: 'Zephyr Quill' })
    await act(() => router.navigate({ to: '/dashboard', search: { dialog: 'visitor-edit', id: name } }))
    const dialog = await findDialog('Edit Visitor')
    expect(await within(dialog).findByRole('textbox', { name: 'Last Name' }, SLOW)).toHaveValue('Quill')
    expect(within(dialog).queryByText('This visitor is no longer on your list.')).not.toBeInTheDocument()
  })

  it('a link to a visitor the kept list does not hold, when the list cannot be read again: says so, with Retry, not that it is gone', async () => {
    const { router } = await renderApp('/dashboard', { as: DEMO.resident })
    await within(await findList('Visitor')).findByText('Emma Clarke', {}, SLOW)
    const emma = table('Visitor Call-In').find((v) => v.visitor_name === 'Emma Clarke')!
    const { name } = insertDoc('Visitor Call-In', 'VCI-', emma.owner, { ...emma, visitor_name: 'Zephyr Quill' })
    demoControl.fail('Visitor Call-In', { status: 500 }, Infinity)
    await act(() => router.navigate({ to: '/dashboard', search: { dialog: 'visitor-edit', id: name } }))
    const dialog = await findDialog('Edit Visitor')
    expect(await within(dialog).findByText('This list could not be loaded.', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(within(dialog).queryByText('This visitor is no longer on your list.')).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })

  it('the top bar dialogs open on other pages too', async () => {
    await renderApp('/cars?dialog=incident', { as: DEMO.resident })
    expect(await findDialog('Submit your incident report')).toBeInTheDocument()
  })
})

describe('home dashboard: flagged community (is_101_duntreath = 1)', () => {
  it('shows four cards with employee wording and no vacation features', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.flagged })
    await screen.findByText('Hamish Stewart', {}, SLOW)
    expectCards(['Report a Visitor', 'Add Employee', 'Recurring Service Providers', 'Incident Report'])
    expect(listSection('Employee')).toBeInTheDocument()
    expect(within(listSection('Employee')).getByRole('searchbox', { name: 'Search employees' })).toBeInTheDocument()
    // Adding many at once is for a party's guests.
    expect(within(listSection('Employee')).queryByRole('button', { name: 'Add many' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Guest' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Vacations' })).not.toBeInTheDocument()
    expect(screen.queryByText('Vacation Alert')).not.toBeInTheDocument()
    expect(within(listSection('Visitor')).getByText('Fiona Gray')).toBeInTheDocument()
    expect(within(listSection('Recurring Services')).getByText('Glenmore')).toBeInTheDocument()
    expect(demoControl.requests().some(LIST_READS.vacations)).toBe(false)

    await user.click(await card('Add Employee'))
    expect(await findDialog('Invite Employee')).toBeInTheDocument()
    await user.click(within(screen.getByRole('dialog', { name: 'Invite Employee' })).getByRole('button', { name: 'Close' }))
    await user.click(await userMenu())
    expect(await screen.findByRole('menuitem', { name: 'Invite Employee' })).toBeInTheDocument()
  })

  // A link (D18) can name any dialog: one that is not on the user's dashboard opens nothing. Each
  // dialog's code is loaded first (its lazy import resolves before this one, the same module), so
  // that a dialog that would open has had the time to.
  it.each([
    ['the flagged community', 'vacation', DEMO.flagged, () => import('../src/features/vacations/vacation-dialog')],
    ['the flagged community', 'guest-bulk', DEMO.flagged, () => import('../src/features/party-list/party-list-dialog')],
    ['a club member', 'visitor', DEMO.club, () => import('../src/features/visitors/visitor-dialog')],
    ['a club member', 'recurring-service', DEMO.club, () => import('../src/features/recurring-services/recurring-service-dialog')],
    ['a household', 'club-guest', DEMO.resident, () => import('../src/features/club/club-guest-dialog')],
  ])('%s: a link to ?dialog=%s opens nothing', async (_who, dialog, account, load) => {
    await renderApp(`/dashboard?dialog=${dialog}`, { as: account })
    await screen.findAllByRole('listitem', {}, SLOW)
    await act(load)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
