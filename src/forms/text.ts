import { isMessageId, useT } from '../i18n'

/**
 * A text handed to a shared component (a title, a label, a badge): a message id (a module's
 * constant, the community's wording) is shown in the UI's language; any other text (already
 * translated by the screen that gives it, or a server's) as it came. Field errors go the same way.
 */
export function useText(): (text: string) => string {
  const t = useT()
  return (text) => (isMessageId(text) ? t(text) : text)
}
