import { Button } from '@mantine/core'
import { useState } from 'react'
import { ConfirmDialog, preloadConfirmDialog } from './confirm-dialog'

/**
 * A destructive button that asks first (decision D11). `onConfirm` runs the action; the confirm
 * dialog shows `busyLabel` until it settles, then closes (success or failure).
 */
export function DeleteButton({
  label = 'Delete',
  busyLabel = 'Deleting...',
  confirmTitle,
  confirmText,
  onConfirm,
  disabled,
}: {
  label?: string
  busyLabel?: string
  confirmTitle: string
  confirmText: string
  onConfirm: () => Promise<unknown>
  disabled?: boolean
}) {
  const [opened, setOpened] = useState(false)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
    } catch {
      // The caller reports the failure.
    } finally {
      setBusy(false)
      setOpened(false)
    }
  }
  return (
    <>
      <Button
        color="red"
        variant="outline"
        onPointerEnter={preloadConfirmDialog}
        onFocus={preloadConfirmDialog}
        onClick={() => setOpened(true)} disabled={disabled || busy}>
        {label}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={confirmTitle}
        onClose={() => !busy && setOpened(false)}
        onConfirm={() => void confirm()}
        busy={busy}
        confirmLabel={label}
        busyLabel={busyLabel}
      >
        {confirmText}
      </ConfirmDialog>
    </>
  )
}
