import { deflateSync } from 'node:zlib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo, launchBrowser, newPage, signIn } from './browser'
import { API_URL } from './ports'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A small valid PNG (solid colour), generated here so the test needs no fixture file. */
function makePng(size = 16, rgb: [number, number, number] = [30, 120, 200]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(td))
    return Buffer.concat([len, td, sum])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(size, 0)
  ihdr.writeUInt32BE(size, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())])
  const raw = Buffer.concat(Array.from({ length: size }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function openMenuItem(page: Page, name: string) {
  await page.getByRole('button', { name: /User menu/ }).click()
  await page.getByRole('menuitem', { name }).click()
}

describe('profile, settings and cars in the browser', () => {
  it('changes the photo and the name; the top bar changes at once and after a reload', async () => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'resident@demo.test')
    await openMenuItem(page, 'Your Profile')
    await page.waitForURL('**/user-profile')
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await page.getByLabel('Profile photo file').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: makePng() })
    const preview = page.getByRole('img', { name: 'New profile photo (not saved yet)' })
    await preview.waitFor()
    expect(await preview.getAttribute('src')).toMatch(/^blob:/)
    await page.getByLabel('First Name').fill('Mia')
    await page.getByRole('button', { name: 'Save Profile' }).click()
    await page.getByText('Profile updated successfully').waitFor()

    const menu = page.getByRole('button', { name: 'User menu for Mia Robinson' })
    await menu.waitFor()
    const avatar = menu.getByRole('img')
    await avatar.waitFor()
    // Uploaded private, fetched with the token, shown as a blob: URL (the CSP allows those).
    expect(await avatar.getAttribute('src')).toMatch(/^blob:/)
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('header img')
      return !!img && img.complete && img.naturalWidth === 16
    })
    const upload = (await demo.requests()).find((r) => r.path.endsWith('/api/method/frappe.handler.upload_file'))
    expect(upload?.body).toMatchObject({ is_private: '1' })
    // The file has no public address: without the token it cannot be read.
    expect((await fetch(`${API_URL}/files/face.png`)).status).toBe(404)
    expect((await fetch(`${API_URL}/private/files/face.png`)).status).toBe(403)

    await page.reload()
    await page.getByRole('button', { name: 'User menu for Mia Robinson' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it("a phone's photo over the site's 5 MB limit is made smaller before it goes up, and saves", async () => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'resident@demo.test')
    await page.goto('/user-profile')
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    // A 3000x2250 photo of noise, which JPEG cannot make small: about 7 MB.
    const photo = Buffer.from(
      await page.evaluate(async () => {
        const canvas = document.createElement('canvas')
        canvas.width = 3000
        canvas.height = 2250
        const context = canvas.getContext('2d')!
        const pixels = context.createImageData(canvas.width, canvas.height)
        for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256)
        context.putImageData(pixels, 0, 0)
        const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.95))
        const dataUrl = await new Promise<string>((resolve) => {
          const reader = new FileReader()
          reader.onload = () => resolve(String(reader.result))
          reader.readAsDataURL(blob)
        })
        return dataUrl.slice(dataUrl.indexOf(',') + 1)
      }),
      'base64',
    )
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024)
    await page.getByLabel('Profile photo file').setInputFiles({ name: 'phone.jpg', mimeType: 'image/jpeg', buffer: photo })
    await page.getByRole('button', { name: 'Save Profile' }).click()
    await page.getByText('Profile updated successfully').waitFor()
    // The top bar shows the photo the site keeps: 1024 px wide, three quarters as high.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('header img')
      return !!img && img.complete && img.naturalWidth === 1024 && img.naturalHeight === 768
    })
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows a public photo of the site, which the site serves without CORS headers, in the top bar', async () => {
    // A photo set elsewhere (the desk, the mobile app) is a public file: put one in place through
    // the API, as the resident.
    const app = (name: string) => `${API_URL}/api/method/merak_hotel_security.aviepros.${name}`
    const json = { 'content-type': 'application/json' }
    const login = await fetch(app('login'), { method: 'POST', headers: json, body: JSON.stringify({ email: 'family@demo.test', password: 'Demo@1234' }) })
    const { api_key, api_secret } = ((await login.json()) as { message: { api_key: string; api_secret: string } }).message
    const auth = { Authorization: `token ${api_key}:${api_secret}` }
    const file = new FormData()
    file.append('file', new Blob([new Uint8Array(makePng())], { type: 'image/png' }), 'open-face.png')
    file.append('is_private', '0')
    const upload = await fetch(`${API_URL}/api/method/upload_file`, { method: 'POST', headers: auth, body: file })
    const { file_url } = ((await upload.json()) as { message: { file_url: string } }).message
    expect(file_url).toBe('/files/open-face.png')
    const profile = { first_name: 'Leo', last_name: 'Robinson', phone: '+1 555 0100', address: '14 Willow Creek Lane', user_image: file_url }
    expect((await fetch(app('update_user_profile'), { method: 'POST', headers: { ...json, ...auth }, body: JSON.stringify(profile) })).ok).toBe(true)

    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'family@demo.test')
    const avatar = page.getByRole('button', { name: 'User menu for Leo Robinson' }).getByRole('img')
    await avatar.waitFor()
    expect(await avatar.getAttribute('src')).toBe(`${API_URL}/files/open-face.png`)
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('header img')
      return !!img && img.complete && img.naturalWidth === 16
    })
    expect(errors).toEqual([])
    await context.close()
  })

  it('changes the password, logs out and signs in with the new one', async () => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'family@demo.test')
    await openMenuItem(page, 'Settings')
    await page.getByRole('heading', { name: 'Change Password' }).waitFor()
    await page.getByLabel(/^Current Password/).fill('Demo@1234')
    await page.getByLabel(/^New Password/).fill('Fresh@2025')
    await page.getByLabel(/^Confirm New Password/).fill('Fresh@2025')
    await page.getByRole('button', { name: 'Save Password' }).click()
    await page.getByText('Password updated successfully').waitFor()
    expect(await page.getByLabel(/^Current Password/).inputValue()).toBe('')

    await openMenuItem(page, 'Log out')
    await page.getByRole('heading', { name: 'Welcome to Traffic Dash!' }).waitFor()
    await page.getByLabel('Email', { exact: false }).first().fill('family@demo.test')
    await page.getByLabel('Password', { exact: false }).first().fill('Demo@1234')
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByText('Invalid login credentials').waitFor()
    await page.getByLabel('Password', { exact: false }).first().fill('Fresh@2025')
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL('**/dashboard', { timeout: 15_000 })
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([
    { email: 'resident@demo.test', title: 'Cars', cars: 3, sample: 'Model 3', year: false },
    { email: 'club@demo.test', title: 'Club Member Cars', cars: 3, sample: 'Cayenne', year: true },
  ])('shows the cars of $email', async (a) => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, a.email)
    await openMenuItem(page, 'Cars')
    await page.getByRole('heading', { name: a.title, level: 1 }).waitFor()
    await page.getByRole('article', { name: 'Vehicle 1' }).waitFor()
    expect(await page.getByRole('article').count()).toBe(a.cars)
    await page.getByText(a.sample).waitFor()
    expect(await page.getByText('Year').count()).toBe(a.year ? a.cars : 0)
    await page.getByRole('link', { name: 'Back to dashboard' }).click()
    await page.waitForURL('**/dashboard')
    expect(errors).toEqual([])
    await context.close()
  })
})
