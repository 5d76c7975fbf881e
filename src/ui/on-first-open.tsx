import { useMounted } from '@mantine/hooks'
import { Suspense, useState, type ReactNode } from 'react'
import type { MessageId } from '../i18n'
import { lazyCode, type LazyCode } from '../lazy-code'
import { DialogLoadBoundary } from './error-screen'

interface Openable {
  opened: boolean
  onClose: () => void
}

/**
 * A dialog or drawer that is part of a screen (not one the URL names, src/features/dialogs) and
 * whose code, with Mantine's Modal and Drawer, loads when it first opens: the screen a sign-in leads
 * to paints without it (it is fetched when the browser is idle, src/lazy-code.ts). While its code
 * loads, nothing shows; when it cannot be downloaded, it closes with a toast (DialogLoadBoundary;
 * `failed`, its message id, else 'This form could not be opened') and the next open tries again.
 */
export function onFirstOpen<P extends Openable>(Part: LazyCode<P>, failed?: MessageId) {
  return function OnFirstOpen(props: P) {
    const [wanted, setWanted] = useState(props.opened)
    if (props.opened && !wanted) setWanted(true)
    if (!wanted) return null
    const close = () => {
      setWanted(false)
      props.onClose()
    }
    return (
      <DialogLoadBoundary onClose={close} failed={failed}>
        <Suspense fallback={null}>
          <Opening opened={props.opened}>{(opened) => <Part {...props} opened={opened} />}</Opening>
        </Suspense>
      </DialogLoadBoundary>
    )
  }
}

/**
 * Mounts the part closed and opens it right after: Mantine's dialogs note what had the focus when
 * `opened` turns true, not when they mount open, and give it back on close.
 */
function Opening({ opened, children }: { opened: boolean; children: (opened: boolean) => ReactNode }) {
  return children(useMounted() && opened)
}

/** ConfirmDialog (./confirm-dialog) on a screen: the delete buttons' and the members' revoke. */
export const ConfirmDialogOnOpen = onFirstOpen(
  lazyCode(() => import('./confirm-dialog'), (m) => m.ConfirmDialog),
  'errorScreen.confirmLoadFailed',
)

/** The top bar's NavDrawer (./nav-drawer), opened by its Burger at phone width. */
export const NavDrawerOnOpen = onFirstOpen(
  lazyCode(() => import('./nav-drawer'), (m) => m.NavDrawer),
  'errorScreen.menuLoadFailed',
)
