/**
 * Names in every language (D30): a name form takes the letters and marks of every script, single
 * spaces, hyphens and apostrophes, and still blocks digits and other symbols as they are typed; Add
 * many follows the same rule. In English and in Spanish, through the real dialogs; the texts are the
 * catalogue's of the language on screen, so a reworded message does not break the test.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { findDoc, getDb } from '../src/demo-backend/db'
import { demoControl } from '../src/demo-backend/node'
import { setLanguage, t, type Language } from '../src/i18n'
import { card, findDialog, pickOption, requestsTo, settleAndClear, SLOW } from './home-helpers'
import { renderApp } from './render-app'

/** First and last names as residents write them. */
const PEOPLE: [string, string][] = [
  ['Ana', 'Muñoz'],
  ['José', 'García López'],
  ['Seán', "O'Brien"],
  ['Anne-Marie', 'D’Angelo'],
  ['Zoë', 'Kravitz'],
  ['李', '小龙'],
  // Spelt with a joiner (Sinhala 'Sri') and a zero-width non-joiner (Persian 'Alizadeh').
  ['\u0DC1\u0DCA\u200D\u0DBB\u0DD3', '\u0639\u0644\u06CC\u200C\u0632\u0627\u062F\u0647'],
]

async function dashboardIn(language: Language) {
  await setLanguage(language, { remember: false })
  const app = await renderApp('/dashboard')
  await settleAndClear()
  return app
}

describe.each(['en', 'es'] as const)('names in every language (%s)', (language) => {
  it('Invite Guest saves each name as typed, trimmed, and blocks digits and symbols', async () => {
    const { user } = await dashboardIn(language)
    for (const [first, last] of PEOPLE) {
      await user.click(await card(t('variant.addGuest')))
      const dialog = await findDialog(t('variant.inviteGuest'))
      const d = within(dialog)
      await user.type(d.getByLabelText(new RegExp(t('names.firstName'))), ` ${first}`)
      await user.type(d.getByLabelText(new RegExp(t('names.lastName'))), `${last} `)
      await user.click(d.getByRole('button', { name: t('guests.dialog.add') }))
      await waitFor(() => expect(dialog).not.toBeInTheDocument(), SLOW)
      expect(requestsTo('aviepros-add-guest', 'POST').at(-1)!.body).toMatchObject({ first_name: first, last_name: last })
      const list = screen.getByRole('region', { name: t('variant.guestList') })
      expect(await within(list).findByText(`${first} ${last}`, {}, SLOW)).toBeInTheDocument()
    }
    expect(getDb().docs['Guest']?.some((g) => g.guest_name === 'José García López')).toBe(true)

    await user.click(await card(t('variant.addGuest')))
    const d = within(await findDialog(t('variant.inviteGuest')))
    const firstName = d.getByLabelText(new RegExp(t('names.firstName')))
    await user.type(firstName, ' Zo3ë  Ann_e!@#4 ')
    expect(firstName).toHaveValue('Zoë Anne ')
    // Why the keys did nothing, under the field (in a live region, read out as it comes), until it is left.
    expect(d.getByText(t('names.lettersOnly'))).toHaveAttribute('aria-live', 'polite')
    await user.click(d.getByLabelText(new RegExp(t('names.lastName'))))
    expect(d.queryByText(t('names.lettersOnly'))).not.toBeInTheDocument()
    // A key the filter drops inside the name leaves the caret where it was: the next letter goes there.
    await user.clear(firstName)
    await user.type(firstName, 'Ane')
    await user.type(firstName, '3n', { initialSelectionStart: 2, initialSelectionEnd: 2 })
    expect(firstName).toHaveValue('Anne')
    // A letter composed in steps (a dead key's '¨', then 'e'): its first step, a symbol, is not dropped
    // on the way, and the letter it makes is kept.
    const lastName = d.getByLabelText(new RegExp(t('names.lastName')))
    fireEvent.compositionStart(lastName)
    fireEvent.input(lastName, { target: { value: 'Zo¨' }, isComposing: true })
    expect(lastName).toHaveValue('Zo¨')
    fireEvent.input(lastName, { target: { value: 'Zoë' }, isComposing: true })
    fireEvent.compositionEnd(lastName)
    expect(lastName).toHaveValue('Zoë')
    // A composition that ends on a symbol keeps nothing of it.
    fireEvent.compositionStart(lastName)
    fireEvent.input(lastName, { target: { value: 'Zoë~' }, isComposing: true })
    fireEvent.compositionEnd(lastName)
    expect(lastName).toHaveValue('Zoë')
  })

  it('Edit Guest keeps a last name with a space when saved again', async () => {
    findDoc('Guest', 'GST-00001')!.guest_name = 'Ana García López'
    const { user } = await dashboardIn(language)
    const list = screen.getByRole('region', { name: t('variant.guestList') })
    await user.click((await within(list).findByText('Ana García López', {}, SLOW)).closest('button')!)
    const d = within(await findDialog(t('guests.edit.title', { kind: 'guest' })))
    expect(d.getByLabelText(t('names.firstName'))).toHaveValue('Ana')
    expect(d.getByLabelText(t('names.lastName'))).toHaveValue('García López')
    await user.click(d.getByRole('button', { name: t('dialog.update') }))
    await waitFor(() => expect(requestsTo('aviepros-update-guest', 'PUT')).toHaveLength(1), SLOW)
    expect(requestsTo('aviepros-update-guest', 'PUT')[0]!.body).toMatchObject({ guest_name: 'Ana García López' })
  })

  it('a Day Visitor and a recurring service save a name with accents, spaces and an apostrophe', async () => {
    const { user } = await dashboardIn(language)
    await user.click(await card(t('dashboard.reportVisitor')))
    const visitor = await findDialog(t('visitors.dialog.title'))
    const v = within(visitor)
    await pickOption(user, v.getByRole('combobox', { name: t('visitors.field.type') }), t('visitors.category.dayVisitor'))
    await user.type(v.getByLabelText(t('names.firstName')), 'Zoë')
    await user.type(v.getByLabelText(t('names.lastName')), "O'Brien-Muñoz 2")
    await user.click(v.getByRole('button', { name: t('dialog.submit') }))
    await waitFor(() => expect(visitor).not.toBeInTheDocument(), SLOW)
    expect(requestsTo('Visitor Call-In', 'POST')[0]!.body).toMatchObject({ visitor_name: "Zoë O'Brien-Muñoz" })

    await user.click(await card(t('dashboard.home.services')))
    const service = await findDialog(t('services.dialog.title'))
    const s = within(service)
    await user.type(s.getByLabelText(t('services.field.vendor')), 'Jardinería Muñoz 24/7 ')
    await pickOption(user, s.getByRole('combobox', { name: t('services.field.type') }), t('services.type.lawnCare'))
    await user.click(s.getByRole('button', { name: t('dialog.submit') }))
    await waitFor(() => expect(service).not.toBeInTheDocument(), SLOW)
    expect(requestsTo('recurring', 'POST')[0]!.body).toMatchObject({ vendor_name: 'Jardinería Muñoz' })
  })

  it('Add many takes the same names and refuses digits and symbols', async () => {
    const { user } = await dashboardIn(language)
    const list = screen.getByRole('region', { name: t('variant.guestList') })
    await user.click(within(list).getByRole('button', { name: t('partyList.addMany') }))
    const dialog = await screen.findByRole('dialog', { name: t('partyList.title') }, SLOW)
    const d = within(dialog)
    const lines = [...PEOPLE.map(([first, last]) => `${first},  ${last} `), 'D4n Smith', 'Ann Lee!']
    await user.type(d.getByRole('textbox', { name: t('partyList.guests') }), lines.join('{Enter}'))
    const ready = PEOPLE.length
    expect(d.getByText(t('partyList.summary', { rows: ready + 2, ready, invalid: 2 }))).toBeInTheDocument()
    const table = d.getByRole('table', { name: t('partyList.caption') })
    for (const first of ['D4n', 'Ann']) {
      const row = within(table).getByRole('cell', { name: first }).closest('tr')!
      expect(within(row).getByText(t('names.lettersOnly'))).toBeInTheDocument()
    }
    demoControl.clearRequests()
    await user.click(d.getByRole('button', { name: t('partyList.add', { count: ready }) }))
    expect(await d.findByText(t('partyList.progressText', { done: ready, total: ready }), {}, SLOW)).toBeInTheDocument()
    const posts = requestsTo('add-guest', 'POST').map((r) => r.body)
    expect(posts).toEqual(expect.arrayContaining(PEOPLE.map(([first, last]) => expect.objectContaining({ first_name: first, last_name: last }))))
    expect(posts).toHaveLength(ready)
  })
})
