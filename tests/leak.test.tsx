/**
 * No data leaks between users (D14): one person signs in, sees every screen, logs out through the
 * user menu; the next person signs in at the same browser and finds none of the first one's data
 * on screen, in the query cache or in storage.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../src/session/store'
import { DEMO, pathOf, renderApp } from './render-app'

const SLOW = { timeout: 8000 }
type App = Awaited<ReturnType<typeof renderApp>>

async function signIn(app: App, email: string) {
  fireEvent.change(await screen.findByLabelText(/^Email/, {}, SLOW), { target: { value: email } })
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Demo@1234' } })
  await app.user.click(screen.getByRole('button', { name: 'Submit' }))
  await waitFor(() => expect(pathOf(app.router)).toBe('/dashboard'), SLOW)
}

/** Visit a screen and wait until `texts` show (its data loaded). */
async function visit(app: App, to: string, texts: string[]) {
  await app.router.navigate({ href: to })
  for (const text of texts) await screen.findAllByText(text, { exact: false }, SLOW)
}

/** Everything the app holds: the page's text and every cached query's data. */
function everything(app: App): string {
  const cache = app.queryClient
    .getQueryCache()
    .getAll()
    .map((q) => JSON.stringify(q.state.data ?? null))
    .join('\n')
  return `${document.body.textContent ?? ''}\n${cache}\n${JSON.stringify({ ...localStorage })}`
}

// What the resident's screens show: names, the address, visitors, guests, vacations, services, members, cars.
const RESIDENT_DATA = [
  'Maya Robinson',
  'Willow Creek Lane',
  'Emma Clarke',
  'BrightlinePlumbing',
  'Olivia Bennett',
  'Nora Robinson',
  'Family trip to the coast',
  'GreenThumb',
  'Emma Robinson',
  'Daniel Robinson',
  '7KXR214',
  'HA-0001',
]

describe('no data leaks between users (D14)', () => {
  it("after log out, the next user sees nothing of the previous user's data", async () => {
    const app = await renderApp('/', { as: null })
    await signIn(app, DEMO.resident)

    await screen.findByTestId('home-dashboard', {}, SLOW)
    await visit(app, '/dashboard', ['Emma Clarke', 'BrightlinePlumbing', 'Olivia Bennett', 'Nora Robinson', 'Family trip to the coast', 'GreenThumb'])
    await visit(app, '/members', ['Emma Robinson', 'Daniel Robinson'])
    await visit(app, '/cars', ['7KXR214'])
    await visit(app, '/user-profile', ['Willow Creek Lane', 'resident@demo.test'])
    await visit(app, '/settings', ['Change Password'])
    // The first user's data really was loaded (else the check below proves nothing).
    const seen = everything(app)
    for (const text of RESIDENT_DATA) expect(seen, text).toContain(text)

    await app.user.click(screen.getByRole('button', { name: /User menu/ }))
    await app.user.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(pathOf(app.router)).toBe('/'), SLOW)
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull()
    expect(app.queryClient.getQueryCache().getAll()).toHaveLength(0)
    for (const text of RESIDENT_DATA) expect(everything(app), `${text} after log out`).not.toContain(text)

    await signIn(app, DEMO.club)
    await screen.findByTestId('club-dashboard', {}, SLOW)
    await visit(app, '/dashboard', ['Ava Thompson', 'Harper Collins', 'Isabella Martinez'])
    await visit(app, '/members', ['Elena Martinez'])
    await visit(app, '/cars', ['Club Member Cars'])
    await visit(app, '/user-profile', ['Harbor Point Yacht Club'])
    await visit(app, '/settings', ['Change Password'])
    const after = everything(app)
    // (The sign-in page lists the demo accounts, so the e-mail is checked only here.)
    for (const text of [...RESIDENT_DATA, 'resident@demo.test']) expect(after, `${text} seen by the next user`).not.toContain(text)
    // Every cached query belongs to the club account.
    for (const q of app.queryClient.getQueryCache().getAll()) expect(JSON.stringify(q.queryKey)).not.toContain('HA-0001')
  })
})
