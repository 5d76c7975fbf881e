import { Box, Modal, Text } from '@mantine/core'
import { useEffect, useRef, type ReactNode, type RefObject } from 'react'

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [role="combobox"]:not([disabled])'

/**
 * Puts the keyboard focus on the dialog's first field once it opens. Mantine's focus trap takes the
 * first tabbable element, which is the close button in the header; a form should start at its
 * first input. Waits (a few frames at most) for the trap to move the focus into the dialog first.
 */
function useFocusFirstField(body: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    let frames = 0
    let id = 0
    const tick = () => {
      const root = body.current
      const dialog = root?.closest('[role="dialog"]')
      if (root && dialog?.contains(document.activeElement)) {
        if (!root.contains(document.activeElement)) root.querySelector<HTMLElement>(FIRST_FIELD)?.focus({ preventScroll: true })
        return
      }
      if (++frames < 30) id = requestAnimationFrame(tick)
    }
    id = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(id)
  }, [body])
}

/** A dialog with a title, an optional intro text and a close icon; named by its title. */
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
  const body = useRef<HTMLDivElement>(null)
  useFocusFirstField(body)
  return (
    <Modal opened onClose={onClose} title={title} size={size} centered closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}>
      <Box ref={body}>
        {intro ? (
          <Text size="sm" mb="md" c="var(--td-secondary-text)">
            {intro}
          </Text>
        ) : null}
        {children}
      </Box>
    </Modal>
  )
}
