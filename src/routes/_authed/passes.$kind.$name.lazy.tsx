import { createLazyFileRoute } from '@tanstack/react-router'
import { isPassKind } from '../../features/passes/pass-kinds'
import { PassPage } from '../../features/passes/pass-page'

export const Route = createLazyFileRoute('/_authed/passes/$kind/$name')({
  component: PassRoute,
})

function PassRoute() {
  const { kind, name } = Route.useParams()
  return isPassKind(kind) ? <PassPage kind={kind} name={name} /> : null
}
