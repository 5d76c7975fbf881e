import { onlineManager } from '@tanstack/react-query'
import { useEffect } from 'react'
import { DialogHost } from '../features/dialogs/dialog-host'
import { prefetchCode, whenIdle } from '../lazy-code'
import { useSession } from '../session/store'
import { AppLayout } from '../ui/app-layout'
import { saveLanguageChosenSignedOut } from '../ui/choose-language'

/** The signed-in layout with the dialog the URL opens: a part of its own, not in the public pages' code. */
export default function AuthedLayout() {
  // Once the signed-in app has painted and the browser is idle, every part a signed-in screen or
  // dialog may need downloads (src/lazy-code.ts): a resident who loses the network right after
  // signing in can still open every dialog and queue changes.
  useEffect(() => whenIdle(() => void prefetchCode()), [])
  // A part whose download failed meanwhile is fetched again as soon as the browser is back online.
  useEffect(() => onlineManager.subscribe((online) => void (online && prefetchCode())), [])
  // A language chosen on the sign-in page becomes the User's own on the site (D31).
  const email = useSession().user?.email
  useEffect(() => void (email && saveLanguageChosenSignedOut(email)), [email])
  return <AppLayout dialogs={<DialogHost />} />
}
