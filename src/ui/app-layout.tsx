import { Outlet } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { InAppLayout } from './error-screen'
import { TopBar } from './top-bar'

/**
 * The protected layout: the top bar, the page, and `dialogs` (whatever dialog the URL opens). Its
 * look is src/styles/layout.css. The top bar keeps its place when a dialog locks the page's scrolling
 * (react-remove-scroll's class for fixed elements at the right edge).
 */
export function AppLayout({ dialogs }: { dialogs: ReactNode }) {
  return (
    <>
      <header className="td-shell-header right-scroll-bar-position">
        <TopBar />
      </header>
      <main className="td-shell-main">
        <InAppLayout value>
          <Outlet />
        </InAppLayout>
      </main>
      {dialogs}
    </>
  )
}
