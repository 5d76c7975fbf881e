import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { findDoc } from '../src/demo-backend/db'
import { setLanguage } from '../src/i18n'
import { SLOW, listSection } from './home-helpers'
import { DEMO, renderApp } from './render-app'

const searchOf = (section: HTMLElement) => within(section).getByRole('searchbox')
const findList = (title: string) => screen.findByRole('region', { name: title }, SLOW)
const rowNames = (list: HTMLElement) => within(list).queryAllByRole('listitem').map((li) => li.textContent)

describe('search in every list', () => {
  it("filters the dashboard's visitors as you type, by name, and keeps the text in the URL", async () => {
    const { user, router } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    const visitors = listSection('Visitor')
    const field = searchOf(visitors)
    expect(field).toHaveAttribute('placeholder', 'Search')
    expect(field).toHaveAccessibleName('Search visitors')

    await user.type(field, 'emma')
    // At once, over the cached data: no new request.
    expect(within(visitors).getAllByRole('listitem')).toHaveLength(1)
    expect(within(visitors).getByText('Emma Clarke')).toBeInTheDocument()
    // Said to a screen reader, whose user is in the field, not on the rows.
    expect(within(visitors).getByRole('status')).toHaveTextContent('1 result found')
    // The other lists are not filtered.
    expect(within(listSection('Guest')).getByText('Olivia Bennett')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toMatchObject({ visitors: 'emma' }))

    await user.clear(field)
    await user.type(field, 'nobody at all')
    expect(within(visitors).getByText('No result found')).toBeInTheDocument()
    expect(within(visitors).queryAllByRole('listitem')).toHaveLength(0)
    expect(within(visitors).getByRole('status')).toHaveTextContent('0 results found')

    // Escape empties the field; every row is back.
    await user.keyboard('{Escape}')
    expect(field).toHaveValue('')
    expect(within(visitors).getAllByRole('listitem').length).toBeGreaterThan(20)
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('visitors'))
  })

  it('a reload (the URL) opens with the search text and the filtered list', async () => {
    await renderApp('/dashboard?visitors=fresh&guests=oli', { as: DEMO.resident })
    const visitors = await findList('Visitor')
    await within(visitors).findByText('FreshGrocer', {}, SLOW)
    expect(searchOf(visitors)).toHaveValue('fresh')
    expect(within(visitors).getAllByRole('listitem')).toHaveLength(1)
    const guests = listSection('Guest')
    expect(searchOf(guests)).toHaveValue('oli')
    await within(guests).findByText('Olivia Bennett')
    expect(rowNames(guests).every((t) => t?.toLowerCase().includes('oli'))).toBe(true)
  })

  it('Back from a dialog opened on a filtered list keeps the search', async () => {
    const { user, router } = await renderApp('/dashboard', { as: DEMO.resident })
    const visitors = await findList('Visitor')
    await within(visitors).findByText('Emma Clarke', {}, SLOW)
    await user.type(searchOf(visitors), 'emma')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ visitors: 'emma' }))
    await user.click(within(visitors).getByRole('button', { name: /Emma Clarke/ }))
    await screen.findByRole('dialog', { name: 'Edit Visitor' })
    router.history.back()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(searchOf(listSection('Visitor'))).toHaveValue('emma')
    expect(within(listSection('Visitor')).getAllByRole('listitem')).toHaveLength(1)
  })

  it('finds recurring services by vendor or service type, ignoring case and accents', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const services = await findList('Recurring Services')
    await within(services).findAllByRole('listitem', {}, SLOW)
    const all = within(services).getAllByRole('listitem').length
    await user.type(searchOf(services), 'LAWN')
    const shown = within(services).getAllByRole('listitem')
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.length).toBeLessThan(all)
    for (const li of shown) expect(li.textContent?.toLowerCase()).toContain('lawn')
  })

  it("finds a service type by its name in the language of the moment, after the language changes", async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const services = await findList('Recurring Services')
    await within(services).findAllByRole('listitem', {}, SLOW)
    await act(() => setLanguage('es', { remember: false }))
    const servicios = await findList('Servicios recurrentes')
    await user.type(searchOf(servicios), 'jardineria')
    await waitFor(() => expect(rowNames(servicios).length).toBeGreaterThan(0))
    for (const name of rowNames(servicios)) expect(name).toContain('Jardinería')
  })

  it("finds a name as any keyboard types it: 'soren o'brien' finds Søren O’Brien", async () => {
    findDoc('Recurring Service', 'RS-00001')!.vendor_name = 'Søren O’Brien Gardens'
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const services = await findList('Recurring Services')
    await within(services).findByText('Søren O’Brien Gardens', {}, SLOW)
    await user.type(searchOf(services), "soren o'brien")
    expect(rowNames(services)).toEqual([expect.stringContaining('Søren O’Brien Gardens')])
  })

  it('filters the members of the open tab, and the text follows the tabs', async () => {
    const { user } = await renderApp('/members', { as: DEMO.resident })
    await screen.findByText('Emma Robinson', {}, SLOW)
    const field = screen.getByRole('searchbox', { name: 'Search people' })
    await user.type(field, 'robinson')
    expect(screen.getByRole('list', { name: 'Secondary Residents' }).children).toHaveLength(2)
    expect(screen.queryByText('Grace Whitfield')).not.toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Minors' }))
    expect(await screen.findByText('Noah Robinson')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveValue('robinson')
    await user.click(screen.getByRole('tab', { name: 'Non-Resident' }))
    expect(await screen.findByText('No result found')).toBeInTheDocument()
  })

  it('filters the managers too', async () => {
    const { user } = await renderApp('/managers', { as: DEMO.flagged })
    await screen.findByText('Fiona MacLeod', {}, SLOW)
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'ewan')
    expect(screen.getByText('Ewan Stewart')).toBeInTheDocument()
    expect(screen.queryByText('Fiona MacLeod')).not.toBeInTheDocument()
  })

  it('finds cars by number plate (spaces and dashes ignored), owner or model, keeping their Vehicle number', async () => {
    const { user } = await renderApp('/cars', { as: DEMO.flagged })
    await screen.findByRole('article', { name: 'Vehicle 2' }, SLOW)
    const field = screen.getByRole('searchbox', { name: 'Search cars' })
    await user.type(field, 'dun102')
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(screen.getByRole('article', { name: 'Vehicle 2' })).toBeInTheDocument()
    expect(screen.getByText('F-150')).toBeInTheDocument()
    // Typed with a dash, as a plate is often written.
    await user.clear(field)
    await user.type(field, 'DUN-102')
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(screen.getByRole('article', { name: 'Vehicle 2' })).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, 'range rover')
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(screen.getByText('Range Rover')).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, 'zz')
    expect(screen.getByText('No result found')).toBeInTheDocument()
    // The clear button goes with the text; the keyboard is back in the field, for another search.
    await user.click(screen.getByRole('button', { name: 'Clear search cars' }))
    expect(field).toHaveValue('')
    expect(field).toHaveFocus()
  })

  it('a link whose search is all digits (an access tag typed into the address) searches for it', async () => {
    await renderApp('/cars?cars=10483', { as: DEMO.resident })
    await screen.findByRole('article', { name: 'Vehicle 2' }, SLOW)
    expect(screen.getByRole('searchbox', { name: 'Search cars' })).toHaveValue('10483')
    expect(screen.getAllByRole('article')).toHaveLength(1)
  })

  it("filters the club's guests, visitor calls and secondary members", async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.club })
    const guests = await findList('Guest List')
    const first = (await within(guests).findAllByRole('listitem', {}, SLOW))[0]!
    const name = within(first).getAllByText(/\S/)[0]!.textContent!
    await user.type(searchOf(guests), name)
    expect(within(guests).getAllByRole('listitem').length).toBeGreaterThanOrEqual(1)
    for (const li of within(guests).getAllByRole('listitem')) expect(li.textContent).toContain(name)
    const secondary = listSection('Secondary Member')
    await user.type(searchOf(secondary), 'no such member')
    expect(within(secondary).getByText('No result found')).toBeInTheDocument()
    expect(searchOf(listSection('Visitor Call'))).toHaveAccessibleName('Search visitor calls')
  })
})
