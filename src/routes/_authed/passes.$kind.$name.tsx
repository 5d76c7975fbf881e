import { createFileRoute, notFound } from '@tanstack/react-router'
import { isPassKind, passQuery } from '../../features/passes/pass-kinds'

/** A visitor's pass (`/passes/visitor/VCI-00012`); its page and the QR code library load with it alone. */
export const Route = createFileRoute('/_authed/passes/$kind/$name')({
  loader: ({ context, params }) => {
    if (!isPassKind(params.kind)) throw notFound()
    const user = context.session.get().user
    if (user) void context.queryClient.prefetchQuery(passQuery(params.kind, params.name, user))
  },
})
