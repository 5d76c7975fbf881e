import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { waitingChanges } from '../../queries/queued-changes'
import { signOut } from '../../session/actions'
import { useSessionStore } from '../../session/store'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import type { DialogProps } from '../dialogs/dialog-props'

/** '2 changes are waiting to send' (one: 'is'). */
export const waitingText = (count: number) => `${count} ${count === 1 ? 'change is' : 'changes are'} waiting to send`

/**
 * Log out while changes made offline still wait: they live only on this device and go
 * with the session, so the user is asked first.
 */
export default function LogoutDialog({ onClose }: DialogProps) {
  const queryClient = useQueryClient()
  const session = useSessionStore()
  const navigate = useNavigate()
  return (
    <ConfirmDialog
      opened
      title="Log out?"
      confirmLabel="Log out"
      cancelLabel="Stay signed in"
      onClose={onClose}
      onConfirm={() => void signOut(session, queryClient, () => navigate({ to: '/' }))}
    >
      {`${waitingText(waitingChanges(queryClient))}. They are sent when the connection returns, and lost if you log out now.`}
    </ConfirmDialog>
  )
}
