import { Anchor, Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { IconCar, IconChevronDown, IconLogout, IconMapPin, IconSettings, IconUser, IconUsers, IconId } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { isClubUser, wordingFor } from '../community/variant'
import { safeServerUrl } from '../frappe/urls'
import { signOut } from '../session/actions'
import { useUser, type User } from '../session/store'
import { Logo } from './logo'
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react'

export function displayName(user: User): string {
  const full = user.full_name?.trim() || [user.first_name, user.last_name].filter(Boolean).join(' ').trim()
  return full || 'User'
}

export function TopBar() {
  const user = useUser()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const wording = wordingFor(user)
  const club = isClubUser(user)
  const address = user.address || user.homeaddress
  const memberId = user.club_member_id || user.club_member
  const photo = safeServerUrl(user.user_image)
  const name = displayName(user)
  const email = user.email || (typeof user.name === 'string' && user.name.includes('@') ? user.name : '') || 'No email'

  const logOut = () => void signOut(queryClient, () => navigate({ to: '/' }))

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md', lg: 'xl' }} justify="space-between" wrap="nowrap" component="nav" aria-label="Main">
      <Group gap="lg" wrap="nowrap" miw={0}>
        <Anchor component={Link} to="/dashboard" underline="never" c="inherit" aria-label="Traffic Dash dashboard">
          <Group gap={8} wrap="nowrap">
            <Logo size={36} />
            <Text fw={800} fz="lg" visibleFrom="xs">
              {club ? 'Traffic Dash Club' : 'Traffic Dash'}
            </Text>
          </Group>
        </Anchor>
        <Group gap="md" wrap="nowrap" visibleFrom="sm" miw={0}>
          {address ? (
            <Group gap={4} wrap="nowrap" miw={0}>
              <IconMapPin size={16} aria-hidden />
              <Text size="sm" truncate="end" maw={320} title={address}>
                {address}
              </Text>
            </Group>
          ) : null}
          {memberId ? (
            <Group gap={4} wrap="nowrap">
              <IconId size={16} aria-hidden />
              <Text size="sm">Club member ID: {memberId}</Text>
            </Group>
          ) : null}
        </Group>
      </Group>

      <Menu position="bottom-end" width={260} shadow="md" withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={`User menu for ${name}`} p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Group gap="xs" wrap="nowrap">
              <Avatar src={photo} alt={name} radius="xl" size={36} color="brand">
                {name.slice(0, 1).toUpperCase()}
              </Avatar>
              <div style={{ minWidth: 0 }} className="top-bar-identity">
                <Text size="sm" fw={600} truncate="end" maw={180} visibleFrom="md">
                  {name}
                </Text>
                <Text size="xs" c="dimmed" truncate="end" maw={180} visibleFrom="md">
                  {email}
                </Text>
              </div>
              <IconChevronDown size={16} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)">
              {name}
            </Text>
            <Text size="xs">{email}</Text>
          </Menu.Label>
          <Menu.Divider />
          <Menu.Item component={Link} to="/user-profile" leftSection={<IconUser size={16} aria-hidden />}>
            Your Profile
          </Menu.Item>
          <Menu.Item component={Link} to={wording.people.to} leftSection={<IconUsers size={16} aria-hidden />}>
            {wording.people.label}
          </Menu.Item>
          <Menu.Item component={Link} to="/cars" leftSection={<IconCar size={16} aria-hidden />}>
            Cars
          </Menu.Item>
          <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
            Settings
          </Menu.Item>
          {!club ? (
            <>
              <Menu.Divider />
              <Menu.Item
                leftSection={<IconUserPlus size={16} aria-hidden />}
                onClick={() => void navigate({ to: '.', search: (s) => ({ ...s, dialog: 'guest', id: undefined }) })}
              >
                {wording.inviteGuestTitle}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconAlertTriangle size={16} aria-hidden />}
                onClick={() => void navigate({ to: '.', search: (s) => ({ ...s, dialog: 'incident', id: undefined }) })}
              >
                Submit your incident report
              </Menu.Item>
            </>
          ) : null}
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={logOut}>
            Log out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  )
}
