import { Box, Group, Text, UnstyledButton } from '@mantine/core'
import { Children, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import type { QueuedChange } from '../queries/queued-changes'
import { DeleteButton } from './delete-button'
import { ChangeBadge, isDelete, RefusedChange } from './queued-rows'

/**
 * One row of a ListCard: a title, an optional second line and something on the right (a badge).
 * With `onClick` the whole row is a button (44 px high at least).
 *
 * With a `change` made offline it says 'Waiting to send' (a delete's title struck
 * through), or 'Not sent' with why and what to do (`onReopen`: its dialog with what was typed). A row
 * that is only a change (`isNew`: not on the server yet) has no dialog and no buttons of its own.
 */
export function ListRow({
  title,
  subtitle,
  right,
  onClick,
  label,
  actions,
  footer,
  change,
  isNew = false,
  onReopen,
  titleLines,
  remove,
}: {
  title: ReactNode
  subtitle?: ReactNode
  right?: ReactNode
  onClick?: () => void
  /** The accessible name of the row button, when the visible text is not enough. */
  label?: string
  /** Buttons or links of their own beside the row (a row that is a button cannot hold them). */
  actions?: ReactNode
  /** A line under the row, across its width (a notice with its own button). */
  footer?: ReactNode
  change?: QueuedChange<unknown>
  isNew?: boolean
  onReopen?: () => void
  /** Clamp the title to this many lines (a long free-text note; dates and names are never clamped). */
  titleLines?: number
  /** A delete button on the right, that asks first (D11); none while a change to the row waits or was refused. */
  remove?: ComponentProps<typeof DeleteButton>
}) {
  if (remove && !change) right = <DeleteButton {...remove} />
  if (change) {
    const holder = typeof title === 'string' ? title : (label ?? '')
    if (isDelete(change)) title = <del>{title}</del>
    right = (
      <Group gap={6} wrap="nowrap" component="span">
        <ChangeBadge change={change} />
        {right}
      </Group>
    )
    if (change.failed) footer = <RefusedChange change={change} holder={holder} onOpen={onReopen} />
    if (isNew) {
      onClick = undefined
      actions = undefined
    }
  }
  // Nothing that matters is cut (issue: a tablet showed 'Oakline Paint…'): the title and the second
  // line wrap, breaking a word only when one word is wider than the row ('anywhere' also keeps the
  // list from widening to fit it). The text takes the row; when it would have less than 11 rem beside
  // the badge, the badge moves under it. Only a title given `titleLines` (a free note) is clamped, its
  // whole text stays in the row's accessible name and its dialog.
  const wrap = { overflowWrap: 'anywhere' } as const
  const body = (
    <Group justify="space-between" wrap="wrap" gap="xs" component="span" style={{ rowGap: 4 }}>
      <Box component="span" display="block" miw={0} style={{ flex: '1 1 11rem' }}>
        <Text component="span" display={titleLines ? undefined : 'block'} fw={600} lineClamp={titleLines} style={wrap}>
          {title}
        </Text>
        {subtitle ? (
          <Text component="span" display="block" size="sm" c="var(--td-secondary-text)" style={wrap}>
            {subtitle}
          </Text>
        ) : null}
      </Box>
      {right ? (
        <Box component="span" style={{ flex: 'none', maxWidth: '100%' }}>
          {right}
        </Box>
      ) : null}
    </Group>
  )
  const row = onClick ? (
    <UnstyledButton
      onClick={onClick}
      aria-label={label}
      w="100%"
      mih={44}
      px="sm"
      py={6}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-5))"
    >
      {body}
    </UnstyledButton>
  ) : (
    <Box px="sm" py={6} mih={44}>
      {body}
    </Box>
  )
  return (
    <Box component="li" style={{ listStyle: 'none' }} py={2}>
      {actions ? (
        // The row's own buttons stay beside it while it keeps 12 rem; on a narrower card they go under it, at the right.
        <Group gap={4} wrap="wrap" style={{ rowGap: 2 }}>
          <Box miw={0} style={{ flex: '1 1 12rem' }}>
            {row}
          </Box>
          <Group gap={4} wrap="nowrap" style={{ flex: 'none', marginInlineStart: 'auto' }}>
            {actions}
          </Group>
        </Group>
      ) : (
        row
      )}
      {footer}
    </Box>
  )
}

/** How many rows a list mounts at first; more mount as the user scrolls near the end. */
export const ROWS_PER_PAGE = 50

/**
 * The <ul> around ListRows. A long list (the large seed has 1,000 visitors) mounts its rows
 * progressively: the first ROWS_PER_PAGE, then the next ones whenever the end of the list
 * scrolls into view, so the dashboard's first render stays fast.
 */
export function ListRows({ children, label }: { children: ReactNode; label?: string }) {
  const rows = Children.toArray(children)
  const [count, setCount] = useState(ROWS_PER_PAGE)
  const sentinel = useRef<HTMLLIElement>(null)
  const more = rows.length > count && typeof IntersectionObserver !== 'undefined'
  useEffect(() => {
    const node = sentinel.current
    if (!more || !node) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setCount((c) => c + ROWS_PER_PAGE)
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [more, count])
  return (
    <Box component="ul" m={0} p={0} aria-label={label} style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      {more ? rows.slice(0, count) : rows}
      {more ? <li ref={sentinel} aria-hidden="true" style={{ listStyle: 'none', height: 1 }} /> : null}
    </Box>
  )
}
