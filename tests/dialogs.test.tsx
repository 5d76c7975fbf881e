import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
