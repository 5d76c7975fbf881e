import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newPage, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The app's own scripts the page has downloaded so far, by file name without the hash. */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/assets/') && p.endsWith('.js'))
      .map((p) => p.slice('/assets/'.length).replace(/-[\w-]{8}\.js$/, '')),
  )

describe('code that loads on intent', () => {
  it('the sign-in screen and the dashboard paint without sonner, the user menu or the confirm modal; intent loads them', async () => {
    const { context, page, errors } = await newPage(browser)
    await page.goto('/')
    await page.getByRole('button', { name: 'Submit' }).waitFor()
    expect(await scripts(page)).not.toContain('sonner')

    // Reload signed in: a fresh page, nothing pressed yet.
    await signIn(page, 'club@demo.test')
    await page.reload()
    await page.getByRole('heading', { name: 'Guest List' }).waitFor()
    await page.waitForTimeout(500)
    const before = await scripts(page)
    expect(before).not.toContain('user-menu')
    expect(before).not.toContain('confirm-modal')
    expect(before).not.toContain('floating-ui')
    expect(before).not.toContain('sonner')

    // Pointing at the menu button loads the menu; pressing it opens it on the same button.
    const menuButton = page.getByRole('button', { name: /User menu/ })
    await menuButton.hover()
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/assets/user-menu-')))
    await menuButton.click()
    await page.getByRole('menuitem', { name: 'Cars' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^User menu for /)

    // A delete asks first: its modal arrives with the first press, and Cancel gives the focus back.
    await page.getByRole('button', { name: 'Delete guest Ava Thompson' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete guest' })
    await confirm.waitFor()
    expect(await scripts(page)).toContain('confirm-modal')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Delete guest Ava Thompson')
    expect(errors).toEqual([])
    await context.close()
  })
})
