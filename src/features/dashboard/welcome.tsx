import { Text, Title } from '@mantine/core'
import { useUser } from '../../session/store'

export function Welcome({ subtitle }: { subtitle: string }) {
  const user = useUser()
  const first = user.first_name?.trim() || user.full_name?.trim().split(' ')[0] || ''
  return (
    <div>
      <Title order={1} fz="h2">
        {first ? `Welcome, ${first}!` : 'Welcome!'}
      </Title>
      <Text c="dimmed">{subtitle}</Text>
    </div>
  )
}
