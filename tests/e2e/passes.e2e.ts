import { readFile } from 'node:fs/promises'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { qrMatrix } from '../../src/features/passes/qr-code'
import { launchBrowser, newPage, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('visitor passes in the browser', () => {
  it('from a row to the pass: its QR code holds the record id, Download saves a PNG, Print prints the card alone', async () => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'resident@demo.test')
    await page.getByRole('region', { name: 'Visitor' }).getByRole('link', { name: 'Share pass for Emma Clarke' }).click()
    await page.getByRole('heading', { level: 2, name: 'Emma Clarke' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/passes/visitor/VCI-00001')

    // The code drawn is the one of the record's id (a scanner reads back VCI-00001).
    const qr = page.getByRole('img', { name: 'QR code of pass VCI-00001' })
    expect(await qr.locator('path').getAttribute('d')).toBe(qrMatrix('VCI-00001').path)

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()])
    expect(download.suggestedFilename()).toBe('pass-VCI-00001.png')
    const png = await readFile((await download.path())!)
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect(png.readUInt32BE(16)).toBe(640)

    await page.emulateMedia({ media: 'print' })
    expect(await page.getByRole('article').isVisible()).toBe(true)
    expect(await page.getByRole('heading', { level: 2, name: 'Emma Clarke' }).isVisible()).toBe(true)
    for (const hidden of [
      page.getByRole('button', { name: 'Download' }),
      page.getByRole('navigation', { name: 'Main' }),
      page.getByRole('heading', { level: 1 }),
    ])
      expect(await hidden.isVisible()).toBe(false)
    // The card in the middle of the page's width.
    const card = (await page.getByRole('article').boundingBox())!
    const width = await page.evaluate(() => document.documentElement.clientWidth)
    expect(Math.abs(card.x + card.width / 2 - width / 2)).toBeLessThanOrEqual(1)
    // Another page, once the pass has been seen, prints as it is.
    await page.goBack()
    await page.getByRole('region', { name: 'Visitor' }).getByText('Emma Clarke').waitFor({ state: 'attached' })
    expect(await page.getByRole('region', { name: 'Visitor' }).getByText('Emma Clarke').isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it("a name of one long word (a firm's) wraps on the saved picture, as on the screen, never past its edge", async () => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'resident@demo.test')
    const firm = 'NorthwesternRefrigerationAndAirConditioningServices'
    await page.goto('/dashboard?dialog=visitor')
    const d = page.getByRole('dialog', { name: 'Visitor call in' })
    await d.getByRole('combobox', { name: 'Select type' }).click()
    await page.getByRole('option', { name: 'Delivery' }).click()
    await d.getByRole('textbox', { name: 'Name' }).fill(firm)
    await d.getByRole('button', { name: 'Submit' }).click()
    await d.waitFor({ state: 'detached' })
    await page.getByRole('region', { name: 'Visitor' }).getByRole('link', { name: `Share pass for ${firm}` }).click()
    await page.getByRole('heading', { level: 2, name: firm }).waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()])
    const png = await readFile((await download.path())!)
    // The picture's right margin (its last 40 px of 48) holds no dark pixel: no text runs into it.
    // (Read on a blank page, which has no content security policy to refuse the picture.)
    const blank = await context.newPage()
    const darkInMargin = await blank.evaluate(async (base64) => {
      const image = new Image()
      image.src = `data:image/png;base64,${base64}`
      await image.decode()
      const canvas = document.createElement('canvas')
      ;[canvas.width, canvas.height] = [image.width, image.height]
      const ctx = canvas.getContext('2d')!
      ctx.drawImage(image, 0, 0)
      const { data } = ctx.getImageData(image.width - 40, 0, 40, image.height)
      let dark = 0
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 160) dark++
      return dark
    }, png.toString('base64'))
    expect(darkInMargin).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('Share sends the pass as a picture with its details, where the browser shares files (a phone)', async () => {
    const { context, page, errors } = await newPage(browser)
    // A phone's Web Share API, which takes files: what it is given is kept for the test to read.
    await context.addInitScript(() => {
      const shared: { title?: string; text?: string; files?: { name: string; type: string; size: number }[] }[] = []
      Object.assign(window, { shared })
      Object.defineProperty(navigator, 'canShare', { value: (data: ShareData) => !!data.files?.every((f) => f.type === 'image/png') })
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          shared.push({ title: data.title, text: data.text, files: data.files?.map((f) => ({ name: f.name, type: f.type, size: f.size })) })
          return Promise.resolve()
        },
      })
    })
    await signIn(page, 'resident@demo.test')
    await page.goto('/passes/visitor/VCI-00001')
    await page.getByRole('heading', { level: 2, name: 'Emma Clarke' }).waitFor()
    await page.getByRole('button', { name: 'Share' }).click()
    const shared = await page.waitForFunction(() => (window as unknown as { shared: unknown[] }).shared[0]).then((h) => h.jsonValue())
    expect(shared).toMatchObject({ title: 'Visitor pass', text: expect.stringContaining('Pass ID: VCI-00001') })
    expect(shared).toMatchObject({ files: [{ name: 'pass-VCI-00001.png', type: 'image/png' }] })
    // Copy is there too: a computer's share sheet does not reach a chat open in another tab.
    await page.getByRole('button', { name: 'Copy' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
