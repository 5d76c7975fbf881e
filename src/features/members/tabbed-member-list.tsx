import { Tabs } from '@mantine/core'
import type { ComponentProps } from 'react'
import { useT, type MessageId } from '../../i18n'
import { useFilteredRows } from '../../ui/list-card'
import { MemberList, usePeopleSearch } from './member-list'

export interface TabDef<T extends string> {
  value: T
  label: MessageId
}

type ListProps = Omit<ComponentProps<typeof MemberList>, 'label'>

/** Tabs over one list of people; the active tab comes from (and goes to) the URL. */
export function TabbedMemberList<T extends string>({
  tabs,
  value,
  onChange,
  list,
}: {
  tabs: readonly TabDef<T>[]
  value: T
  onChange: (tab: T) => void
  list: ListProps
}) {
  const t = useT()
  const filtered = useFilteredRows(usePeopleSearch(), list.rows)
  return (
    <>
      {filtered.field}
      {filtered.found}
      <Tabs
        value={value}
        onChange={(next) => {
          const tab = tabs.find((candidate) => candidate.value === next)
          if (tab) onChange(tab.value)
        }}
        keepMounted={false}
      >
        <Tabs.List mb="sm">
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} fz="sm" fw={600}>
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            <MemberList {...list} rows={filtered.rows} label={t(tab.label)} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  )
}
