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
})
