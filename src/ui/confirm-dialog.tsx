import { Button, Group, Modal, Text } from '@mantine/core'
import type { ReactNode } from 'react'

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

/** Asks before a destructive action (revoke, delete). Backdrop click and Escape close it. */
export function ConfirmDialog({
  opened,
  title,
  children,
  onConfirm,
  onClose,
  busy = false,
  confirmLabel = 'Yes',
  busyLabel = 'Working...',
  cancelLabel = 'Cancel',
  color = 'red',
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}>
      <Text>{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button color={color} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </Group>
    </Modal>
  )
}
