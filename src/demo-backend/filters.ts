import type { Doc } from './db'
import { invalid } from './http'

type Condition = [field: string, op: string, value: unknown]

const OPS = new Set(['=', '!=', '>', '<', '>=', '<=', 'like', 'not like', 'in', 'not in', 'is', 'between'])

/**
 * Frappe's `filters`: [[field, op, value]], [[doctype, field, op, value]], or {field: value | [op, value]}.
 * A list filter of any other length is refused with 417 (docs/frappe.md).
 */
export function parseFilters(raw: string | null): Condition[] {
  if (!raw) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw invalid('Invalid filters')
  }
  const out: Condition[] = []
  if (Array.isArray(parsed)) {
    for (const f of parsed) {
      if (!Array.isArray(f)) throw invalid('Invalid filters')
      if (f.length !== 3 && f.length !== 4) throw invalid(`Filter must have 3 or 4 items, got ${f.length}: ${JSON.stringify(f)}`)
      const c = f.length === 4 ? f.slice(1) : f
      out.push([String(c[0]), String(c[1]).toLowerCase(), c[2]])
    }
  } else if (parsed && typeof parsed === 'object') {
    for (const [k, v] of Object.entries(parsed)) {
      if (Array.isArray(v)) out.push([k, String(v[0]).toLowerCase(), v[1]])
      else out.push([k, '=', v])
    }
  } else throw invalid('Invalid filters')
  for (const [, op] of out) if (!OPS.has(op)) throw invalid(`Operator must be one of ${[...OPS].join(', ')}`)
  return out
}

function compare(a: unknown, b: unknown): number {
  const na = Number(a)
  const nb = Number(b)
  if (typeof a === 'number' || typeof b === 'number') {
    if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb
  }
  // Frappe sends datetime filter values to SQL as strings: compare as strings.
  const sa = a === null || a === undefined ? '' : String(a)
  const sb = b === null || b === undefined ? '' : String(b)
  return sa < sb ? -1 : sa > sb ? 1 : 0
}

function like(value: unknown, pattern: unknown): boolean {
  const re = new RegExp(
    '^' + String(pattern).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.') + '$',
    'i',
  )
  return re.test(String(value ?? ''))
}

function asList(v: unknown): unknown[] {
  return Array.isArray(v) ? v : String(v).split(',').map((s) => s.trim())
}

export function matchesAll(doc: Doc, conditions: Condition[]): boolean {
  return conditions.every(([field, op, value]) => {
    const v = doc[field]
    switch (op) {
      case '=': return compare(v, value) === 0
      case '!=': return compare(v, value) !== 0
      case '>': return compare(v, value) > 0
      case '<': return compare(v, value) < 0
      case '>=': return compare(v, value) >= 0
      case '<=': return compare(v, value) <= 0
      case 'like': return like(v, value)
      case 'not like': return !like(v, value)
      case 'in': return asList(value).some((x) => compare(v, x) === 0)
      case 'not in': return !asList(value).some((x) => compare(v, x) === 0)
      case 'is': return value === 'set' ? v !== null && v !== undefined && v !== '' : !(v !== null && v !== undefined && v !== '')
      case 'between': {
        const [lo, hi] = asList(value)
        return compare(v, lo) >= 0 && compare(v, hi) <= 0
      }
      default: return false
    }
  })
}

/** A comparator: the most recent `field` (a Frappe datetime) first, as `order_by="<field> desc"`; equal ones keep their order. */
export const newestFirst = (field: 'creation' | 'modified') => (a: Doc, b: Doc) => (a[field] < b[field] ? 1 : a[field] > b[field] ? -1 : 0)

/** `order_by` as Frappe takes it: one or more `field [asc|desc]`, separated by commas. */
export function sortDocs(rows: Doc[], orderBy: string | null): Doc[] {
  const keys = (orderBy || 'creation desc').split(',').map((part) => {
    const [field = 'creation', dir = 'desc'] = part.trim().replace(/`/g, '').split(/\s+/)
    return { key: field.includes('.') ? field.split('.').pop()! : field, sign: dir.toLowerCase() === 'asc' ? 1 : -1 }
  })
  const last = keys.at(-1)!.sign
  // Rows equal on every field come in a fixed order here; a database gives them in any order.
  return [...rows].sort((a, b) => keys.reduce((order, { key, sign }) => order || sign * compare(a[key], b[key]), 0) || last * compare(a.name, b.name))
}
