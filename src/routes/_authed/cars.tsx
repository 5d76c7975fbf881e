import { createFileRoute } from '@tanstack/react-router'
import { CarsPending } from '../../features/cars/cars-pending'
import { lazyCode } from '../../lazy-code'
import { prefetchScreen } from '../../queries/screens'

// The screen is a part of its own (src/lazy-code.ts), as every signed-in screen: imported from the
// entry, it brought the lists' code (and TanStack Virtual) to the public pages.
const CarsPage = lazyCode(() => import('../../features/cars/cars-page'), (m) => m.CarsPage)

export const Route = createFileRoute('/_authed/cars')({
  loader: ({ context }) => prefetchScreen(context.queryClient, '/cars', context.session.get().user),
  pendingComponent: CarsPending,
  pendingMs: 100,
  component: CarsPage,
})
