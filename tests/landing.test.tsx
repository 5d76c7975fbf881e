import { screen, within } from '@testing-library/react'
import { APP_STORE_URL, PLAY_STORE_URL } from '../src/config'
import { renderApp } from './render-app'

describe('landing page (/landing)', () => {
  it('has one h1 and the page landmarks', async () => {
    await renderApp('/landing', { as: null })

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getAllByRole('banner')).toHaveLength(1)
    expect(screen.getAllByRole('main')).toHaveLength(1)
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1)
    expect(screen.getAllByRole('img', { name: 'Traffic Dash' }).length).toBeGreaterThan(0)
  })

  it('shows the home-owner and club-member features', async () => {
    await renderApp('/landing', { as: null })
    await screen.findByRole('heading', { level: 1 })

    expect(screen.getByRole('heading', { level: 2, name: 'For home owners' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'For club members' })).toBeInTheDocument()

    for (const name of [
      'Day visitor call-in',
      'Add guest',
      'Vacation alert',
      'Incident report',
      'Recurring service providers',
      'Guest list',
      'Same-day visitor call-in',
      'Secondary members',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument()
    }
    // The service types by the names the portal's dialog and lists give them.
    for (const type of ['Housekeeper', 'Lawn Care', 'Pool Care', 'Caregiver', 'Pet Sitter', 'Pest Control', 'Baby Sitter', 'Pet Groomer'])
      expect(screen.getByText(type)).toBeInTheDocument()
  })

  it('lists the three setup steps in order', async () => {
    await renderApp('/landing', { as: null })
    await screen.findByRole('heading', { level: 1 })

    const steps = ['Fill out personal info', 'Verify your info', 'Login to your app']
    for (const name of steps) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument()
    }
    const section = screen.getByRole('region', { name: 'Get started in three steps' })
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual(steps)
  })

  it('links to both app stores in a new tab', async () => {
    await renderApp('/landing', { as: null })
    await screen.findByRole('heading', { level: 1 })

    const download = document.getElementById('download')
    expect(download).not.toBeNull()

    const appStore = within(download!).getByRole('link', { name: 'Download on the App Store' })
    const playStore = within(download!).getByRole('link', { name: 'Get it on Google Play' })
    expect(appStore).toHaveAttribute('href', APP_STORE_URL)
    expect(playStore).toHaveAttribute('href', PLAY_STORE_URL)
    for (const link of [appStore, playStore]) {
      expect(link.getAttribute('href')).toMatch(/^https?:\/\//)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
      expect(link.getAttribute('rel')).toContain('noreferrer')
    }

    const getTheApp = screen.getAllByRole('link', { name: 'Get the app' })
    expect(getTheApp.length).toBeGreaterThan(0)
    for (const link of getTheApp) expect(link).toHaveAttribute('href', '#download')
  })

  it('points every "Sign in" link at the login page', async () => {
    await renderApp('/landing', { as: null })
    await screen.findByRole('heading', { level: 1 })

    const signIn = screen.getAllByRole('link', { name: 'Sign in' })
    expect(signIn.length).toBeGreaterThanOrEqual(3)
    for (const link of signIn) expect(link).toHaveAttribute('href', '/')
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/')
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/',
    )
    expect(screen.getByText('© 2026 Traffic Dash')).toBeInTheDocument()
  })
})
