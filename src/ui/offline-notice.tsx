import { Alert } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import { onlineManager, useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { toFrappeDateTime } from '../frappe/dates'

export const SAVING_OFFLINE_TEXT = 'Changes you make wait here and are sent when the connection returns.'
/** 'Offline — showing what was loaded at 14:05.' (the site's clock), or just 'You are offline.' with nothing loaded. */
export const offlineText = (loadedAt: number | undefined) =>
  `${loadedAt ? `Offline — showing what was loaded at ${toFrappeDateTime(loadedAt).slice(11, 16)}.` : 'You are offline.'} ${SAVING_OFFLINE_TEXT}`

/** Shown while the browser is offline, with when the data on screen was loaded; queries pause and resume on return. */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    onlineManager.subscribe.bind(onlineManager),
    () => onlineManager.isOnline(),
    () => true,
  )
  const queryClient = useQueryClient()
  if (online) return null
  const loaded = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.data !== undefined)
    .map((q) => q.state.dataUpdatedAt)
  return (
    <Alert
      role="status"
      color="orange"
      variant="filled"
      icon={<IconWifiOff size={18} aria-hidden />}
      radius={0}
      style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 400 }}
    >
      {offlineText(loaded.length ? Math.max(...loaded) : undefined)}
    </Alert>
  )
}
