import { Button, Stack, Text } from '@mantine/core'
import { EmptyState } from './list-card'

/**
 * A list whose fetch failed: shown empty ('No result found'), with a short note and Retry
 * (spec: "Fetch failures on dashboards: logged, empty list shown").
 */
export function ListError({ onRetry, busy = false }: { onRetry: () => void; busy?: boolean }) {
  return (
    <Stack gap={4} align="center" pb="sm">
      <EmptyState />
      <Text size="sm" c="var(--td-secondary-text)" role="status">
        This list could not be loaded.
      </Text>
      <Button variant="light" size="compact-md" onClick={onRetry} loading={busy}>
        Retry
      </Button>
    </Stack>
  )
}
