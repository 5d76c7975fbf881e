import { useEffect, useMemo } from 'react'

/** An object URL for the chosen file, revoked when the file changes or the component unmounts. */
export function usePhotoPreview(file: File | undefined): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file])
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url])
  return url
}
