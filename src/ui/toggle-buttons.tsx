import { Button } from '@mantine/core'

/**
 * A choice of two or three views ('Current' / 'Recent', 'Week' / 'Month') as pressed buttons: full
 * touch targets (44 px, the theme's button height) and named as a group.
 */
export function ToggleButtons<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (value: V) => void
}) {
  return (
    <Button.Group aria-label={label}>
      {options.map((o) => (
        <Button key={o.value} variant={o.value === value ? 'filled' : 'default'} aria-pressed={o.value === value} onClick={() => onChange(o.value)}>
          {o.label}
        </Button>
      ))}
    </Button.Group>
  )
}
