import { Switch, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useT, type MessageId } from '../../i18n'
import { isForbidden, notificationQueries } from '../../queries/notifications'
import { useBrowserNotifications } from '../../ui/browser-notifications'
import { SettingsCard } from '../../ui/settings-card'

/** Why the switch cannot be on, in words; nothing when it can. */
function blockedText(permission: NotificationPermission | 'unsupported', forbidden: boolean): MessageId | undefined {
  if (forbidden) return 'settings.notifications.forbidden'
  if (permission === 'unsupported') return 'settings.notifications.unsupported'
  if (permission === 'denied') return 'settings.notifications.denied'
  return undefined
}

/** Settings: a browser notification for each new one while the app is in the background. */
export function BrowserNotificationsCard() {
  const { enabled, permission, setEnabled } = useBrowserNotifications()
  // The bell's list as the top bar last asked for it (nothing is asked from here): a site that does
  // not let this account read its notifications has none for the browser to show either.
  const forbidden = isForbidden(useQuery({ ...notificationQueries.list(), enabled: false }).error)
  const blocked = blockedText(permission, forbidden)
  const t = useT()
  return (
    <SettingsCard id="browser-notifications-title" title={t('settings.notifications.title')}>
      <Switch
        checked={enabled && !forbidden}
        disabled={permission === 'unsupported' || forbidden}
        onChange={(e) => void setEnabled(e.currentTarget.checked)}
        label={t('settings.notifications.label')}
        description={t('settings.notifications.description')}
        size="md"
      />
      {blocked ? (
        <Text size="sm" mt="sm" c="var(--td-secondary-text)">
          {t(blocked)}
        </Text>
      ) : null}
    </SettingsCard>
  )
}
