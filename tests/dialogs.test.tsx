import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { findDoc, updateDocFields } from '../src/demo-backend/db'
import { demoControl } from '../src/demo-backend/node'
import { SLOW, findDialog as findLoadedDialog } from './home-helpers'
import { DEMO, renderApp } from './render-app'

/** The first opening of a dialog compiles its chunk (@mantine/dates for some): more time than SLOW on a busy machine. */
const FIRST_OPEN = { timeout: 15_000 }
const findDialog = (name: string) => findLoadedDialog(name, FIRST_OPEN)

describe('dialogs in the URL (decision D18)', () => {
  it('an unknown dialog name opens nothing, leaves the URL, and the page works', async () => {
    const { router, user } = await renderApp('/dashboard?dialog=nope&id=VCI-00001', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('dialog'))
    expect(router.state.location.search).not.toHaveProperty('id')
    expect(router.state.location.href).not.toContain('nope')

    // The page still opens its dialogs.
    await user.click(screen.getByRole('button', { name: /Add Guest/ }))
    expect(await findDialog('Invite Guest')).toBeInTheDocument()
    expect(router.state.location.search).toMatchObject({ dialog: 'guest' })
  })

  // Mantine's focus trap takes the element marked `data-autofocus`; without it, the close button.
  it.each([
    { url: '/dashboard?dialog=visitor', title: 'Visitor call in', field: /^Name/ },
    { url: '/dashboard?dialog=visitor-edit&id=VCI-00001', title: 'Edit Visitor', field: /^First Name/ },
    { url: '/dashboard?dialog=guest', title: 'Invite Guest', field: /^First Name/ },
    { url: '/dashboard?dialog=guest-edit&id=GST-00001', title: 'Edit Guest', field: /^First Name/ },
    { url: '/dashboard?dialog=vacation', title: 'Plan Your Vacation', field: /^Vacation Note/ },
    { url: '/dashboard?dialog=vacation-edit&id=VAC-00001', title: 'Edit Vacation Alert', field: /^Vacation Note/ },
    { url: '/dashboard?dialog=recurring-service', title: 'Add Recurring Service', field: /^Vendor Name/ },
    { url: '/dashboard?dialog=recurring-service-edit&id=RS-00001', title: 'Edit Recurring Service', field: /^Vendor Name/ },
    { url: '/dashboard?dialog=incident', title: 'Submit your incident report', field: /^Subject/ },
    { url: '/dashboard?dialog=club-guest', as: DEMO.club, title: 'Add Guest', field: /^First Name/ },
    { url: '/dashboard?dialog=club-visitor', as: DEMO.club, title: 'Report a Visitor', field: /^First Name/ },
  ])('$title opens with the keyboard focus on its first field', async ({ url, as, title, field }) => {
    await renderApp(url, { as: as ?? DEMO.resident })
    const dialog = await findDialog(title)
    const first = await within(dialog).findByRole('textbox', { name: field }, SLOW)
    await waitFor(() => expect(first).toHaveFocus(), SLOW)
  })
})

describe('closing a dialog and the Back button (decision D18)', () => {
  it('a dialog opened on the page and closed: Back does not open it again', async () => {
    const { router, user } = await renderApp('/cars', { as: DEMO.resident })
    await screen.findByRole('heading', { name: 'Cars', level: 1 }, SLOW)
    await router.navigate({ to: '/dashboard' })
    await screen.findByText('Emma Clarke', {}, SLOW)
    await user.click(screen.getByRole('button', { name: /Add Guest/ }))
    const dialog = await findDialog('Invite Guest')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('dialog'))

    // Back goes to the dashboard as it was before the dialog opened, then to the page before it.
    router.history.back()
    await waitFor(() => expect(router.state.location.state.__TSR_index).toBe(1))
    expect(router.state.location.search).not.toHaveProperty('dialog')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    router.history.back()
    await waitFor(() => expect(router.state.location.pathname).toBe('/cars'))
  })

  it('Back while a dialog sends keeps it, with what was typed, until the answer: a failure is there to try again (D8)', async () => {
    const { router, user } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    await user.click(screen.getByRole('button', { name: /Add Guest/ }))
    const dialog = await findDialog('Invite Guest')
    await user.type(within(dialog).getByLabelText(/First Name/), 'Zephyr')
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Quill')
    demoControl.latency(600)
    demoControl.fail('aviepros-add-guest', 'network')
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    await within(dialog).findByRole('button', { name: 'Adding...' })
    act(() => router.history.back())
    expect(await screen.findByText('Failed to add guest. Please try again.', {}, SLOW)).toBeInTheDocument()
    expect(dialog).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Zephyr')
    expect(router.state.location.search).toHaveProperty('dialog', 'guest')
    // Not sending, Back closes it as ever.
    act(() => router.history.back())
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  })

  it('Back (a tablet\'s back gesture) takes a dialog away with what was typed kept: Forward gives it back', async () => {
    const { router, user } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    await user.click(screen.getByRole('button', { name: /Add Guest/ }))
    let dialog = await findDialog('Invite Guest')
    await user.type(within(dialog).getByLabelText(/First Name/), 'Zephyr')
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Quill')
    act(() => router.history.back())
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    act(() => router.history.forward())
    dialog = await findDialog('Invite Guest')
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Zephyr')
    expect(within(dialog).getByLabelText(/Last Name/)).toHaveValue('Quill')
  })

  it('a dialog taken away by Back gives what was typed back when opened again; closed by its own button, it keeps nothing', async () => {
    const { router, user } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    await user.click(screen.getByRole('button', { name: /Add Guest/ }))
    let dialog = await findDialog('Invite Guest')
    await user.type(within(dialog).getByLabelText(/First Name/), 'Zephyr')
    act(() => router.history.back())
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: /Add Guest/ }))
    dialog = await findDialog('Invite Guest')
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Zephyr')

    // Closed by its own button, it keeps nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: /Add Guest/ }))
    dialog = await findDialog('Invite Guest')
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('')
  })

  it("Back that closes a dialog over the profile's edit form keeps nothing of that form for the dialog", async () => {
    const { router, user } = await renderApp('/user-profile', { as: DEMO.resident })
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }, SLOW))
    const profile = await screen.findByRole('form', { name: 'Edit profile' })
    await user.clear(within(profile).getByLabelText(/^First Name/))
    await user.type(within(profile).getByLabelText(/^First Name/), 'Halfway')
    const inviteGuest = async () => {
      await user.click(screen.getByRole('button', { name: /User menu/ }))
      await user.click(await screen.findByRole('menuitem', { name: 'Invite Guest' }))
      return findDialog('Invite Guest')
    }
    let dialog = await inviteGuest()
    act(() => router.history.back())
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    dialog = await inviteGuest()
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('')
    expect(within(dialog).getByLabelText(/^Last Name/)).toHaveValue('')
    // The profile's edit stays where it was typed.
    expect(within(profile).getByLabelText(/^First Name/)).toHaveValue('Halfway')
  })

  it('an edit dialog left by Back untouched keeps nothing: Forward shows the record as it is then', async () => {
    const { router, queryClient } = await renderApp('/dashboard?dialog=visitor-edit&id=VCI-00001', { as: DEMO.resident })
    let dialog = await findDialog('Edit Visitor')
    expect(within(dialog).getByLabelText(/^First Name/)).not.toHaveValue('Renamed')
    act(() => router.history.back())
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    // Another person of the household renames the visitor meanwhile.
    updateDocFields(findDoc('Visitor Call-In', 'VCI-00001')!, { visitor_name: 'Renamed Elsewhere' }, DEMO.family)
    await act(() => queryClient.refetchQueries())
    act(() => router.history.forward())
    dialog = await findDialog('Edit Visitor')
    expect(within(dialog).getByLabelText(/^First Name/)).toHaveValue('Renamed')
    expect(within(dialog).getByLabelText(/^Last Name/)).toHaveValue('Elsewhere')
  })

  it("a dialog opened from the user menu (its entry gone with the menu) leaves the keyboard on the screen's heading when closed", async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    await user.click(screen.getByRole('button', { name: /User menu/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Invite Guest' }))
    const dialog = await findDialog('Invite Guest')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    // Not the page's start: the next Tab goes on from the screen.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus())
  })

  it('a tap outside a form dialog (as when putting the keyboard away) keeps it open with what was typed', async () => {
    const { router, user } = await renderApp('/dashboard?dialog=visitor', { as: DEMO.resident })
    const dialog = await findDialog('Visitor call in')
    const name = within(dialog).getByRole('textbox', { name: /^Name/ })
    await user.type(name, 'Zephyr')
    const overlay = document.querySelector('.mantine-Modal-overlay')
    expect(overlay).not.toBeNull()
    await user.click(overlay!)
    // A close would have taken the dialog out of the URL by now.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(router.state.location.search).toMatchObject({ dialog: 'visitor' })
    expect(dialog).toBeInTheDocument()
    expect(name).toHaveValue('Zephyr')
  })

  it('a dialog sending what was typed cannot be closed until the answer comes: a failure leaves it all there to try again', async () => {
    const { user } = await renderApp('/dashboard?dialog=guest', { as: DEMO.resident })
    const dialog = await findDialog('Invite Guest')
    await user.type(within(dialog).getByLabelText(/First Name/), 'Zephyr')
    await user.type(within(dialog).getByLabelText(/Last Name/), 'Quill')
    demoControl.latency(800)
    demoControl.fail('aviepros-add-guest', { status: 500 })
    await user.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(await within(dialog).findByRole('button', { name: 'Adding...' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled()
    await user.keyboard('{Escape}')
    expect(await screen.findByText(/^Failed to add guest/, {}, SLOW)).toBeInTheDocument()
    expect(dialog).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/First Name/)).toHaveValue('Zephyr')
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled()
  })

  it('a dialog opened from its address (a link) and closed stays on its page', async () => {
    const { router, user } = await renderApp('/cars', { as: DEMO.resident })
    await screen.findByRole('heading', { name: 'Cars', level: 1 }, SLOW)
    await router.navigate({ href: '/dashboard?dialog=incident' })
    const dialog = await findDialog('Submit your incident report')
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('dialog'))
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(await screen.findByText('Emma Clarke', {}, SLOW)).toBeInTheDocument()
  })
})
