/**
 * Double submits: every submit and row action sends exactly one request however fast it
 * is clicked or Enter is pressed. The demo backend answers slowly (200 ms) so the first request is
 * still running when the second click lands.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoControl } from '../src/demo-backend/node'
import { DEMO, pathOf, renderApp } from './render-app'

const SLOW = { timeout: 8000 }
type App = Awaited<ReturnType<typeof renderApp>>

const sent = (part: string, method: string) => demoControl.requests().filter((r) => r.method === method && r.path.includes(part)).length

/** Wait until nothing runs any more (a second request would still be running), then count. */
async function expectOne(app: App, part: string, method: string, what = part) {
  await waitFor(() => expect(sent(part, method), what).toBeGreaterThanOrEqual(1), SLOW)
  // A second submit would be a second pending mutation: wait until none runs, then a moment more.
  await waitFor(() => expect(app.queryClient.isMutating()).toBe(0), SLOW)
  await new Promise((r) => setTimeout(r, 50))
  expect(sent(part, method), what).toBe(1)
}

async function dialog(name: string) {
  return screen.findByRole('dialog', { name }, SLOW)
}

function setValue(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } })
}

/** Two clicks as fast as the user can: the second lands while the first request runs. */
async function doubleClick(app: App, button: HTMLElement) {
  demoControl.latency(150)
  await Promise.all([app.user.click(button), app.user.click(button)])
}

describe('a form submits once however fast it is clicked', () => {
  const dialogForms: {
    name: string
    url: string
    as?: string
    title: string
    fill: [RegExp, string][]
    submit: string
    path: string
    method: string
  }[] = [
    {
      name: 'Visitor call in',
      url: '/dashboard?dialog=visitor',
      title: 'Visitor call in',
      fill: [[/^Name/, 'Quick']],
      submit: 'Submit',
      path: '/api/resource/Visitor Call-In',
      method: 'POST',
    },
    {
      name: 'Edit Visitor',
      url: '/dashboard?dialog=visitor-edit&id=VCI-00001',
      title: 'Edit Visitor',
      fill: [[/^First Name/, 'Quick']],
      submit: 'Update',
      path: 'Visitor Call-In/VCI-00001',
      method: 'PUT',
    },
    {
      name: 'Invite Guest',
      url: '/dashboard?dialog=guest',
      title: 'Invite Guest',
      fill: [
        [/^First Name/, 'Quick'],
        [/^Last Name/, 'Twice'],
      ],
      submit: 'Add',
      path: 'aviepros-add-guest',
      method: 'POST',
    },
    {
      name: 'Edit Guest',
      url: '/dashboard?dialog=guest-edit&id=GST-00001',
      title: 'Edit Guest',
      fill: [[/^First Name/, 'Quick']],
      submit: 'Update',
      path: 'aviepros-update-guest',
      method: 'PUT',
    },
    {
      name: 'Plan Your Vacation',
      url: '/dashboard?dialog=vacation',
      title: 'Plan Your Vacation',
      fill: [[/^Vacation Note/, 'Quick trip']],
      submit: 'Submit',
      path: '/api/resource/Vacation Call In Entry',
      method: 'POST',
    },
    {
      name: 'Edit Vacation Alert',
      url: '/dashboard?dialog=vacation-edit&id=VAC-00001',
      title: 'Edit Vacation Alert',
      fill: [[/^Vacation Note/, 'Quick']],
      submit: 'Update',
      path: 'Vacation Call In Entry/VAC-00001',
      method: 'PUT',
    },
    {
      name: 'Add Recurring Service',
      url: '/dashboard?dialog=recurring-service',
      title: 'Add Recurring Service',
      fill: [[/^Vendor Name/, 'Quick']],
      submit: 'Submit',
      path: 'add_recurring_service',
      method: 'POST',
    },
    {
      name: 'Edit Recurring Service',
      url: '/dashboard?dialog=recurring-service-edit&id=RS-00001',
      title: 'Edit Recurring Service',
      fill: [[/^Vendor Name/, 'Quick']],
      submit: 'Update',
      path: 'update_recurring_service',
      method: 'PUT',
    },
    {
      name: 'Incident report',
      url: '/dashboard?dialog=incident',
      title: 'Submit your incident report',
      fill: [[/^Subject/, 'Gate open']],
      submit: 'Submit',
      path: 'Incident Reports',
      method: 'POST',
    },
    {
      name: 'Club Add Guest',
      url: '/dashboard?dialog=club-guest',
      as: DEMO.club,
      title: 'Add Guest',
      fill: [
        [/^First Name/, 'Quick'],
        [/^Last Name/, 'Twice'],
      ],
      submit: 'Add Guest',
      path: 'aviepros-addguest-clubmembers',
      method: 'POST',
    },
    {
      name: 'Club Report a Visitor',
      url: '/dashboard?dialog=club-visitor',
      as: DEMO.club,
      title: 'Report a Visitor',
      fill: [[/^First Name/, 'Quick']],
      submit: 'Submit',
      path: '/api/resource/Visitor Call-In',
      method: 'POST',
    },
  ]

  // One render per account; each dialog is opened by its URL (D18) in turn.
  for (const as of [DEMO.resident, DEMO.club]) {
    const forms = dialogForms.filter((f) => (f.as ?? DEMO.resident) === as)
    // Nine dialogs in turn on one render: more than one test's usual 20 s on a loaded 2-core machine.
    it(`${forms.map((f) => f.name).join(', ')}: two clicks, one request each`, { timeout: 45_000 }, async () => {
      const app = await renderApp('/dashboard', { as })
      for (const f of forms) {
        demoControl.latency(0)
        await app.router.navigate({ href: f.url })
        const d = await dialog(f.title)
        for (const [label, value] of f.fill) setValue(within(d).getByLabelText(label), value)
        demoControl.clearRequests()
        await doubleClick(app, within(d).getByRole('button', { name: f.submit }))
        await expectOne(app, f.path, f.method, f.name)
        // (Some of these answers are refusals, e.g. a visitor without a type: the dialog stays open.)
        await app.router.navigate({ to: '/dashboard', search: {} })
      }
    })
  }

  it('Enter pressed twice in a field submits once (Invite Guest)', async () => {
    const app = await renderApp('/dashboard?dialog=guest')
    const d = await dialog('Invite Guest')
    setValue(within(d).getByLabelText(/^First Name/), 'Enter')
    const last = within(d).getByLabelText(/^Last Name/)
    setValue(last, 'Twice')
    demoControl.clearRequests()
    demoControl.latency(200)
    await app.user.click(last)
    await app.user.keyboard('{Enter}{Enter}')
    await expectOne(app, 'aviepros-add-guest', 'POST')
  })

  it('sign in: a double click and Enter twice send one login', async () => {
    const app = await renderApp('/', { as: null })
    setValue(await screen.findByLabelText(/^Email/, {}, SLOW), DEMO.resident)
    const password = screen.getByLabelText(/^Password/)
    setValue(password, 'wrong-password')
    demoControl.clearRequests()
    await app.user.dblClick(screen.getByRole('button', { name: 'Submit' }))
    await expectOne(app, 'aviepros.login', 'POST')
    demoControl.clearRequests()
    await app.user.click(password)
    await app.user.keyboard('{Enter}{Enter}')
    await expectOne(app, 'aviepros.login', 'POST')
  })

  it('forgot password: two clicks, one request', async () => {
    const app = await renderApp('/forget-password', { as: null })
    setValue(await screen.findByLabelText(/^Email/, {}, SLOW), DEMO.resident)
    demoControl.clearRequests()
    await doubleClick(app, screen.getByRole('button', { name: 'Send Reset Link' }))
    await expectOne(app, 'forget_password', 'POST')
    // Then the page goes on to sign-in, once.
    await waitFor(() => expect(pathOf(app.router)).toBe('/'), SLOW)
  })

  it('reset password: two clicks, one request', async () => {
    const app = await renderApp('/reset-password?token=double-token', { as: null })
    setValue(await screen.findByLabelText(/^New Password/, {}, SLOW), 'Quick@1234')
    setValue(screen.getByLabelText(/^Confirm Password/), 'Quick@1234')
    demoControl.clearRequests()
    await doubleClick(app, screen.getByRole('button', { name: 'Reset Password' }))
    await expectOne(app, 'reset_password', 'POST')
  })

  it('change password: two clicks, one request', async () => {
    const app = await renderApp('/settings')
    setValue(await screen.findByLabelText(/^Current Password/, {}, SLOW), 'Demo@1234')
    setValue(screen.getByLabelText(/^New Password/), 'Quick@1234')
    setValue(screen.getByLabelText(/^Confirm New Password/), 'Quick@1234')
    demoControl.clearRequests()
    await doubleClick(app, screen.getByRole('button', { name: 'Save Password' }))
    await expectOne(app, 'change_password', 'POST')
  })

  it('profile: two clicks on Save Profile, one request', async () => {
    const app = await renderApp('/user-profile')
    await app.user.click(await screen.findByRole('button', { name: 'Edit Profile' }, SLOW))
    setValue(await screen.findByLabelText(/^First Name/), 'Quick')
    demoControl.clearRequests()
    await doubleClick(app, screen.getByRole('button', { name: 'Save Profile' }))
    await expectOne(app, 'update_user_profile', 'POST')
  })
})

describe('deletes and row actions run once however fast the confirmation is clicked', () => {
  const deletes: { name: string; url: string; title: string; button: string; confirm: string; path: string; method: string }[] = [
    {
      name: 'visitor',
      url: '/dashboard?dialog=visitor-edit&id=VCI-00001',
      title: 'Edit Visitor',
      button: 'Delete',
      confirm: 'Delete visitor',
      path: 'Visitor Call-In/VCI-00001',
      method: 'DELETE',
    },
    {
      name: 'guest',
      url: '/dashboard?dialog=guest-edit&id=GST-00001',
      title: 'Edit Guest',
      button: 'Delete',
      confirm: 'Delete guest',
      path: 'aviepros-delete-guest',
      method: 'POST',
    },
    {
      name: 'vacation',
      url: '/dashboard?dialog=vacation-edit&id=VAC-00001',
      title: 'Edit Vacation Alert',
      button: 'Remove',
      confirm: 'Remove vacation alert',
      path: 'Vacation Call In Entry/VAC-00001',
      method: 'DELETE',
    },
    {
      name: 'recurring service',
      url: '/dashboard?dialog=recurring-service-edit&id=RS-00001',
      title: 'Edit Recurring Service',
      button: 'Delete',
      confirm: 'Delete recurring service',
      path: 'delete_recurring_service',
      method: 'POST',
    },
  ]
  it(`${deletes.map((f) => f.name).join(', ')}: Delete confirmed twice, one request each`, async () => {
    const app = await renderApp('/dashboard')
    // As a resident would: the edit dialogs are opened from the dashboard once it shows (a dialog
    // opened while the app is still starting is mounted again when the start-up ends, and a
    // dialog element found before that is a removed one).
    await screen.findByText('Report a Visitor', {}, SLOW)
    for (const f of deletes) {
      demoControl.latency(0)
      await app.router.navigate({ href: f.url })
      const d = await dialog(f.title)
      // The edit form (and its Delete) shows once the record's list has arrived.
      await app.user.click(await within(d).findByRole('button', { name: f.button }, SLOW))
      const confirm = await dialog(f.confirm)
      demoControl.clearRequests()
      await doubleClick(app, within(confirm).getByRole('button', { name: f.button }))
      await expectOne(app, f.path, f.method, f.name)
      await waitFor(() => expect(screen.queryByRole('dialog', { name: f.title })).not.toBeInTheDocument(), SLOW)
    }
  })

  const clubDeletes = [
    { name: 'club guest', icon: 'Delete guest Ava Thompson', confirm: 'Delete guest', path: 'aviepros-deleteguest-clubmember', method: 'POST' },
    {
      name: 'club visitor call',
      icon: 'Delete visitor Harper Collins',
      confirm: 'Delete visitor',
      path: 'Visitor Call-In/VCI-00101',
      method: 'DELETE',
    },
  ]
  it('club guest and club visitor call: Delete confirmed twice, one request each', async () => {
    const app = await renderApp('/dashboard', { as: DEMO.club })
    for (const f of clubDeletes) {
      demoControl.latency(0)
      await app.user.click(await screen.findByRole('button', { name: f.icon }, SLOW))
      const confirm = await dialog(f.confirm)
      demoControl.clearRequests()
      await doubleClick(app, within(confirm).getByRole('button', { name: 'Delete' }))
      await expectOne(app, f.path, f.method, f.name)
      await waitFor(() => expect(screen.queryByRole('dialog', { name: f.confirm })).not.toBeInTheDocument(), SLOW)
    }
  })

  const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement

  it('members: Invite clicked twice sends one invite; Yes clicked twice sends one revoke', async () => {
    const app = await renderApp('/members')
    await screen.findByText('Emma Robinson', {}, SLOW)
    demoControl.clearRequests()
    await doubleClick(app, within(rowOf('Emma Robinson')).getByRole('button', { name: 'Invite Emma Robinson' }))
    await expectOne(app, 'aviepros_invite_secondary_member', 'POST')

    demoControl.latency(0)
    await app.user.click(within(rowOf('Daniel Robinson')).getByRole('button', { name: 'Revoke Daniel Robinson' }))
    const confirm = await dialog('Confirm Revoke Access')
    demoControl.clearRequests()
    await doubleClick(app, within(confirm).getByRole('button', { name: 'Yes' }))
    await expectOne(app, 'aviepros_revoke_secondary_member', 'POST')
  })

  it('club members: Invite clicked twice sends one invite; Yes clicked twice sends one revoke', async () => {
    const app = await renderApp('/members', { as: DEMO.club })
    await screen.findByText('Elena Martinez', {}, SLOW)
    demoControl.clearRequests()
    await doubleClick(app, within(rowOf('Elena Martinez')).getByRole('button', { name: 'Invite Elena Martinez' }))
    await expectOne(app, 'aviepros_invite_club_secondary_member', 'POST')

    demoControl.latency(0)
    await app.user.click(within(rowOf('Lucas Martinez')).getByRole('button', { name: 'Revoke Lucas Martinez' }))
    const confirm = await dialog('Confirm Revoke Access')
    demoControl.clearRequests()
    await doubleClick(app, within(confirm).getByRole('button', { name: 'Yes' }))
    await expectOne(app, 'aviepros_revoke_club_secondary_member', 'POST')
  })
})
