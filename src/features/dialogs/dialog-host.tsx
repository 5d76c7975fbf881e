import { useNavigate, useSearch } from '@tanstack/react-router'
import { Suspense } from 'react'
import { dialogFor } from './registry'

/** Renders the dialog the URL names; closing it removes it from the URL (so Back closes it too). */
export function DialogHost() {
  const { dialog, id } = useSearch({ from: '/_authed' })
  const navigate = useNavigate()
  const Dialog = dialogFor(dialog)
  if (!Dialog) return null
  const onClose = () =>
    void navigate({ to: '.', search: (prev) => ({ ...prev, dialog: undefined, id: undefined }), replace: false })
  return (
    <Suspense fallback={null}>
      <Dialog key={`${dialog}:${id ?? ''}`} id={id} onClose={onClose} />
    </Suspense>
  )
}
