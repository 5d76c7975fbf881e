import { Avatar, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core'
import { IconId, IconMapPin } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { useT } from '../i18n'
import { useEntries, type Entry } from './nav-entries'

export interface NavDrawerProps {
  opened: boolean
  onClose: () => void
  brand: string
  name: string
  email: string
  photo: string | undefined
  address: string | undefined
  memberId: string | undefined
  /** The id of the button that opens the drawer: what a dialog opened from an entry gives the focus back to. */
  openerId: string
}

/** The phone-width navigation: the user menu's entries in a drawer. */
export function NavDrawer({ opened, onClose, brand, name, email, photo, address, memberId, openerId }: NavDrawerProps) {
  const { groups, logOut } = useEntries()
  const t = useT()
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={brand}
      size="xs"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': t('topBar.closeNavigation'), size: 'xl' }}
    >
      <Stack gap="xs" data-menu-opener={openerId}>
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
            <Text size="sm">{t('topBar.clubMemberId', { id: memberId })}</Text>
          </Group>
        ) : null}
        {[...groups, [logOut]].map((group, i) => (
          <Stack key={i} gap={0}>
            <Divider my={4} />
            {group.map((e) => (
              <DrawerEntry key={e.label} entry={e} onDone={onClose} />
            ))}
          </Stack>
        ))}
      </Stack>
    </Drawer>
  )
}

function DrawerEntry({ entry, onDone }: { entry: Entry; onDone: () => void }) {
  const common = {
    label: entry.label,
    lang: entry.lang,
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
