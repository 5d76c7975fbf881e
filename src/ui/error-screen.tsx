import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Component, createContext, useContext, type ReactNode } from 'react'
import { t as translate, useT } from '../i18n'
import { CodeLoadError, forgetFailedCode } from '../lazy-code'
import { toast } from './toast'

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
  const tryAgain = () => {
    forgetFailedCode()
    reset()
    void router.invalidate()
  }
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
 * Around a dialog (src/features/dialogs/dialog-host.tsx): when its code cannot be downloaded, the
 * page stays, the dialog closes and a toast says so. Any other error goes on to the error screen.
 */
export class DialogLoadBoundary extends Component<{ onClose: () => void; children: ReactNode }, { error?: unknown }> {
  state: { error?: unknown } = {}

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  private mounted = true

  componentWillUnmount() {
    this.mounted = false
  }

  componentDidCatch(error: unknown) {
    if (!(error instanceof CodeLoadError)) return
    // When a new version was deployed, the page reloads into it with the dialog still in the URL,
    // so the dialog opens there; otherwise the failure is explained here.
    void error.reloading.then((reloading) => {
      if (reloading || !this.mounted) return
      forgetFailedCode()
      toast.error(translate('errorScreen.dialogLoadFailed'), { id: 'dialog-load-failed' })
      this.props.onClose()
    })
  }

  render() {
    const { error } = this.state
    if (error === undefined) return this.props.children
    if (error instanceof CodeLoadError) return null
    throw error
  }
}
