import { useEffect, useMemo } from 'react'

/** An object URL (`blob:`) for a file or blob, revoked when it changes or the component unmounts. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob])
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url])
  return url
}
