import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useT } from '../i18n'
import { usePageTitle } from './page-title'

export function NotFound() {
  const t = useT()
  usePageTitle(t('notFound.title'))
  return (
    <Center mih="60vh" component="main">
      <Stack align="center" gap="sm">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        <Button component={Link} to="/dashboard">
          {t('notFound.toDashboard')}
        </Button>
      </Stack>
    </Center>
  )
}
