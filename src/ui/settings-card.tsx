import { Button, Card, Center, Group, Loader, Text, Title } from '@mantine/core'
import { onlineManager } from '@tanstack/react-query'
import { Suspense, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react'
import { useT } from '../i18n'
import { forgetFailedCode } from '../lazy-code'
import { CodeLoadBoundary } from './error-screen'

/** One section of the Settings page: a card headed by its title (the section's accessible name). */
export function SettingsCard({ id, title, first, children }: { id: string; title: string; first?: boolean; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id} mt={first ? undefined : 'lg'}>
      <Title order={2} fz="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  )
}

/**
 * A Settings card whose code is downloaded apart from the page's. When it cannot be, a card with
 * the same title says so and offers 'Try again' (tried by itself once the browser is back online),
 * and the page's other cards keep working.
 */
export function SettingsPart({ id, title, first, children }: { id: string; title: string; first?: boolean; children: ReactNode }) {
  const t = useT()
  // `pressed`: the last attempt is the resident's 'Try again', not the connection's return.
  const [attempt, setAttempt] = useState({ count: 0, pressed: false })
  const tryAgain = (pressed: boolean) => {
    forgetFailedCode()
    setAttempt(({ count }) => ({ count: count + 1, pressed }))
  }
  const card = (content: ReactNode) => (
    <SettingsCard id={id} title={title} first={first}>
      {content}
    </SettingsCard>
  )
  const loading = card(
    <Center py="md" role="status" aria-label={t('common.loading')}>
      <Loader size="sm" />
    </Center>,
  )
  return (
    <CodeLoadBoundary key={attempt.count} fallback={card(<NotLoaded tryAgain={tryAgain} pressed={attempt.pressed} />)}>
      <Suspense fallback={loading}>{children}</Suspense>
    </CodeLoadBoundary>
  )
}

/** In a card's place: it could not be loaded (said to a screen reader too), and 'Try again'. */
function NotLoaded({ tryAgain, pressed }: { tryAgain: (pressed: boolean) => void; pressed: boolean }) {
  const t = useT()
  const onOnline = useEffectEvent((online: boolean) => {
    if (online) tryAgain(false)
  })
  useEffect(() => onlineManager.subscribe(onOnline), [])
  // Failed once more after the resident's 'Try again': the keyboard is back on it (the button
  // pressed has gone). Not after a try of its own: the resident may be anywhere on the page.
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (pressed) button.current?.focus()
  }, [pressed])
  return (
    <>
      <Text role="alert">{t('errorScreen.partLoadFailed')}</Text>
      <Group mt="md">
        <Button ref={button} variant="default" onClick={() => tryAgain(true)}>
          {t('common.tryAgain')}
        </Button>
      </Group>
    </>
  )
}
