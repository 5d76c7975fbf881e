import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useContext } from 'react'
import { useT } from '../i18n'
import { useSession } from '../session/store'
import { InAppLayout } from './error-screen'
import { usePageTitle } from './page-title'

export function NotFound() {
  const t = useT()
  usePageTitle(t('notFound.title'))
  // Inside the signed-in layout its <main> is around already: one per page.
  const inLayout = useContext(InAppLayout)
  const signedOut = useSession().status === 'anonymous'
  return (
    <Center mih="60vh" component={inLayout ? 'div' : 'main'}>
      <Stack align="center" gap="sm">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        {/* Signed out, the dashboard would only send the visitor to sign in: they are offered that. */}
        {signedOut ? (
          <Button component={Link} to="/">
            {t('notFound.toSignIn')}
          </Button>
        ) : (
          <Button component={Link} to="/dashboard">
            {t('notFound.toDashboard')}
          </Button>
        )}
      </Stack>
    </Center>
  )
}
