import {
  IconAlertTriangle,
  IconCalendar,
  IconCar,
  IconLanguage,
  IconLogout,
  IconMoon,
  IconSettings,
  IconSun,
  IconUser,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react'
import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { isClubUser, isLinked, wordingFor } from '../community/variant'
import { useT } from '../i18n'
import { keptChanges } from '../query-persist'
import { signOut } from '../session/actions'
import { useSessionStore, useUser } from '../session/store'
import { useOtherLanguage } from './language-choice'

/**
 * The colour-scheme switch: follows the system setting until the user chooses; the choice is kept
 * in localStorage by Mantine's colour-scheme manager (MantineProvider defaultColorScheme="auto").
 */
export function useColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme()
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark'
  const t = useT()
  return {
    label: dark ? t('menu.lightMode') : t('menu.darkMode'),
    icon: dark ? <IconSun size={16} aria-hidden /> : <IconMoon size={16} aria-hidden />,
    toggle: () => setColorScheme(dark ? 'light' : 'dark'),
  }
}

export interface Entry {
  label: string
  /** The label's own language when it is not the UI's (the other language's name). */
  lang?: string
  icon: ReactNode
  to?: '/user-profile' | '/members' | '/managers' | '/cars' | '/calendar' | '/settings'
  onClick?: () => void
  color?: string
}

/** The user menu's entries (Your Profile, Members/Managers, Cars, Settings, dialogs, Log out), shared by the menu and the drawer. */
export function useEntries() {
  const user = useUser()
  const queryClient = useQueryClient()
  const session = useSessionStore()
  const navigate = useNavigate()
  const wording = wordingFor(user)
  const scheme = useColorSchemeToggle()
  const otherLanguage = useOtherLanguage()
  const t = useT()
  // The menu's dialogs; the route's search type checks them against features/dialogs/names.ts.
  const openDialog = (dialog: 'guest' | 'incident' | 'logout') =>
    void navigate({
      to: '.',
      search: (s) => ({ ...s, dialog, id: undefined }),
    })

  const pages: Entry[] = [
    {
      label: t('menu.profile'),
      to: '/user-profile',
      icon: <IconUser size={16} aria-hidden />,
    },
    {
      label: wording.people.label,
      to: wording.people.to,
      icon: <IconUsers size={16} aria-hidden />,
    },
    { label: t('menu.cars'), to: '/cars', icon: <IconCar size={16} aria-hidden /> },
    { label: t('menu.calendar'), to: '/calendar', icon: <IconCalendar size={16} aria-hidden /> },
    {
      label: t('menu.settings'),
      to: '/settings',
      icon: <IconSettings size={16} aria-hidden />,
    },
  ]
  // A club member's guests are the club's guest list (its own card and dialog on the club
  // dashboard), not a household's: the menu's Invite Guest is for households. An incident report
  // is everyone's to make, and a club member has no other way to it. An account the site has not
  // linked to a home has no guest to invite yet.
  const inviteGuest: Entry[] = isClubUser(user) || !isLinked(user)
    ? []
    : [{ label: wording.inviteGuestTitle, icon: <IconUserPlus size={16} aria-hidden />, onClick: () => openDialog('guest') }]
  const dialogs: Entry[] = [
    ...inviteGuest,
    { label: t('menu.incidentReport'), icon: <IconAlertTriangle size={16} aria-hidden />, onClick: () => openDialog('incident') },
  ]
  const preferences: Entry[] = [
    { label: scheme.label, icon: scheme.icon, onClick: scheme.toggle },
    { label: otherLanguage.label, lang: otherLanguage.lang, icon: <IconLanguage size={16} aria-hidden />, onClick: otherLanguage.choose },
  ]
  const logOut: Entry = {
    label: t('menu.logOut'),
    icon: <IconLogout size={16} aria-hidden />,
    color: 'var(--td-danger-text)',
    // Changes made offline that still wait would be lost: the logout dialog asks first.
    onClick: () => {
      const kept = keptChanges(queryClient)
      if (kept.waiting || kept.refused) openDialog('logout')
      else void signOut(session, queryClient, () => navigate({ to: '/' }))
    },
  }
  return {
    groups: [pages, dialogs, preferences].filter((g) => g.length > 0),
    logOut,
  }
}
