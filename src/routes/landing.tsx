import { createFileRoute } from '@tanstack/react-router'
import { lazyCode } from '../lazy-code'

export const Route = createFileRoute('/landing')({
  component: lazyCode(() => import('../features/landing/landing-page'), (m) => m.LandingPage),
})
