import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newPage, signIn, VIEWPORTS } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const guestCard = (page: Page) => page.getByRole('button', { name: /Guest List/ })
const guests = (page: Page) => page.getByRole('list', { name: 'Guests' })
const visitors = (page: Page) => page.getByRole('list', { name: 'Visitor calls' })
const secondaryMembers = (page: Page) => page.getByRole('list', { name: 'Secondary members' })

async function addGuest(page: Page, first: string, last: string) {
  await guestCard(page).click()
  const dialog = page.getByRole('dialog', { name: 'Add Guest' })
  await dialog.getByLabel('First Name').fill(first)
  await dialog.getByLabel('Last Name').fill(last)
  await dialog.getByRole('button', { name: 'Add Guest' }).click()
  await page.getByText('Guest added successfully').last().waitFor()
  await dialog.waitFor({ state: 'hidden' })
  await guests(page).getByText(`${first} ${last}`).waitFor()
}

async function addVisitor(page: Page, first: string, last: string) {
  await page.getByRole('button', { name: /Report a Visitor/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Report a Visitor' })
  await dialog.getByLabel('First Name').fill(first)
  await dialog.getByLabel('Last Name').fill(last)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await page.getByText('Visitor added successfully').last().waitFor()
  await dialog.waitFor({ state: 'hidden' })
  await visitors(page).getByText(`${first} ${last}`).waitFor()
}

async function deleteVisitor(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete visitor ${name}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete visitor' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await page.getByText('Visitor deleted successfully').last().waitFor()
  await visitors(page).getByText(name).waitFor({ state: 'detached' })
}

describe('club dashboard in the browser', () => {
  it('club@demo.test adds guests up to the limit, adds and deletes a visitor, sees the secondary members', async () => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'club@demo.test')
    await guests(page).getByText('Ava Thompson').waitFor()
    expect(await guestCard(page).textContent()).toContain('3 of 6')

    // Secondary members, read only.
    await secondaryMembers(page).getByText('Lucas Martinez').waitFor()
    await secondaryMembers(page).getByText('+1 555 330 2042').waitFor()
    expect(await secondaryMembers(page).getByRole('button').count()).toBe(0)

    // Whitespace typed into a guest name is stripped.
    await guestCard(page).click()
    const dialog = page.getByRole('dialog', { name: 'Add Guest' })
    expect(new URL(page.url()).searchParams.get('dialog')).toBe('club-guest')
    await dialog.getByLabel('First Name').pressSequentially('Jo hn')
    expect(await dialog.getByLabel('First Name').inputValue()).toBe('John')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })

    await addGuest(page, 'Zoe', 'Kim')
    await addGuest(page, 'Liam', 'Ortiz')
    await addGuest(page, 'Nora', 'Quinn')
    await guestCard(page).getByText('Guest limit reached (6 of 6)').waitFor()
    expect(await guestCard(page).getAttribute('aria-disabled')).toBe('true')
    expect(await guestCard(page).textContent()).toContain('6 of 6')
    // The card that opened the dialog keeps the keyboard once it is disabled: it says why.
    expect(await guestCard(page).evaluate((card) => card === document.activeElement)).toBe(true)
    // (Playwright waits for an enabled element to click: the click goes to it as it is.)
    await guestCard(page).click({ force: true })
    expect(await page.getByRole('dialog').count()).toBe(0)

    await addVisitor(page, 'Jane', 'Doe')
    await deleteVisitor(page, 'Jane Doe')

    // A reload keeps what was entered (the demo persists) and the limit.
    await page.reload()
    await guests(page).getByText('Nora Quinn').waitFor()
    expect(await guestCard(page).getAttribute('aria-disabled')).toBe('true')
    expect(errors).toEqual([])
    await context.close()
  })

  it('clubfamily@demo.test sees the same club screens and can use them (tablet width)', async () => {
    const { context, page, errors } = await newPage(browser, VIEWPORTS.tablet)
    await signIn(page, 'clubfamily@demo.test')
    await guests(page).getByText('Ava Thompson').waitFor()
    await visitors(page).getByText('Harper Collins').waitFor()
    await secondaryMembers(page).getByText('Isabella Martinez').waitFor()
    expect(await guestCard(page).textContent()).toContain('3 of 6')
    expect(await page.getByRole('link', { name: /Secondary Member/ }).getAttribute('href')).toBe('/members')
    await addVisitor(page, 'Sam', 'Reyes')
    await deleteVisitor(page, 'Sam Reyes')

    // Delete a guest after confirming.
    await page.getByRole('button', { name: 'Delete guest Mia Delgado' }).click()
    await page.getByRole('dialog', { name: 'Delete guest' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Guest deleted successfully').last().waitFor()
    await guests(page).getByText('Mia Delgado').waitFor({ state: 'detached' })
    expect(await guestCard(page).textContent()).toContain('2 of 6')
    expect(errors).toEqual([])
    await context.close()
  })
})
