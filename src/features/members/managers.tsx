import { useT } from '../../i18n'
import { householdRow, memberTypeOf, useHouseholdMembers } from './home-members'
import { PeopleScreen } from './member-list'
import { MANAGER_TEXTS } from './messages'
import { TabbedMemberList, type TabDef } from './tabbed-member-list'

export type ManagerTab = 'managers' | 'ground-workers'

/** Decision D5: the member calls; Secondary members are the Managers, Non-Resident the Ground Workers. */
export const MANAGER_TABS: readonly (TabDef<ManagerTab> & {
  memberType: string
})[] = [
  { value: 'managers', label: 'managers.tab.managers', memberType: 'Secondary' },
  {
    value: 'ground-workers',
    label: 'managers.tab.groundWorkers',
    memberType: 'Non-Resident',
  },
]
export const DEFAULT_MANAGER_TAB: ManagerTab = 'managers'

export function Managers({ tab = DEFAULT_MANAGER_TAB, onTabChange }: { tab?: ManagerTab; onTabChange: (tab: ManagerTab) => void }) {
  const t = useT()
  const { query, members, actions } = useHouseholdMembers(MANAGER_TEXTS, 'managers')
  const memberType = MANAGER_TABS.find((t) => t.value === tab)?.memberType
  const rows = members
    ?.filter((m) => memberTypeOf(m) === memberType)
    // Only Managers rows invite and revoke; Ground Workers are display only.
    .map((m) => householdRow(m, { name: t('managers.unknownName'), status: 'Unknown' }, tab === 'managers'))

  return (
    <PeopleScreen title={t('managers.title')}>
      <TabbedMemberList tabs={MANAGER_TABS} value={tab} onChange={onTabChange} list={{ rows, query, actions }} />
    </PeopleScreen>
  )
}
