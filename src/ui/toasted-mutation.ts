import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query'
import { toast } from './toast'

/**
 * A change the user asked for from a dialog or a delete button, made with a resource's mutation
 * options: on success its toast, then `onDone` (a dialog closes); on failure the error toast and
 * nothing else (decision D8: a dialog stays open with everything the user entered). The returned
 * function resolves whether it succeeded (a delete's confirmation stays open when it did not), and
 * keeps a form's submit busy until then.
 */
export function useToastedMutation<TData, TVars, TOnMutateResult>(
  mutation: (queryClient: QueryClient) => UseMutationOptions<TData, Error, TVars, TOnMutateResult>,
  texts: { success: string; failure: string },
  onDone?: () => void,
): (vars: TVars) => Promise<boolean> {
  const { mutateAsync } = useMutation(mutation(useQueryClient()))
  return async (vars) => {
    try {
      await mutateAsync(vars)
      toast.success(texts.success)
      onDone?.()
      return true
    } catch (error) {
      toast.failure(texts.failure, error)
      return false
    }
  }
}
