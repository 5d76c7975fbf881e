import { Alert } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

export const OFFLINE_TEXT = 'You are offline. Lists will refresh when the connection returns; saving needs a connection.'

/** Shown while the browser is offline; TanStack Query pauses queries and resumes them on return. */
export function OfflineNotice() {
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline(), () => true)
  if (online) return null
  return (
    <Alert
      role="status"
      color="orange"
      variant="filled"
      icon={<IconWifiOff size={18} aria-hidden />}
      radius={0}
      style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 400 }}
    >
      {OFFLINE_TEXT}
    </Alert>
  )
}
