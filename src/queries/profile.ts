import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { fetchFile, frappe, paths } from '../frappe/client'
import { FrappeError, throwIfRefused } from '../frappe/errors'
import { pick } from '../frappe/resource'
import { t, type MessageId } from '../i18n'
import { recheckSession } from '../session/actions'
import type { SessionStore, User } from '../session/store'

/**
 * The largest photo sent: the demo site's upload limit (a real Frappe site's default is 25 MiB;
 * proxies often cut lower). Photos are made smaller before they go (`smallerPhoto`), so only one
 * the browser cannot read meets it.
 */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024
const PHOTO_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' }

/** PNG, JPG or JPEG only (by extension, and by type when the browser gives one). */
export function isAllowedPhoto(file: File): boolean {
  const ext = file.name.toLowerCase().split('.').pop() ?? ''
  const type = PHOTO_TYPES[ext]
  return !!type && (!file.type || file.type === type || (ext !== 'png' && file.type === 'image/jpg'))
}

/** The first problem with a photo about to be uploaded, or undefined when it may be. */
function photoProblem(file: File): MessageId | undefined {
  if (!isAllowedPhoto(file)) return 'profile.photoType'
  if (file.size > MAX_PHOTO_BYTES) return 'profile.photoTooLarge'
  return undefined
}

/** The longest side, in pixels, a profile photo is uploaded at: the avatars show it at 88 px at most. */
const PHOTO_SIDE = 1024

/**
 * The chosen photo, made smaller when it is larger than a profile needs: scaled to 1024 px on its
 * longest side, in its own format (a JPEG at quality 0.85). A phone's photo of several MB then goes
 * up as a few hundred KB on a weak line, under the site's upload limit. The browser draws it as it
 * shows it, turned as the camera's orientation tag says. A photo the browser cannot read, or that
 * would come out no smaller, goes as it was chosen.
 */
async function smallerPhoto(file: File): Promise<File> {
  // (A browser without HTMLImageElement.decode, Safari before 11.1, sends the photo as chosen.)
  if (!('decode' in HTMLImageElement.prototype)) return file
  const url = URL.createObjectURL(file)
  try {
    const image = new Image()
    image.src = url
    await image.decode()
    const scale = PHOTO_SIDE / Math.max(image.naturalWidth, image.naturalHeight)
    if (!(scale < 1)) return file
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale))
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale))
    const context = canvas.getContext('2d')
    if (!context) return file
    context.drawImage(image, 0, 0, canvas.width, canvas.height)
    const type = file.name.toLowerCase().endsWith('.png') ? 'image/png' : 'image/jpeg'
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85))
    return blob && blob.size < file.size ? new File([blob], file.name, { type }) : file
  } catch {
    return file
  } finally {
    URL.revokeObjectURL(url)
  }
}

/**
 * POST /api/method/frappe.handler.upload_file (multipart `file`, private) -> message.file_url: the
 * method's lasting name (Frappe 16 warns that the short `upload_file` goes away in 17). Private: Frappe
 * serves it under /private/files/ to its owner only, where a public file would be readable by
 * anyone at /files/<name> without signing in; the app shows it through the token
 * (`portalFileQuery`).
 */
export async function uploadPhoto(file: File): Promise<string> {
  const path = paths.method('frappe.handler.upload_file')
  const body = new FormData()
  body.append('file', file, file.name)
  body.append('is_private', '1')
  return pick(await frappe.upload(path, body), 'message', z.object({ file_url: z.string().check(z.minLength(1)) }), path).file_url
}

/**
 * A file of the Frappe site (a private photo), fetched with the token: an <img> cannot send it.
 * Its bytes never change (a new photo has a new address), and a Blob is not kept in the
 * persisted cache (`meta.persist`, src/query-persist.ts).
 */
export const portalFileQuery = (path: string) =>
  queryOptions({
    queryKey: ['portal-file', path],
    queryFn: ({ signal }) => fetchFile(path, signal),
    staleTime: Infinity,
    meta: { persist: false },
  })

export interface ProfileFields {
  first_name: string
  last_name: string
  phone: string
  address: string
}

/**
 * POST update_user_profile {first_name, last_name, phone, address, user_image?} -> message.user. A
 * refusal in a 200 answer (status 'error', as the site's other methods give one) is shown with its
 * reason, not taken for an answer that cannot be read.
 */
export async function updateUserProfile(fields: ProfileFields & { user_image?: string }): Promise<User> {
  const path = paths.app('update_user_profile')
  const body = await frappe.post(path, fields)
  throwIfRefused(body, path)
  const answer = pick(body, 'message', z.object({ user: z.record(z.string(), z.unknown()) }), path)
  return answer.user as User
}

/**
 * Upload the new photo first (when there is one, made smaller), then save the profile with its file_url.
 * `current` says whether the session that saves is still the one signed in: an upload takes long on
 * a slow line, and a save sent after a logout would go out with the next user's token and make X's
 * name, address and photo that user's profile on the site.
 */
export async function saveProfile(vars: ProfileFields & { photo?: File }, current: () => boolean): Promise<User> {
  const { photo: chosen, ...fields } = vars
  const photo = chosen && (await smallerPhoto(chosen))
  if (photo) {
    const problem = photoProblem(photo)
    if (problem) throw new FrappeError({ status: problem === 'profile.photoTooLarge' ? 413 : 417, kind: 'http', path: paths.method('frappe.handler.upload_file'), userMessage: t(problem) })
  }
  const user_image = photo ? await uploadPhoto(photo) : undefined
  if (!current()) throw new Error('The session that saved this profile has ended')
  return updateUserProfile(user_image ? { ...fields, user_image } : fields)
}

/** A save that failed on a photo too large (the server's 413 has no JSON body). */
export function photoTooLarge(error: unknown): boolean {
  return error instanceof FrappeError && error.status === 413
}

export interface ChangePasswordVars {
  current_password: string
  new_password: string
  confirm_new_password: string
}

/**
 * POST change_password; an answer with status 'error' (top level or in `message`) is a refusal (its
 * message is shown). Any other answer the site gives with success is the change made, whatever it
 * holds (the app shows nothing of it): taking an unexpected one for a failure would tell the resident
 * their password is unchanged when it has changed.
 */
export async function changePassword(vars: ChangePasswordVars, session: SessionStore): Promise<void> {
  const path = paths.app('change_password')
  try {
    throwIfRefused(await frappe.post(path, vars), path)
  } catch (error) {
    throw await asPasswordRefusal(error, session, path)
  }
}

/**
 * Frappe answers a wrong password (its AuthenticationError) with a 401, as it answers a token it
 * no longer accepts, which ends the session (decision D13). Here the current password is what the
 * site checks, so the site is asked who is signed in: if it confirms the stored user, the 401 was
 * the password, refused, and the resident stays with what they typed; if it refuses, the 401 ends
 * the session as any other; if it cannot be reached, the change failed for now and the session
 * stands (the next call settles it).
 */
async function asPasswordRefusal(error: unknown, session: SessionStore, path: string): Promise<unknown> {
  if (!(error instanceof FrappeError) || error.kind !== 'http' || error.status !== 401) return error
  const check = await recheckSession(session)
  if (check === 'confirmed') return new FrappeError({ status: 401, kind: 'refused', path, userMessage: error.userMessage })
  if (check === 'unreachable') return new FrappeError({ status: 0, kind: 'network', path })
  return error
}

/** The profile's save, while it runs (what the page's other buttons wait for). */
export const PROFILE_SAVE_KEY = ['profile', 'save'] as const

export const profileMutations = {
  /**
   * Saves the profile; the stored user is merged with the server's answer so the top bar updates at
   * once. Only into the session that saved it: an answer that arrives after a logout (a photo and a
   * save on a slow line take long) must not become the next user's name and address.
   */
  saveProfile: (session: SessionStore) =>
    mutationOptions({
      mutationKey: PROFILE_SAVE_KEY,
      mutationFn: (vars: ProfileFields & { photo?: File }) => {
        const savedBy = session.get().sessionId
        return saveProfile(vars, () => session.get().sessionId === savedBy)
      },
      onMutate: () => ({ sessionId: session.get().sessionId }),
      onSuccess: (user, vars, started) => {
        if (!started?.sessionId || started.sessionId !== session.get().sessionId) return
        const full_name = typeof user.full_name === 'string' && user.full_name ? user.full_name : `${vars.first_name} ${vars.last_name}`.trim()
        session.updateUser({ ...user, full_name })
      },
    }),
  changePassword: (session: SessionStore) =>
    mutationOptions({ mutationKey: ['profile', 'change-password'], mutationFn: (vars: ChangePasswordVars) => changePassword(vars, session) }),
}
