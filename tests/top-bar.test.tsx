import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getDb } from '../src/demo-backend/db'
import { demoControl } from '../src/demo-backend/node'
import { DEMO, renderApp } from './render-app'

async function openMenu(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await screen.findByRole('button', { name: /User menu/ }))
  // The menu's code loads on intent: it opens as soon as it is there.
  await screen.findByRole('menu')
}

describe('top bar', () => {
  it('shows the logo link, the address, and the menu entries of a home user', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const banner = await screen.findByRole('banner')
    expect(within(banner).getByRole('link', { name: 'Traffic Dash dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(within(banner).getByText('14 Willow Creek Lane, Oakridge Estates')).toBeInTheDocument()
    await openMenu(user)
    expect(screen.getByRole('menuitem', { name: 'Your Profile' })).toHaveAttribute('href', '/user-profile')
    expect(screen.getByRole('menuitem', { name: 'Members' })).toHaveAttribute('href', '/members')
    expect(screen.getByRole('menuitem', { name: 'Cars' })).toHaveAttribute('href', '/cars')
    expect(screen.getByRole('menuitem', { name: 'Calendar' })).toHaveAttribute('href', '/calendar')
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings')
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Managers' })).not.toBeInTheDocument()
  })

  it('shows Managers for a flagged user', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.flagged })
    await openMenu(user)
    expect(screen.getByRole('menuitem', { name: 'Managers' })).toHaveAttribute('href', '/managers')
    expect(screen.queryByRole('menuitem', { name: 'Members' })).not.toBeInTheDocument()
  })

  it('a club member whose record carries the flagged community\'s flag still has Members, the people screen a club member has', async () => {
    getDb().users.find((u) => u.email === DEMO.club)!.profile.is_101_duntreath = 1
    const { user } = await renderApp('/dashboard', { as: DEMO.club })
    await openMenu(user)
    expect(screen.getByRole('menuitem', { name: 'Members' })).toHaveAttribute('href', '/members')
    expect(screen.queryByRole('menuitem', { name: 'Managers' })).not.toBeInTheDocument()
  })

  it('shows the club brand and club member id for a club user', async () => {
    await renderApp('/dashboard', { as: DEMO.club })
    const banner = await screen.findByRole('banner')
    expect(within(banner).getByText('Traffic Dash Club')).toBeInTheDocument()
    expect(within(banner).getByText('Club member ID: CLB-2041')).toBeInTheDocument()
  })

  it("falls back to 'User' and 'No email', and a letter avatar without a photo", async () => {
    const { user, session } = await renderApp('/dashboard', { as: DEMO.resident })
    session.updateUser({ full_name: '', first_name: '', last_name: '', email: '', name: '' })
    await openMenu(user)
    expect(await screen.findAllByText('User')).not.toHaveLength(0)
    expect(screen.getAllByText('No email')).not.toHaveLength(0)
  })

  it("shows a public photo of the site from its address, with no call: the site serves /files/ without the CORS headers a fetch needs", async () => {
    const { session } = await renderApp('/dashboard', { as: DEMO.resident })
    demoControl.clearRequests()
    session.updateUser({ user_image: '/files/maya.png' })
    const img = await screen.findByRole('img', { name: 'Maya Robinson' })
    expect(img).toHaveAttribute('src', `${window.location.origin}/files/maya.png`)
    expect(demoControl.requests().filter((r) => r.path.includes('/files/'))).toEqual([])
  })

  it('uses an https user_image elsewhere as it is (one on the portal comes through the token: profile.test), and never an unsafe URL', async () => {
    const { session } = await renderApp('/dashboard', { as: DEMO.resident })
    session.updateUser({ user_image: 'https://images.example/maya.png' })
    const img = await screen.findByRole('img', { name: 'Maya Robinson' })
    expect(img).toHaveAttribute('src', 'https://images.example/maya.png')
    session.updateUser({ user_image: 'javascript:alert(1)' })
    await screen.findByText('M')
    expect(document.querySelector('img[src^="javascript"]')).toBeNull()
  })
})
