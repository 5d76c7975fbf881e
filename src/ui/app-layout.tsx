import { AppShell } from '@mantine/core'
import { Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { InAppLayout } from './error-screen'
import { TopBar } from './top-bar'

/** The protected layout: the top bar, the page, and `dialogs` (whatever dialog the URL opens). */
export function AppLayout({ dialogs }: { dialogs: ReactNode }) {
  return (
    <AppShell header={{ height: 64 }} padding={{ base: 'sm', sm: 'md', lg: 'xl' }}>
      <AppShell.Header>
        <TopBar />
      </AppShell.Header>
      <AppShell.Main bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
        <InAppLayout value>
          <Outlet />
        </InAppLayout>
      </AppShell.Main>
      {dialogs}
    </AppShell>
  )
}
