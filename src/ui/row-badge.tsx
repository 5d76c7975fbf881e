import { Badge } from '@mantine/core'
import type { CSSProperties, ReactNode } from 'react'

const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid'

/** A theme colour as Mantine names it ('teal.9') as CSS; any other CSS colour as it is. */
const cssColor = (color: string) => color.replace(/^([a-z]+)\.(\d)$/, 'var(--mantine-color-$1-$2)')

/**
 * The badge on a list row ('Contractor', 'Upcoming'): Mantine's Badge (its default size, filled or
 * outline) in plain elements with Badge's own classes and variables, so it looks the same. A
 * dashboard renders dozens of rows, and Mantine's component reads the theme and builds its styles on
 * every render. `color`: a theme colour ('teal.9') or a CSS colour.
 */
export function RowBadge({ color, variant = 'filled', children }: { color: string; variant?: 'filled' | 'outline'; children: ReactNode }) {
  const value = cssColor(color)
  const style =
    variant === 'filled'
      ? { '--badge-bg': value, '--badge-color': 'var(--mantine-color-white)', '--badge-bd': `${BORDER} transparent` }
      : { '--badge-bg': 'transparent', '--badge-color': value, '--badge-bd': `${BORDER} ${value}` }
  return (
    <span className={`${Badge.classes.root} mantine-Badge-root`} data-variant={variant} style={style as CSSProperties}>
      <span className={`${Badge.classes.label} mantine-Badge-label`}>{children}</span>
    </span>
  )
}
