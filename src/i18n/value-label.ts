import { t, type MessageId } from '.'

/**
 * A value the server stores and compares (a category, a type, a status) as the UI names it, in the
 * current language. The value itself is sent and compared as it is; one the map does not know is
 * shown as the server sent it.
 */
export function valueLabel(labels: Readonly<Record<string, MessageId>>, value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const id = Object.hasOwn(labels, value) ? labels[value] : undefined
  return id ? t(id) : value
}
