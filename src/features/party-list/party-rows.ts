import Papa from 'papaparse'
import { t, type MessageId } from '../../i18n'
import { CLUB_GUEST_LIMIT } from '../../queries/club-access'
import { isName, startsLikeFormula } from '../../forms/rules'

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

/**
 * The first row is a header when it names its first column or its second as a spreadsheet would (in
 * English, or in Spanish as the failed-rows file writes it; 'Guest First Name' too): a guest list
 * 'Name,Surname' never adds a guest called 'Name Surname'. A header 'Last Name,First Name' says the
 * columns come the other way round: each name then goes where it belongs.
 */
const FIRST_HEADER = /^(guest[\s_-]*)?(first[\s_-]*name|first|given[\s_-]*name|name|names|guests?|nombres?|invitados?)$/i
const LAST_HEADER = /^(guest[\s_-]*)?(last[\s_-]*name|last|surname|family[\s_-]*name|apellidos?)$/i
type Header = 'none' | 'first-last' | 'last-first'
function headerOf([first = '', second = '']: readonly string[]): Header {
  if (LAST_HEADER.test(first) && !LAST_HEADER.test(second)) return 'last-first'
  return FIRST_HEADER.test(first) || LAST_HEADER.test(second) ? 'first-last' : 'none'
}

/** Add guest (home) takes names as its form does (D30); Club Add Guest takes no spaces. Both need both names. */
function problem(first: string, last: string, variant: PartyVariant): MessageId | undefined {
  if (!first) return 'partyList.validation.firstNameRequired'
  if (!last) return 'partyList.validation.lastNameRequired'
  if (startsLikeFormula(first) || startsLikeFormula(last)) return 'names.formulaStart'
  if (variant === 'club') {
    if (/\s/.test(first)) return 'partyList.validation.firstNameSpaces'
    if (/\s/.test(last)) return 'partyList.validation.lastNameSpaces'
    return undefined
  }
  return isName(first) && isName(last) ? undefined : 'names.lettersOnly'
}

function validate(first: string, last: string, variant: PartyVariant): string | undefined {
  const id = problem(first, last, variant)
  return id && t(id)
}

/**
 * Pasted lines or a CSV file: 'First,Last' per line, or 'First Last' with the first word as the
 * first name. Blank lines are left out, and each row keeps the number of its line in the text. A
 * header row is skipped, and then only its first two columns are names (the failed-rows file's third
 * is the reason). Without one, any further cells are part of the last name ('Ana,García,López'),
 * never dropped: what is not a name shows as a row's error.
 */
export function parsePartyList(text: string, variant: PartyVariant): PartyRow[] {
  // Papa guesses the separator from the first lines, and counts a blank one as a row of one cell,
  // which makes it give up on cells split by semicolons (a Spanish Excel's CSV) or tabs (pasted from
  // a spreadsheet) and read them as one: it guesses from the lines that hold something.
  const filled = text.split(/\r\n|\r|\n/).filter((line) => line.trim())
  const { delimiter } = Papa.parse(filled.join('\n'), { preview: 10 }).meta
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter })
  // Each cell trimmed, and each run of spaces inside it one space, as a name typed in a form.
  const lines = parsed.data
    .map((cells, i) => ({ line: i + 1, values: cells.map((c) => c.trim().replace(/\s+/g, ' ')) }))
    .filter(({ values }) => values.some(Boolean))
  const order = lines.length > 0 ? headerOf(lines[0]!.values) : 'none'
  const header = order !== 'none'
  const rows: PartyRow[] = []
  lines.forEach(({ line, values }, i) => {
    if (i === 0 && header) return
    const [a = '', b = ''] = values
    let first = order === 'last-first' ? b : a
    let last = header ? (order === 'last-first' ? a : b) : values.slice(1).filter(Boolean).join(' ')
    if (values.length === 1) {
      const words = a.split(/\s+/)
      first = words[0] ?? ''
      last = words.slice(1).join(' ')
    }
    rows.push({ line, firstName: first, lastName: last, error: validate(first, last, variant) })
  })
  return rows
}

/**
 * Rows as lines 'First,Last' that `parsePartyList` reads back as the same rows under the lines of
 * `above` (a file's guests put after names typed in the box, its header row left out): split as
 * those lines are (a tab when they were pasted from a spreadsheet), as the separator of the whole
 * box is guessed from its first lines.
 */
export function partyLines(rows: readonly PartyRow[], above: string): string {
  const filled = above.split(/\r\n|\r|\n/).filter((line) => line.trim())
  const { delimiter } = Papa.parse(filled.join('\n'), { preview: 10 }).meta
  return Papa.unparse(
    rows.map((r) => [r.firstName, r.lastName]),
    { newline: '\n', delimiter: delimiter || ',' },
  )
}

/** Which guest a row names: a guest added from one list is the same guest in the next. */
export const guestOf = (row: Pick<PartyRow, 'firstName' | 'lastName'>) => `${row.firstName}\u0000${row.lastName}`.toLowerCase()

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
