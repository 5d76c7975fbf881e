/**
 * Every text translated: a Spanish screen shows no English. The main screens are rendered in Spanish
 * and every text node and every aria-label, title, placeholder and alt is compared with the English
 * catalogue's texts (the literal parts of each message, its values left out). A text the Spanish
 * catalogue also holds (a brand, 'CSV') is not English; the demo's data (names, notes) is no
 * message and is not matched. Also: the toasts' close button and the page's description.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { screen, waitFor, within } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import en from '../src/i18n/messages/en.json'
import es from '../src/i18n/messages/es.json'
import { demoControl } from '../src/demo-backend/node'
import { setLanguage, t } from '../src/i18n'
import { card, findDialog, settleAndClear, SLOW } from './home-helpers'
import { DEMO, renderApp } from './render-app'

function literalsOf(elements: MessageFormatElement[], into: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal) into.push(element.value)
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) literalsOf(option.value, into)
    if (element.type === TYPE.tag) literalsOf(element.children, into)
  }
  return into
}

const spanish: Record<string, string> = es
const allSpanish = Object.values(spanish).join('\n')

/**
 * The English texts a Spanish screen must not show: each literal part of an English message (trimmed
 * of spaces and punctuation at its ends) with at least three letters, unless the Spanish catalogue
 * holds it too. Dates' formats (dayjs patterns) are not texts.
 */
const ENGLISH = [
  ...new Set(
    Object.entries(en as Record<string, string>)
      .filter(([id, text]) => !id.startsWith('format.') && spanish[id] !== text)
      .flatMap(([, text]) => literalsOf(parse(text)))
      .flatMap((part) => part.split('\n'))
      .map((part) => part.replace(/^[\s.,:;!?()'"“”‘’–—-]+|[\s.,:;!?()'"“”‘’–—-]+$/g, ''))
      .filter((part) => (part.match(/\p{L}/gu)?.length ?? 0) >= 3 && !allSpanish.includes(part)),
  ),
]
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A text of several words is English wherever it shows inside a text; a single word only when it is the whole text. */
const LONG = ENGLISH.filter((part) => /\s/.test(part)).map((part) => ({ part, pattern: new RegExp(`(^|[^\\p{L}])${escape(part)}($|[^\\p{L}])`, 'u') }))
const SHORT = new Set(ENGLISH.filter((part) => !/\s/.test(part)))

function englishIn(text: string): string | undefined {
  const trimmed = text.replace(/\s+/g, ' ').trim().replace(/^[\s.,:;!?()'"–—-]+|[\s.,:;!?()'"–—-]+$/g, '')
  if (!trimmed) return undefined
  if (SHORT.has(trimmed)) return trimmed
  return LONG.find(({ pattern }) => pattern.test(trimmed))?.part
}

/** Whether a node is in a part of the page said to be in another language (the language switch's 'English'). */
const inOtherLanguage = (element: Element | null) => {
  const lang = element?.closest('[lang]')?.getAttribute('lang')
  return !!lang && !lang.startsWith('es')
}

const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription', 'aria-valuetext']

/** Every English text on the page: where it is and what. */
function englishOnPage(): string[] {
  const found: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || parent.closest('script, style, template') || inOtherLanguage(parent)) continue
    const english = englishIn(node.textContent ?? '')
    if (english) found.push(`text "${node.textContent?.trim()}" (${english})`)
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (inOtherLanguage(element)) continue
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name)
      const english = value && englishIn(value)
      if (english) found.push(`${name} "${value}" (${english})`)
    }
  }
  return found
}

/** The page once it has loaded: no list still loading. */
async function settled() {
  await waitFor(() => expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0), SLOW)
}

async function inSpanishAt(href: string, as: string = DEMO.resident) {
  await setLanguage('es', { remember: false })
  const app = await renderApp(href, { as })
  await screen.findByRole('heading', { level: 1 }, SLOW)
  await settled()
  return app
}

describe('no English on a Spanish screen', () => {
  it('the catalogue gives the scan texts to look for', () => {
    expect(SHORT.has('Submit')).toBe(true)
    expect(LONG.some(({ part }) => part === 'Both fields are required')).toBe(true)
    expect(englishIn('Invite Guest')).toBe('Invite Guest')
    expect(englishIn('Olivia Bennett')).toBeUndefined()
    expect(englishIn(t('dialog.submit'))).toBe('Submit')
  })

  it('finds the English of an English screen (the scan itself works)', async () => {
    await renderApp('/settings')
    await screen.findByRole('heading', { level: 1 }, SLOW)
    await settled()
    // The page said to be Spanish, its words left English.
    document.documentElement.lang = 'es'
    const found = englishOnPage()
    expect(found).toEqual(expect.arrayContaining([expect.stringMatching(/^text "Settings"/), expect.stringMatching(/^text "Language"/)]))
    expect(found.length).toBeGreaterThan(5)
  })

  it('the home dashboard, and a dialog with its errors', async () => {
    const { user } = await inSpanishAt('/dashboard')
    await settleAndClear()
    expect(englishOnPage()).toEqual([])
    await user.click(await card(t('variant.addGuest')))
    const dialog = await findDialog(t('variant.inviteGuest'))
    await user.click(within(dialog).getByRole('button', { name: t('guests.dialog.add') }))
    await within(dialog).findByText(t('names.firstNameRequired'))
    expect(englishOnPage()).toEqual([])
  })

  it('a failure toast, with its close button', async () => {
    const { user } = await inSpanishAt('/dashboard')
    await settleAndClear()
    demoControl.fail('aviepros-add-guest', 'network')
    await user.click(await card(t('variant.addGuest')))
    const dialog = await findDialog(t('variant.inviteGuest'))
    await user.type(within(dialog).getByLabelText(new RegExp(t('names.firstName'))), 'Ana')
    await user.type(within(dialog).getByLabelText(new RegExp(t('names.lastName'))), 'Muñoz')
    await user.click(within(dialog).getByRole('button', { name: t('guests.dialog.add') }))
    expect(await screen.findByText(t('guests.toast.addFailed'), {}, SLOW)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Cerrar mensaje' })).toBeInTheDocument()
    expect(englishOnPage()).toEqual([])
  })

  it('Add many, with its placeholder of Spanish names', async () => {
    const { user } = await inSpanishAt('/dashboard')
    const list = await screen.findByRole('region', { name: t('variant.guestList') }, SLOW)
    await user.click(within(list).getByRole('button', { name: t('partyList.addMany') }))
    const dialog = await screen.findByRole('dialog', { name: t('partyList.title') }, SLOW)
    expect(within(dialog).getByRole('textbox', { name: t('partyList.guests') })).toHaveAttribute('placeholder', 'Ana Torres\nJosé,Ramírez')
    expect(englishOnPage()).toEqual([])
  })

  it('the club dashboard', async () => {
    await inSpanishAt('/dashboard', DEMO.club)
    expect(englishOnPage()).toEqual([])
  })

  it.each(['/calendar', '/settings', '/cars', '/members', '/user-profile'])('%s', async (href) => {
    await inSpanishAt(href)
    expect(englishOnPage()).toEqual([])
  })

  it('the user menu', async () => {
    const { user } = await inSpanishAt('/dashboard')
    await user.click(await screen.findByRole('button', { name: /Menú de usuario/ }, SLOW))
    await screen.findAllByRole('menuitem')
    expect(englishOnPage()).toEqual([])
  })
})

describe("the page's description", () => {
  it('is the catalogue’s in each language, and index.html holds the English one', async () => {
    expect(readFileSync('index.html', 'utf8')).toContain(`<meta name="description" content="${en['meta.description']}" />`)
    const meta = document.createElement('meta')
    meta.name = 'description'
    meta.content = en['meta.description']
    document.head.append(meta)
    try {
      await setLanguage('es', { remember: false })
      expect(meta.content).toBe(es['meta.description'])
      await setLanguage('en', { remember: false })
      expect(meta.content).toBe(en['meta.description'])
    } finally {
      meta.remove()
    }
  })
})
