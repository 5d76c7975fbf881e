import { Box, Card, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'

export const LIST_HEIGHT = 287
export const EMPTY_TEXT = 'No result found'

/** The rows of a list while it loads: three skeleton rows. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading">
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

export const REFRESHING_TEXT = 'Refreshing…'

/**
 * A titled card holding one list: skeleton while loading, 'No result found' when empty, a small
 * 'Refreshing…' sign while shown data (for example the last known data after a reload) is being
 * checked with the server, and a body that scrolls at about 287 px.
 */
export function ListCard({
  title,
  query,
  empty,
  action,
  children,
  height = LIST_HEIGHT,
  headingLevel = 2,
}: {
  title: string
  query: Pick<UseQueryResult, 'isPending' | 'isFetching' | 'isError'>
  empty: boolean
  action?: ReactNode
  children: ReactNode
  height?: number
  headingLevel?: 2 | 3
}) {
  const headingId = `list-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  const refreshing = query.isFetching && !query.isPending && !query.isError
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Title order={headingLevel} fz="h4" id={headingId}>
            {title}
          </Title>
          {refreshing ? (
            <Group gap={4} wrap="nowrap" role="status">
              <Loader size={12} aria-hidden />
              <Text size="xs" c="var(--td-secondary-text)">
                {REFRESHING_TEXT}
              </Text>
            </Group>
          ) : null}
        </Group>
        {action}
      </Group>
      {/* The browser's own scrolling: Mantine's ScrollArea would bring floating-ui to every screen with a list. */}
      <Box mah={height} style={{ overflowY: 'auto', scrollbarGutter: 'stable' }}>
        {query.isPending ? <ListSkeleton /> : empty ? <EmptyState /> : children}
      </Box>
    </Card>
  )
}
