import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { DialogName } from './names'

/** Opens a registered dialog by putting it in the URL (decision D18: `?dialog=<name>&id=<record>`). */
export function useOpenDialog() {
  const navigate = useNavigate()
  return useCallback((dialog: DialogName, id?: string) => void navigate({ to: '.', search: (prev) => ({ ...prev, dialog, id }) }), [navigate])
}
