import { Card, Switch, Text, Title } from '@mantine/core'
import { useBrowserNotifications } from '../../ui/browser-notifications'

/** Why the switch cannot be on, in words; nothing when it can. */
function blockedText(permission: NotificationPermission | 'unsupported'): string | undefined {
  if (permission === 'unsupported') return 'This browser cannot show notifications.'
  if (permission === 'denied') return 'Your browser blocks notifications from this site. Allow them in its site settings to turn this on.'
  return undefined
}

/** Settings: a browser notification for each new one while the app is in the background. */
export function BrowserNotificationsCard() {
  const { enabled, permission, setEnabled } = useBrowserNotifications()
  const blocked = blockedText(permission)
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="browser-notifications-title" mt="lg">
      <Title order={2} fz="h3" id="browser-notifications-title" mb="sm">
        Notifications
      </Title>
      <Switch
        checked={enabled}
        disabled={permission === 'unsupported'}
        onChange={(e) => void setEnabled(e.currentTarget.checked)}
        label="Browser notifications"
        description="When this app is in the background, your browser also tells you when someone arrives at the gate."
        size="md"
      />
      {blocked ? (
        <Text size="sm" mt="sm" c="var(--td-secondary-text)">
          {blocked}
        </Text>
      ) : null}
    </Card>
  )
}
