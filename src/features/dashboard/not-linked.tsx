import { Alert, Box } from '@mantine/core'
import { IconLinkOff } from '@tabler/icons-react'
import { isClubUser, isLinked } from '../../community/variant'
import { useT } from '../../i18n'
import { useUser } from '../../session/store'

/**
 * An account the site has not linked to a household (no `homeowner_address`) or to a club
 * membership (no `club_member`): its lists are empty and nothing it could add would belong to
 * anyone (the dashboard offers it disabled), so the dashboard says why, and who can put it right.
 * The site gives the account's household or club only in its answer to a sign-in, so the text also
 * says to sign in again once the office has linked it.
 */
export function NotLinked({ to }: { to: 'home' | 'club' }) {
  const t = useT()
  return (
    <Alert color="red" variant="light" icon={<IconLinkOff size={20} aria-hidden />} title={t(to === 'home' ? 'dashboard.notLinked.home' : 'dashboard.notLinked.club')}>
      {t(to === 'home' ? 'dashboard.notLinked.homeText' : 'dashboard.notLinked.clubText')}
    </Alert>
  )
}

/**
 * Under the heading of a screen whose lists are the household's or the club's (the calendar, cars,
 * members, managers): the same notice for an account not linked yet, so its empty lists do not read
 * as 'nothing registered'. Nothing for a linked account.
 */
export function NotLinkedScreen() {
  const user = useUser()
  if (isLinked(user)) return null
  return (
    <Box mb="md">
      <NotLinked to={isClubUser(user) ? 'club' : 'home'} />
    </Box>
  )
}
