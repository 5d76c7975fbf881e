import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getDb } from '../src/demo-backend/db'
import { STORAGE_KEYS } from '../src/session/store'
import { findDialog } from './home-helpers'
import { DEMO, renderApp } from './render-app'

/** The resident's stored profile with other roles, as a reload would find it. */
function residentWith(roles: unknown) {
  const profile = getDb().users.find((u) => u.email === DEMO.resident)!.profile
  return { [STORAGE_KEYS.user]: JSON.stringify({ ...profile, roles }) }
}

describe('dashboard selection by role', () => {
  it.each([
    { label: 'an unknown role', roles: ['Gate Volunteer'] },
    { label: 'no roles at all', roles: [] },
    { label: 'a missing roles field', roles: undefined },
    // The first role decides: one the site sent as no name does not let the next one decide.
    { label: 'a first role that is not a name', roles: [7, 'Club Primary Member'] },
  ])('$label gets the home dashboard', async ({ roles }) => {
    await renderApp('/dashboard', { storage: residentWith(roles), restore: true })
    expect(await screen.findByRole('button', { name: /Vacation Alert/ })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Guest List' })).not.toBeInTheDocument()
  })

  it('a club role first gets the club dashboard', async () => {
    await renderApp('/dashboard', { as: DEMO.club })
    expect(await screen.findByRole('region', { name: 'Guest List' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Vacation Alert/ })).not.toBeInTheDocument()
  })
})

describe('an account the site has not linked to a home or a club', () => {
  it('a resident with no home is told why the dashboard is empty, and who can put it right', async () => {
    delete getDb().users.find((u) => u.email === DEMO.resident)!.profile.homeowner_address
    const { router } = await renderApp('/dashboard')
    expect(await screen.findByText('This account is not linked to a home')).toBeInTheDocument()
    expect(screen.getByText("Nothing can be registered for the gate until it is. Ask your community's office to link your account, then log out and log in again.")).toBeInTheDocument()
    // The calendar, empty for the same reason, says so too.
    await act(() => router.navigate({ to: '/calendar' }))
    expect(await screen.findByRole('heading', { name: 'Calendar' }, { timeout: 8000 })).toBeInTheDocument()
    expect(await screen.findByText('This account is not linked to a home')).toBeInTheDocument()
    // So do the cars and the members, whose empty lists would otherwise read as none registered.
    for (const [to, heading] of [['/cars', 'Cars'], ['/members', 'Members']] as const) {
      await act(() => router.navigate({ to }))
      expect(await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 8000 })).toBeInTheDocument()
      expect(screen.getByText('This account is not linked to a home')).toBeInTheDocument()
    }
  })

  const NOT_LINKED = 'Not available until your account is linked.'

  it('a resident with no home is offered nothing that would send a gate entry without its home: the cards say why, a link to a form opens none', async () => {
    delete getDb().users.find((u) => u.email === DEMO.resident)!.profile.homeowner_address
    // The form's code at hand, so that it would show at once if it were offered.
    await import('../src/features/visitors/visitor-dialog')
    const { router, user } = await renderApp('/dashboard?dialog=visitor')
    expect(await screen.findByText('This account is not linked to a home')).toBeInTheDocument()
    await expect(findDialog('Visitor call in', { timeout: 1000 })).rejects.toThrow()
    await act(() => router.navigate({ to: '/dashboard' }))
    for (const name of [/Report a Visitor/, /Add Guest/, /Vacation Alert/, /Recurring Service Providers/]) {
      const card = screen.getByRole('button', { name })
      expect(card).toHaveAttribute('aria-disabled', 'true')
      expect(card).toHaveAccessibleDescription(NOT_LINKED)
    }
    expect(screen.getByRole('button', { name: 'Add many' })).toHaveAccessibleDescription(NOT_LINKED)
    await user.click(screen.getByRole('button', { name: /Report a Visitor/ }))
    await user.click(screen.getByRole('button', { name: 'Add many' }))
    expect(router.state.location.search).not.toHaveProperty('dialog')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // The menu has no Invite Guest; an incident report is anyone's to make.
    await user.click(screen.getByRole('button', { name: /User menu/ }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).queryByRole('menuitem', { name: 'Invite Guest' })).not.toBeInTheDocument()
    await user.click(within(menu).getByRole('menuitem', { name: 'Submit your incident report' }))
    expect(await findDialog('Submit your incident report')).toBeInTheDocument()
  })

  it('a club member with no membership is offered no guest and no visitor, and a link to their form opens none', async () => {
    delete getDb().users.find((u) => u.email === DEMO.club)!.profile.club_member
    await import('../src/features/club/club-visitor-dialog')
    await renderApp('/dashboard?dialog=club-visitor', { as: DEMO.club })
    expect(await screen.findByText('This account is not linked to a club membership')).toBeInTheDocument()
    await expect(findDialog('Report a Visitor', { timeout: 1000 })).rejects.toThrow()
    for (const name of [/^Guest List/, /Report a Visitor/]) {
      const card = screen.getByRole('button', { name })
      expect(card).toHaveAttribute('aria-disabled', 'true')
      expect(card).toHaveAccessibleDescription(NOT_LINKED)
    }
  })

  it('a club member with no membership is told the same, on the dashboard and on the members screen', async () => {
    delete getDb().users.find((u) => u.email === DEMO.club)!.profile.club_member
    const { router } = await renderApp('/dashboard', { as: DEMO.club })
    expect(await screen.findByText('This account is not linked to a club membership')).toBeInTheDocument()
    expect(screen.getByText("Nothing can be registered for the gate until it is. Ask your club's office to link your account, then log out and log in again.")).toBeInTheDocument()
    await act(() => router.navigate({ to: '/members' }))
    expect(await screen.findByRole('heading', { name: 'Club Members', level: 1 }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByText('This account is not linked to a club membership')).toBeInTheDocument()
  })

  it('a linked account is not told so', async () => {
    const { router } = await renderApp('/dashboard')
    expect(await screen.findByRole('button', { name: /Vacation Alert/ })).toBeInTheDocument()
    expect(screen.queryByText('This account is not linked to a home')).not.toBeInTheDocument()
    await act(() => router.navigate({ to: '/cars' }))
    expect(await screen.findByRole('article', { name: 'Vehicle 1' }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.queryByText('This account is not linked to a home')).not.toBeInTheDocument()
  })
})
