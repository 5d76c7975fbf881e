import { useEffect, useState } from 'react'

/** An object URL for the chosen file, revoked when the file changes or the component unmounts. */
export function usePhotoPreview(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!file) {
      setUrl(undefined)
      return
    }
    const next = URL.createObjectURL(file)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  return url
}
