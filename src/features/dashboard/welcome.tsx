import { Text, Title } from '@mantine/core'
import { useT, type MessageId } from '../../i18n'
import { useUser } from '../../session/store'
import { usePageTitle } from '../../ui/page-title'

export function Welcome({ subtitle }: { subtitle: MessageId }) {
  const user = useUser()
  const translate = useT()
  usePageTitle()
  const first = user.first_name?.trim() || user.full_name?.trim().split(' ')[0] || ''
  return (
    <div>
      <Title order={1} fz="h2">
        {first ? translate('dashboard.welcomeName', { name: first }) : translate('dashboard.welcome')}
      </Title>
      <Text c="dimmed">{translate(subtitle)}</Text>
    </div>
  )
}
