import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo, holdCalls, launchBrowser, newPage, signIn } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const row = (page: Page, text: string) => page.locator('li', { hasText: text })

/**
 * The row of `name` shows "Invited" beside its busy button, disabled: the badge came before the
 * answer, since the busy button goes away with it. The tests hold the call's answer back
 * (`holdCalls`) until this is seen, so a page slowed by other work cannot miss it (with an answer
 * only delayed, a page busy for that long once rendered the badge and the rollback in one frame); a
 * badge that came only with the answer would never be seen, and the check would run out of time.
 */
const invitedBeforeTheAnswer = (page: Page, name: string) =>
  row(page, name)
    .filter({ has: page.getByText('Invited', { exact: true }) })
    .filter({ has: page.getByRole('button', { name: 'Inviting...', disabled: true }) })

/** An invite that shows at once, keeps the keyboard on its row, and survives a reload. */
async function inviteOptimistically(page: Page, name: string, toast: string) {
  const invite = await holdCalls(page, /invite_/)
  await row(page, name).getByRole('button', { name: 'Invite' }).click()
  await invitedBeforeTheAnswer(page, name).waitFor()
  // The Invite button that had the focus is gone; the keyboard stays on its row, not the page.
  expect(await page.evaluate(() => document.activeElement?.closest('li')?.textContent ?? document.activeElement?.tagName)).toContain(name)
  invite.answer()
  await page.getByText(toast, { exact: true }).waitFor()
  // Survives a reload: the server stored it.
  await page.reload()
  await row(page, name).getByText('Invited', { exact: true }).waitFor()
  await row(page, name).getByRole('button', { name: 'Revoke' }).waitFor()
}

describe('members screens in the browser', () => {
  it('resident@: tabs in the URL, optimistic invite that survives a reload, failed invite rolls back and says why', async () => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'resident@demo.test')
    await page.getByRole('button', { name: /User menu/ }).click()
    await page.getByRole('menuitem', { name: 'Members' }).click()
    await page.getByRole('heading', { name: 'Members' }).waitFor()
    await row(page, 'Emma Robinson').waitFor()

    await page.getByRole('tab', { name: 'Minors' }).click()
    await page.waitForURL('**/members?tab=Minor')
    await row(page, 'Lily Robinson').waitFor()
    await page.goBack()
    await row(page, 'Emma Robinson').waitFor()
    expect(await page.getByRole('tab', { name: 'Secondary Residents' }).getAttribute('aria-selected')).toBe('true')

    await inviteOptimistically(page, 'Emma Robinson', 'Member invited successfully')

    await page.goto('/members?tab=Minor')
    await row(page, 'Lily Robinson').getByRole('button', { name: 'Invite Lily Robinson' }).waitFor()
    await demo.fail('invite_secondary_member', {
      status: 200,
      body: { message: { status: 'error', message: 'Lily Robinson needs a guardian on file' } },
    })
    await row(page, 'Lily Robinson').getByRole('button', { name: 'Invite Lily Robinson' }).click()
    await page.getByText('Lily Robinson needs a guardian on file').waitFor()
    await row(page, 'Lily Robinson').getByRole('button', { name: 'Invite Lily Robinson' }).waitFor()
    expect(await row(page, 'Lily Robinson').getByText('Invited', { exact: true }).count()).toBe(0)

    // Revoke asks first.
    await row(page, 'Noah Robinson').getByRole('button', { name: 'Revoke Noah Robinson' }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm Revoke Access' })
    await dialog.getByText('Are you sure you want to revoke access for Noah Robinson?').waitFor()
    await dialog.getByRole('button', { name: 'Yes' }).click()
    await page.getByText('Access revoked successfully').waitFor()
    await row(page, 'Noah Robinson').getByText('Revoked', { exact: true }).waitFor()
    // The confirmation closes and cannot give the focus back to its Revoke button, gone: the row has it.
    await dialog.waitFor({ state: 'detached' })
    await page.waitForFunction(() => document.activeElement?.closest('li')?.textContent?.includes('Noah Robinson'), undefined, { timeout: 2000 })
    expect(errors).toEqual([])
    await context.close()
  })

  it('duntreath@: managers, optimistic invite that survives a reload, failed revoke rolls back and says why', async () => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'duntreath@demo.test')
    await page.getByRole('button', { name: /User menu/ }).click()
    await page.getByRole('menuitem', { name: 'Managers' }).click()
    await page.getByRole('heading', { name: 'Managers' }).waitFor()
    await row(page, 'Ewan Stewart').waitFor()

    await inviteOptimistically(page, 'Ewan Stewart', 'Manager invited successfully')

    await page.getByRole('tab', { name: 'Ground Workers' }).click()
    await page.waitForURL('**/managers?tab=ground-workers')
    await row(page, 'Rory Fraser').waitFor()
    expect(await row(page, 'Rory Fraser').getByRole('button').count()).toBe(0)

    await page.getByRole('tab', { name: 'Managers' }).click()
    // A revoke that fails at the network rolls back to Invited and says so.
    await demo.fail('revoke_secondary_member', 'network')
    await row(page, 'Fiona MacLeod').getByRole('button', { name: 'Revoke Fiona MacLeod' }).click()
    await page.getByRole('dialog', { name: 'Confirm Revoke Access' }).getByRole('button', { name: 'Yes' }).click()
    await page.getByText('Failed to revoke access. Please try again.').waitFor()
    await row(page, 'Fiona MacLeod').getByText('Invited', { exact: true }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('club@: club members, failed invite rolls back and says why, optimistic invite that survives a reload, invited again before a reload has its session checked', async () => {
    const { context, page, errors } = await newPage(browser)
    await signIn(page, 'club@demo.test')
    await page.goto('/members')
    await page.getByRole('heading', { name: 'Club Members' }).waitFor()
    await row(page, 'Elena Martinez').waitFor()

    await demo.fail('invite_club_secondary_member', {
      status: 417,
      body: {
        exc_type: 'ValidationError',
        _server_messages: JSON.stringify([JSON.stringify({ message: 'Camila Ortega has no phone number on file' })]),
      },
    })
    const invite = await holdCalls(page, /invite_club_secondary_member/)
    const camila = row(page, 'Camila Ortega')
    await camila.getByRole('button', { name: 'Invite Camila Ortega' }).click()
    await invitedBeforeTheAnswer(page, 'Camila Ortega').waitFor()
    invite.answer()
    await page.getByText('Camila Ortega has no phone number on file').waitFor()
    await camila.getByRole('button', { name: 'Invite Camila Ortega' }).waitFor()
    expect(await camila.getByText('Invited', { exact: true }).count()).toBe(0)

    // (After the refusal: the copy of the list kept for a reload is saved at most every half second,
    // so a reload at once could show the refused invite's badge until the list is read again.)
    await inviteOptimistically(page, 'Elena Martinez', 'Member invited successfully')

    // Invited again right after a reload, while the site has not yet confirmed the session (the
    // list on screen is the one kept, being read again): the badge shows at once, every row stays.
    const check = await holdCalls(page, /get_logged_user/)
    const again = await holdCalls(page, /invite_club_secondary_member/)
    await page.reload()
    await camila.getByRole('button', { name: 'Invite Camila Ortega' }).click()
    await invitedBeforeTheAnswer(page, 'Camila Ortega').waitFor()
    await row(page, 'Elena Martinez').getByText('Invited', { exact: true }).waitFor()
    expect(check.answered()).toBe(false)
    check.answer()
    again.answer()
    await page.getByText('Member invited successfully', { exact: true }).waitFor()
    await camila.getByRole('button', { name: 'Revoke Camila Ortega' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
