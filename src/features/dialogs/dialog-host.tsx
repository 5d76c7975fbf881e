import { useNavigate, useSearch } from '@tanstack/react-router'
import { hashKey, useQueryClient } from '@tanstack/react-query'
import { Loader, Overlay, Paper } from '@mantine/core'
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useT } from '../../i18n'
import { changeIdIn, queuedChange } from '../../queries/queued-changes'
import { useUser } from '../../session/store'
import { DialogLoadBoundary } from '../../ui/error-screen'
import { focusMainHeading } from '../../ui/focus-new-screen'
import { dialogFor } from './registry'

/**
 * What had the keyboard focus when a dialog opened: the button, row or menu entry that opened it.
 * A menu entry disappears with its menu, so the menu's button stands in for it (the phone's menu
 * drawer names its button with `data-menu-opener`).
 */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null
  const menu = active.closest('[role="menu"]')
  if (menu?.id) return document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) ?? active
  const drawer = active.closest<HTMLElement>('[data-menu-opener]')
  if (drawer) return document.getElementById(drawer.dataset.menuOpener!) ?? active
  return active
}

/**
 * Renders the dialog the URL names; closing it removes it from the URL (so Back closes it too).
 * The dialog unmounts on close (Mantine's own focus return needs `opened` to turn false), so the
 * host returns the focus to what opened it.
 */
export function DialogHost() {
  const { dialog, id } = useSearch({ from: '/_authed' })
  const navigate = useNavigate()
  const draftOf = useRefusedChangeDraft(id)
  const Dialog = dialogFor(dialog, useUser())
  const open = !!Dialog
  // What had the focus as a dialog opened (none: nothing, or what has gone already).
  const opener = useRef<HTMLElement | null | undefined>(undefined)

  // Layout effect: runs before the lazily loaded dialog mounts and takes the focus.
  useLayoutEffect(() => {
    if (open) {
      if (opener.current === undefined) opener.current = openerOf(document.activeElement)
      return
    }
    // Not at the first render with no dialog: only once one closes.
    if (opener.current === undefined) return
    const target = opener.current
    opener.current = undefined
    if (document.activeElement !== document.body && document.activeElement !== null) return
    if (target?.isConnected) target.focus({ preventScroll: true })
    // What opened it has gone (a menu's entry, which goes with its menu before the dialog opens):
    // the keyboard goes on from the screen's heading, not from the page's start.
    else focusMainHeading()
  }, [open])

  if (!Dialog) return null
  // The dialog's entry of the history becomes the page's again: Back afterwards does not open it
  // again (over a deleted record, or empty after it was sent). Going back instead would also drop
  // that entry, but the browser does it a moment later, and a dialog opened meanwhile would be the
  // one taken back.
  const onClose = () => void navigate({ to: '.', search: (prev) => ({ ...prev, dialog: undefined, id: undefined }), replace: true })
  // A dialog whose code cannot be downloaded closes with a toast; the page stays.
  return (
    <DialogLoadBoundary key={`${dialog}:${id ?? ''}`} onClose={onClose}>
      <Suspense fallback={<DialogLoading />}>
        {/* A module-level lazy component looked up by name, not one created here. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Dialog {...draftOf(id)} onClose={onClose} />
      </Suspense>
    </DialogLoadBoundary>
  )
}

/**
 * While a dialog's code is still on its way (a weak line right after sign-in, before the download
 * made when the browser is idle has it): after a moment, a spinner over the page, so that a tap is
 * seen to have done something. The dialog takes its place when it arrives.
 */
function DialogLoading() {
  const t = useT()
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const id = setTimeout(() => setShown(true), 300)
    return () => clearTimeout(id)
  }, [])
  if (!shown) return null
  // A dimmed backdrop, as the dialog's, so that it reads as the dialog on its way. It stops no tap:
  // a download that hangs must not hold the page.
  return (
    <Overlay fixed center backgroundOpacity={0.6} color="#000" zIndex="var(--mantine-z-index-modal)" style={{ pointerEvents: 'none' }}>
      <Paper p="lg" radius="md" role="status" aria-label={t('common.loading')}>
        <Loader aria-hidden />
      </Paper>
    </Overlay>
  )
}

/**
 * A dialog opened on a change the server refused after it waited offline (`?id=change:<id>`)
 * starts from what was typed (`draft`; an edit's record is the one it changed). Once a change of
 * the same kind made from it is sent, or queued again, the refused one leaves its list: one that
 * fails again leaves it there, for the resident to try later.
 */
function useRefusedChangeDraft(id: string | undefined) {
  const queryClient = useQueryClient()
  const changeId = changeIdIn(id)
  const refused = changeId === undefined ? undefined : queuedChange(queryClient, changeId)
  useEffect(() => {
    if (!refused) return
    const cache = queryClient.getMutationCache()
    // The changes made from this dialog: those of its kind made while it is open (not an earlier
    // one of that kind going out meanwhile).
    const made = new Set<unknown>()
    const sameKind = (key: readonly unknown[] | undefined) => hashKey(key ?? []) === hashKey(refused.options.mutationKey ?? [])
    return cache.subscribe((event) => {
      // (New: a change taken over from another tab is added as it was, already on its way or refused.)
      const isNew = event.type === 'added' && event.mutation.state.status === 'idle'
      if (isNew && event.mutation !== refused && sameKind(event.mutation.options.mutationKey)) made.add(event.mutation)
      if (event.type !== 'updated' || !made.has(event.mutation)) return
      const { action } = event
      // 'success' comes before the dialog closes on it; a change made offline is pending and paused.
      if (action.type === 'success' || (action.type === 'pending' && action.isPaused) || action.type === 'pause') cache.remove(refused)
    })
  }, [queryClient, refused])
  return (raw: string | undefined) => {
    if (changeId === undefined) return { id: raw }
    const draft = refused?.state.variables
    const record = draft && typeof draft === 'object' && 'name' in draft && typeof draft.name === 'string' ? draft.name : undefined
    return { id: record, draft }
  }
}
