import { http, HttpResponse, type HttpHandler } from 'msw'
import { commit, getDb } from '../db'
import { DemoError, endpoint, forbidden, invalid, mandatory, message, text } from '../http'
import { p } from '../paths'
import { PASSWORD_RULE } from './auth'
import { siteLanguage } from '../translations'

/** The demo site's upload limit: a bigger body gets a non-JSON 413, as a real proxy answers. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' }

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/** A file name safe for a URL path segment; a second upload of the same name gets a suffix (as Frappe does). */
function storedName(original: string, folder: string): string {
  const ext = extensionOf(original)
  const base = (ext ? original.slice(0, -(ext.length + 1)) : original).replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'file'
  const files = getDb().files
  let name = `${base}.${ext}`
  while (files[`${folder}${name}`]) name = `${base}-${Math.random().toString(16).slice(2, 8)}.${ext}`
  return name
}

/** A stored file as Frappe serves it: its bytes with their type, or a plain-text 404. */
function fileResponse(fileUrl: string): Response {
  const stored = getDb().files[fileUrl]
  const decoded = stored ? fromDataUrl(stored) : undefined
  if (!decoded) return new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  return new HttpResponse(decoded.bytes, { status: 200, headers: { 'Content-Type': decoded.type, 'Cache-Control': 'no-cache' } })
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

function fromDataUrl(dataUrl: string): { type: string; bytes: Uint8Array } | undefined {
  const m = /^data:([^;,]+);base64,(.*)$/.exec(dataUrl)
  const [, type, data] = m ?? []
  if (!type || data === undefined) return undefined
  const binary = atob(data)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return { type, bytes }
}

/** The uploaded part (checked by shape: the File class of the test environment may differ from the fetch one). */
function asFile(v: unknown): { name: string; type: string; size: number; arrayBuffer: () => Promise<ArrayBuffer> } | undefined {
  if (!v || typeof v !== 'object') return undefined
  const f = v as Partial<File>
  if (typeof f.arrayBuffer !== 'function' || typeof f.size !== 'number') return undefined
  return { name: typeof f.name === 'string' ? f.name : '', type: typeof f.type === 'string' ? f.type : '', size: f.size, arrayBuffer: () => f.arrayBuffer!.call(v) }
}

export const profileHandlers: HttpHandler[] = [
  // POST /api/method/frappe.handler.upload_file (multipart: file, is_private) -> {"message": {file_url, file_name, ...}}.
  // Frappe 15 and 16 also answer the short /api/method/upload_file, which 16 says goes away in 17.
  ...['frappe.handler.upload_file', 'upload_file'].map((method) => endpoint('post', p.method(method), async ({ body, user }) => {
    const file = asFile(body.file)
    if (!file) throw invalid('No file attached')
    if (file.size > MAX_UPLOAD_BYTES) return new HttpResponse('Request Entity Too Large', { status: 413, headers: { 'Content-Type': 'text/html' } })
    const original = file.name || 'upload'
    const type = IMAGE_TYPES[extensionOf(original)]
    if (!type || (file.type && file.type !== type)) throw invalid('Only PNG, JPG or JPEG files are allowed.')
    const bytes = new Uint8Array(await file.arrayBuffer())
    // As Frappe: is_private=1 files live under /private/files/ and only their owner may read them.
    const isPrivate = String(body.is_private ?? '0') === '1'
    const folder = isPrivate ? '/private/files/' : '/files/'
    const fileName = storedName(original, folder)
    const fileUrl = `${folder}${fileName}`
    const db = getDb()
    db.files[fileUrl] = `data:${type};base64,${toBase64(bytes)}`
    if (isPrivate) db.privateFileOwners = { ...db.privateFileOwners, [fileUrl]: user.email }
    commit()
    return message({
      name: `FILE-${Math.random().toString(16).slice(2, 12)}`,
      owner: user.email,
      file_name: fileName,
      file_url: fileUrl,
      file_size: file.size,
      is_private: isPrivate ? 1 : 0,
      attached_to_doctype: null,
      attached_to_name: null,
    })
  })),

  // The uploaded files themselves: a public one needs no token (so anyone with its address can read it)...
  http.get('*/files/:name', ({ params, request }) =>
    new URL(request.url).pathname.startsWith('/private/') ? undefined : fileResponse(`/files/${String(params.name)}`),
  ),
  // ...a private one only its owner, signed in (Frappe: download_private_file, a Guest gets 403).
  endpoint('get', '*/private/files/:name', ({ params, user }) => {
    const fileUrl = `/private/files/${params.name}`
    if (!getDb().files[fileUrl]) throw new DemoError(404, `File ${params.name} not found`, 'DoesNotExistError')
    if (getDb().privateFileOwners?.[fileUrl] !== user.email) throw forbidden()
    return fileResponse(fileUrl)
  }),

  // update_user_profile {first_name, last_name, phone, address, user_image?} -> {"message": {"user": {...}}}
  endpoint('post', p.app('update_user_profile'), ({ body, user }) => {
    const fields = { first_name: text(body.first_name), last_name: text(body.last_name), phone: text(body.phone), address: text(body.address) }
    const labels: Record<keyof typeof fields, string> = { first_name: 'First Name', last_name: 'Last Name', phone: 'Phone', address: 'Address' }
    for (const key of Object.keys(fields) as (keyof typeof fields)[]) if (!fields[key]) throw mandatory('User', labels[key])
    const profile = user.profile
    Object.assign(profile, fields, { full_name: `${fields.first_name} ${fields.last_name}` })
    if (body.user_image !== undefined) {
      const image = text(body.user_image)
      if (image && !/^\/(private\/)?files\//.test(image) && !/^https?:\/\//.test(image)) throw invalid('Invalid image URL')
      profile.user_image = image || null
    }
    commit()
    return message({ user: { ...profile } })
  }),

  // change_password {current_password, new_password, confirm_new_password}: the same rules as the form.
  endpoint('post', p.app('change_password'), ({ body, user }) => {
    const current = typeof body.current_password === 'string' ? body.current_password : ''
    const next = typeof body.new_password === 'string' ? body.new_password : ''
    const confirm = typeof body.confirm_new_password === 'string' ? body.confirm_new_password : ''
    if (!current) throw mandatory('User', 'Current Password')
    if (!next) throw mandatory('User', 'New Password')
    if (!confirm) throw mandatory('User', 'Confirm New Password')
    if (current !== user.password) throw new DemoError(417, 'Current password is incorrect', 'ValidationError')
    if (next.length < 8) throw invalid('Password must be at least 8 characters')
    if (!PASSWORD_RULE.test(next)) throw invalid('Password must contain at least one letter, one number, and one special character')
    if (next !== confirm) throw invalid('Passwords must match')
    user.password = next
    commit()
    return message({ status: 'success', message: 'Password updated successfully' })
  }),

  // frappe.client.set_value {doctype, name, fieldname, value}: here only a user's own language
  // (User `language`, a link to a Language), which this site lets its users set; any other write is
  // refused as Frappe refuses one the user has no permission for.
  endpoint('post', p.method('frappe.client.set_value'), ({ body, user }) => {
    if (body.doctype !== 'User' || body.name !== user.email || body.fieldname !== 'language') throw forbidden()
    const value = text(body.value)
    if (!siteLanguage(value) || siteLanguage(value) !== value) throw new DemoError(417, `Could not find Language: ${value}`, 'LinkValidationError')
    user.language = value
    commit()
    return message({ doctype: 'User', name: user.email, language: value })
  }),
]
