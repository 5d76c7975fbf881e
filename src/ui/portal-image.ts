import { useQuery } from '@tanstack/react-query'
import { imageSource } from '../frappe/urls'
import { portalFileQuery } from '../queries/profile'
import { useObjectUrl } from './object-url'

/**
 * A server image (`user_image`) as an <img> src. A private file of the Frappe site is fetched with
 * the token and shown as a `blob:` URL (the CSP allows them): an <img> carries no token (and no
 * cookie: decision D26). Until it has come, or when it cannot be read, undefined (the avatar shows
 * the initial). A public file of the site, or an image elsewhere (http(s)), is used as it is; any
 * other path on the site is no image (`imageSource`).
 */
export function usePortalImage(value: string | null | undefined): string | undefined {
  const source = imageSource(value)
  const path = source && 'file' in source ? source.file : undefined
  const { data } = useQuery({ ...portalFileQuery(path ?? ''), enabled: path !== undefined })
  const objectUrl = useObjectUrl(path !== undefined ? data : undefined)
  return path !== undefined ? objectUrl : source && 'url' in source ? source.url : undefined
}
