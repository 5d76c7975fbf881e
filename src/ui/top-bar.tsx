import { Anchor, Burger, Group, Text } from '@mantine/core'
import { IconId, IconMapPin } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { brandName } from '../community/variant'
import { t as translate, useT } from '../i18n'
import { userId, useUser, type User } from '../session/store'
import { Logo } from './logo'
import { NavDrawerOnOpen as NavDrawer } from './on-first-open'
import { NotificationBell } from './notification-bell'
import { usePortalImage } from './portal-image'
import { UserMenu } from './user-menu'

/** The burger's id: a dialog opened from the drawer gives the focus back to it (src/features/dialogs/dialog-host.tsx). */
const NAV_BURGER_ID = 'nav-burger'

export function displayName(user: User): string {
  const full = user.full_name?.trim() || [user.first_name, user.last_name].filter(Boolean).join(' ').trim()
  return full || translate('topBar.user')
}

export function TopBar() {
  const user = useUser()
  const address = user.address || user.homeaddress
  const memberId = user.club_member_id || user.club_member
  const photo = usePortalImage(user.user_image)
  const name = displayName(user)
  const t = useT()
  const email = user.email || (typeof user.name === 'string' && user.name.includes('@') ? user.name : '') || t('topBar.noEmail')
  const brand = brandName(user)
  const [drawerOpened, setDrawerOpened] = useState(false)

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md', lg: 'xl' }} justify="space-between" wrap="nowrap" component="nav" aria-label={t('topBar.main')}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          id={NAV_BURGER_ID}
          hiddenFrom="sm"
          opened={drawerOpened}
          onClick={() => setDrawerOpened((o) => !o)}
          aria-label={t('topBar.openNavigation')}
          aria-expanded={drawerOpened}
          size="md"
          w={44}
          h={44}
          p={10}
        />
        <Anchor
          component={Link}
          to="/dashboard"
          underline="never"
          c="inherit"
          aria-label={t('topBar.brandDashboard', { brand })}
          miw={0}
          mih={44}
          display="flex"
          style={{ alignItems: 'center' }}
        >
          <Group gap={8} wrap="nowrap">
            <Logo size={36} />
            <Text fw={800} fz="lg" visibleFrom="xs" truncate="end">
              {brand}
            </Text>
          </Group>
        </Anchor>
        <Group gap="md" wrap="nowrap" visibleFrom="sm" miw={0} ml="sm">
          {address ? (
            <Group gap={4} wrap="nowrap" miw={0}>
              <IconMapPin size={16} aria-hidden style={{ flex: 'none' }} />
              <Text size="sm" truncate="end" maw={{ sm: 380, md: 440 }} title={address}>
                {address}
              </Text>
            </Group>
          ) : null}
          {memberId ? (
            <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
              <IconId size={16} aria-hidden />
              <Text size="sm">{t('topBar.clubMemberId', { id: memberId })}</Text>
            </Group>
          ) : null}
        </Group>
      </Group>

      <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
        {/* One bell per user: what it has seen (and so does not announce) is the user's own. */}
        <NotificationBell key={userId(user)} />
        <UserMenu name={name} photo={photo} email={email} />
      </Group>
      <NavDrawer
        opened={drawerOpened}
        onClose={() => setDrawerOpened(false)}
        brand={brand}
        name={name}
        email={email}
        photo={photo}
        address={address}
        memberId={memberId}
        openerId={NAV_BURGER_ID}
      />
    </Group>
  )
}
