import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import type { ComponentPropsWithRef } from 'react'
import { useT } from '../i18n'
import { useEntries, type Entry } from './nav-entries'

export interface UserMenuButtonProps extends ComponentPropsWithRef<'button'> {
  name: string
  photo: string | undefined
}

/** The top bar's user-menu button: photo (or initial) and a chevron. */
function UserMenuButton({ name, photo, ...props }: UserMenuButtonProps) {
  const t = useT()
  return (
    <UnstyledButton
      visibleFrom="sm"
      aria-label={t('topBar.userMenu', { name })}
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

/** The user menu (spec: Your Profile, Members/Managers, Cars, Settings, dialogs, Log out). */
export function UserMenu({ email, name, photo }: { email: string; name: string; photo: string | undefined }) {
  const { groups, logOut } = useEntries()
  return (
    // No initial-focus placeholder: Mantine's (a tabindex div inside role="menu") is not a menu
    // item (axe aria-required-children). The first item takes the focus instead.
    <Menu position="bottom-end" width={260} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UserMenuButton name={name} photo={photo} />
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
          <Menu.Item key={e.label} color={e.color} leftSection={e.icon} onClick={e.onClick} lang={e.lang}>
            {e.label}
          </Menu.Item>
        ),
      )}
    </>
  )
}
