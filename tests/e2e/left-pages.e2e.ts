import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchBrowser, newPage } from './browser'

// The run's own soundness: a test that fails before it closes its page does not leave that page
// (its app, its timers, its calls to the shared demo server) running into the next test
// (tests/e2e/setup.ts).

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

it.fails('a test that fails with its page open', async () => {
  const { page } = await newPage(browser)
  await page.goto('/')
  throw new Error('failed on purpose, before closing its page')
})

it('the next test finds no page of it', () => {
  expect(browser.contexts()).toHaveLength(0)
})
