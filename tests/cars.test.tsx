import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { table } from '../src/demo-backend/db'
import { frappeErrorBody } from '../src/demo-backend/faults'
import { demoControl } from '../src/demo-backend/node'
import { CLUB_CARS, HOME_CARS } from '../src/demo-backend/seed/cars'
import { safeColour } from '../src/features/cars/safe-colour'
import { DEMO, renderApp, storeSession } from './render-app'

const card = (title: string) => screen.getByRole('article', { name: title })
const value = (c: HTMLElement, label: string) => within(c).getByText(label).nextElementSibling?.textContent

describe('cars: home', () => {
  it("lists the household's cars as 'Vehicle N' cards from aviepros-get-cars", async () => {
    await renderApp('/cars', { as: DEMO.resident })
    expect(await screen.findByRole('heading', { name: 'Cars', level: 1 })).toBeInTheDocument()
    expect(await screen.findByRole('article', { name: 'Vehicle 1' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(3)
    const first = card('Vehicle 1')
    expect(value(first, 'Owner Name')).toBe('Maya Robinson')
    expect(value(first, 'Model')).toBe('Model 3')
    expect(value(first, 'Manufacturer')).toBe('Tesla')
    expect(value(first, 'Number Plate')).toBe('7KXR214')
    expect(value(first, 'Access Tag')).toBe('AT-10482')
    expect(within(first).getByTestId('colour-swatch')).toHaveAttribute('data-colour', 'white')
    expect(within(card('Vehicle 2')).getByTestId('colour-swatch')).toHaveAttribute('data-colour', '#1f4e79')
    expect(value(card('Vehicle 3'), 'Access Tag')).toBe('Not Available')
    expect(within(card('Vehicle 1')).queryByText('Year')).not.toBeInTheDocument()
    const calls = demoControl.requests().filter((r) => r.path.endsWith('/api/method/aviepros-get-cars'))
    expect(calls.map((r) => [r.method, r.search])).toEqual([['GET', { homeowner_address: 'HA-0001' }]])
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard')
  })

  it('a flagged home sees its own cars', async () => {
    await renderApp('/cars', { as: DEMO.flagged })
    expect(await screen.findByRole('article', { name: 'Vehicle 2' })).toBeInTheDocument()
    expect(screen.getByText('Range Rover')).toBeInTheDocument()
    expect(screen.queryByText('Model 3')).not.toBeInTheDocument()
  })

  it("shows 'No result found' when the household has no car", async () => {
    table(HOME_CARS).splice(0)
    await renderApp('/cars', { as: DEMO.resident })
    expect(await screen.findByText('No result found')).toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  })

  it('shows the title and a skeleton while loading', async () => {
    const { router } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByTestId('home-dashboard')
    demoControl.latency(400)
    void router.navigate({ to: '/cars' })
    expect(await screen.findByLabelText('Loading cars')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Cars', level: 1 })).toBeInTheDocument()
    expect(await screen.findByRole('article', { name: 'Vehicle 1' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Loading cars')).not.toBeInTheDocument()
  })

  it.each([['network' as const], [{ status: 500, body: {} }], ['malformed' as const], ['empty' as const]])(
    'says a failed fetch clearly and retries (%o)',
    async (fault) => {
      // The loader's fetch fails; the page shows it without asking again on mount (retryOnMount: false).
      demoControl.fail('aviepros-get-cars', fault, 1)
      const { user } = await renderApp('/cars', { as: DEMO.resident })
      const alert = await screen.findByRole('alert')
      expect(within(alert).getByText('The cars could not be loaded.')).toBeInTheDocument()
      // The connection is blamed only when no answer came.
      expect(!!within(alert).queryByText('Please check your connection and try again.')).toBe(fault === 'network')
      await user.click(within(alert).getByRole('button', { name: 'Retry' }))
      expect(await screen.findByRole('article', { name: 'Vehicle 1' })).toBeInTheDocument()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      // Retry went with the failure: the keyboard is on the first car, not at the page's top.
      expect(screen.getByRole('article', { name: 'Vehicle 1' }).closest('li')).toHaveFocus()
    },
  )

  it("gives the site's reason when it refuses the cars (not a hint about the connection)", async () => {
    demoControl.fail('aviepros-get-cars', { status: 403, body: frappeErrorBody(403, 'Not permitted to see these cars') }, 1)
    await renderApp('/cars', { as: DEMO.resident })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('The cars could not be loaded.')).toBeInTheDocument()
    expect(within(alert).getByText('Not permitted to see these cars')).toBeInTheDocument()
    expect(within(alert).queryByText('Please check your connection and try again.')).not.toBeInTheDocument()
  })

  it("says 'Could not refresh' over the cars it had when asking again fails, and Retry asks again", async () => {
    const { user, queryClient } = await renderApp('/cars', { as: DEMO.resident })
    await screen.findByRole('article', { name: 'Vehicle 1' })
    table(HOME_CARS).splice(2)
    demoControl.fail('aviepros-get-cars', 'network', 1)
    await act(() => queryClient.refetchQueries({ queryKey: ['cars'] }))
    expect(await screen.findByText('Could not refresh')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    expect(screen.queryByText('Could not refresh')).not.toBeInTheDocument()
  })

  it('never uses an unsafe colour value as CSS', async () => {
    const doc = table(HOME_CARS)[0]!
    doc.vehicle_color = 'red; background: url(https://evil.test/x)'
    await renderApp('/cars', { as: DEMO.resident })
    const first = await screen.findByRole('article', { name: 'Vehicle 1' })
    expect(within(first).getByTestId('colour-swatch').getAttribute('data-colour')).toBe('var(--mantine-color-gray-5)')
  })

  it("shows a colour written as words (Dark Blue) in the browser's colour of that name", async () => {
    table(HOME_CARS)[0]!.vehicle_color = 'Dark Blue'
    await renderApp('/cars', { as: DEMO.resident })
    const first = await screen.findByRole('article', { name: 'Vehicle 1' })
    expect(within(first).getByTestId('colour-swatch')).toHaveAttribute('data-colour', 'darkblue')
  })
})

describe('cars: club', () => {
  it("lists the club member's cars from aviepros-get-clubmeber-cars with Year and 'N/A' fallbacks", async () => {
    await renderApp('/cars', { as: DEMO.club })
    expect(await screen.findByRole('heading', { name: 'Club Member Cars', level: 1 })).toBeInTheDocument()
    expect(await screen.findByRole('article', { name: 'Vehicle 3' })).toBeInTheDocument()
    const first = card('Vehicle 1')
    expect(value(first, 'Owner Name')).toBe('Sofia Martinez')
    expect(value(first, 'Model')).toBe('Cayenne')
    expect(value(first, 'Manufacturer')).toBe('Porsche')
    expect(value(first, 'Year')).toBe('2022')
    expect(value(first, 'Number Plate')).toBe('HPY 2041')
    expect(value(first, 'Access Tag')).toBe('CT-5521')
    expect(within(first).getByTestId('colour-swatch')).toHaveAttribute('data-colour', 'navy')
    const third = card('Vehicle 3')
    expect(value(third, 'Year')).toBe('N/A')
    expect(value(third, 'Access Tag')).toBe('N/A')
    expect(value(third, 'Colour')).toBe('N/A')
    expect(within(third).getByTestId('colour-swatch')).toHaveAttribute('data-colour', 'black')
    const calls = demoControl.requests().filter((r) => r.path.includes('get-clubmeber-cars'))
    expect(calls.map((r) => [r.method, r.path, r.search])).toEqual([
      ['GET', '/api/method/aviepros-get-clubmeber-cars', { club_member: 'CM-0001' }],
    ])
    expect(demoControl.requests().some((r) => r.path.endsWith('aviepros-get-cars'))).toBe(false)
  })

  it('a club secondary member sees the same club cars', async () => {
    await renderApp('/cars', { as: DEMO.clubFamily })
    expect(await screen.findByRole('article', { name: 'Vehicle 3' })).toBeInTheDocument()
    expect(screen.getByText('Wrangler')).toBeInTheDocument()
  })

  it("shows 'No result found' for a club without cars and a Retry on failure", async () => {
    table(CLUB_CARS).splice(0)
    demoControl.fail('get-clubmeber-cars', { status: 500, body: {} }, 1)
    const { user } = await renderApp('/cars', { as: DEMO.club })
    await user.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No result found')).toBeInTheDocument()
  })
})

describe('demo backend: car calls are scoped', () => {
  const get = async (email: string, path: string) => {
    const account = storeSession(email)
    return fetch(`${window.location.origin}${path}`, {
      headers: { Authorization: `token ${account.api_key}:${account.api_secret}` },
    })
  }
  it('another household or club gets 403; a missing scope 417', async () => {
    expect((await get(DEMO.resident, '/api/method/aviepros-get-cars?homeowner_address=HA-0003')).status).toBe(403)
    expect((await get(DEMO.club, '/api/method/aviepros-get-clubmeber-cars?club_member=CM-0002')).status).toBe(403)
    expect((await get(DEMO.resident, '/api/method/aviepros-get-cars')).status).toBe(417)
    const own = await get(DEMO.neighbour, '/api/method/aviepros-get-cars?homeowner_address=HA-0003')
    expect(((await own.json()) as { data: unknown[] }).data).toHaveLength(1)
  })

  it('safeColour accepts hex and named colours only', () => {
    expect(safeColour('#ABC', 'x')).toBe('#ABC')
    expect(safeColour('Red', 'x')).toBe('red')
    expect(safeColour('Light-Grey', 'x')).toBe('lightgrey')
    expect(safeColour('red blue;', 'x')).toBe('x')
    expect(safeColour('url(javascript:1)', 'x')).toBe('x')
    expect(safeColour('#12345', 'x')).toBe('x')
    expect(safeColour(undefined, 'x')).toBe('x')
  })
})

