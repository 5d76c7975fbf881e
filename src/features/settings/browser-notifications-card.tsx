import { Switch, Text } from '@mantine/core'
import { useT, type MessageId } from '../../i18n'
import { useBrowserNotifications } from '../../ui/browser-notifications'
import { SettingsCard } from '../../ui/settings-card'

/** Why the switch cannot be on, in words; nothing when it can. */
function blockedText(permission: NotificationPermission | 'unsupported'): MessageId | undefined {
  if (permission === 'unsupported') return 'settings.notifications.unsupported'
  if (permission === 'denied') return 'settings.notifications.denied'
  return undefined
}

/** Settings: a browser notification for each new one while the app is in the background. */
export function BrowserNotificationsCard() {
  const { enabled, permission, setEnabled } = useBrowserNotifications()
  const blocked = blockedText(permission)
  const t = useT()
  return (
    <SettingsCard id="browser-notifications-title" title={t('settings.notifications.title')}>
      <Switch
        checked={enabled}
        disabled={permission === 'unsupported'}
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
