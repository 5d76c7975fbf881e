import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import en from '../src/i18n/messages/en.json'
import es from '../src/i18n/messages/es.json'

const catalogues: Record<string, Record<string, string>> = { en, es }

/** The names of a message's arguments ({count}, {name}...), plurals' and selects' branches included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    into.add(element.value)
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentsOf(option.value, into)
    if (element.type === TYPE.tag) argumentsOf(element.children, into)
  }
  return into
}

describe('the message catalogues', () => {
  it('hold the same messages in English and in Spanish', () => {
    const missingInSpanish = Object.keys(en).filter((id) => !(id in es))
    const missingInEnglish = Object.keys(es).filter((id) => !(id in en))
    expect({ missingInSpanish, missingInEnglish }).toEqual({ missingInSpanish: [], missingInEnglish: [] })
  })

  it('are valid ICU messages, with no message empty, and each language uses the same values', () => {
    const problems: string[] = []
    for (const [id, english] of Object.entries(en)) {
      const names: Record<string, string> = {}
      for (const [language, catalogue] of Object.entries(catalogues)) {
        const text = catalogue[id]
        if (text === undefined) continue
        if (!text.trim()) problems.push(`${language} ${id}: empty`)
        try {
          names[language] = [...argumentsOf(parse(text))].sort().join(',')
        } catch (error) {
          problems.push(`${language} ${id}: ${(error as Error).message}`)
        }
      }
      if (names.es !== undefined && names.en !== names.es) problems.push(`${id}: English uses {${names.en}}, Spanish {${names.es}} (${english})`)
    }
    expect(problems).toEqual([])
  })
})
