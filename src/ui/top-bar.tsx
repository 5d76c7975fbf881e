import { Anchor, Avatar, Burger, Group, Text, UnstyledButton } from '@mantine/core'
import { IconChevronDown, IconId, IconMapPin } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { lazy, startTransition, Suspense, useLayoutEffect, useRef, useState, type ComponentPropsWithRef } from 'react'
import { isClubUser } from '../community/variant'
import { safeServerUrl } from '../frappe/urls'
import { useUser, type User } from '../session/store'
import { Logo } from './logo'

export function displayName(user: User): string {
  const full = user.full_name?.trim() || [user.first_name, user.last_name].filter(Boolean).join(' ').trim()
  return full || 'User'
}

/*
 * The user menu and the phone-width drawer (Menu, Popover, Drawer, floating-ui: about a third of
 * the protected screens' code) load on intent, not with the page: pointing at or focusing their
 * button loads them, and a press opens them as soon as they are there. Until then the top bar
 * shows the same button; it is replaced only by the press itself, never in the middle of one.
 */
let userMenuLoaded = false
const loadUserMenu = () =>
  import('./user-menu').then((m) => {
    userMenuLoaded = true
    return m
  })
const loadNavDrawer = () => import('./nav-drawer')
const UserMenu = lazy(loadUserMenu)
const NavDrawer = lazy(loadNavDrawer)

/** Set when the placeholder button had the focus as the real menu replaced it. */
let menuFocusPending = false
export function takeMenuFocus() {
  const pending = menuFocusPending
  menuFocusPending = false
  return pending
}

export interface UserMenuButtonProps extends ComponentPropsWithRef<'button'> {
  name: string
  photo: string | undefined
}

/** The top bar's user-menu button: photo (or initial) and a chevron. */
export function UserMenuButton({ name, photo, ...props }: UserMenuButtonProps) {
  return (
    <UnstyledButton
      visibleFrom="sm"
      aria-label={`User menu for ${name}`}
      aria-haspopup="menu"
      data-user-menu-button
      p={4}
      mih={44}
      style={{ borderRadius: 'var(--mantine-radius-md)', flex: 'none' }}
      {...props}
    >
      <Group gap="xs" wrap="nowrap">
        {/* Photo (or initial) only: the name and e-mail head the menu. Visible text beside the
            initial would not match the button's name (WCAG 2.5.3). */}
        <Avatar src={photo} alt={name} radius="xl" size={36} color="brand">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <IconChevronDown size={16} aria-hidden />
      </Group>
    </UnstyledButton>
  )
}

/** Stands in for the menu until its code is there; remembers a press and hands on the focus. */
function PlaceholderMenuButton({ onPress, ...props }: UserMenuButtonProps & { onPress: () => void }) {
  const ref = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => {
    const button = ref.current
    return () => {
      if (button && document.activeElement === button) menuFocusPending = true
    }
  }, [])
  return (
    <UserMenuButton
      {...props}
      ref={ref}
      aria-expanded={false}
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => void loadUserMenu()}
      onClick={onPress}
    />
  )
}

export function TopBar() {
  const user = useUser()
  const club = isClubUser(user)
  const address = user.address || user.homeaddress
  const memberId = user.club_member_id || user.club_member
  const photo = safeServerUrl(user.user_image)
  const name = displayName(user)
  const email = user.email || (typeof user.name === 'string' && user.name.includes('@') ? user.name : '') || 'No email'
  const brand = club ? 'Traffic Dash Club' : 'Traffic Dash'
  // Once the menu's code is there (a later visit of the protected layout), the real menu at once.
  const [menuAtOnce] = useState(() => userMenuLoaded)
  const [menuPressed, setMenuPressed] = useState(false)
  const [drawerOpened, setDrawerOpened] = useState(false)
  const [drawerUsed, setDrawerUsed] = useState(false)
  // In a transition: the placeholder stays on screen (and focused) until the menu's code is there.
  const pressMenu = () => startTransition(() => setMenuPressed(true))
  const toggleDrawer = () => {
    setDrawerUsed(true)
    setDrawerOpened((o) => !o)
  }
  const button = { name, photo }
  const placeholder = <PlaceholderMenuButton {...button} onPress={pressMenu} />

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md', lg: 'xl' }} justify="space-between" wrap="nowrap" component="nav" aria-label="Main">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          hiddenFrom="sm"
          opened={drawerOpened}
          onPointerEnter={() => void loadNavDrawer()}
          onFocus={() => void loadNavDrawer()}
          onClick={toggleDrawer}
          aria-label="Open navigation"
          aria-expanded={drawerOpened}
          size="md"
          w={44}
          h={44}
          p={10}
        />
        <Anchor component={Link} to="/dashboard" underline="never" c="inherit" aria-label={`${brand} dashboard`} miw={0} mih={44} display="flex" style={{ alignItems: 'center' }}>
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
              <Text size="sm">Club member ID: {memberId}</Text>
            </Group>
          ) : null}
        </Group>
      </Group>

      <Suspense fallback={placeholder}>
        {menuAtOnce || menuPressed ? <UserMenu {...button} email={email} openOnMount={menuPressed} /> : placeholder}
      </Suspense>

      {drawerUsed ? (
        <Suspense fallback={null}>
          <NavDrawer
            opened={drawerOpened}
            onClose={() => setDrawerOpened(false)}
            brand={brand}
            name={name}
            email={email}
            photo={photo}
            address={address}
            memberId={memberId}
          />
        </Suspense>
      ) : null}
    </Group>
  )
}
