import { Menu, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useEntries, type Entry } from './nav-entries'
import { takeMenuFocus, UserMenuButton, type UserMenuButtonProps } from './top-bar'

/**
 * The user menu (spec: Your Profile, Members/Managers, Cars, Settings, dialogs, Log out). Loaded on
 * intent: the top bar shows the same button until the user points at, focuses or presses it.
 */
export default function UserMenu({ email, openOnMount, ...button }: UserMenuButtonProps & { email: string; openOnMount: boolean }) {
  const { groups, logOut } = useEntries()
  const [opened, setOpened] = useState(false)
  useEffect(() => {
    // The placeholder button had the focus: hand it to this one, which replaced it, before the
    // menu opens (so closing the menu returns the focus here).
    if (takeMenuFocus()) document.querySelector<HTMLElement>('[data-user-menu-button]')?.focus()
    if (openOnMount) setOpened(true)
    // Once, on mount: the placeholder's press is replayed here and nowhere else.
  }, [])
  return (
    // No initial-focus placeholder: Mantine's (a tabindex div inside role="menu") is not a menu
    // item (axe aria-required-children). The first item takes the focus instead.
    <Menu position="bottom-end" width={260} shadow="md" withinPortal withInitialFocusPlaceholder={false} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UserMenuButton {...button} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {button.name}
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
          <Menu.Item key={e.label} color={e.color} leftSection={e.icon} onClick={e.onClick}>
            {e.label}
          </Menu.Item>
        ),
      )}
    </>
  )
}
