import { Box, Group, Menu, Text, VisuallyHidden } from '@mantine/core'
import { IconChecks } from '@tabler/icons-react'
import type { useQuery } from '@tanstack/react-query'
import { cloneElement, useEffect, useRef, type ReactElement, type Ref } from 'react'
import { useT } from '../i18n'
import type { Notification } from '../queries/notifications'
import { FITS_THE_SCREEN, useFocusAtStart, useMenuOpened, type MenuStart } from './menu-when-loaded'
import { timeAgo } from './time-ago'

/** The notification bell's menu (./notification-bell), loaded after the screen that shows the bell. */
export function BellMenu({
  query,
  button,
  unread,
  open,
  markAll,
  openAtStart,
  focusAtStart,
}: {
  query: ReturnType<typeof useQuery<Notification[]>>
  button: ReactElement<{ ref?: Ref<HTMLButtonElement> }>
  unread: number
  open: (n: Notification) => void
  markAll: () => void
} & MenuStart) {
  const t = useT()
  const [opened, setOpened] = useMenuOpened(openAtStart)
  const focusRef = useFocusAtStart(focusAtStart)
  const list = query.data
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>{cloneElement(button, { ref: focusRef })}</Menu.Target>
      <Menu.Dropdown {...FITS_THE_SCREEN}>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {t('bell.title')}
          </Text>
        </Menu.Label>
        <BellState query={query} />
        {list?.map((n) => (
          <Menu.Item key={n.name} onClick={() => open(n)} py={8}>
            <NotificationLine n={n} />
          </Menu.Item>
        ))}
        {unread > 0 ? (
          <>
            <Menu.Divider />
            {/* The menu stays open to show them read; this entry goes, so the keyboard moves to the first notification. */}
            <Menu.Item
              leftSection={<IconChecks size={16} aria-hidden />}
              closeMenuOnClick={false}
              onClick={(event) => {
                markAll()
                event.currentTarget.closest('[role="menu"]')?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
              }}
            >
              {t('bell.markAllRead')}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  )
}

function NotificationLine({ n }: { n: Notification }) {
  const t = useT()
  return (
    <Group gap={10} wrap="nowrap" align="flex-start">
      <Box
        component="span"
        w={8}
        h={8}
        mt={7}
        style={{ flex: 'none', borderRadius: '50%', background: n.read ? 'transparent' : 'var(--mantine-color-brand-filled)' }}
        aria-hidden
      />
      <Box component="span" display="block" miw={0} style={{ flex: 1 }}>
        {n.read ? null : <VisuallyHidden>{t('bell.unread')}</VisuallyHidden>}
        <Text component="span" display="block" size="sm" fw={n.read ? 400 : 700}>
          {n.text}
        </Text>
        <Text component="span" display="block" size="xs" c="var(--td-secondary-text)">
          {timeAgo(n.creation)}
        </Text>
      </Box>
    </Group>
  )
}

/**
 * Loading, not loaded offline, failed (keeping the last list) or empty: said in words inside the
 * menu, as an item of it, which a screen reader reads as the arrows reach it (a status line
 * appearing with the menu is not read, and a menu holds items only). With no notification to list,
 * it is the menu's one item, which takes the focus as the menu opens. It does nothing and says so
 * (Mantine marks it aria-disabled), in the secondary text colour, not faded.
 */
function BellState({ query }: { query: ReturnType<typeof useQuery<Notification[]>> }) {
  const t = useT()
  const line = (text: string) => <StateItem text={text} />
  if (query.isError && query.data) return line(t('bell.notRefreshed'))
  if (query.isError) return line(t('bell.failed'))
  // Asked for offline with nothing kept (the bell's list is not kept across a reload): it waits for the connection.
  if (query.isPending && query.fetchStatus === 'paused') return line(t('list.offline'))
  if (query.isPending) return line(t('bell.loading'))
  if (query.data.length === 0) return line(t('bell.empty'))
  return null
}

/**
 * The menu's one item while it has no notification to list. Replaced by the list while it has the
 * keyboard (the list came in with the menu open), it hands the keyboard to the first notification:
 * on nothing, the open menu would answer neither the arrows nor Escape.
 */
function StateItem({ text }: { text: string }) {
  const item = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const menu = item.current?.closest<HTMLElement>('[role="menu"]')
    return () => {
      if (document.activeElement && document.activeElement !== document.body) return
      menu?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    }
  }, [])
  return (
    <Menu.Item ref={item} data-disabled closeMenuOnClick={false} c="var(--td-secondary-text)" style={{ opacity: 1, cursor: 'default' }}>
      {text}
    </Menu.Item>
  )
}
