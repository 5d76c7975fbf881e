import { ActionIcon, Button } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { ConfirmDialogOnOpen as ConfirmDialog } from './on-first-open'
import { useText } from '../forms/text'

/**
 * A destructive button that asks first (decision D11). `onConfirm` runs the action and tells how it
 * went: the confirmation shows `busyLabel` until then, closes on success, and stays open on failure
 * so the user can try again (decision D8). A second press while it runs does nothing.
 * `iconLabel` makes it a trash icon with that accessible name (list rows); otherwise a red button.
 * Its button labels may be message ids (the defaults are).
 */
export function DeleteButton({
  label = 'common.delete',
  busyLabel = 'common.deleting',
  confirmTitle,
  confirmText,
  onConfirm,
  disabled,
  iconLabel,
}: {
  label?: string
  busyLabel?: string
  confirmTitle: string
  confirmText: string
  /** Resolves true when the action succeeded, false when it failed (and said so). */
  onConfirm: () => Promise<boolean>
  disabled?: boolean
  iconLabel?: string
}) {
  const text = useText()
  const [opened, setOpened] = useState(false)
  const [busy, setBusy] = useState(false)
  // A ref, not `busy`: a second click can land before the re-render.
  const running = useRef(false)
  const confirm = async () => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      if (await onConfirm()) setOpened(false)
    } finally {
      running.current = false
      setBusy(false)
    }
  }
  const trigger = {
    onClick: () => setOpened(true),
    disabled: disabled || busy,
  }
  return (
    <>
      {iconLabel ? (
        <ActionIcon variant="subtle" color="red" size="lg" aria-label={iconLabel} {...trigger}>
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      ) : (
        <Button color="red" variant="outline" {...trigger}>
          {text(label)}
        </Button>
      )}
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
