import { useNavigate } from '@tanstack/react-router'
import { changeRef, type QueuedChange } from '../../queries/queued-changes'
import { isNewRow, type WithChange } from '../../ui/queued-rows'
import { useCallback } from 'react'
import type { DialogName } from './names'

/** Opens a registered dialog by putting it in the URL (decision D18: `?dialog=<name>&id=<record>`). */
export function useOpenDialog() {
  const navigate = useNavigate()
  return useCallback((dialog: DialogName, id?: string) => void navigate({ to: '.', search: (prev) => ({ ...prev, dialog, id }) }), [navigate])
}

/** The `?id=` of a change made offline that the server refused: its dialog starts from what was typed. */
export const changeDialogId = (change: QueuedChange<unknown>) => changeRef(change.id)

/** Opens the dialog of a refused change: the edit dialog for an edit, else the create dialog. */
export function useReopenChange(create: DialogName, edit?: DialogName) {
  const open = useOpenDialog()
  return (change: QueuedChange<unknown> | undefined) =>
    change ? () => open(change.action === 'update' && edit ? edit : create, changeDialogId(change)) : undefined
}

/**
 * What each row of a list with changes made offline gets (`<ListRow {...changeRow(row)} />`): its
 * waiting or refused change, whether it is a new record not on the server yet, the dialog that
 * opens a refused change again and, for a list with an edit dialog, that dialog on click.
 */
export function useChangeRow(create: DialogName, edit?: DialogName) {
  const open = useOpenDialog()
  const reopen = useReopenChange(create, edit)
  return (row: WithChange<{ name: string }>) => ({
    change: row.change,
    // A row whose record is gone has nothing on the server to open either: its change can only be dismissed.
    isNew: isNewRow(row) || row.gone === true,
    onReopen: row.gone ? undefined : reopen(row.change),
    // A refused edit's row opens as its 'Edit and send again' does: from what was typed, and once
    // sent it takes the refused edit's place (opened on the record, both would stay, the refused one
    // laid over what the site has).
    onClick: edit ? (row.change?.failed && row.change.action === 'update' ? reopen(row.change) : () => open(edit, row.name)) : undefined,
  })
}
