import { Avatar, Group, UnstyledButton } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import type { ComponentPropsWithRef } from 'react'
import { useT } from '../i18n'

/** What the user menu shows of the signed-in user (src/ui/user-menu.tsx and the menu it loads). */
export interface UserMenuProps {
  email: string
  name: string
  photo: string | undefined
}

export interface UserMenuButtonProps extends ComponentPropsWithRef<'button'> {
  name: string
  photo: string | undefined
}

/** The top bar's user-menu button: photo (or initial) and a chevron. */
export function UserMenuButton({ name, photo, ...props }: UserMenuButtonProps) {
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
