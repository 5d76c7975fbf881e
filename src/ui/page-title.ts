import { useDocumentTitle } from '@mantine/hooks'
import { brandName } from '../community/variant'
import { useSession } from '../session/store'

/**
 * Names the browser tab after the screen, in the chosen language: its heading, then the product's
 * name as the user sees it (a club brand for club members; the name alone on the sign-in page, the
 * dashboard and the landing page). The title is what a tab list, the history and a screen reader
 * arriving on the page say. Every screen sets it.
 */
export function usePageTitle(heading?: string) {
  const name = brandName(useSession().user)
  useDocumentTitle(heading ? `${heading} · ${name}` : name)
}
