import { useDocumentTitle } from '@mantine/hooks'

const APP_NAME = 'Traffic Dash'

/**
 * Names the browser tab after the screen, in the chosen language: its heading, then the app's name
 * (the app's name alone on the sign-in page, the dashboard and the landing page). The title is what
 * a tab list, the history and a screen reader arriving on the page say. Every screen sets it.
 */
export function usePageTitle(heading?: string) {
  useDocumentTitle(heading ? `${heading} · ${APP_NAME}` : APP_NAME)
}
