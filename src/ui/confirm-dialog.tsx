import { Button, Group, Modal, Text } from '@mantine/core'
import { useEffect, useRef, type ReactNode } from 'react'
import { useT } from '../i18n'
import { useText } from '../forms/text'
import { useOpenAbove } from './dialog-above'
import { TOASTS_IN_DIALOG } from './toast'

export interface ConfirmDialogProps {
  opened: boolean
  title: string
  children: ReactNode
  onConfirm: () => void
  onClose: () => void
  /** Once it has closed and gone from the page (after its closing transition). */
  onClosed?: () => void
  /** True while the confirmed action runs: the confirm button shows `busyLabel` and is disabled. */
  busy?: boolean
  confirmLabel: string
  busyLabel?: string
  cancelLabel?: string
}

/** Asks before a destructive action (revoke, delete). Backdrop click and Escape close it. Its button labels may be message ids (Cancel's default is). */
export function ConfirmDialog({
  opened,
  title,
  children,
  onConfirm,
  onClose,
  onClosed,
  busy = false,
  confirmLabel,
  busyLabel = confirmLabel,
  cancelLabel = 'common.cancel',
}: ConfirmDialogProps) {
  const t = useT()
  const text = useText()
  useOpenAbove(opened)
  // Both buttons are disabled while the action runs, and Chromium lets go of a focused button once
  // it is disabled. When the action fails and the question stays, the keyboard goes back to the
  // confirm button: the next Tab would otherwise leave the dialog.
  const confirm = useRef<HTMLButtonElement>(null)
  const wasBusy = useRef(busy)
  useEffect(() => {
    const ended = wasBusy.current && !busy
    wasBusy.current = busy
    if (ended && opened && (!document.activeElement || document.activeElement === document.body)) confirm.current?.focus()
  }, [busy, opened])
  // Closed, it takes the focus it still holds away with it, for `onClosed` to place: the action's
  // end may take the busy state off a moment before it closes the dialog, and the confirm button
  // then has the focus back while it goes.
  const closed = () => {
    const active = document.activeElement
    if (active instanceof HTMLElement && confirm.current?.closest('[role="dialog"]')?.contains(active)) active.blur()
    onClosed?.()
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={closed}
      title={title}
      centered
      // Narrower than a form's dialog: opened over one, it reads as a question of its own.
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close'), size: 'xl' }}
      attributes={TOASTS_IN_DIALOG}
    >
      <Text>{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {text(cancelLabel)}
        </Button>
        <Button ref={confirm} color="red" onClick={onConfirm} disabled={busy}>
          {text(busy ? busyLabel : confirmLabel)}
        </Button>
      </Group>
    </Modal>
  )
}
