import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newPage, signIn, VIEWPORTS } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The box a list scrolls in: the nearest ancestor of its rows that scrolls (jsdom lays nothing out; Chromium does). */
async function scrollBox(list: Locator) {
  return list.evaluate((el) => {
    let box: HTMLElement | null = el as HTMLElement
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowY)) box = box.parentElement
    if (!box) throw new Error('the list does not scroll')
    return { height: box.getBoundingClientRect().height, scrolls: box.scrollHeight > box.clientHeight }
  })
}

describe('sizes the spec gives, measured in Chromium (spec section 9)', () => {
  it('a long list scrolls at about 287 px', async () => {
    const { context, page, errors } = await newPage(browser, VIEWPORTS.desktop)
    await signIn(page, 'resident@demo.test')
    const visitors = page.getByRole('region', { name: 'Visitor' }).getByRole('list')
    await visitors.getByRole('listitem').first().waitFor()
    const box = await scrollBox(visitors)
    expect(box.scrolls).toBe(true)
    expect(Math.abs(box.height - 287)).toBeLessThanOrEqual(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('toasts: bottom right, 356 px wide, 14 px apart when spread out', async () => {
    const { context, page, errors } = await newPage(browser, VIEWPORTS.desktop)
    await page.goto('/')
    await page.getByLabel(/^Email/).fill('resident@demo.test')
    await page.getByLabel(/^Password/).fill('wrong-password')
    const submit = page.getByRole('button', { name: 'Submit' })
    const region = page.getByRole('region', { name: 'Notifications alt+T' })
    for (const count of [1, 2]) {
      await submit.click()
      await expect.poll(() => region.getByRole('listitem').count()).toBe(count)
      await submit.waitFor({ state: 'visible' })
      await expect.poll(() => submit.isEnabled()).toBe(true)
    }
    // Spread out (hovering does the same), then let the movement settle.
    await page.keyboard.press('Alt+KeyT')
    const toasts = region.getByRole('listitem')
    await expect
      .poll(
        async () => {
          const [a, b] = [await toasts.nth(0).boundingBox(), await toasts.nth(1).boundingBox()]
          return a && b ? Math.round(a.y - (b.y + b.height)) : null
        },
        { timeout: 5000 },
      )
      .toBe(14)
    const front = (await toasts.nth(0).boundingBox())!
    const { width, height } = VIEWPORTS.desktop
    expect(Math.round(front.width)).toBe(356)
    // In the bottom right corner (sonner's offset from the edges, 24 px by default).
    expect(front.x + front.width).toBeGreaterThan(width - 60)
    expect(front.y + front.height).toBeGreaterThan(height - 60)
    expect(front.x).toBeGreaterThan(width / 2)
    expect(errors).toEqual([])
    await context.close()
  })
})
