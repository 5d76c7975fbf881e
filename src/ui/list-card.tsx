import { Box, Card, Group, Loader, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import type { FetchStatus, UseQueryResult } from '@tanstack/react-query'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { failureText } from '../frappe/errors'
import { useT } from '../i18n'
import { useFocusStaysInList } from './focus-stays-in-list'
import { ListScrollBox } from './list-row'
import { ListSearchField, useFilteredList, useListSearch } from './list-search'
import type { ListSearchParam } from './list-search-params'
import { askedAgainAfterFailure, RetryButton } from './retry-button'

export const LIST_HEIGHT = 287

/** What a list needs to know of its query. */
export type ListQuery = Pick<UseQueryResult, 'isPending' | 'isFetching' | 'isError' | 'error' | 'errorUpdatedAt' | 'fetchStatus' | 'refetch'>

/** The rows of a list while it loads: three skeleton rows. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label?: string }) {
  const t = useT()
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label ?? t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={44} radius="md" />
      ))}
    </Stack>
  )
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const t = useT()
  return (
    <Text ta="center" py="xl" c="var(--td-secondary-text)">
      {children ?? t('list.empty')}
    </Text>
  )
}

/**
 * A list whose fetch failed and that has nothing to show: empty ('No result found'), a short note
 * with the site's own reason beneath it when it gave one (a 403's 'Not permitted'), and Retry (a
 * dashboard list that fails to load shows empty).
 */
export function ListError({ onRetry, busy = false, error }: { onRetry: () => void; busy?: boolean; error?: unknown }) {
  const t = useT()
  const { title, description } = failureText(error, t('list.failed'))
  return (
    <Stack gap={4} align="center" pb="sm">
      <EmptyState />
      <Stack gap={0} align="center" role="status">
        <Text size="sm" c="var(--td-secondary-text)">
          {title}
        </Text>
        {description ? (
          <Text size="sm" c="var(--td-secondary-text)" ta="center">
            {description}
          </Text>
        ) : null}
      </Stack>
      {/* The regular size: 44 px, a touch target on tablets. */}
      <RetryButton variant="light" onClick={onRetry} busy={busy}>
        {t('list.retry')}
      </RetryButton>
    </Stack>
  )
}

/** A list with nothing kept, asked for while offline: its call waits for the connection. */
function NotLoadedOffline() {
  const t = useT()
  return (
    <Text ta="center" py="xl" c="var(--td-secondary-text)" role="status">
      {t('list.offline')}
    </Text>
  )
}

/**
 * The one place a list's states are decided: skeleton while its first answer is awaited (or that
 * it is not loaded while offline, as its call waits for the connection), the failure with Retry
 * when it has nothing to show, 'No result found' when there are no rows (or none match the
 * search), else the rows. `rows` is undefined until data arrived; a list whose query is disabled
 * (no household) counts as empty. Data that failed to refresh stays shown.
 */
export function ListBody<T>({
  query,
  rows,
  skeleton = <ListSkeleton />,
  failure,
  empty = <EmptyState />,
  children,
}: {
  query: ListQuery
  rows: readonly T[] | undefined
  skeleton?: ReactNode
  /** The failed state, when the list's screen has its own. */
  failure?: ReactNode
  /** The empty state, when the list's screen frames it its own way. */
  empty?: ReactNode
  children: (rows: readonly T[]) => ReactNode
}) {
  if (rows === undefined) {
    // Asked again after it failed, the failure stays rather than the skeleton taking its place (and
    // the keyboard with it, were the list to fail again).
    if (query.isError || askedAgainAfterFailure(query)) return failure ?? <ListError onRetry={() => void query.refetch()} busy={query.isFetching} error={query.error} />
    if (query.isPending && query.fetchStatus === 'paused') return <NotLoadedOffline />
    if (query.isPending && query.fetchStatus !== 'idle') return skeleton
  }
  if (!rows?.length) return empty
  return children(rows)
}

/**
 * Beside a list's title while it shows what it already had: 'Refreshing…' while it asks again, or
 * 'Could not refresh' with Retry when that failed (what shows may no longer be true).
 */
export function RefreshState({ query, hasData }: { query: ListQuery; hasData: boolean }) {
  const t = useT()
  if (!hasData) return null
  if (query.isError)
    return (
      <Group gap={4} wrap="nowrap">
        <Text size="xs" c="var(--td-secondary-text)" role="status">
          {t('list.notRefreshed')}
        </Text>
        <RetryButton variant="subtle" busy={query.isFetching} onClick={() => void query.refetch()}>
          {t('list.retry')}
        </RetryButton>
      </Group>
    )
  if (!query.isFetching) return null
  return (
    <Group gap={4} wrap="nowrap" role="status">
      <Loader size={12} aria-hidden />
      <Text size="xs" c="var(--td-secondary-text)">
        {t('list.refreshing')}
      </Text>
    </Group>
  )
}

/** A list's search: its URL key, what the field is called, and the text of a row it looks in. */
export interface ListSearch<T> {
  param: ListSearchParam
  label: string
  text: (row: T) => readonly (string | null | undefined)[]
}

/**
 * The search text of a list and its rows filtered by it (all rows while undefined). `found` says
 * how many rows a search finds, to a screen reader (the rows change where the user is not).
 */
export function useFilteredRows<T>(search: ListSearch<T>, rows: readonly T[] | undefined) {
  const t = useT()
  const [value, setValue] = useListSearch(search.param)
  const filtered = useFilteredList(rows, value, search.text)
  return {
    field: <ListSearchField value={value} onChange={setValue} label={search.label} />,
    rows: filtered,
    found: <VisuallyHidden role="status">{value.trim() && filtered ? t('list.found', { count: filtered.length }) : ''}</VisuallyHidden>,
  }
}

/**
 * A titled card holding one list: a search field, then the list's states (ListBody); a small
 * 'Refreshing…' sign while shown data (for example the last known data after a reload) is being
 * checked with the server, 'Could not refresh' with Retry when that check failed; a body that
 * scrolls at about 287 px.
 */
export function ListCard<T>({
  title,
  query,
  rows,
  search,
  action,
  children,
  footer,
  height = LIST_HEIGHT,
  headingLevel = 2,
}: {
  title: string
  query: ListQuery
  rows: readonly T[] | undefined
  search: ListSearch<T>
  action?: ReactNode
  children: (rows: readonly T[]) => ReactNode
  /** Below the rows, whatever they show (empty, or none found by the search): 'Show more', say. */
  footer?: ReactNode
  height?: number
  headingLevel?: 2 | 3
}) {
  const headingId = `list-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  const filtered = useFilteredRows(search, rows)
  const section = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusStaysInList(section, heading)
  return (
    <Card ref={section} withBorder radius="lg" padding="md" component="section" aria-labelledby={headingId}>
      {/* As high as a button (44 px) with or without one: the lists side by side line up. */}
      <Group justify="space-between" mb="sm" wrap="nowrap" mih={44}>
        <Group gap="xs" wrap="nowrap" miw={0}>
          {/* Focusable by the app only: where the keyboard goes when the last row it was on is deleted. */}
          <Title ref={heading} order={headingLevel} fz="h4" id={headingId} tabIndex={-1}>
            {title}
          </Title>
          <RefreshState query={query} hasData={rows !== undefined} />
        </Group>
        {action}
      </Group>
      {filtered.field}
      {filtered.found}
      {/* The browser's own scrolling: Mantine's ScrollArea would bring floating-ui to every screen with a list. */}
      <Box data-list-scroll mah={height} style={{ overflowY: 'auto', scrollbarGutter: 'stable' }}>
        {/* A long list renders the rows in view of this box (ListRows). */}
        <ListScrollBox value>
          <ListBody query={query} rows={filtered.rows}>
            {children}
          </ListBody>
        </ListScrollBox>
      </Box>
      {footer}
    </Card>
  )
}

/**
 * A record that the list kept on this device does not hold may have been added since it was read
 * (another member's visitor, opened from the bell's notification a moment later): the list is read
 * again once, and the page says the record is gone only after that answer. `readingAgain` while it
 * is on its way.
 */
export function useReadAgainIfMissing(
  query: { data?: unknown; fetchStatus: FetchStatus; refetch: (options: { cancelRefetch: boolean }) => Promise<unknown> },
  missing: boolean,
) {
  // Whether the list had been read before this page asked for the record: read again once, then.
  const [readAgain, setReadAgain] = useState(() => missing && query.data !== undefined && query.fetchStatus === 'idle')
  const { refetch } = query
  useEffect(() => {
    if (readAgain) void refetch({ cancelRefetch: false }).finally(() => setReadAgain(false))
  }, [readAgain, refetch])
  // Only that one reading (a refresh later is no reason to hide what the page says). Offline, the
  // call waits for the connection: the page says what the list kept holds meanwhile.
  return { readingAgain: missing && readAgain && query.fetchStatus !== 'paused' }
}
