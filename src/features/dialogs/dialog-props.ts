/** What every dialog of the registry is given (a file of its own: the dialogs import it, the registry imports them). */
export interface DialogProps {
  /** The record the dialog is about (`?id=`), for edit dialogs. */
  id?: string
  /** What was typed into a change the server refused after it waited offline: the dialog starts from it. */
  draft?: unknown
  onClose: () => void
}
