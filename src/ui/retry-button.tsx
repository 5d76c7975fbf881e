import { Button, type ButtonProps } from '@mantine/core'
import type { FetchStatus } from '@tanstack/react-query'
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react'

/**
 * Retry: a button that shows it is busy while its call runs, and gives the keyboard back when the
 * call has failed again. Busy, a button is disabled (Mantine's `loading`), and the browser moves the
 * focus of a disabled button to the page's start: a keyboard or screen-reader user who pressed Retry
 * on a list that still fails would have to find their way back. Once the call is over, a press that
 * left the focus nowhere, or parked on what holds the focus while a list changes (its heading, which
 * only a script focuses), puts it back on the button (gone when the call worked: nothing to do). Its
 * screen keeps the failure while it asks again, so that the button stays.
 */
export function RetryButton({
  busy,
  onClick,
  children,
  ...props
}: ButtonProps & { busy: boolean; onClick: (event: MouseEvent<HTMLButtonElement>) => void; children: ReactNode }) {
  const button = useRef<HTMLButtonElement>(null)
  const pressed = useRef(false)
  useEffect(() => {
    if (busy || !pressed.current) return
    pressed.current = false
    const now = document.activeElement
    const parked = !now || now === document.body || now.getAttribute('tabindex') === '-1'
    if (parked) button.current?.focus({ preventScroll: true })
  }, [busy])
  return (
    <Button
      {...props}
      ref={button}
      loading={busy}
      onClick={(event) => {
        pressed.current = true
        onClick(event)
      }}
    >
      {children}
    </Button>
  )
}

/**
 * A query with nothing to show, asked again after it failed (Retry): TanStack Query makes it
 * 'pending' once more, and drops its error. Its screen keeps showing the failure, Retry busy.
 */
export const askedAgainAfterFailure = (query: { isPending: boolean; fetchStatus: FetchStatus; errorUpdatedAt: number }) =>
  query.isPending && query.fetchStatus === 'fetching' && query.errorUpdatedAt > 0
