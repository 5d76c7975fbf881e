import { lazy, Suspense, useState, type ReactNode } from 'react'

export interface ConfirmDialogProps {
  opened: boolean
  title: string
  children: ReactNode
  onConfirm: () => void
  onClose: () => void
  /** True while the confirmed action runs: the confirm button shows `busyLabel` and is disabled. */
  busy?: boolean
  confirmLabel?: string
  busyLabel?: string
  cancelLabel?: string
  color?: string
}

const loadModal = () => import('./confirm-modal')
const ConfirmModal = lazy(loadModal)

/** Loads the confirm dialog ahead of use: call it when the user points at or focuses a button that asks. */
export function preloadConfirmDialog() {
  void loadModal()
}

/**
 * Asks before a destructive action (revoke, delete). Backdrop click and Escape close it. The
 * modal's code loads the first time a confirmation opens (or on intent): lists of rows with a
 * delete button do not need it to paint.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [used, setUsed] = useState(props.opened)
  if (props.opened && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  )
}
