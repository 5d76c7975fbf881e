import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { card, findDialog, SLOW } from './home-helpers'
import { DEMO, renderApp } from './render-app'

describe('the keyboard focus on a new screen', () => {
  it("is on the new screen's heading after a link, a menu entry or the sign-in; not on the first screen", async () => {
    const { user } = await renderApp('/cars', { as: DEMO.resident })
    await screen.findByRole('article', { name: 'Vehicle 1' }, SLOW)
    expect(document.activeElement).toBe(document.body)
    await user.click(screen.getByRole('link', { name: 'Back to dashboard' }))
    const welcome = await screen.findByRole('heading', { name: 'Welcome, Maya!', level: 1 }, SLOW)
    await waitFor(() => expect(welcome).toHaveFocus())
    await user.click(screen.getByRole('button', { name: /User menu/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Cars' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Cars', level: 1 })).toHaveFocus(), SLOW)
  })

  it('is on the dashboard heading after signing in', async () => {
    const { user } = await renderApp('/', { as: null })
    await screen.findByRole('heading', { name: 'Welcome to Traffic Dash!' })
    await user.type(screen.getByLabelText(/^Email/), DEMO.resident)
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Welcome, Maya!', level: 1 })).toHaveFocus(), { timeout: 4000 })
  })

  it('stays in a dialog opened on the same screen', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    await user.click(await card('Report a Visitor'))
    const dialog = await findDialog('Visitor call in')
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    expect(within(dialog).getByRole('combobox', { name: 'Select type' })).toBeInTheDocument()
  })
})
