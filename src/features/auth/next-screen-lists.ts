import type { QueryClient } from '@tanstack/react-query'
import { authorizeUntilTheApp } from '../../frappe/client'
import type { SignedIn } from '../../queries/auth'
import { askForScreen, screenAt, type Screen } from '../../queries/screens'
import { signInLeadsTo } from './redirect'

/**
 * A sign-in accepted before the app has loaded (src/features/auth/early-sign-in.ts) leads to a
 * screen whose lists are asked for at once, with its tokens, while the app's code is still on its
 * way: on a slow line they are in by the time the app starts, which renders that screen behind the
 * busy sign-in page during the 1 s wait after a sign-in (src/main.tsx, acceptSignIn). A file of its own, fetched
 * beside the app's script and used by both (vite.config.ts). Returns the screen and the client they
 * were asked for in (`prefetchScreen`'s `askedIn`), or undefined when there is nothing to ask for:
 * a screen without lists, or the app already started (it asks for them itself).
 */
export function askForNextScreenLists(signedIn: SignedIn): NextScreenLists | undefined {
  const next = signInLeadsTo(new URLSearchParams(window.location.search).get('redirect') ?? undefined)
  const screen = screenAt(new URL(next, window.location.origin).pathname)
  if (!screen || !authorizeUntilTheApp(signedIn)) return undefined
  return { screen, askedIn: askForScreen(screen, signedIn.user) }
}

export interface NextScreenLists {
  screen: Screen
  askedIn: QueryClient
}
