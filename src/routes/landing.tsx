import { createFileRoute } from '@tanstack/react-router'
import { lazyCode } from '../lazy-code'

// A part of its own (src/lazy-code.ts): the sign-in page, the one most visits open, does not need
// the landing page's artwork and text. Its prerendered HTML shows at once; the router loads this
// part before the app takes the page over (src/main.tsx awaits `router.load()`, which preloads a
// route's component), so hydration finds it there.
const LandingPage = lazyCode(() => import('../features/landing/landing-page'), (m) => m.LandingPage)

export const Route = createFileRoute('/landing')({
  component: LandingPage,
})
