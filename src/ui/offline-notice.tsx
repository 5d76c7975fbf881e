import { Alert } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import { onlineManager, useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { toFrappeDateTime } from '../frappe/dates'
import { clockTime, useT, type Translate } from '../i18n'

/** 'Offline — showing what was loaded at 14:05.' (the site's clock), or just 'You are offline.' with nothing loaded; then that changes wait. */
const offlineText = (t: Translate, loadedAt: number | undefined) =>
  loadedAt ? t('offline.loadedAt', clockTime(toFrappeDateTime(loadedAt).slice(11, 16))) : t('offline.nothingLoaded')

/** Shown while the browser is offline, with when the data on screen was loaded; queries pause and resume on return. */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    onlineManager.subscribe.bind(onlineManager),
    () => onlineManager.isOnline(),
    () => true,
  )
  const queryClient = useQueryClient()
  const t = useT()
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
      {offlineText(t, loaded.length ? Math.max(...loaded) : undefined)}
    </Alert>
  )
}
