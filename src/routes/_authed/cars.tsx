import { createFileRoute } from '@tanstack/react-router'
import { CarsPage, CarsPending, loadCars } from '../../features/cars/cars-page'

export const Route = createFileRoute('/_authed/cars')({
  // Start the user's car list before the page renders; a failure shows on the page, not as a crash.
  loader: ({ context }) => loadCars(context.queryClient, context.session.get().user),
  pendingComponent: CarsPending,
  pendingMs: 100,
  component: CarsPage,
})
