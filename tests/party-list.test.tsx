import { act, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import Papa from 'papaparse'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { frappeBodies } from '../src/demo-backend/faults'
import { http } from 'msw'
import { demoControl, server } from '../src/demo-backend/node'
import { failedRowsCsv, parsePartyList } from '../src/features/party-list/party-rows'
import { REQUEST_TIMEOUT_MS } from '../src/config'
import { runningClock } from './clock'
import { deviceOffline } from './connection'
import { answerCutOff, requestsTo, SLOW } from './home-helpers'
import { stubObjectUrls } from './object-urls'
import { anotherUserSignsIn, DEMO, renderApp } from './render-app'

afterEach(() => {
  vi.useRealTimers()
  demoControl.clearFaults()
  demoControl.latency(0)
  vi.unstubAllGlobals()
})

const statusOf = (table: HTMLElement, first: string) => within(table).getByRole('cell', { name: first }).closest('tr')!

async function openAddMany(as: string, listTitle: string) {
  const app = await renderApp('/dashboard', { as })
  const list = await screen.findByRole('region', { name: listTitle }, SLOW)
  await within(list).findAllByRole('listitem', {}, SLOW)
  await app.user.click(within(list).getByRole('button', { name: 'Add many' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add many guests' }, SLOW)
  return { ...app, dialog, list }
}

/**
 * A row that says the site may have added its guest (`warning`) keeps saying so when a line is added
 * afterwards, and the next Add sends only the new line (the other goes again only by 'Retry failed').
 */
async function rowWarnsAndStays({ user, dialog }: Awaited<ReturnType<typeof openAddMany>>, warning: string) {
  expect(await within(dialog).findByText(warning, {}, SLOW)).toBeInTheDocument()
  await user.type(within(dialog).getByRole('textbox', { name: 'Guests' }), '{Enter}Bo Tan')
  expect(within(dialog).getByText(warning)).toBeInTheDocument()
  const sent = requestsTo('add-guest', 'POST').length
  await user.click(within(dialog).getByRole('button', { name: 'Add 1 guest' }))
  expect(await screen.findByText('1 guest added', {}, SLOW)).toBeInTheDocument()
  expect(requestsTo('add-guest', 'POST').slice(sent).map((r) => r.body)).toEqual([expect.objectContaining({ first_name: 'Bo', last_name: 'Tan' })])
}

describe('party list: Add many', () => {
  it('previews pasted rows with the name rules, adds the valid ones and shows each result', async () => {
    const { user, dialog, list } = await openAddMany(DEMO.resident, 'Guest')
    await user.type(within(dialog).getByRole('textbox', { name: 'Guests' }), 'Ann Lee{Enter}Bob,Stone{Enter}Carl{Enter}D4n Smith')
    expect(within(dialog).getByText('4 rows: 2 ready, 2 with errors')).toBeInTheDocument()
    // Not said at every keystroke to a screen reader.
    expect(within(dialog).queryByRole('status')).toBeNull()
    const table = within(dialog).getByRole('table', { name: 'Guests to add' })
    expect(within(statusOf(table, 'Carl')).getByText('Last name is required')).toBeInTheDocument()
    expect(within(statusOf(table, 'D4n')).getByText('Names may only contain letters, spaces, hyphens and apostrophes')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Add 2 guests' }))
    await waitFor(() => expect(within(dialog).getByText('Added 2 of 2')).toBeInTheDocument(), SLOW)
    expect(within(statusOf(table, 'Ann')).getByText('Added')).toBeInTheDocument()
    expect(within(statusOf(table, 'Bob')).getByText('Added')).toBeInTheDocument()
    expect(await screen.findByText('2 guests added')).toBeInTheDocument()
    const posts = requestsTo('add-guest', 'POST').map((r) => r.body)
    expect(posts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ first_name: 'Ann', last_name: 'Lee' }),
        expect.objectContaining({ first_name: 'Bob', last_name: 'Stone' }),
      ]),
    )
    expect(posts).toHaveLength(2)
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(await within(list).findByText('Ann Lee', {}, SLOW)).toBeInTheDocument()
  })

  it("a club member's guest list that failed to load: Add many says why Add waits, and Retry brings it", async () => {
    demoControl.fail('Club Access', { status: 500 }, Infinity)
    const { user } = await renderApp('/dashboard?dialog=guest-bulk', { as: DEMO.club })
    const dialog = await screen.findByRole('dialog', { name: 'Add many guests' }, SLOW)
    await user.type(within(dialog).getByRole('textbox', { name: 'Guests' }), 'Ann Lee')
    const failed = 'Your guest list could not be loaded, so a guest cannot be added yet.'
    expect(await within(dialog).findByText(failed, {}, SLOW)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Add 1 guest' })).toBeDisabled()
    demoControl.clearFaults()
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(within(dialog).queryByText(failed)).not.toBeInTheDocument(), SLOW)
    expect(within(dialog).getByRole('button', { name: 'Add 1 guest' })).toBeEnabled()
    // Retry went with the notice: the keyboard is back on the list, in the dialog.
    expect(within(dialog).getByRole('textbox', { name: 'Guests' })).toHaveFocus()
  })

  it('keeps the list through a reload, with the guests already added: those are not sent again', async () => {
    const first = await renderApp('/dashboard?dialog=guest-bulk', { as: DEMO.resident })
    const dialog = await screen.findByRole('dialog', { name: 'Add many guests' }, SLOW)
    await first.user.type(within(dialog).getByRole('textbox', { name: 'Guests' }), 'Ann Lee{Enter}Bob Stone{Enter}Cara Diaz')
    demoControl.fail('add-guest', { status: 417, body: frappeBodies.serverScript('Guest already registered') }, 1)
    await first.user.click(within(dialog).getByRole('button', { name: 'Add 3 guests' }))
    await within(dialog).findByText('Added 2 of 3', {}, SLOW)
    // The page is left (a reload): the browser fires pagehide, then the app is gone.
    act(() => void window.dispatchEvent(new Event('pagehide')))
    first.unmount()

    const second = await renderApp('/dashboard?dialog=guest-bulk', { as: DEMO.resident, restore: true })
    const again = await screen.findByRole('dialog', { name: 'Add many guests' }, SLOW)
    expect(within(again).getByRole('textbox', { name: 'Guests' })).toHaveValue('Ann Lee\nBob Stone\nCara Diaz')
    expect(within(again).getAllByText('Added')).toHaveLength(2)
    const sent = requestsTo('add-guest', 'POST').length
    await second.user.click(within(again).getByRole('button', { name: 'Add 1 guest' }))
    await within(again).findByText('Added 3 of 3', {}, SLOW)
    expect(requestsTo('add-guest', 'POST')).toHaveLength(sent + 1)
  })

  it('a reload while guests are being added brings them back as maybe added, not sent again with the next Add', async () => {
    const first = await renderApp('/dashboard?dialog=guest-bulk', { as: DEMO.resident })
    const dialog = await screen.findByRole('dialog', { name: 'Add many guests' }, SLOW)
    await first.user.type(within(dialog).getByRole('textbox', { name: 'Guests' }), 'Ann Lee')
    demoControl.latency(800)
    await first.user.click(within(dialog).getByRole('button', { name: 'Add 1 guest' }))
    await within(dialog).findByText('Adding...')
    const sentAt = Date.now()
    act(() => void window.dispatchEvent(new Event('pagehide')))
    first.unmount()
    demoControl.latency(0)

    const second = await renderApp('/dashboard?dialog=guest-bulk', { as: DEMO.resident, restore: true })
    const again = await screen.findByRole('dialog', { name: 'Add many guests' }, SLOW)
    const warning = 'The page was left before the site answered, and it may have made this change all the same. Check before you try again.'
    expect(within(again).getByText(warning)).toBeInTheDocument()
    expect(within(again).queryByRole('button', { name: 'Add 1 guest' })).not.toBeInTheDocument()
    // The left page's call reaches the site (the demo logs it as it answers): what the next Add sends is counted after it.
    await waitFor(() => expect(requestsTo('add-guest', 'POST').some((r) => (r.body as { first_name?: string }).first_name === 'Ann')).toBe(true), SLOW)
    await rowWarnsAndStays({ ...second, dialog: again, list: again }, warning)
    // The left page's call is answered (and its time-out ends with it).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, sentAt + 1000 - Date.now())))
  })

  it('a run the site ends with a 401: signing in again, the list is back with its guests ready to send, not maybe added', async () => {
    const { router, user } = await renderApp('/dashboard?dialog=guest-bulk', { as: DEMO.resident })
    const dialog = await screen.findByRole('dialog', { name: 'Add many guests' }, SLOW)
    await user.type(within(dialog).getByRole('textbox', { name: 'Guests' }), 'Ann Lee')
    demoControl.fail('add-guest', { status: 401 })
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 guest' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), SLOW)
    await user.type(screen.getByLabelText(/^Email/), DEMO.resident)
    await user.type(screen.getByLabelText(/^Password/), 'Demo@1234')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    const again = await screen.findByRole('dialog', { name: 'Add many guests' }, { timeout: 5000 })
    expect(within(again).getByRole('textbox', { name: 'Guests' })).toHaveValue('Ann Lee')
    expect(within(again).queryByText(/may have made this change/)).not.toBeInTheDocument()
    expect(within(again).getByRole('button', { name: 'Add 1 guest' })).toBeEnabled()
  })

  it('sends at most 3 at a time, with a progress bar', async () => {
    const { user, dialog } = await openAddMany(DEMO.resident, 'Guest')
    await user.type(within(dialog).getByRole('textbox', { name: 'Guests' }), 'Aa Bb{Enter}Cc Dd{Enter}Ee Ff{Enter}Gg Hh{Enter}Ii Jj{Enter}Kk Ll')
    demoControl.latency(400)
    let most = 0
    const observer = new MutationObserver(() => (most = Math.max(most, within(dialog).queryAllByText('Adding...').length)))
    observer.observe(dialog, { subtree: true, childList: true, characterData: true })
    await user.click(within(dialog).getByRole('button', { name: 'Add 6 guests' }))
    expect(within(dialog).getByRole('progressbar', { name: 'Adding guests' })).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).getByText('Added 6 of 6')).toBeInTheDocument(), { timeout: 10_000 })
    observer.disconnect()
    expect(most).toBe(3)
  })

  it('offline, Add waits and says why; a connection lost during a run leaves the rows not sent ready for the next Add', async () => {
    const { user, dialog } = await openAddMany(DEMO.resident, 'Guest')
    await user.type(within(dialog).getByRole('textbox', { name: 'Guests' }), 'Aa Bb{Enter}Cc Dd{Enter}Ee Ff{Enter}Gg Hh{Enter}Ii Jj{Enter}Kk Ll')
    let online = deviceOffline()
    try {
      expect(within(dialog).getByRole('button', { name: 'Add 6 guests' })).toBeDisabled()
      expect(within(dialog).getByText('You are offline. The guests can be added once the connection returns.')).toBeInTheDocument()
    } finally {
      online()
    }
    demoControl.latency(400)
    await user.click(within(dialog).getByRole('button', { name: 'Add 6 guests' }))
    await waitFor(() => expect(within(dialog).getAllByText('Adding...')).toHaveLength(3))
    online = deviceOffline()
    try {
      // The three on their way arrive; the others are not sent, and are ready again.
      expect(await within(dialog).findByRole('button', { name: 'Add 3 guests' }, SLOW)).toBeDisabled()
      expect(requestsTo('add-guest', 'POST')).toHaveLength(3)
      expect(within(dialog).getAllByText('Ready')).toHaveLength(3)
      expect(await screen.findByText('3 guests added')).toBeInTheDocument()
      expect(screen.queryByText(/could not be added/i)).not.toBeInTheDocument()
    } finally {
      online()
    }
    // The device has its connection, and the site gives no answer: the dialog says which.
    act(() => onlineManager.setOnline(false))
    expect(within(dialog).getByText('The server is not answering. The guests can be added once it answers.')).toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
    await user.click(within(dialog).getByRole('button', { name: 'Add 3 guests' }))
    await waitFor(() => expect(requestsTo('add-guest', 'POST')).toHaveLength(6), SLOW)
  })

  it('a logout while it adds stops the rows not yet sent: none goes out as the next user, and nothing is said', async () => {
    const app = await openAddMany(DEMO.resident, 'Guest')
    await app.user.type(within(app.dialog).getByRole('textbox', { name: 'Guests' }), 'Aa Bb{Enter}Cc Dd{Enter}Ee Ff{Enter}Gg Hh{Enter}Ii Jj{Enter}Kk Ll')
    demoControl.latency(400)
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Add 6 guests' }))
    await waitFor(() => expect(within(app.dialog).getAllByText('Adding...')).toHaveLength(3))
    act(() => anotherUserSignsIn(app.session, DEMO.family))
    await new Promise((resolve) => setTimeout(resolve, 1200))
    // The three on their way when it happened, and no more.
    expect(requestsTo('add-guest', 'POST')).toHaveLength(3)
    expect(screen.queryByText(/guests? added/)).not.toBeInTheDocument()
  })

  it('a row the site did not answer in time says the guest may have been added all the same', async () => {
    const clock = runningClock()
    const app = await openAddMany(DEMO.resident, 'Guest')
    const { user, dialog } = app
    await user.type(within(dialog).getByRole('textbox', { name: 'Guests' }), 'Ann Lee')
    demoControl.fail('add-guest', 'timeout', 1)
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 guest' }))
    await waitFor(() => expect(within(dialog).getByText('Adding...')).toBeInTheDocument())
    await clock.advance(REQUEST_TIMEOUT_MS)
    const warning = 'The site did not answer in time, and may have made this change all the same. Check before you try again.'
    await rowWarnsAndStays(app, warning)
  })

  it('a row whose answer was cut off on its way says so, and is not sent again with the next Add', async () => {
    const app = await openAddMany(DEMO.resident, 'Guest')
    const { user, dialog } = app
    await user.type(within(dialog).getByRole('textbox', { name: 'Guests' }), 'Ann Lee')
    server.use(http.post('*add-guest', answerCutOff, { once: true }))
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 guest' }))
    const warning = "The site's answer was cut off, and it may have made this change all the same. Check before you try again."
    await rowWarnsAndStays(app, warning)
  })

  it('a 417 on one row shows its reason; Download failed rows and Retry failed', async () => {
    const { made: blobs, revoked } = stubObjectUrls('csv')
    const { user, dialog } = await openAddMany(DEMO.resident, 'Guest')
    await user.type(within(dialog).getByRole('textbox', { name: 'Guests' }), 'Ann Lee{Enter}Bob Stone{Enter}Cara Diaz')
    demoControl.fail('add-guest', { status: 417, body: frappeBodies.serverScript('Guest already registered') }, 1)
    await user.click(within(dialog).getByRole('button', { name: 'Add 3 guests' }))
    await within(dialog).findByText('Guest already registered', {}, SLOW)
    expect(await screen.findByText('1 guest could not be added')).toBeInTheDocument()
    expect(within(dialog).getByText('Added 2 of 3')).toBeInTheDocument()

    // The file's object URL goes once the browser had time to save it: on a clock of the test's own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    await user.click(within(dialog).getByRole('button', { name: 'Download failed rows' }))
    // Kept a minute: Safari on an iPhone asks first whether to download or view it.
    vi.advanceTimersByTime(59_000)
    expect(revoked).toEqual([])
    vi.advanceTimersByTime(1_000)
    expect(revoked).toEqual(['blob:csv-1'])
    vi.useRealTimers()
    // A byte-order mark first, for Excel (reading as text leaves it out).
    expect([...new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = await blobs[0]!.text()
    expect(csv.split(/\r?\n/)[0]).toBe('first name,last name,error')
    expect(csv).toMatch(/,Guest already registered/)

    await user.click(within(dialog).getByRole('button', { name: 'Retry failed' }))
    await waitFor(() => expect(within(dialog).queryByText('Guest already registered')).not.toBeInTheDocument(), SLOW)
    expect(within(dialog).getAllByText('Added')).toHaveLength(3)
  })

  it('a name starting with = + - or @ is a row with an error, and is not sent', async () => {
    const { user, dialog } = await openAddMany(DEMO.club, 'Guest List')
    await user.type(within(dialog).getByRole('textbox', { name: 'Guests' }), '=cmd Lee{Enter}Ann Lee')
    expect(within(dialog).getByText('2 rows: 1 ready, 1 with errors')).toBeInTheDocument()
    const table = within(dialog).getByRole('table', { name: 'Guests to add' })
    expect(within(statusOf(table, '=cmd')).getByText('Names cannot start with =, +, - or @')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 guest' }))
    await waitFor(() => expect(within(dialog).getByText('Added 1 of 1')).toBeInTheDocument(), SLOW)
    expect(requestsTo('addguest-clubmembers', 'POST').map((r) => r.body)).toEqual([expect.objectContaining({ guest_name: 'Ann', guest_last_name: 'Lee' })])
  })

  it('reads a CSV file with a header row', async () => {
    const { user, dialog } = await openAddMany(DEMO.resident, 'Guest')
    const file = new File(['first name,last name\nZoe,Park\nYuri,Tan\n'], 'party.csv', { type: 'text/csv' })
    expect(within(dialog).getByRole('button', { name: 'CSV file' })).toBeInTheDocument()
    // Mantine's FileInput is a button over a hidden file input: the file goes to that input.
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file)
    expect(await within(dialog).findByText('2 rows: 2 ready, 0 with errors')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Guests' })).toHaveValue('first name,last name\nZoe,Park\nYuri,Tan')
    // The file taken away by its named clear button: its guests go with it.
    await user.click(within(dialog).getByRole('button', { name: 'Clear CSV file' }))
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Guests' })).toHaveValue(''))
    expect(within(dialog).queryByRole('table', { name: 'Guests to add' })).not.toBeInTheDocument()
  })

  it('a file the browser cannot read says so, and the names already typed stay', async () => {
    const { user, dialog } = await openAddMany(DEMO.resident, 'Guest')
    const box = within(dialog).getByRole('textbox', { name: 'Guests' })
    await user.type(box, 'Ann Lee')
    // A file the device cannot hand over (one kept only in a cloud drive, with the line down).
    const file = new File(['Zoe,Park\n'], 'party.csv', { type: 'text/csv' })
    file.arrayBuffer = () => Promise.reject(new DOMException('The file could not be read.', 'NotReadableError'))
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file)
    expect(await screen.findByText('Could not read the file.')).toBeInTheDocument()
    expect(box).toHaveValue('Ann Lee')
    expect(within(dialog).getByText('1 row: 1 ready, 0 with errors')).toBeInTheDocument()
  })

  it('a list corrected after its file was read stays when the file is taken away', async () => {
    const { user, dialog } = await openAddMany(DEMO.resident, 'Guest')
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['Zoe,Park\nYuri,Tn\n'], 'party.csv', { type: 'text/csv' }))
    const box = within(dialog).getByRole('textbox', { name: 'Guests' })
    await waitFor(() => expect(box).toHaveValue('Zoe,Park\nYuri,Tn'))
    await user.type(box, 'an')
    await user.click(within(dialog).getByRole('button', { name: 'Clear CSV file' }))
    expect(box).toHaveValue('Zoe,Park\nYuri,Tnan')
    expect(within(dialog).getByText('2 rows: 2 ready, 0 with errors')).toBeInTheDocument()
  })

  it('names typed before a file is chosen are kept, the file\'s guests after them, and go back to alone when it is taken away', async () => {
    const { user, dialog } = await openAddMany(DEMO.resident, 'Guest')
    const box = within(dialog).getByRole('textbox', { name: 'Guests' })
    await user.type(box, 'Zephyr Quill')
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!
    await user.upload(input, new File(['Last Name,First Name\nPark,Zoe\nTan,Yuri\n'], 'party.csv', { type: 'text/csv' }))
    expect(await within(dialog).findByText('3 rows: 3 ready, 0 with errors')).toBeInTheDocument()
    expect(box).toHaveValue('Zephyr Quill\nZoe,Park\nYuri,Tan')
    // Another file takes the first one's place, under the typed name.
    await user.upload(input, new File(['Ivy,Moss\n'], 'more.csv', { type: 'text/csv' }))
    await waitFor(() => expect(box).toHaveValue('Zephyr Quill\nIvy,Moss'))
    await user.click(within(dialog).getByRole('button', { name: 'Clear CSV file' }))
    await waitFor(() => expect(box).toHaveValue('Zephyr Quill'))
    expect(within(dialog).getByText('1 row: 1 ready, 0 with errors')).toBeInTheDocument()
  })

  it("a file chosen after rows pasted from a spreadsheet (tab between the names) reads its guests as names, not errors", async () => {
    const { user, dialog } = await openAddMany(DEMO.resident, 'Guest')
    const box = within(dialog).getByRole('textbox', { name: 'Guests' })
    const pasted = ['Ana', 'Bea', 'Cid', 'Dan', 'Eva', 'Fay', 'Gus', 'Hal', 'Ivo', 'Jon'].map((first) => `${first}\tQuill`).join('\n')
    await user.click(box)
    await user.paste(pasted)
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['Zoe,Park\nYuri,Tan\n'], 'party.csv', { type: 'text/csv' }))
    expect(await within(dialog).findByText('12 rows: 12 ready, 0 with errors')).toBeInTheDocument()
  })

  it("reads accented names from a file Excel saved as 'CSV (Comma delimited)' (Windows-1252), and from a UTF-8 one", async () => {
    const { user, dialog } = await openAddMany(DEMO.resident, 'Guest')
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!
    // 'Zoë,Muñoz' in Windows-1252: ë is 0xEB, ñ is 0xF1 (not valid UTF-8).
    const excel = new Uint8Array([0x5a, 0x6f, 0xeb, 0x2c, 0x4d, 0x75, 0xf1, 0x6f, 0x7a, 0x0d, 0x0a])
    await user.upload(input, new File([excel], 'party.csv', { type: 'text/csv' }))
    expect(await within(dialog).findByText('1 row: 1 ready, 0 with errors')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Guests' })).toHaveValue('Zoë,Muñoz')
    await user.upload(input, new File(['Zoë,García López\n'], 'party.csv', { type: 'text/csv' }))
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Guests' })).toHaveValue('Zoë,García López'))
  })

  it("reads a file Excel saved as 'Unicode Text' (UTF-16, tabs between the cells)", async () => {
    const { user, dialog } = await openAddMany(DEMO.resident, 'Guest')
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!
    const text = 'Zoë\tMuñoz\r\nAna\tLee\r\n'
    const utf16 = new Uint8Array(2 + text.length * 2)
    utf16.set([0xff, 0xfe])
    for (let i = 0; i < text.length; i++) utf16.set([text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8], 2 + 2 * i)
    await user.upload(input, new File([utf16], 'party.txt', { type: 'text/plain' }))
    expect(await within(dialog).findByText('2 rows: 2 ready, 0 with errors')).toBeInTheDocument()
  })

  it('a line corrected after a run is added alone: the guests already added are not sent again', async () => {
    const { user, dialog } = await openAddMany(DEMO.resident, 'Guest')
    const box = within(dialog).getByRole('textbox', { name: 'Guests' })
    await user.type(box, 'Ann Lee{Enter}D4n Smith{Enter}Bob Stone')
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 guests' }))
    await waitFor(() => expect(within(dialog).getByText('Added 2 of 2')).toBeInTheDocument(), SLOW)
    let table = within(dialog).getByRole('table', { name: 'Guests to add' })
    expect(within(statusOf(table, 'D4n')).getByText('Names may only contain letters, spaces, hyphens and apostrophes')).toBeInTheDocument()

    // The wrong line corrected (in place: line 2 stays line 2).
    await user.clear(box)
    await user.type(box, 'Ann Lee{Enter}Dan Smith{Enter}Bob Stone')
    table = within(dialog).getByRole('table', { name: 'Guests to add' })
    expect(within(statusOf(table, 'Ann')).getByText('Added')).toBeInTheDocument()
    expect(within(statusOf(table, 'Dan')).getByRole('cell', { name: '2' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 guest' }))
    await waitFor(() => expect(within(statusOf(table, 'Dan')).getByText('Added')).toBeInTheDocument(), SLOW)
    expect(requestsTo('add-guest', 'POST').map((r) => (r.body as { first_name: string }).first_name).sort()).toEqual(['Ann', 'Bob', 'Dan'])
  })

  it('on the club list, stops at the limit of 6 and says so', async () => {
    const { user, dialog, list } = await openAddMany(DEMO.club, 'Guest List')
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Guests' }),
      'Ann Lee{Enter}Bob Stone{Enter}Cara Diaz{Enter}Dan Fox{Enter}Van Der Berg{Enter}Mary Ann,Lee',
    )
    const table = within(dialog).getByRole('table', { name: 'Guests to add' })
    expect(within(statusOf(table, 'Van')).getByText('Last name cannot contain spaces')).toBeInTheDocument()
    expect(within(statusOf(table, 'Mary Ann')).getByText('First name cannot contain spaces')).toBeInTheDocument()
    expect(within(dialog).getByText('Your club guest list holds 6 guests at most')).toBeInTheDocument()
    expect(within(dialog).getByText('Only the first 3 ready rows will be added; the others will not.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Add 4 guests' }))
    await waitFor(() => expect(within(dialog).getByText('Added 3 of 3')).toBeInTheDocument(), SLOW)
    expect(within(statusOf(table, 'Dan')).getByText('Over the limit of 6 guests')).toBeInTheDocument()
    expect(within(statusOf(table, 'Dan')).getByText('Not added')).toBeInTheDocument()
    expect(requestsTo('addguest-clubmembers', 'POST')).toHaveLength(3)
    // Full now: Add many is off.
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Add many' })).toHaveAttribute('aria-disabled', 'true'), SLOW)
  })

  it('on the club list, the guests just added count toward the limit even while the list cannot be read again', async () => {
    const { user, dialog } = await openAddMany(DEMO.club, 'Guest List')
    const box = within(dialog).getByRole('textbox', { name: 'Guests' })
    await user.type(box, 'Ann Lee{Enter}Bob Stone{Enter}Cara Diaz{Enter}Dan Fox')
    // The list read again after the run fails: its count stays at the 3 guests of before.
    demoControl.fail('Club Access', { status: 500 }, Infinity)
    await user.click(within(dialog).getByRole('button', { name: 'Add 4 guests' }))
    await waitFor(() => expect(within(dialog).getByText('Added 3 of 3')).toBeInTheDocument(), SLOW)
    // The line over the limit changed: a guest not sent yet, and no room left for it.
    await user.type(box, 'e')
    expect(within(dialog).getByRole('button', { name: 'Add 1 guest' })).toBeDisabled()
    expect(within(dialog).getByText('It is full: delete a guest before adding more.')).toBeInTheDocument()
    expect(requestsTo('addguest-clubmembers', 'POST')).toHaveLength(3)
    // The dialog closed, the dashboard counts them too: no seventh guest from its card.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const card = screen.getByRole('button', { name: /^Guest List/ })
    expect(card).toHaveTextContent('6 of 6')
    expect(card).toHaveAttribute('aria-disabled', 'true')
  })
})

describe('party list rows', () => {
  it('refuses a name that a spreadsheet would run as a formula (= + - @), on both lists', () => {
    const FORMULA_START = 'Names cannot start with =, +, - or @'
    const club = parsePartyList('=HYPERLINK("https://evil.example"),Lee\nAnn,+1\nBob,-Stone\n@Cara,Diaz\nDan,Fox', 'club')
    expect(club.map((r) => r.error)).toEqual([FORMULA_START, FORMULA_START, FORMULA_START, FORMULA_START, undefined])
    expect(parsePartyList('@Ann Lee', 'home')[0]!.error).toBe(FORMULA_START)
  })

  it('the failed rows file neutralises formulas in every cell, the server reason included', () => {
    const csv = failedRowsCsv([
      { firstName: '=1+1', lastName: '+Lee', reason: '=HYPERLINK("https://evil.example","Click")\nmore' },
      { firstName: '-Ann', lastName: '@Bob', reason: '\tTab' },
      { firstName: 'Cara', lastName: 'Diaz', reason: 'Guest already registered' },
    ])
    const [, first, second, third] = Papa.parse<string[]>(csv).data
    expect(first).toEqual(["'=1+1", "'+Lee", '\'=HYPERLINK("https://evil.example","Click")\nmore'])
    expect(second).toEqual(["'-Ann", "'@Bob", "'\tTab"])
    expect(third).toEqual(['Cara', 'Diaz', 'Guest already registered'])
  })


  it("cells split by semicolons (a Spanish Excel's CSV) or tabs (pasted from a spreadsheet) are read so, blank lines and all", () => {
    expect(parsePartyList('Nombre;Apellidos\n\nAna;García\n   \nMary Ann;Smith-Jones\n', 'home')).toEqual([
      { line: 3, firstName: 'Ana', lastName: 'García', error: undefined },
      { line: 5, firstName: 'Mary Ann', lastName: 'Smith-Jones', error: undefined },
    ])
    expect(parsePartyList('Mary Ann\tSmith\n\nJo\tLee', 'home')).toEqual([
      { line: 1, firstName: 'Mary Ann', lastName: 'Smith', error: undefined },
      { line: 3, firstName: 'Jo', lastName: 'Lee', error: undefined },
    ])
  })

  it('a further name on a line goes with the last name, never dropped; what is no name shows as an error', () => {
    expect(parsePartyList('Ana,García,López\nBo,Lee,bo@example.com', 'home')).toEqual([
      { line: 1, firstName: 'Ana', lastName: 'García López', error: undefined },
      { line: 2, firstName: 'Bo', lastName: 'Lee bo@example.com', error: 'Names may only contain letters, spaces, hyphens and apostrophes' },
    ])
    expect(parsePartyList('Ana,García,López', 'club')[0]).toMatchObject({ lastName: 'García López', error: 'Last name cannot contain spaces' })
  })

  it('a header in other words is no guest; under a header, only the first two columns are names (the failed-rows file read back)', () => {
    expect(parsePartyList('Name,Surname\nAnn,Lee', 'home')).toEqual([{ line: 2, firstName: 'Ann', lastName: 'Lee', error: undefined }])
    expect(parsePartyList('Guest,Last Name\nAnn,Lee', 'home')).toHaveLength(1)
    expect(parsePartyList('Guest First Name,Guest Last Name\nAnn,Lee', 'home')).toEqual([{ line: 2, firstName: 'Ann', lastName: 'Lee', error: undefined }])
    // The columns the other way round, as the header says: each name where it belongs.
    expect(parsePartyList('Last Name,First Name\nLee,Ann\nDíaz,Cara', 'home')).toEqual([
      { line: 2, firstName: 'Ann', lastName: 'Lee', error: undefined },
      { line: 3, firstName: 'Cara', lastName: 'Díaz', error: undefined },
    ])
    expect(parsePartyList('Apellidos,Nombre\nLee,Ann\nBo Tan', 'club')).toEqual([
      { line: 2, firstName: 'Ann', lastName: 'Lee', error: undefined },
      // A line of one cell is 'First Last', whatever the header.
      { line: 3, firstName: 'Bo', lastName: 'Tan', error: undefined },
    ])
    expect(parsePartyList('first name,last name,error\nAnn,Lee,Guest already exists', 'home')).toEqual([
      { line: 2, firstName: 'Ann', lastName: 'Lee', error: undefined },
    ])
  })

  it('skips blank lines and a header, each row numbered by its line in the text; one word per line has no last name', () => {
    expect(parsePartyList('\nFirst Name,Last Name\n\nAnn,Lee\n  \nBo\n', 'home')).toEqual([
      { line: 4, firstName: 'Ann', lastName: 'Lee', error: undefined },
      { line: 6, firstName: 'Bo', lastName: '', error: 'Last name is required' },
    ])
  })
})
