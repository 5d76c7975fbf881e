import { Menu, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { FITS_THE_SCREEN, useFocusAtStart, useMenuOpened, type MenuStart } from './menu-when-loaded'
import { useEntries, type Entry } from './nav-entries'
import { UserMenuButton, type UserMenuProps } from './user-menu-button'

/** The user menu (Your Profile, Members/Managers, Cars, Settings, dialogs, Log out), once its code is there (./user-menu). */
export function UserMenuLoaded({ email, name, photo, openAtStart, focusAtStart }: UserMenuProps & MenuStart) {
  const { groups, logOut } = useEntries()
  const [opened, setOpened] = useMenuOpened(openAtStart)
  const focusRef = useFocusAtStart(focusAtStart)
  return (
    // No initial-focus placeholder: Mantine's (a tabindex div inside role="menu") is not a menu
    // item (axe aria-required-children). The first item takes the focus instead.
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={260} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UserMenuButton name={name} photo={photo} ref={focusRef} />
      </Menu.Target>
      <Menu.Dropdown {...FITS_THE_SCREEN}>
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
