import { seedDatabase } from './seed/seed'
import { siteStamp } from './site'

/** A Frappe document: every doc carries these (frappe-contract.md). */
export interface Doc {
  name: string
  owner: string
  creation: string
  modified: string
  modified_by: string
  docstatus: number
  idx: number
  [field: string]: unknown
}

/** A demo account: its password, its API key pair, and the user object login returns. */
export interface DemoUser {
  email: string
  password: string
  api_key: string
  api_secret: string
  profile: Record<string, unknown> & {
    email: string
    full_name: string
    first_name: string
    last_name: string
    roles: string[]
    homeowner_address?: string
    club_member?: string
    club_member_id?: string
    is_101_duntreath: number
    user_image?: string | null
  }
}

export interface Database {
  version: number
  users: DemoUser[]
  /** Documents by doctype (method-only resources use their own names, e.g. 'Guest'). */
  docs: Record<string, Doc[]>
  /** Password reset tokens -> e-mail. */
  resetTokens: Record<string, string>
  /** Cookie sessions: sid -> e-mail (absent in copies stored before sessions existed). */
  sessions?: Record<string, string>
  /** Uploaded files: file_url -> data URL. */
  files: Record<string, string>
  seq: number
}

export const DB_VERSION = 1

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

/** Frappe's datetime format in the site's time zone (not the machine's): YYYY-MM-DD HH:mm:ss */
export function nowStamp(date = new Date()): string {
  return siteStamp(date)
}

export function nextName(prefix: string): string {
  const db = getDb()
  db.seq += 1
  return `${prefix}-${String(db.seq).padStart(5, '0')}`
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

/** A seed helper: a doc with standard fields and a fixed name. */
export function seedDoc(name: string, owner: string, fields: Record<string, unknown>, creation = nowStamp()): Doc {
  return { ...fields, name, owner, creation, modified: creation, modified_by: owner, docstatus: 0, idx: 0 }
}
