import Papa from 'papaparse'
import { t, type MessageId } from '../../i18n'
import { CLUB_GUEST_LIMIT } from '../../queries/club-access'
import { isName } from '../../forms/rules'

export type PartyVariant = 'home' | 'club'

/** One guest of a party list, with what is wrong with it (the add-guest name rules), if anything. */
export interface PartyRow {
  line: number
  firstName: string
  lastName: string
  /** What is wrong, in the language of the moment the rows were read (the dialog reads them on every render). */
  error?: string
}

export const overLimitText = (limit = CLUB_GUEST_LIMIT) => t('partyList.overLimit', { limit })

/** The first row is a header when it names the first column (in English, or in Spanish as the failed-rows file writes it). */
const HEADER = /^(first[\s_-]*name|first|nombre)$/i

/** Add guest (home) takes names as its form does (D30); Club Add Guest takes no spaces. Both need both names. */
function problem(first: string, last: string, variant: PartyVariant): MessageId | undefined {
  if (!first) return 'partyList.validation.firstNameRequired'
  if (!last) return 'partyList.validation.lastNameRequired'
  // A cell starting with = + - @ is a formula in Excel and LibreOffice (CSV injection): such a name
  // would become a live formula wherever the list is opened as a spreadsheet (the failed-rows
  // download, the site's own exports).
  if (/^[=+\-@]/.test(first) || /^[=+\-@]/.test(last)) return 'partyList.validation.formulaStart'
  if (variant === 'club') {
    if (/\s/.test(first)) return 'partyList.validation.firstNameSpaces'
    if (/\s/.test(last)) return 'partyList.validation.lastNameSpaces'
    return undefined
  }
  return isName(first) && isName(last) ? undefined : 'partyList.validation.lettersOnly'
}

function validate(first: string, last: string, variant: PartyVariant): string | undefined {
  const id = problem(first, last, variant)
  return id && t(id)
}

/**
 * Pasted lines or a CSV file: 'First,Last' per line (a header row 'first name,last name' is
 * skipped), or 'First Last' with the first word as the first name. Blank lines are left out.
 */
export function parsePartyList(text: string, variant: PartyVariant): PartyRow[] {
  const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: 'greedy' })
  const rows: PartyRow[] = []
  parsed.data.forEach((cells, i) => {
    // Each cell trimmed, and each run of spaces inside it one space, as a name typed in a form.
    const values = cells.map((c) => c.trim().replace(/\s+/g, ' '))
    if (i === 0 && HEADER.test(values[0] ?? '')) return
    let [first = '', last = ''] = values
    if (values.length === 1) {
      const words = first.split(/\s+/)
      first = words[0] ?? ''
      last = words.slice(1).join(' ')
    }
    rows.push({ line: i + 1, firstName: first, lastName: last, error: validate(first, last, variant) })
  })
  return rows
}

/**
 * The failed rows as a CSV file (first name, last name, why). The reason is the server's text:
 * a cell starting with = + - @ (or a tab or CR) is prefixed with ' so a spreadsheet shows it as
 * text instead of running it as a formula (Papa's escapeFormulae, given this pattern because
 * Papa's own, /^[=+\-@\t\r].*$/, misses a value with a line break after the formula).
 */
export function failedRowsCsv(rows: readonly { firstName: string; lastName: string; reason: string }[]): string {
  return Papa.unparse(
    { fields: [t('partyList.csv.firstName'), t('partyList.csv.lastName'), t('partyList.csv.error')], data: rows.map((r) => [r.firstName, r.lastName, r.reason]) },
    { escapeFormulae: /^[=+\-@\t\r]/ },
  )
}
