import { Tabs } from '@mantine/core'
import { useEffect, useRef, type ComponentProps } from 'react'
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
  // A row of tabs wider than the screen (a phone) scrolls: the chosen one is brought into view,
  // whether chosen here or opened from the address. (Chromium does not scroll a tab the keyboard
  // moves to when part of it shows already.)
  const row = useRef<HTMLDivElement>(null)
  useEffect(() => {
    row.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [value])
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
        <Tabs.List ref={row} mb="sm" className="td-tab-row">
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
