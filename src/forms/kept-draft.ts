import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { DRAFT_KEY } from '../session/keys'
import { SESSION_END_KEY, useSessionStore, useUser } from '../session/store'

/**
 * What a form needs for its draft to be kept: its values (and whether it is being sent), and a way to
 * set one; told first when the draft it is given was kept while it was being sent.
 */
interface DraftForm {
  state: { values: unknown; isSubmitting?: boolean; isDirty?: boolean }
  setFieldValue: (name: never, value: never) => void
  onLeftWhileSending?: () => void
}

/**
 * What was typed into an open dialog (or the profile's edit form) outlives a reload of the page: the
 * app reloads by itself to recover a part whose download the browser keeps failing
 * (src/import-again.ts), a resident may reload too, and a tablet may discard a tab left in the
 * background. When the page is left or hidden, the dialog's values go to the tab's sessionStorage with
 * the page's address (which names the dialog and its record); when the same address opens the
 * dialog again, for the same user, they are given back, once; one kept while the form was being sent
 * says so (`leftWhileSending`), as the site may have made the change. A draft for another address is
 * dropped. A session that expires keeps it too: signing in again brings the same user back to the
 * same address (decision D13), where the dialog opens with it. The browser's Back or Forward (a
 * tablet's back gesture) takes a dialog away with its address: what was typed into it is kept the
 * same way, and given back when Forward, or the same dialog opened again, brings that address
 * back (`goesWithItsAddress`: only a dialog, whose address names it; a page's form stays while Back
 * closes a dialog over it, and what it holds must not be given to that dialog). (Not a form left
 * as it opened: an edit dialog opened again must show the record as it is then.) A logout removes it
 * (src/session/store.ts), and a draft carries whose it is: a tab that was closed or left while its
 * user signed out elsewhere keeps its sessionStorage, and the next person to sign in there must
 * never get what the last one typed.
 */
export function useKeptDraft(form: DraftForm, { goesWithItsAddress = false } = {}): { leftWhileSending: boolean } {
  const href = useLocation({ select: (location) => location.href })
  const owner = useUser().email ?? ''
  const session = useSessionStore()
  const { history } = useRouter()
  // The draft it is given was kept while the form was being sent: the site may have made the change.
  const [leftWhileSending] = useState(() => hasKeptDraft(owner, href) && readDraft()!.sending)
  // Given back once, as the dialog opens (not again when the session's end changes the user or the
  // address under it, which would drop the draft just kept).
  const opened = useRef({ owner, href })
  useEffect(() => {
    const { owner, href } = opened.current
    const saved = readDraft()
    sessionStorage.removeItem(DRAFT_KEY)
    if (owner && saved?.owner === owner && saved.href === href) {
      const setField = form.setFieldValue as (name: string, value: unknown) => void
      if (saved.sending) form.onLeftWhileSending?.()
      for (const [name, value] of Object.entries(saved.values)) setField(name, value)
    }
  }, [form])
  useEffect(() => {
    if (!owner) return
    // `left`: the page goes (or may go) with the form as it is. At an expiry the site has answered
    // what was being sent (the 401 that ended the session): nothing of it was made.
    const keep = (left: boolean) =>
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ owner, href, values: form.state.values, sending: left && form.state.isSubmitting === true }))
    const keepOnLeaving = () => keep(true)
    const keepOnExpiry = () => {
      if (!session.isSignedIn() && localStorage.getItem(SESSION_END_KEY) === 'expired') keep(false)
    }
    // A tablet's browser may discard a tab left in the background to free memory, with no
    // `pagehide`: the draft is kept each time the page is hidden, and taken back if the page comes
    // back as it was (closed afterwards, the dialog must not open with it another time).
    // (Also when the form goes while the page is hidden: sent meanwhile, its dialog closed, it
    // leaves no draft to open the next one with.)
    let keptOnHide = false
    const keepWhileHidden = () => {
      keptOnHide = document.visibilityState === 'hidden'
      if (keptOnHide) keep(true)
      else takeBack()
    }
    const takeBack = () => {
      if (session.isSignedIn() && readDraft()?.href === href) sessionStorage.removeItem(DRAFT_KEY)
    }
    // Told before the screen changes. The app's own moves are pushes and replaces (a dialog closed
    // or sent replaces its address); the browser's Back and Forward are the others. While the form
    // is being sent, Back waits for the answer (src/ui/form-dialog.tsx).
    const keepOnBack = ({ action }: { action: { type: string } }) => {
      if (action.type !== 'PUSH' && action.type !== 'REPLACE' && form.state.isDirty && !form.state.isSubmitting) keep(false)
    }
    window.addEventListener('pagehide', keepOnLeaving)
    document.addEventListener('visibilitychange', keepWhileHidden)
    const stopFollowing = session.subscribe(keepOnExpiry)
    const stopFollowingHistory = goesWithItsAddress ? history.subscribe(keepOnBack) : () => {}
    return () => {
      window.removeEventListener('pagehide', keepOnLeaving)
      document.removeEventListener('visibilitychange', keepWhileHidden)
      stopFollowing()
      stopFollowingHistory()
      if (keptOnHide) takeBack()
    }
  }, [form, href, owner, session, history, goesWithItsAddress])
  return { leftWhileSending }
}

/**
 * Whether a draft waits for `owner` at `href`: a page form shown only on demand (the profile's
 * edit form) opens by itself to be given it.
 */
export function hasKeptDraft(owner: string | undefined, href: string): boolean {
  const saved = readDraft()
  return !!owner && saved?.owner === owner && saved.href === href
}

function readDraft(): { owner: string; href: string; values: Record<string, unknown>; sending: boolean } | undefined {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null')
    if (draft && typeof draft === 'object' && 'owner' in draft && 'href' in draft && 'values' in draft && draft.values && typeof draft.values === 'object')
      return {
        owner: String(draft.owner),
        href: String(draft.href),
        values: draft.values as Record<string, unknown>,
        sending: 'sending' in draft && draft.sending === true,
      }
  } catch {
    // Not ours, or cut: no draft.
  }
  return undefined
}
