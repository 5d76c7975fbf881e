import { Modal, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A dialog with a title, an optional intro text and a close icon; named by its title. On open,
 * Mantine's focus trap puts the keyboard focus on the element marked `data-autofocus` (a form's
 * first field), else on the first tabbable one (the close icon).
 */
export function FormDialog({
  title,
  intro,
  onClose,
  children,
  size = 'md',
}: {
  title: string
  intro?: ReactNode
  onClose: () => void
  children: ReactNode
  size?: string | number
}) {
  return (
    <Modal opened onClose={onClose} title={title} size={size} centered closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}>
      {intro ? (
        <Text size="sm" mb="md" c="var(--td-secondary-text)">
          {intro}
        </Text>
      ) : null}
      {children}
    </Modal>
  )
}
