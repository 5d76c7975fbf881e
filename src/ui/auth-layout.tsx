import { Anchor, Box, Button, Center, Group, Paper, Stack, Text, Title, type AnchorProps } from '@mantine/core'
import { IconLanguage } from '@tabler/icons-react'
import { createLink, Link } from '@tanstack/react-router'
import { useSyncExternalStore, type ComponentPropsWithRef, type ReactNode } from 'react'
import { useLanguage, useT, type Language } from '../i18n'
import { chooseLanguage, LANGUAGE_NAMES } from './choose-language'
import { Logo } from './logo'

/** Mantine's Anchor as a router link that knows each route's search. */
const AnchorLink = createLink((props: AnchorProps & ComponentPropsWithRef<'a'>) => <Anchor {...props} />)

const noSubscription = () => () => {}

/**
 * A link between the public sign-in pages that keeps where a sign-in is to return to (`redirect`).
 * The pages are prerendered without their query, and React keeps the attributes of the markup it
 * hydrates as they are (it does not correct them): a link given `redirect` at once would keep the
 * prerendered address, and, opened in a new tab, lose where to return to. So `redirect` enters in
 * the render just after hydration (the server snapshot is used while hydrating), of this link only.
 * (A click goes through the router, which has it either way.)
 */
export function ReturnLink({ redirect, ...props }: { to: '/' | '/forget-password'; redirect: string | undefined; children: ReactNode } & Pick<AnchorProps, 'size' | 'ta'>) {
  const hydrated = useSyncExternalStore(noSubscription, () => redirect, () => undefined)
  return <AnchorLink {...props} search={{ redirect: hydrated }} />
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
