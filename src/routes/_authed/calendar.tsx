import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import type { CalendarView } from '../../features/calendar/calendar-page'
import { lazyCode, withParts } from '../../lazy-code'
import { prefetchScreen } from '../../queries/screens'
import { optionalOneOf } from '../-search'

const CalendarPage = lazyCode(() => import('../../features/calendar/calendar-page'), (m) => m.CalendarPage)

/** `/calendar?view=month&date=2026-11-25`: Back and a reload keep the view and the day. */
export const Route = createFileRoute('/_authed/calendar')({
  validateSearch: z.object({
    // Week is the default view, so only month is kept in the address.
    view: optionalOneOf(['month'] as const satisfies readonly CalendarView[]),
    date: z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
  }),
  // The calendar is drawn from the dashboard's lists: fresh ones cost no call.
  loader: ({ context }) => prefetchScreen(context.queryClient, '/dashboard', context.session.get().user),
  component: withParts(CalendarRoute, CalendarPage),
})

function CalendarRoute() {
  const { view = 'week', date } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CalendarPage
      view={view}
      date={date}
      onChange={(next) =>
        void navigate({
          search: (prev) => ({ ...prev, view: (next.view ?? view) === 'month' ? 'month' : undefined, date: 'date' in next ? next.date : date }),
        })
      }
    />
  )
}
