import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { keptChanges } from '../../query-persist'
import { signOut } from '../../session/actions'
import { useSessionStore } from '../../session/store'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import type { DialogProps } from '../dialogs/dialog-props'
import { useT } from '../../i18n'

/**
 * Log out while changes made offline are still kept, in this tab or another (waiting to be sent,
 * or refused and not yet fixed or dismissed): they live only on this device and go with the
 * session, so the user is asked first.
 */
export default function LogoutDialog({ onClose }: DialogProps) {
  const queryClient = useQueryClient()
  const session = useSessionStore()
  const navigate = useNavigate()
  const translate = useT()
  const { waiting, refused } = keptChanges(queryClient)
  return (
    <ConfirmDialog
      opened
      title={translate('logout.title')}
      confirmLabel={translate('logout.confirm')}
      cancelLabel={translate('logout.stay')}
      onClose={onClose}
      // The question, answered, takes its place in the history: Back leads to the page under it.
      onConfirm={() => void signOut(session, queryClient, () => navigate({ to: '/', replace: true }))}
    >
      {[waiting ? translate('logout.waiting', { count: waiting }) : '', refused ? translate('logout.notSent', { count: refused }) : ''].filter(Boolean).join(' ')}
    </ConfirmDialog>
  )
}
