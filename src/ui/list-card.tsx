import { Box, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

export const LIST_HEIGHT = 287
export const EMPTY_TEXT = 'No result found'

/** The rows of a list while it loads: three skeleton rows. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={44} radius="md" />
      ))}
    </Stack>
  )
}

export function EmptyState({ children = EMPTY_TEXT }: { children?: ReactNode }) {
  return (
    <Text ta="center" py="xl" c="var(--td-secondary-text)">
      {children}
    </Text>
  )
}

/**
 * A titled card holding one list: skeleton while loading, 'No result found' when empty, and a
 * body that scrolls at about 287 px.
 */
export function ListCard({
  title,
  loading,
  empty,
  action,
  children,
  height = LIST_HEIGHT,
  headingLevel = 2,
}: {
  title: string
  loading: boolean
  empty: boolean
  action?: ReactNode
  children: ReactNode
  height?: number
  headingLevel?: 2 | 3
}) {
  const headingId = `list-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={headingLevel} fz="h4" id={headingId}>
          {title}
        </Title>
        {action}
      </Group>
      {/* The browser's own scrolling: Mantine's ScrollArea would bring floating-ui to every screen with a list. */}
      <Box mah={height} style={{ overflowY: 'auto', scrollbarGutter: 'stable' }}>
        {loading ? <ListSkeleton /> : empty ? <EmptyState /> : children}
      </Box>
    </Card>
  )
}
