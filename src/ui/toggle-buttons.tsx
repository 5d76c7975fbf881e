import { Button } from '@mantine/core'
import type { Ref } from 'react'

/**
 * A choice of two or three views ('Current' / 'Recent', 'Week' / 'Month') as pressed buttons: full
 * touch targets (44 px, the theme's button height) and named as a group.
 */
export function ToggleButtons<V extends string>({
  label,
  value,
  options,
  onChange,
  pressedRef,
}: {
  label: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (value: V) => void
  /** The button pressed now (to give it the focus where the buttons are drawn anew with their view). */
  pressedRef?: Ref<HTMLButtonElement>
}) {
  return (
    <Button.Group aria-label={label}>
      {options.map((o) => (
        <Button
          key={o.value}
          ref={o.value === value ? pressedRef : undefined}
          variant={o.value === value ? 'filled' : 'default'}
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </Button.Group>
  )
}
