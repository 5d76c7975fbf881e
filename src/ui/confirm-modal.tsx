import { Button, Group, Modal, Text } from '@mantine/core'
import type { ConfirmDialogProps } from './confirm-dialog'
import { useOpenedAfterMount } from './use-opened-after-mount'

/** The confirm dialog's modal, loaded when a confirmation is first asked for (or on intent). */
export default function ConfirmModal({
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
  const open = useOpenedAfterMount(opened)
  return (
    <Modal opened={open} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}>
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
