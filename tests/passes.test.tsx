import { act, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import dayjs from 'dayjs'
import { findDoc, insertDoc, table } from '../src/demo-backend/db'
import { frappeErrorBody } from '../src/demo-backend/faults'
import { demoControl } from '../src/demo-backend/node'
import { findDialog, listSection, SLOW } from './home-helpers'
import { DEMO, pathOf, renderApp } from './render-app'

const findHolder = (name: string) => screen.findByRole('heading', { level: 2, name }, SLOW)
const pass = () => screen.getByRole('article')

afterEach(() => {
  demoControl.clearFaults()
  vi.unstubAllGlobals()
})

/** The dashboard, with Emma Clarke's Edit Visitor open from her row. */
async function editEmma() {
  const { user } = await renderApp('/dashboard', { as: DEMO.resident })
  const visitors = await screen.findByRole('region', { name: 'Visitor' }, SLOW)
  await user.click((await within(visitors).findByText('Emma Clarke', {}, SLOW)).closest('button')!)
  return { user, visitors, dialog: await findDialog('Edit Visitor') }
}

describe('visitor passes', () => {
  it("opens from a visitor's row: name, category, end, address, a QR code of the record, and Copy puts the details on the clipboard", async () => {
    const { user, router } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    await user.click(within(listSection('Visitor')).getByRole('link', { name: 'Share pass for Emma Clarke' }))

    await findHolder('Emma Clarke')
    expect(pathOf(router)).toBe('/passes/visitor/VCI-00001')
    expect(screen.getByRole('heading', { level: 1, name: 'Visitor pass' })).toBeInTheDocument()
    const card = within(pass())
    expect(card.getByText('Day Visitor')).toBeInTheDocument()
    expect(card.getByText('Valid until').nextSibling?.textContent).toMatch(/^\w{3} \d{1,2} \w{3} \d{4}, 03:00$/)
    expect(card.getByText('14 Willow Creek Lane, Oakridge Estates')).toBeInTheDocument()
    expect(card.getByRole('img', { name: 'QR code of pass VCI-00001' })).toBeInTheDocument()
    expect(card.getByText('The gate checks its list at entry; this pass is only a convenience.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument()

    // No Web Share API in this browser: Copy.
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByText('Pass details copied.')).toBeInTheDocument()
    const text = await navigator.clipboard.readText()
    expect(text).toContain('Visitor pass: Emma Clarke (Day Visitor)')
    expect(text).toContain('Address: 14 Willow Creek Lane, Oakridge Estates')
    expect(text).toContain('Pass ID: VCI-00001')
  })

  it("the record's dialog has 'Share pass' too", async () => {
    const { user, router } = await renderApp('/dashboard?dialog=guest-edit&id=GST-00001', { as: DEMO.resident })
    const dialog = await findDialog('Edit Guest')
    await user.click(await within(dialog).findByRole('link', { name: 'Share pass' }, SLOW))
    await findHolder('Olivia Bennett')
    expect(pathOf(router)).toBe('/passes/guest/GST-00001')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("in an edit dialog with changes not sent, 'Share pass' waits for Update: nothing typed is lost", async () => {
    const { user } = await renderApp('/dashboard?dialog=guest-edit&id=GST-00001', { as: DEMO.resident })
    const dialog = await findDialog('Edit Guest')
    const d = within(dialog)
    await d.findByRole('link', { name: 'Share pass' }, SLOW)
    await user.type(d.getByLabelText(/Last Name/), 'x')
    expect(d.queryByRole('link', { name: 'Share pass' })).not.toBeInTheDocument()
    expect(d.getByRole('button', { name: 'Share pass' })).toBeDisabled()
    expect(d.getByRole('button', { name: 'Share pass' })).toHaveAccessibleDescription('Update first: the pass shows what is saved.')
    expect(d.getByLabelText(/Last Name/)).toHaveValue('Bennettx')
    await user.type(d.getByLabelText(/Last Name/), '{Backspace}')
    expect(await d.findByRole('link', { name: 'Share pass' })).toBeInTheDocument()
  })

  it("says why 'Share pass' waits for a record whose name holds a space (a site that names guests by a field)", async () => {
    table('Guest').push({ ...findDoc('Guest', 'GST-00001')!, name: 'Olivia Bennett' })
    const { user } = await renderApp('/dashboard?dialog=guest-edit&id=Olivia%20Bennett', { as: DEMO.resident })
    const d = within(await findDialog('Edit Guest'))
    await d.findByRole('link', { name: 'Share pass' }, SLOW)
    await user.type(d.getByLabelText(/Last Name/), 'x')
    expect(d.getByRole('button', { name: 'Share pass' })).toHaveAccessibleDescription('Update first: the pass shows what is saved.')
  })

  it("a guest's and a recurring service's pass are standing", async () => {
    const { user } = await renderApp('/passes/guest/GST-00001', { as: DEMO.resident })
    await findHolder('Olivia Bennett')
    expect(within(pass()).getByText('Valid until').nextSibling).toHaveTextContent('Standing')
    await user.click(screen.getByRole('link', { name: 'Back to dashboard' }))
    const services = await screen.findByRole('region', { name: 'Recurring Services' }, SLOW)
    await user.click((await within(services).findAllByRole('link', { name: /^Share pass for / }, SLOW))[0]!)
    expect(await screen.findByRole('heading', { level: 1, name: 'Service pass' }, SLOW)).toBeInTheDocument()
    expect(within(pass()).getByText('Valid until').nextSibling).toHaveTextContent('Standing')
  })

  it("the flagged community's employee has an employee pass", async () => {
    await renderApp('/passes/guest/GST-00004', { as: DEMO.flagged })
    await findHolder('Hamish Stewart')
    expect(screen.getByRole('heading', { level: 1, name: 'Employee pass' })).toBeInTheDocument()
    expect(within(pass()).getByText('Employee pass')).toBeInTheDocument()
    expect(screen.queryByText('Guest pass')).not.toBeInTheDocument()
  })

  it("a club member's guest pass shows the club member ID", async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.club })
    const guests = await screen.findByRole('region', { name: 'Guest List' }, SLOW)
    const link = (await within(guests).findAllByRole('link', { name: /^Share pass for / }, SLOW))[0]!
    const holder = link.getAttribute('aria-label')!.replace('Share pass for ', '')
    await user.click(link)
    await findHolder(holder)
    expect(within(pass()).getByText('Club member ID').nextSibling).toHaveTextContent('CLB-2041')
    expect(within(pass()).getByText('Traffic Dash Club')).toBeInTheDocument()
  })

  it('says when the list could not be loaded, and Retry brings the pass', async () => {
    demoControl.fail('Visitor Call-In', { status: 500 }, Infinity)
    const { user } = await renderApp('/passes/visitor/VCI-00001', { as: DEMO.resident })
    expect(await screen.findByText('This pass could not be loaded.', {}, SLOW)).toBeInTheDocument()
    demoControl.clearFaults()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await findHolder('Emma Clarke')
  })

  it("a list the site refuses: the pass page gives the site's reason beneath", async () => {
    demoControl.fail('Visitor Call-In', { status: 403, body: frappeErrorBody(403, 'Not permitted to read Visitor Call-In') }, Infinity)
    await renderApp('/passes/visitor/VCI-00001', { as: DEMO.resident })
    expect(await screen.findByText('This pass could not be loaded.', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByText('Not permitted to read Visitor Call-In')).toBeInTheDocument()
  })

  it('offline with no copy of its list, says it is not loaded and shows the pass once the connection returns', async () => {
    const { router } = await renderApp('/user-profile', { as: DEMO.resident })
    await screen.findByRole('heading', { level: 1, name: 'User Profile' }, SLOW)
    act(() => onlineManager.setOnline(false))
    try {
      await act(() => router.navigate({ to: '/passes/$kind/$name', params: { kind: 'visitor', name: 'VCI-00001' } }))
      expect(await screen.findByText('Not loaded: you are offline. It loads when the connection returns.', {}, SLOW)).toBeInTheDocument()
    } finally {
      act(() => onlineManager.setOnline(true))
    }
    await findHolder('Emma Clarke')
  })

  it('the pass of a record with a change waiting to be sent says the gate does not have it yet', async () => {
    const { user, visitors, dialog } = await editEmma()
    act(() => onlineManager.setOnline(false))
    try {
      await user.type(within(dialog).getByLabelText('Last Name'), 'son')
      await user.click(within(dialog).getByRole('button', { name: 'Update' }))
      await user.click(await within(visitors).findByRole('link', { name: 'Share pass for Emma Clarkeson' }, SLOW))
      await findHolder('Emma Clarke')
      expect(screen.getByText('A change waits to be sent: this pass shows what the gate has now.')).toBeInTheDocument()
    } finally {
      act(() => onlineManager.setOnline(true))
    }
    expect(await screen.findByText('Visitor updated successfully', {}, SLOW)).toBeInTheDocument()
    await findHolder('Emma Clarkeson')
    expect(screen.queryByText('A change waits to be sent: this pass shows what the gate has now.')).not.toBeInTheDocument()
  })

  it("the pass of a visitor whose 'Extend 1 day' is on its way waits for the answer: it never shows an end the site has not taken", async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.resident })
    const visitors = await screen.findByRole('region', { name: 'Visitor' }, SLOW)
    await within(visitors).findByText('Oakline Painters', {}, SLOW)
    demoControl.latency(1500)
    demoControl.fail('Visitor Call-In/VCI-20001', { status: 417, body: frappeErrorBody(417, 'Gate closed for works') })
    await user.click(within(visitors).getByRole('button', { name: 'Extend 1 day for Oakline Painters' }))
    await user.click(within(visitors).getByRole('link', { name: 'Share pass for Oakline Painters' }))
    expect(await screen.findByRole('status', { name: 'Loading pass' })).toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
    // Refused: the pass shows the end the gate has, the one from before.
    expect(await screen.findByText('Could not extend access. Please try again.', {}, { timeout: 8000 })).toBeInTheDocument()
    await findHolder('Oakline Painters')
    const end = dayjs(String(findDoc('Visitor Call-In', 'VCI-20001')!.termination_date))
    expect(pass()).toHaveTextContent(`Valid until${end.format('ddd D MMM YYYY, HH:mm')}`)
    expect(screen.queryByRole('status', { name: 'Loading pass' })).not.toBeInTheDocument()
  })

  it('the pass of a record whose change the site refused does not say it waits to be sent', async () => {
    const { user, visitors, dialog } = await editEmma()
    act(() => onlineManager.setOnline(false))
    try {
      await user.type(within(dialog).getByLabelText('Last Name'), 'son')
      await user.click(within(dialog).getByRole('button', { name: 'Update' }))
      demoControl.fail('Visitor Call-In/VCI-00001', { status: 417 })
    } finally {
      act(() => onlineManager.setOnline(true))
    }
    await within(visitors).findByText('Not sent', {}, SLOW)
    await user.click(within(visitors).getByRole('link', { name: /^Share pass for Emma Clarke/ }))
    await findHolder('Emma Clarke')
    expect(screen.queryByText('A change waits to be sent: this pass shows what the gate has now.')).not.toBeInTheDocument()
  })

  it('a record that is not on the lists any more', async () => {
    await renderApp('/passes/visitor/VCI-99999', { as: DEMO.resident })
    expect(await screen.findByText('This pass is no longer on your lists.', {}, SLOW)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toBeInTheDocument()
  })

  it('a pass of a visitor added since the lists were read is read again, not said to be gone', async () => {
    const { router } = await renderApp('/dashboard', { as: DEMO.resident })
    await screen.findByText('Emma Clarke', {}, SLOW)
    const emma = table('Visitor Call-In').find((v) => v.visitor_name === 'Emma Clarke')!
    const { name } = insertDoc('Visitor Call-In', 'VCI-', emma.owner, { ...emma, visitor_name: 'Zephyr Quill' })
    await act(() => router.navigate({ to: '/passes/$kind/$name', params: { kind: 'visitor', name } }))
    await findHolder('Zephyr Quill')
    expect(screen.queryByText('This pass is no longer on your lists.')).not.toBeInTheDocument()
  })

  it('an unknown kind of pass', async () => {
    await renderApp('/passes/parcel/VCI-00001', { as: DEMO.resident })
    expect(await screen.findByRole('heading', { name: 'Page not found' }, SLOW)).toBeInTheDocument()
    // Under the top bar, in the layout's one main landmark.
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getAllByRole('main')).toHaveLength(1)
  })

  it('Share uses the Web Share API where there is one; closing the sheet is no failure; a sheet that cannot open copies instead', async () => {
    const share = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new DOMException('closed', 'AbortError'))
      .mockRejectedValue(new DOMException('no share target', 'NotAllowedError'))
    vi.stubGlobal('navigator', Object.create(navigator, { share: { value: share }, onLine: { value: true }, language: { value: navigator.language } }))
    const { user } = await renderApp('/passes/visitor/VCI-00001', { as: DEMO.resident })
    await findHolder('Emma Clarke')
    // Copy beside it: a computer's share sheet does not reach a chat open in another tab.
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument()
    // Busy while the pass's picture is drawn (jsdom draws none: at once).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledWith({ title: 'Visitor pass', text: expect.stringContaining('Pass ID: VCI-00001') })
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(screen.queryByText('Pass details copied.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(await screen.findByText('Pass details copied.')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toContain('Pass ID: VCI-00001')
    // Neither the sheet nor the clipboard: it says so.
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'))
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(await screen.findByText('Could not share the pass.')).toBeInTheDocument()
    expect(screen.getAllByText('Could not share the pass.')).toHaveLength(1)
  })

  it('says so when the details cannot be copied or the picture cannot be made', async () => {
    const { user } = await renderApp('/passes/visitor/VCI-00001', { as: DEMO.resident })
    await findHolder('Emma Clarke')
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'))
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(await screen.findByText('Could not copy the pass details.')).toBeInTheDocument()
    // jsdom draws no canvas.
    await user.click(screen.getByRole('button', { name: 'Download' }))
    expect(await screen.findByText('Could not download the pass.')).toBeInTheDocument()
  })
})
