import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { onlineManager } from '@tanstack/react-query'
import { Component, createContext, useContext, useEffect, useEffectEvent, type ReactNode } from 'react'
import { t as translate, useT, type MessageId } from '../i18n'
import { CodeLoadError, forgetFailedCode } from '../lazy-code'
import { toast } from './toast'
import { usePageTitle } from './page-title'

/** True inside the signed-in layout (src/ui/app-layout.tsx): its top bar and `<main>` are around. */
export const InAppLayout = createContext(false)

/**
 * The app's own error screen: the router's `defaultErrorComponent`, so any screen that throws (or
 * whose code cannot be downloaded) shows this instead of the router's default. Inside the signed-in
 * layout it replaces the page only, under the top bar. It says what failed, and offers 'Try again'
 * (the screen loads and renders again) and 'Reload' (the whole app). It clears nothing: the session
 * and the changes waiting to be sent stay (they are in storage), and it logs nothing.
 */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const inLayout = useContext(InAppLayout)
  const code = error instanceof CodeLoadError
  const t = useT()
  usePageTitle(code ? t('errorScreen.codeTitle') : t('errorScreen.title'))
  const tryAgain = () => {
    forgetFailedCode()
    reset()
    void router.invalidate()
  }
  // A screen whose code could not be downloaded: it may be because a new version is out, or
  // because this page keeps the failure (src/import-again.ts); either way a reload recovers it.
  // Otherwise it is tried again by itself once the browser is back online.
  const recover = code ? error : undefined
  const tryAgainOnline = useEffectEvent((online: boolean) => {
    if (online) tryAgain()
  })
  useEffect(() => {
    if (!recover) return
    const gone = new AbortController()
    void recover.recover(gone.signal)
    const unsubscribe = onlineManager.subscribe(tryAgainOnline)
    return () => {
      gone.abort()
      unsubscribe()
    }
  }, [recover])
  const card = (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={480} w="100%">
      <Stack gap="sm">
        <Title order={1} fz="h2">
          {code ? t('errorScreen.codeTitle') : t('errorScreen.title')}
        </Title>
        <Text>{code ? t('errorScreen.codeText') : t('errorScreen.text')}</Text>
        {inLayout && <Text c="dimmed">{t('errorScreen.kept')}</Text>}
        <Group gap="sm" mt="xs">
          <Button onClick={tryAgain}>{t('common.tryAgain')}</Button>
          <Button variant="default" onClick={() => window.location.reload()}>
            {t('errorScreen.reload')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
  // Outside the signed-in layout there is no <main> around: this screen is the page.
  return inLayout ? (
    <Center mih="60vh">{card}</Center>
  ) : (
    <Center component="main" mih="100vh" p="md" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      {card}
    </Center>
  )
}

/**
 * Around a part of a page whose code may fail to download (src/lazy-code.ts): when it cannot be,
 * the page stays, `fallback` shows in its place and `onFailed` runs (unless a new version was
 * deployed and the page is reloading into it); the next attempt downloads again. Any other error
 * goes on to the error screen.
 */
export class CodeLoadBoundary extends Component<{ fallback?: ReactNode; onFailed?: () => void; children: ReactNode }, { error?: unknown }> {
  state: { error?: unknown } = {}

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  /** Aborted when the boundary goes: a failure it no longer shows reloads nothing. */
  private gone = new AbortController()

  componentDidMount() {
    // (A new one: in development, React unmounts and mounts a component once more on purpose.)
    this.gone = new AbortController()
  }

  componentWillUnmount() {
    this.gone.abort()
  }

  componentDidCatch(error: unknown) {
    if (!(error instanceof CodeLoadError)) return
    const { signal } = this.gone
    void error.recover(signal).then((reloading) => {
      if (reloading || signal.aborted) return
      forgetFailedCode()
      this.props.onFailed?.()
    })
  }

  render() {
    const { error } = this.state
    if (error === undefined) return this.props.children
    if (error instanceof CodeLoadError) return this.props.fallback ?? null
    throw error
  }
}

/**
 * Around a dialog or drawer (src/features/dialogs/dialog-host.tsx, src/ui/on-first-open.tsx): when
 * its code cannot be downloaded, the page stays, it closes and a toast says so ('This form could
 * not be opened', or `failed`). (When a new version was deployed, the page reloads into it with a
 * URL dialog still in the URL, so it opens there.)
 */
export function DialogLoadBoundary({
  onClose,
  failed: message = 'errorScreen.dialogLoadFailed',
  children,
}: {
  onClose: () => void
  /** The toast's message. */
  failed?: MessageId
  children: ReactNode
}) {
  const failed = () => {
    toast.error(translate(message), { id: 'dialog-load-failed' })
    onClose()
  }
  return <CodeLoadBoundary onFailed={failed}>{children}</CodeLoadBoundary>
}
