import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { DRAFT_KEY } from '../session/keys'

/** What a form needs for its draft to be kept: its values, and a way to set one. */
interface DraftForm {
  state: { values: unknown }
  setFieldValue: (name: never, value: never) => void
}

/**
 * What was typed into an open dialog outlives a reload of the page: the app reloads by itself to
 * recover a part whose download the browser keeps failing (src/import-again.ts), and a resident
 * may reload too. When the page is left, the dialog's values go to the tab's sessionStorage with
 * the page's address (which names the dialog and its record); when the same address opens the
 * dialog again, they are given back, once. A draft for another address is dropped. The session's
 * end removes it (src/session/store.ts): it is never shown to the next person at the browser.
 */
export function useKeptDraft(form: DraftForm) {
  const href = useLocation({ select: (location) => location.href })
  useEffect(() => {
    const saved = readDraft()
    sessionStorage.removeItem(DRAFT_KEY)
    if (saved?.href === href) {
      const setField = form.setFieldValue as (name: string, value: unknown) => void
      for (const [name, value] of Object.entries(saved.values)) setField(name, value)
    }
    const keep = () => sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ href, values: form.state.values }))
    window.addEventListener('pagehide', keep)
    return () => window.removeEventListener('pagehide', keep)
  }, [form, href])
}

function readDraft(): { href: string; values: Record<string, unknown> } | undefined {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null')
    if (draft && typeof draft === 'object' && 'href' in draft && 'values' in draft && draft.values && typeof draft.values === 'object')
      return { href: String(draft.href), values: draft.values as Record<string, unknown> }
  } catch {
    // Not ours, or cut: no draft.
  }
  return undefined
}
