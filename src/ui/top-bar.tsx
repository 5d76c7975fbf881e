import {
  Anchor,
  Avatar,
  Burger,
  Divider,
  Drawer,
  Group,
  Menu,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import {
  IconAlertTriangle,
  IconCar,
  IconChevronDown,
  IconId,
  IconLogout,
  IconMapPin,
  IconMoon,
  IconSettings,
  IconSun,
  IconUser,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { isClubUser, wordingFor } from '../community/variant'
import { safeServerUrl } from '../frappe/urls'
import { signOut } from '../session/actions'
import { useUser, type User } from '../session/store'
import { Logo } from './logo'

export function displayName(user: User): string {
  const full = user.full_name?.trim() || [user.first_name, user.last_name].filter(Boolean).join(' ').trim()
  return full || 'User'
}

/**
 * The colour-scheme switch: follows the system setting until the user chooses; the choice is kept
 * in localStorage by Mantine's colour-scheme manager (MantineProvider defaultColorScheme="auto").
 */
export function useColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme()
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark'
  return {
    label: dark ? 'Light mode' : 'Dark mode',
    icon: dark ? <IconSun size={16} aria-hidden /> : <IconMoon size={16} aria-hidden />,
    toggle: () => setColorScheme(dark ? 'light' : 'dark'),
  }
}

interface Entry {
  label: string
  icon: ReactNode
  to?: '/user-profile' | '/members' | '/managers' | '/cars' | '/settings'
  onClick?: () => void
  color?: string
}

/** The user menu's entries (spec: Your Profile, Members/Managers, Cars, Settings, dialogs, Log out), shared by the menu and the drawer. */
function useEntries() {
  const user = useUser()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const wording = wordingFor(user)
  const scheme = useColorSchemeToggle()
  const openDialog = (dialog: string) =>
    void navigate({
      to: '.',
      search: (s) => ({ ...s, dialog, id: undefined }),
    })

  const pages: Entry[] = [
    {
      label: 'Your Profile',
      to: '/user-profile',
      icon: <IconUser size={16} aria-hidden />,
    },
    {
      label: wording.people.label,
      to: wording.people.to,
      icon: <IconUsers size={16} aria-hidden />,
    },
    { label: 'Cars', to: '/cars', icon: <IconCar size={16} aria-hidden /> },
    {
      label: 'Settings',
      to: '/settings',
      icon: <IconSettings size={16} aria-hidden />,
    },
  ]
  const dialogs: Entry[] = isClubUser(user)
    ? []
    : [
        {
          label: wording.inviteGuestTitle,
          icon: <IconUserPlus size={16} aria-hidden />,
          onClick: () => openDialog('guest'),
        },
        {
          label: 'Submit your incident report',
          icon: <IconAlertTriangle size={16} aria-hidden />,
          onClick: () => openDialog('incident'),
        },
      ]
  const preferences: Entry[] = [{ label: scheme.label, icon: scheme.icon, onClick: scheme.toggle }]
  const logOut: Entry = {
    label: 'Log out',
    icon: <IconLogout size={16} aria-hidden />,
    color: 'var(--td-danger-text)',
    onClick: () => void signOut(queryClient, () => navigate({ to: '/' })),
  }
  return {
    groups: [pages, dialogs, preferences].filter((g) => g.length > 0),
    logOut,
  }
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
  const { groups, logOut } = useEntries()
  const [drawerOpened, drawer] = useDisclosure(false)

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md', lg: 'xl' }} justify="space-between" wrap="nowrap" component="nav" aria-label="Main">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          hiddenFrom="sm"
          opened={drawerOpened}
          onClick={drawer.toggle}
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

      {/* No initial-focus placeholder: Mantine's (a tabindex div inside role="menu") is not a menu
          item (axe aria-required-children). The first item takes the focus instead. */}
      <Menu position="bottom-end" width={260} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <UnstyledButton
            visibleFrom="sm"
            aria-label={`User menu for ${name}`}
            p={4}
            mih={44}
            style={{ borderRadius: 'var(--mantine-radius-md)', flex: 'none' }}
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
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)">
              {name}
            </Text>
            <Text size="xs" c="var(--td-secondary-text)">
              {email}
            </Text>
          </Menu.Label>
          {groups.map((group, i) => (
            <MenuGroup key={i} entries={group} />
          ))}
          <Menu.Divider />
          <Menu.Item color={logOut.color} leftSection={logOut.icon} onClick={logOut.onClick}>
            {logOut.label}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={brand}
        size="xs"
        hiddenFrom="sm"
        closeButtonProps={{ 'aria-label': 'Close navigation', size: 'xl' }}
      >
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={photo} alt="" radius="xl" size={44} color="brand">
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate="end">
                {name}
              </Text>
              <Text size="sm" c="var(--td-secondary-text)" truncate="end">
                {email}
              </Text>
            </div>
          </Group>
          {address ? (
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-hidden style={{ flex: 'none' }} />
              <Text size="sm">{address}</Text>
            </Group>
          ) : null}
          {memberId ? (
            <Group gap={6} wrap="nowrap">
              <IconId size={16} aria-hidden style={{ flex: 'none' }} />
              <Text size="sm">Club member ID: {memberId}</Text>
            </Group>
          ) : null}
          {[...groups, [logOut]].map((group, i) => (
            <Stack key={i} gap={0}>
              <Divider my={4} />
              {group.map((e) => (
                <DrawerEntry key={e.label} entry={e} onDone={drawer.close} />
              ))}
            </Stack>
          ))}
        </Stack>
      </Drawer>
    </Group>
  )
}

function MenuGroup({ entries }: { entries: Entry[] }) {
  return (
    <>
      <Menu.Divider />
      {entries.map((e) =>
        e.to ? (
          <Menu.Item key={e.label} component={Link} to={e.to} leftSection={e.icon}>
            {e.label}
          </Menu.Item>
        ) : (
          <Menu.Item key={e.label} color={e.color} leftSection={e.icon} onClick={e.onClick}>
            {e.label}
          </Menu.Item>
        ),
      )}
    </>
  )
}

function DrawerEntry({ entry, onDone }: { entry: Entry; onDone: () => void }) {
  const common = {
    label: entry.label,
    leftSection: entry.icon,
    color: entry.color,
    mih: 44,
    style: { borderRadius: 'var(--mantine-radius-md)' },
  }
  return entry.to ? (
    <NavLink component={Link} to={entry.to} onClick={onDone} {...common} />
  ) : (
    <NavLink
      component="button"
      onClick={() => {
        onDone()
        entry.onClick?.()
      }}
      {...common}
    />
  )
}
