import { Anchor, Box, Button, Center, Group, Paper, Stack, Text, Title, type AnchorProps } from '@mantine/core'
import { IconLanguage } from '@tabler/icons-react'
import { createLink, Link } from '@tanstack/react-router'
import { useSyncExternalStore, type ComponentPropsWithRef, type ReactNode } from 'react'
import { useLanguage, useT, type Language } from '../i18n'
import { chooseLanguage, LANGUAGE_NAMES } from './choose-language'
import { Logo } from './logo'

/** Mantine's Anchor as a router link that knows each route's search (the sign-in pages pass `redirect` along). */
export const AnchorLink = createLink((props: AnchorProps & ComponentPropsWithRef<'a'>) => <Anchor {...props} />)

const noSubscription = () => () => {}

/**
 * Where a sign-in is to return to, for the links between the public sign-in pages: undefined while
 * React adopts a prerendered page, the value in the render just after. The pages are prerendered
 * without their query, and React keeps the attributes of the markup it adopts as they are (it does
 * not correct them): a link's address given the value at once would keep the prerendered one, and
 * the link opened in a new tab would lose where to return to. (Its click goes through the router.)
 */
export function useRedirectOnceHydrated(redirect: string | undefined): string | undefined {
  return useSyncExternalStore(noSubscription, () => redirect, () => undefined)
}

/**
 * The frame of the public sign-in screens: logo, one card, a link to the landing page. `leaveInPlace`:
 * the logo's link takes this page's place in the history, for a page that Back must not bring back
 * (the reset form, with its token, to the next person at a shared tablet).
 */
export function AuthLayout({ children, aside, leaveInPlace }: { children: ReactNode; aside?: ReactNode; leaveInPlace?: boolean }) {
  const t = useT()
  return (
    <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Center component="main" mih="100vh" p="md">
        <Stack w="100%" maw={440} gap="lg">
          <Group justify="center" gap="xs">
            <Anchor component={Link} to="/landing" replace={leaveInPlace} underline="never" c="inherit" aria-label={t('authLayout.home')}>
              <Group gap="xs">
                <Logo size={44} />
                <Text fw={800} fz="xl">
                  Traffic Dash
                </Text>
              </Group>
            </Anchor>
          </Group>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            {children}
          </Paper>
          {aside}
          <OtherLanguage />
        </Stack>
      </Center>
    </Box>
  )
}

/**
 * The other language, named in its own words: before signing in too (a locked-out resident on the
 * forgot-password page, a shared tablet left in the last person's language), the choice is at hand.
 */
function OtherLanguage() {
  const other: Language = useLanguage() === 'en' ? 'es' : 'en'
  return (
    <Group justify="center">
      <Button variant="subtle" leftSection={<IconLanguage size={18} aria-hidden />} onClick={() => chooseLanguage(other)}>
        <span lang={other}>{LANGUAGE_NAMES[other]}</span>
      </Button>
    </Group>
  )
}

/** A sign-in screen's heading and the line under it, at the top of its form. */
export function AuthHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text c="dimmed" mt={4}>
        {children}
      </Text>
    </div>
  )
}
