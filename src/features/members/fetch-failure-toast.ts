import { useEffect } from 'react'
import { toast } from '../../ui/toast'

/** Spec section 8: a failed list fetch says so once per failure (the list shows empty). */
export function useFetchFailureToast(query: { isError: boolean; errorUpdatedAt: number }, text: string) {
  const { isError, errorUpdatedAt } = query
  useEffect(() => {
    if (isError) toast.error(text, { id: `fetch-failed-${text}` })
  }, [isError, errorUpdatedAt, text])
}
