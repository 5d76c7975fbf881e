import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoControl } from '../src/demo-backend/node'
import { DEMO, renderApp } from './render-app'

/**
 * What was typed into an open dialog outlives a reload of the page (the app reloads by itself to
 * recover a part the browser will not download again, src/import-again.ts): given back once, at the
 * same address, and never after the session has ended.
 */

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
})

/** The page is left (a reload): the browser fires `pagehide`, then the app is gone. */
function leavePage(unmount: () => void) {
  act(() => void window.dispatchEvent(new Event('pagehide')))
  unmount()
}

/** The page hidden (another app in front), or shown again, as the browser says it. */
function setVisibility(state: 'hidden' | 'visible') {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state)
  act(() => void document.dispatchEvent(new Event('visibilitychange')))
}

describe('a dialog after a reload', () => {
  it('shows what was typed into it, once, at the same address', async () => {
    const first = await renderApp('/dashboard?dialog=guest', { as: DEMO.resident })
    const dialog = await screen.findByRole('dialog', { name: 'Invite Guest' })
    await first.user.type(within(dialog).getByLabelText(/First Name/), 'José')
    await first.user.type(within(dialog).getByLabelText(/Last Name/), 'García López')
    leavePage(first.unmount)

    // The reload finds the session in storage.
    await renderApp('/dashboard?dialog=guest', { as: DEMO.resident, restore: true })
    const again = await screen.findByRole('dialog', { name: 'Invite Guest' })
    expect(within(again).getByLabelText(/First Name/)).toHaveValue('José')
    expect(within(again).getByLabelText(/Last Name/)).toHaveValue('García López')
  })

  it('a tab the tablet discarded in the background (no pagehide) opens the dialog with what was typed', async () => {
    const first = await renderApp('/dashboard?dialog=guest', { as: DEMO.resident })
    const dialog = await screen.findByRole('dialog', { name: 'Invite Guest' })
    await first.user.type(within(dialog).getByLabelText(/First Name/), 'José')
    setVisibility('hidden')
    // A discarded tab runs nothing more: its storage is as the page left it when hidden.
    const kept = sessionStorage.getItem('traffic-dash-draft')!
    first.unmount()
    sessionStorage.setItem('traffic-dash-draft', kept)

    await renderApp('/dashboard?dialog=guest', { as: DEMO.resident, restore: true })
    const again = await screen.findByRole('dialog', { name: 'Invite Guest' })
    expect(within(again).getByLabelText(/First Name/)).toHaveValue('José')
  })

  it('a page hidden then shown again as it was takes its draft back: a dialog closed afterwards must not open with it', async () => {
    const { user } = await renderApp('/dashboard?dialog=guest', { as: DEMO.resident })
    const dialog = await screen.findByRole('dialog', { name: 'Invite Guest' })
    await user.type(within(dialog).getByLabelText(/First Name/), 'José')
    setVisibility('hidden')
    expect(sessionStorage.getItem('traffic-dash-draft')).not.toBeNull()
    setVisibility('visible')
    expect(sessionStorage.getItem('traffic-dash-draft')).toBeNull()
  })

  it('a dialog sent and closed while the page was hidden leaves no draft: the next one opens empty', async () => {
    const { user } = await renderApp('/dashboard?dialog=guest', { as: DEMO.resident })
    const dialog = await screen.findByRole('dialog', { name: 'Invite Guest' })
    await user.type(within(dialog).getByLabelText(/First Name/), 'Zephyr')
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Quill')
    demoControl.latency(300)
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    setVisibility('hidden')
    expect(sessionStorage.getItem('traffic-dash-draft')).not.toBeNull()
    await waitForElementToBeRemoved(dialog, { timeout: 5000 })
    expect(sessionStorage.getItem('traffic-dash-draft')).toBeNull()
  })

  it("is never given to the next person who signs in in that tab: the last user's guest stays theirs", async () => {
    const first = await renderApp('/dashboard?dialog=guest', { as: DEMO.resident })
    const dialog = await screen.findByRole('dialog', { name: 'Invite Guest' })
    await first.user.type(within(dialog).getByLabelText(/First Name/), 'José')
    // Left (or closed and reopened) while its user signs out in another tab: nothing here ran.
    leavePage(first.unmount)
    expect(sessionStorage.getItem('traffic-dash-draft')).not.toBeNull()

    await renderApp('/dashboard?dialog=guest', { as: DEMO.family })
    const next = await screen.findByRole('dialog', { name: 'Invite Guest' })
    expect(within(next).getByLabelText(/First Name/)).toHaveValue('')
    expect(sessionStorage.getItem('traffic-dash-draft')).toBeNull()
  })

  it('goes when the tab opens again after its user signed out elsewhere', async () => {
    const first = await renderApp('/dashboard?dialog=guest', { as: DEMO.resident })
    const dialog = await screen.findByRole('dialog', { name: 'Invite Guest' })
    await first.user.type(within(dialog).getByLabelText(/First Name/), 'José')
    leavePage(first.unmount)
    expect(sessionStorage.getItem('traffic-dash-draft')).not.toBeNull()

    // Nobody is signed in when the tab opens again (the browser restores it with its sessionStorage).
    await renderApp('/', { as: null })
    await screen.findByRole('button', { name: 'Submit' })
    expect(sessionStorage.getItem('traffic-dash-draft')).toBeNull()
  })

  it('goes when the tab opens again with someone else signed in since', async () => {
    const first = await renderApp('/dashboard?dialog=guest', { as: DEMO.resident })
    const dialog = await screen.findByRole('dialog', { name: 'Invite Guest' })
    await first.user.type(within(dialog).getByLabelText(/First Name/), 'José')
    leavePage(first.unmount)
    expect(sessionStorage.getItem('traffic-dash-draft')).not.toBeNull()

    // The resident signed out in another tab and a family member signed in there: this tab comes back
    // with their session in storage, on a screen that opens no dialog.
    await renderApp('/dashboard', { as: DEMO.family, restore: true })
    await screen.findByRole('heading', { name: /Welcome/ })
    expect(sessionStorage.getItem('traffic-dash-draft')).toBeNull()
  })

  it('left while it was being sent, it comes back saying the site may have made the change', async () => {
    const first = await renderApp('/dashboard?dialog=guest', { as: DEMO.resident })
    const dialog = await screen.findByRole('dialog', { name: 'Invite Guest' })
    await first.user.type(within(dialog).getByLabelText(/First Name/), 'José')
    await first.user.type(within(dialog).getByLabelText(/Last Name/), 'Muñoz')
    demoControl.latency(800)
    await first.user.click(within(dialog).getByRole('button', { name: 'Add' }))
    await within(dialog).findByRole('button', { name: 'Adding...' })
    const sentAt = Date.now()
    leavePage(first.unmount)
    demoControl.latency(0)

    await renderApp('/dashboard?dialog=guest', { as: DEMO.resident, restore: true })
    const again = await screen.findByRole('dialog', { name: 'Invite Guest' })
    expect(within(again).getByLabelText(/First Name/)).toHaveValue('José')
    expect(
      within(again).getByText('The page was left before the site answered, and it may have made this change all the same. Check before you try again.'),
    ).toBeInTheDocument()
    // The left page's call is answered (and its time-out ends with it).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, sentAt + 1000 - Date.now())))
  })

  it('left while not being sent, it comes back without a warning', async () => {
    const first = await renderApp('/dashboard?dialog=guest', { as: DEMO.resident })
    const dialog = await screen.findByRole('dialog', { name: 'Invite Guest' })
    await first.user.type(within(dialog).getByLabelText(/First Name/), 'José')
    leavePage(first.unmount)
    await renderApp('/dashboard?dialog=guest', { as: DEMO.resident, restore: true })
    const again = await screen.findByRole('dialog', { name: 'Invite Guest' })
    expect(within(again).getByLabelText(/First Name/)).toHaveValue('José')
    expect(within(again).queryByText(/may have made this change/)).not.toBeInTheDocument()
  })

  it('another dialog does not get it, and a logout removes it', async () => {
    const first = await renderApp('/dashboard?dialog=guest', { as: DEMO.resident })
    const dialog = await screen.findByRole('dialog', { name: 'Invite Guest' })
    await first.user.type(within(dialog).getByLabelText(/First Name/), 'Ana')
    leavePage(first.unmount)

    const other = await renderApp('/dashboard?dialog=visitor', { as: DEMO.resident })
    const visitor = await screen.findByRole('dialog', { name: 'Visitor call in' })
    expect(within(visitor).queryByDisplayValue('Ana')).toBeNull()
    leavePage(other.unmount)
    expect(sessionStorage.getItem('traffic-dash-draft')).not.toBeNull()

    const third = await renderApp('/dashboard', { as: DEMO.resident })
    await act(() => third.session.clear())
    expect(sessionStorage.getItem('traffic-dash-draft')).toBeNull()
  })
})
