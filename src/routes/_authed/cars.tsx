import { createFileRoute } from '@tanstack/react-router'
import { CarsPage, CarsPending } from '../../features/cars/cars-page'
import { prefetchScreen } from '../../queries/screens'

export const Route = createFileRoute('/_authed/cars')({
  loader: ({ context }) => prefetchScreen(context.queryClient, '/cars', context.session.get().user),
  pendingComponent: CarsPending,
  pendingMs: 100,
  component: CarsPage,
})
