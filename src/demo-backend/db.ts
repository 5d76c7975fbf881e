import { nowStamp, seriesName, type Database, type Doc } from './records'
import { seedDatabase } from './seed/seed'

export { DB_VERSION, nowStamp, seedDoc, type Database, type DemoUser, type Doc } from './records'

// The fake site's one database (see control.ts: one site for every app that calls it).
let current: Database | undefined
let onChange: ((db: Database) => void) | undefined

/** The database, seeded on first use. */
export function getDb(): Database {
  current ??= seedDatabase()
  return current
}

export function setDb(next: Database) {
  current = next
}

export function resetDb(options: { large?: boolean } = {}) {
  current = seedDatabase(options)
  onChange?.(current)
}

/** The browser demo persists every change (localStorage); node tests do not. */
export function onDbChange(listener: ((db: Database) => void) | undefined) {
  onChange = listener
}

export function commit() {
  onChange?.(getDb())
}

export function nextName(prefix: string): string {
  const db = getDb()
  db.seq += 1
  return seriesName(prefix, db.seq)
}

export function table(doctype: string): Doc[] {
  const docs = getDb().docs
  docs[doctype] ??= []
  return docs[doctype]
}

/** Insert a new document with Frappe's standard fields. */
export function insertDoc(doctype: string, prefix: string, owner: string, fields: Record<string, unknown>): Doc {
  const rows = table(doctype)
  const stamp = nowStamp()
  const doc: Doc = {
    ...fields,
    name: nextName(prefix),
    owner,
    creation: stamp,
    modified: stamp,
    modified_by: owner,
    docstatus: 0,
    idx: rows.length + 1,
  }
  rows.push(doc)
  commit()
  return doc
}

export function findDoc(doctype: string, name: string): Doc | undefined {
  return table(doctype).find((d) => d.name === name)
}

export function updateDocFields(doc: Doc, fields: Record<string, unknown>, by: string): Doc {
  const protectedKeys = new Set(['name', 'owner', 'creation', 'docstatus', 'idx'])
  for (const [k, v] of Object.entries(fields)) if (!protectedKeys.has(k)) doc[k] = v
  doc.modified = nowStamp()
  doc.modified_by = by
  commit()
  return doc
}

export function removeDoc(doctype: string, name: string) {
  getDb().docs[doctype] = table(doctype).filter((d) => d.name !== name)
  commit()
}
