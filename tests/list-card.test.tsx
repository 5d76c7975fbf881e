import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { demoControl } from '../src/demo-backend/node'
import { visitorQueries } from '../src/queries/visitors'
import { SLOW } from './home-helpers'
import { DEMO, renderApp } from './render-app'

afterEach(() => demoControl.clearFaults())

describe('a list whose refresh failed', () => {
  it("keeps its rows, says 'Could not refresh' with Retry, and Retry brings it back", async () => {
    const { user, queryClient } = await renderApp('/dashboard', { as: DEMO.resident })
    const visitors = await screen.findByRole('region', { name: 'Visitor' }, SLOW)
    await within(visitors).findByText('Emma Clarke', {}, SLOW)
    demoControl.fail('Visitor Call-In', { status: 500 }, Infinity)
    await act(() => queryClient.invalidateQueries({ queryKey: visitorQueries.all }))
    expect(await within(visitors).findByText('Could not refresh', {}, SLOW)).toBeInTheDocument()
    expect(within(visitors).getByText('Emma Clarke')).toBeInTheDocument()
    demoControl.clearFaults()
    await user.click(within(visitors).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(within(visitors).queryByText('Could not refresh')).not.toBeInTheDocument(), SLOW)
    expect(within(visitors).getByText('Emma Clarke')).toBeInTheDocument()
    // Retry is gone with the failure: the keyboard stays in the list, on its first row.
    expect(within(visitors).getAllByRole('listitem')[0]).toContainElement(document.activeElement as HTMLElement)
  })
})
