import { lazyCode } from '../lazy-code'
import { MenuWhenLoaded } from './menu-when-loaded'
import { UserMenuButton, type UserMenuProps } from './user-menu-button'

const UserMenuLoaded = lazyCode(() => import('./user-menu-dropdown'), (m) => m.UserMenuLoaded)

/** The user menu (Your Profile, Members/Managers, Cars, Settings, dialogs, Log out): ./user-menu-dropdown. */
export function UserMenu(props: UserMenuProps) {
  return <MenuWhenLoaded menu={UserMenuLoaded} props={props} button={<UserMenuButton name={props.name} photo={props.photo} />} />
}
