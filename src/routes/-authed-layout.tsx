import { onlineManager } from '@tanstack/react-query'
import { useEffect } from 'react'
import { DialogHost } from '../features/dialogs/dialog-host'
import { prefetchCode, whenIdle } from '../lazy-code'
import { AppLayout } from '../ui/app-layout'

/** The signed-in layout with the dialog the URL opens: a part of its own, not in the public pages' code. */
export default function AuthedLayout() {
  // Once the signed-in app has painted and the browser is idle, every part a signed-in screen or
  // dialog may need downloads (src/lazy-code.ts): a resident who loses the network right after
  // signing in can still open every dialog and queue changes.
  useEffect(() => whenIdle(() => void prefetchCode()), [])
  // A part whose download failed meanwhile is fetched again as soon as the browser is back online.
  useEffect(() => onlineManager.subscribe((online) => void (online && prefetchCode())), [])
  return <AppLayout dialogs={<DialogHost />} />
}
