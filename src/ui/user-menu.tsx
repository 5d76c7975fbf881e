import { lazyCode } from '../lazy-code'
import { MenuWhenLoaded } from './menu-when-loaded'
import { UserMenuButton } from './user-menu-button'

export interface UserMenuProps {
  email: string
  name: string
  photo: string | undefined
}

const UserMenuLoaded = lazyCode(() => import('./user-menu-dropdown'), (m) => m.UserMenuLoaded)

/** The user menu (Your Profile, Members/Managers, Cars, Settings, dialogs, Log out): ./user-menu-dropdown. */
export function UserMenu(props: UserMenuProps) {
  return <MenuWhenLoaded menu={UserMenuLoaded} props={props} button={<UserMenuButton name={props.name} photo={props.photo} />} />
}
