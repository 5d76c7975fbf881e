import { createFileRoute, notFound } from '@tanstack/react-router'
import { isPassKind, passQuery } from '../../features/passes/pass-kinds'
import { lazyCode } from '../../lazy-code'

/** The pass page and its QR code library (`uqr`) are a part of their own (src/lazy-code.ts). */
const PassPage = lazyCode(() => import('../../features/passes/pass-page'), (m) => m.PassPage)

/** A visitor's pass (`/passes/visitor/VCI-00012`). */
export const Route = createFileRoute('/_authed/passes/$kind/$name')({
  loader: ({ context, params }) => {
    if (!isPassKind(params.kind)) throw notFound()
    const user = context.session.get().user
    if (user) void context.queryClient.prefetchQuery(passQuery(params.kind, params.name, user))
    // Its code downloads beside its data; a failure shows when the page renders.
    void PassPage.preload().catch(() => undefined)
  },
  component: PassRoute,
})

function PassRoute() {
  const { kind, name } = Route.useParams()
  return isPassKind(kind) ? <PassPage kind={kind} name={name} /> : null
}
