import { Tabs } from '@mantine/core'
import type { ComponentProps } from 'react'
import { useFilteredRows } from '../../ui/list-card'
import { MemberList, PEOPLE_SEARCH } from './member-list'

export interface TabDef<T extends string> {
  value: T
  label: string
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
  const filtered = useFilteredRows(PEOPLE_SEARCH, list.rows)
  return (
    <>
      {filtered.field}
      <Tabs
        value={value}
        onChange={(next) => {
          const tab = tabs.find((t) => t.value === next)
          if (tab) onChange(tab.value)
        }}
        keepMounted={false}
      >
        <Tabs.List mb="sm">
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} fz="sm" fw={600}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            <MemberList {...list} rows={filtered.rows} label={t.label} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  )
}
