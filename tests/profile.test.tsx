import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { File as NodeFile } from 'node:buffer'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { getDb } from '../src/demo-backend/db'
import { frappeBodies } from '../src/demo-backend/faults'
import { demoControl, server } from '../src/demo-backend/node'
import { STORAGE_KEYS } from '../src/session/store'
import { stubObjectUrls } from './object-urls'
import { anotherUserSignsIn, DEMO, pathOf, renderApp, storeSession } from './render-app'

const UPDATE = 'merak_hotel_security.aviepros.update_user_profile'
const UPLOAD = '/api/method/frappe.handler.upload_file'
const calls = (suffix: string) => demoControl.requests().filter((r) => r.path.endsWith(suffix))

// A 1x1 PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)
const png = (name = 'me.png') => new File([PNG], name, { type: 'image/png' })

// jsdom's File and FormData do not survive Node's fetch (a multipart body arrives as '[object File]'):
// give this file the fetch implementation's own classes, as a browser has one set of them.
const jsdomGlobals = { File: globalThis.File, FormData: globalThis.FormData }
beforeAll(async () => {
  const nodeFormData: typeof FormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData
  // As a browser's, it also reads a <form>'s fields (React does, for a submit during a transition).
  class FormDataReadingForms extends nodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super()
      if (!form) return
      for (const [name, value] of new jsdomGlobals.FormData(form, submitter)) if (typeof value === 'string') this.append(name, value)
    }
  }
  Object.assign(globalThis, { File: NodeFile, FormData: FormDataReadingForms })
})
afterAll(() => Object.assign(globalThis, jsdomGlobals))

let revoked: string[] = []
let made: Blob[] = []
/** The blob an object URL of the stub stands for. */
const blobOf = (url: string) => made[Number(url.slice('blob:preview-'.length)) - 1]!
beforeEach(() => {
  ;({ made, revoked } = stubObjectUrls('preview'))
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

async function open(as: string = DEMO.resident) {
  const app = await renderApp('/user-profile', { as })
  await screen.findByRole('heading', { name: 'User Profile', level: 1 })
  return app
}

async function edit(app: Awaited<ReturnType<typeof open>>) {
  await app.user.click(screen.getByRole('button', { name: 'Edit Profile' }))
  return screen.findByRole('form', { name: 'Edit profile' })
}

const input = (label: RegExp) => screen.getByLabelText(label)
const fileInput = () => screen.getByLabelText('Profile photo file')
const topBarName = () => screen.getByRole('button', { name: /^User menu for / })

describe('user profile: view and edit', () => {
  it("a save that answers after a logout is not written into the next user's session", async () => {
    let answer!: () => void
    const answered = new Promise<void>((resolve) => (answer = resolve))
    let asked = false
    const resident = getDb().users.find((u) => u.email === DEMO.resident)!.profile
    server.use(
      http.post(`*/${UPDATE}`, async () => {
        asked = true
        await answered
        return HttpResponse.json({ message: { user: { ...resident, first_name: 'Mia', full_name: 'Mia Robinson' } } })
      }),
    )
    const app = await open()
    await edit(app)
    await app.user.clear(input(/^First Name/))
    await app.user.type(input(/^First Name/), 'Mia')
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }))
    await waitFor(() => expect(asked).toBe(true))
    // Logged out, and another resident signs in, before the answer arrives.
    act(() => anotherUserSignsIn(app.session, DEMO.family))
    answer()
    await waitFor(() => expect(app.queryClient.isMutating()).toBe(0))
    const family = getDb().users.find((u) => u.email === DEMO.family)!
    expect(app.session.get().user).toMatchObject({ email: DEMO.family, full_name: family.profile.full_name })
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ email: DEMO.family, full_name: family.profile.full_name })
  })

  it("a photo still uploading at a logout: the profile is not saved with the next user's token, and nothing is said", async () => {
    let answer!: () => void
    const answered = new Promise<void>((resolve) => (answer = resolve))
    let asked = false
    server.use(
      http.post(`*${UPLOAD}`, async () => {
        asked = true
        await answered
        return HttpResponse.json({ message: { file_url: '/private/files/me.png' } })
      }),
    )
    const app = await open()
    await edit(app)
    await app.user.upload(fileInput(), png())
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }))
    await waitFor(() => expect(asked).toBe(true))
    act(() => anotherUserSignsIn(app.session, DEMO.family))
    answer()
    await waitFor(() => expect(app.queryClient.isMutating()).toBe(0))
    expect(calls(UPDATE)).toHaveLength(0)
    expect(getDb().users.find((u) => u.email === DEMO.family)!.profile.user_image ?? null).toBeNull()
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument()
    expect(screen.queryByText(/Failed to update profile/)).not.toBeInTheDocument()
  })

  it('shows the avatar (default picture), name, e-mail and details, and toggles Edit Profile / Cancel', async () => {
    const app = await open()
    const section = screen.getByRole('region', { name: 'Maya Robinson' })
    expect(within(section).getAllByText('resident@demo.test')).toHaveLength(2)
    expect(within(section).queryByRole('img')).not.toBeInTheDocument()
    expect(within(section).getByText('+1 555 201 3344')).toBeInTheDocument()
    expect(within(section).getByText('14 Willow Creek Lane, Oakridge Estates')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard')
    await edit(app)
    expect(input(/^First Name/)).toHaveValue('Maya')
    expect(input(/^Last Name/)).toHaveValue('Robinson')
    expect(input(/^Email address/)).toHaveValue('resident@demo.test')
    expect(input(/^Email address/)).toBeDisabled()
    expect(input(/^Contact Number/)).toHaveValue('+1 555 201 3344')
    expect(input(/^Address/)).toHaveValue('14 Willow Creek Lane, Oakridge Estates')
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled()
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument()
  })

  it('shows the private photo through the token, as a blob: URL; without the token it cannot be read', async () => {
    storeSession(DEMO.resident)
    const db = getDb()
    db.files['/private/files/maya.png'] = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`
    db.privateFileOwners = { '/private/files/maya.png': DEMO.resident }
    db.users.find((u) => u.email === DEMO.resident)!.profile.user_image = '/private/files/maya.png'
    await open()
    const section = screen.getByRole('region', { name: 'Maya Robinson' })
    const img = await within(section).findByRole('img', { name: 'Profile photo of Maya Robinson' })
    const src = img.getAttribute('src')!
    expect(src).toMatch(/^blob:/)
    expect(new Uint8Array(await blobOf(src).arrayBuffer())).toEqual(PNG)
    expect(calls('/private/files/maya.png').map((r) => [r.token, r.cookie, r.user])).toEqual([[true, false, DEMO.resident]])
    // The file itself is no public address: a request without the token is refused.
    expect((await fetch(`${window.location.origin}/private/files/maya.png`)).status).toBe(403)
  })

  it("shows the initial when the photo cannot be read (another user's private file)", async () => {
    const db = getDb()
    db.files['/private/files/other.png'] = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`
    db.privateFileOwners = { '/private/files/other.png': DEMO.club }
    db.users.find((u) => u.email === DEMO.resident)!.profile.user_image = '/private/files/other.png'
    await open()
    await waitFor(() => expect(calls('/private/files/other.png').length).toBeGreaterThan(0))
    expect(within(screen.getByRole('region', { name: 'Maya Robinson' })).queryByRole('img')).not.toBeInTheDocument()
    expect(made).toHaveLength(0)
  })

  it('never uses an unsafe user_image as src', async () => {
    getDb().users.find((u) => u.email === DEMO.resident)!.profile.user_image = 'javascript:alert(1)'
    await open()
    expect(within(screen.getByRole('region', { name: 'Maya Robinson' })).queryByRole('img')).not.toBeInTheDocument()
  })

  it.each(['/api/method/frappe.auth.get_logged_user', `${window.location.origin}/api/method/frappe.auth.get_logged_user`, '/files/../api/method/frappe.auth.get_logged_user'])(
    'never fetches a user_image of %s, a path on the site that is no file, with the token',
    async (image) => {
      getDb().users.find((u) => u.email === DEMO.resident)!.profile.user_image = image
      await open()
      await new Promise((r) => setTimeout(r, 50))
      expect(calls('get_logged_user')).toEqual([])
      expect(within(screen.getByRole('region', { name: 'Maya Robinson' })).queryByRole('img')).not.toBeInTheDocument()
      expect(document.querySelector('img[src*="/api/"]')).toBeNull()
    },
  )

  it.each(['/private/files/maya.png?cmd=frappe.auth.get_logged_user', '/files/maya.png?cmd=frappe.auth.get_logged_user'])(
    'asks the site for the file alone when user_image is %s (a query would name a method for the site to run)',
    async (image) => {
      const db = getDb()
      db.files['/private/files/maya.png'] = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`
      db.privateFileOwners = { '/private/files/maya.png': DEMO.resident }
      db.users.find((u) => u.email === DEMO.resident)!.profile.user_image = image
      await open()
      await within(screen.getByRole('region', { name: 'Maya Robinson' })).findByRole('img', { name: 'Profile photo of Maya Robinson' })
      for (const img of document.querySelectorAll('img')) expect(img.getAttribute('src')).not.toContain('cmd=')
      expect(calls('/maya.png').map((r) => r.search)).not.toContainEqual(expect.objectContaining({ cmd: expect.anything() }))
    },
  )

  it('reads contact_number and homeaddress when phone and address are absent', async () => {
    const app = await open()
    act(() => app.session.updateUser({ phone: undefined, contact_number: '+1 555 000 1111', address: undefined, homeaddress: '9 Elm Row' }))
    await edit(app)
    expect(input(/^Contact Number/)).toHaveValue('+1 555 000 1111')
    expect(input(/^Address/)).toHaveValue('9 Elm Row')
  })

  it('Cancel throws the edits away', async () => {
    const app = await open()
    await edit(app)
    await app.user.clear(input(/^First Name/))
    await app.user.type(input(/^First Name/), 'Changed')
    await app.user.upload(fileInput(), png())
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }))
    await edit(app)
    expect(input(/^First Name/)).toHaveValue('Maya')
    expect(screen.queryByText(/New photo selected/)).not.toBeInTheDocument()
    expect(calls(UPDATE)).toHaveLength(0)
  })
})

describe('user profile: validation', () => {
  it('requires first name, last name, contact number and address', async () => {
    const app = await open()
    await edit(app)
    for (const label of [/^First Name/, /^Last Name/, /^Contact Number/, /^Address/]) await app.user.clear(input(label))
    // Each shows once its field is left.
    await app.user.tab()
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(screen.getByText('Last name is required')).toBeInTheDocument()
    expect(screen.getByText('Contact number is required')).toBeInTheDocument()
    expect(screen.getByText('Address is required')).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }))
    // Time for a call to have been made, had the form sent one.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(calls(UPDATE)).toHaveLength(0)
  })

  it("checks the e-mail: 'Email is required' and 'Invalid email address'", async () => {
    const app = await open()
    act(() => app.session.updateUser({ email: '', name: 'not-an-email' }))
    await edit(app)
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }))
    act(() => app.session.updateUser({ email: 'maya.example' }))
    await edit(app)
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(calls(UPDATE)).toHaveLength(0)
  })
})

describe('user profile: saving', () => {
  it('sends the exact payload, shows Saving..., merges the stored user and updates the top bar at once', async () => {
    demoControl.latency(80)
    const app = await open()
    expect(topBarName()).toHaveAccessibleName('User menu for Maya Robinson')
    await edit(app)
    await app.user.clear(input(/^First Name/))
    await app.user.type(input(/^First Name/), 'Mia')
    await app.user.clear(input(/^Contact Number/))
    await app.user.type(input(/^Contact Number/), '+1 555 999 0000')
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled())
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument()
    expect(calls(UPDATE).map((r) => [r.method, r.body])).toEqual([
      ['POST', { first_name: 'Mia', last_name: 'Robinson', phone: '+1 555 999 0000', address: '14 Willow Creek Lane, Oakridge Estates' }],
    ])
    expect(calls(UPLOAD)).toHaveLength(0)
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument()
    expect(topBarName()).toHaveAccessibleName('User menu for Mia Robinson')
    expect(screen.getByRole('region', { name: 'Mia Robinson' })).toBeInTheDocument()
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)
    expect(stored).toMatchObject({ first_name: 'Mia', full_name: 'Mia Robinson', phone: '+1 555 999 0000', roles: ['Primary Member'] })
  })

  it('while a save runs, Cancel and the photo wait for it; once saved, the keyboard is on Edit Profile', async () => {
    demoControl.latency(400)
    const app = await open()
    await edit(app)
    await app.user.clear(input(/^First Name/))
    await app.user.type(input(/^First Name/), 'Mia')
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }))
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    await waitFor(() => expect(cancel).toHaveAttribute('aria-disabled', 'true'))
    await app.user.click(cancel)
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDisabled()
    expect(await screen.findByText('Profile updated successfully', {}, { timeout: 4000 })).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Edit Profile' })).not.toHaveAttribute('aria-disabled')
  })

  it('uploads a chosen photo with a preview first, then saves user_image; the top bar shows it', async () => {
    const app = await open()
    await edit(app)
    await app.user.upload(fileInput(), png('my photo.png'))
    // The file input is emptied once its file is taken: a browser tells the page of a file picked
    // again (after a wrong one, say) only when the input does not already hold it.
    expect((fileInput() as HTMLInputElement).files).toHaveLength(0)
    const section = screen.getByRole('region', { name: 'Maya Robinson' })
    expect(within(section).getByRole('img', { name: 'New profile photo (not saved yet)' })).toHaveAttribute('src', 'blob:preview-1')
    expect(screen.getByText('New photo selected: my photo.png. Save Profile to keep it.')).toBeInTheDocument()
    expect(calls(UPLOAD)).toHaveLength(0)
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument()
    expect(calls(UPLOAD).map((r) => [r.method, r.body])).toEqual([['POST', { file: '[file my photo.png]', is_private: '1' }]])
    expect(calls(UPDATE)[0]?.body).toEqual({
      first_name: 'Maya',
      last_name: 'Robinson',
      phone: '+1 555 201 3344',
      address: '14 Willow Creek Lane, Oakridge Estates',
      user_image: '/private/files/my-photo.png',
    })
    // The saved photo comes back from the portal with the token, as blob: URLs of its own.
    const shown = await within(section).findByRole('img', { name: 'Profile photo of Maya Robinson' })
    const inTopBar = within(topBarName()).getByRole('img')
    for (const img of [shown, inTopBar]) {
      const src = img.getAttribute('src')!
      expect(src).toMatch(/^blob:preview-[2-9]/)
      expect(new Uint8Array(await blobOf(src).arrayBuffer())).toEqual(PNG)
    }
    expect(calls('/private/files/my-photo.png')).toHaveLength(1)
    expect(revoked).toContain('blob:preview-1')
    expect(getDb().files['/private/files/my-photo.png']).toMatch(/^data:image\/png;base64,/)
  })

  it('revokes the preview URL when the page unmounts', async () => {
    const app = await open()
    await edit(app)
    await app.user.upload(fileInput(), png())
    await app.router.navigate({ to: '/settings' })
    await screen.findByRole('heading', { name: 'Change Password' })
    expect(revoked).toEqual(['blob:preview-1'])
  })

  it("refuses another file type: 'Only PNG, JPG or JPEG files are allowed.'", async () => {
    const app = await open()
    await edit(app)
    fireEvent.change(fileInput(), { target: { files: [new File(['GIF89a'], 'me.gif', { type: 'image/gif' })] } })
    expect(await screen.findByText('Only PNG, JPG or JPEG files are allowed.')).toBeInTheDocument()
    expect(screen.queryByText(/New photo selected/)).not.toBeInTheDocument()
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'me.jpeg', { type: 'image/jpeg' })] } })
    expect(await screen.findByText('New photo selected: me.jpeg. Save Profile to keep it.')).toBeInTheDocument()
  })

  it('refuses a photo over 5 MB that cannot be made smaller (jsdom draws no image) when saved, before uploading it', async () => {
    const app = await open()
    await edit(app)
    const big = png('big.png')
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 })
    fireEvent.change(fileInput(), { target: { files: [big] } })
    expect(await screen.findByText('New photo selected: big.png. Save Profile to keep it.')).toBeInTheDocument()
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByText('This photo is too large. Please choose a file under 5 MB.')).toBeInTheDocument()
    expect(calls(UPLOAD)).toHaveLength(0)
    expect(calls(UPDATE)).toHaveLength(0)
    expect(screen.getByText('New photo selected: big.png. Save Profile to keep it.')).toBeInTheDocument()
  })

  it("says a server-side 413 clearly and keeps every edit (D8)", async () => {
    demoControl.fail('upload_file', { status: 413 })
    const app = await open()
    await edit(app)
    await app.user.clear(input(/^Last Name/))
    await app.user.type(input(/^Last Name/), 'Stone')
    await app.user.upload(fileInput(), png())
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByText('This photo is too large. Please choose a file under 5 MB.')).toBeInTheDocument()
    expect(calls(UPDATE)).toHaveLength(0)
    expect(input(/^Last Name/)).toHaveValue('Stone')
    expect(screen.getByText('New photo selected: me.png. Save Profile to keep it.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeEnabled()
    expect(topBarName()).toHaveAccessibleName('User menu for Maya Robinson')
  })

  it.each([
    ['a 417', { status: 417, body: { exc_type: 'ValidationError', _server_messages: JSON.stringify([JSON.stringify({ message: 'Phone number is not valid' })]) } }],
    ["status 'error' in a 200 answer", { status: 200, body: frappeBodies.messageRefusal('Phone number is not valid') }],
  ])("shows the server's reason when the profile is refused (%s), and keeps the edits", async (_, fault) => {
    demoControl.fail(UPDATE, fault)
    const app = await open()
    await edit(app)
    await app.user.clear(input(/^Contact Number/))
    await app.user.type(input(/^Contact Number/), '12')
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByText('Phone number is not valid')).toBeInTheDocument()
    expect(screen.getByText('Failed to update profile. Please try again.')).toBeInTheDocument()
    expect(input(/^Contact Number/)).toHaveValue('12')
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).phone).toBe('+1 555 201 3344')
  })

  it.each([['network' as const], ['empty' as const], [{ status: 500, body: {} }]])(
    "falls back to 'Failed to update profile. Please try again.' (%o)",
    async (fault) => {
      demoControl.fail(UPDATE, fault)
      const app = await open()
      await edit(app)
      await app.user.type(input(/^Address/), ', Unit 2')
      await app.user.click(screen.getByRole('button', { name: 'Save Profile' }))
      expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument()
      expect(input(/^Address/)).toHaveValue('14 Willow Creek Lane, Oakridge Estates, Unit 2')
      expect(pathOf(app.router)).toBe('/user-profile')
    },
  )

  it('works for a club member too', async () => {
    const app = await open(DEMO.club)
    await edit(app)
    expect(input(/^Address/)).toHaveValue('Harbor Point Yacht Club')
    await app.user.clear(input(/^Last Name/))
    await app.user.type(input(/^Last Name/), 'Reyes')
    await app.user.click(screen.getByRole('button', { name: 'Save Profile' }))
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument()
    expect(topBarName()).toHaveAccessibleName('User menu for Sofia Reyes')
  })
})

describe('demo backend: upload_file and update_user_profile', () => {
  const auth = () => {
    const a = storeSession(DEMO.resident)
    return { Authorization: `token ${a.api_key}:${a.api_secret}` }
  }
  it('refuses a non-image with 417 and a body over 5 MB with a non-JSON 413', async () => {
    const form = new FormData()
    form.append('file', new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    const res = await fetch(`${window.location.origin}${UPLOAD}`, { method: 'POST', headers: auth(), body: form })
    expect(res.status).toBe(417)
    expect(JSON.stringify(await res.json())).toContain('Only PNG, JPG or JPEG files are allowed.')
    const big = new FormData()
    big.append('file', new File([new Uint8Array(5 * 1024 * 1024 + 10)], 'big.png', { type: 'image/png' }))
    const tooBig = await fetch(`${window.location.origin}${UPLOAD}`, { method: 'POST', headers: auth(), body: big })
    expect(tooBig.status).toBe(413)
    expect(await tooBig.text()).toBe('Request Entity Too Large')
  })

  it('serves an uploaded file and needs every mandatory profile field', async () => {
    const form = new FormData()
    form.append('file', png('face.png'))
    const up = await fetch(`${window.location.origin}${UPLOAD}`, { method: 'POST', headers: auth(), body: form })
    const url = ((await up.json()) as { message: { file_url: string } }).message.file_url
    const served = await fetch(`${window.location.origin}${url}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
    const res = await fetch(`${window.location.origin}/api/method/${UPDATE}`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ first_name: 'A', last_name: 'B', phone: '', address: 'C' }),
    })
    expect(res.status).toBe(417)
    expect(JSON.stringify(await res.json())).toContain('Phone')
  })
})

