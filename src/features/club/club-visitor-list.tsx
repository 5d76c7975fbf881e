import { ActionIcon } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useState } from 'react'
import { toast } from '../../ui/toast'
import { clubVisitorMutations, clubVisitorQueries } from '../../queries/club-visitors'
import { ConfirmDialog, preloadConfirmDialog } from '../../ui/confirm-dialog'
import { ListCard } from '../../ui/list-card'
import { ListError } from '../../ui/list-error'
import { ListRow, ListRows } from '../../ui/list-row'

function until(termination: string | null | undefined): string | undefined {
  if (!termination) return undefined
  const d = dayjs(termination.slice(0, 19).replace(' ', 'T'))
  return d.isValid() ? `Access until ${d.format('D MMM, HH:mm')}` : undefined
}

/** Today's club visitor call-ins: visitor name, and delete after a confirmation (D11). */
export function ClubVisitorList({ clubMember }: { clubMember: string }) {
  const query = useQuery(clubVisitorQueries.list(clubMember))
  const queryClient = useQueryClient()
  const removeOptions = clubVisitorMutations.delete(queryClient)
  const remove = useMutation(removeOptions)
  const [pending, setPending] = useState<{ id: string; name: string } | null>(null)
  const visitors = query.data ?? []
  const failed = query.isError && !query.data

  const confirm = () => {
    // The mutation cache, not `remove.isPending`: a second click may land before the re-render.
    if (!pending || queryClient.isMutating({ mutationKey: removeOptions.mutationKey }) > 0) return
    remove.mutate(pending.id, {
      onSuccess: () => {
        toast.success('Visitor deleted successfully')
        setPending(null)
      },
      onError: () => toast.error('Failed to delete visitor'),
    })
  }

  return (
    <>
      <ListCard title="Visitor Call" loading={query.isPending} empty={!failed && visitors.length === 0}>
        {failed ? (
          <ListError onRetry={() => void query.refetch()} busy={query.isFetching} />
        ) : (
          <ListRows label="Visitor calls">
            {visitors.map((visitor) => {
              const name = visitor.visitor_name?.trim() || 'N/A'
              return (
                <ListRow
                  key={visitor.name}
                  title={name}
                  subtitle={until(visitor.termination_date)}
                  right={
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Delete visitor ${name}`}
                      onPointerEnter={preloadConfirmDialog}
                      onFocus={preloadConfirmDialog}
                      onClick={() => setPending({ id: visitor.name, name })}
                    >
                      <IconTrash size={20} aria-hidden />
                    </ActionIcon>
                  }
                />
              )
            })}
          </ListRows>
        )}
      </ListCard>
      <ConfirmDialog
        opened={pending !== null}
        title="Delete visitor"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onClose={() => !remove.isPending && setPending(null)}
        onConfirm={confirm}
      >
        Are you sure you want to delete the visitor call for {pending?.name ?? 'this visitor'}?
      </ConfirmDialog>
    </>
  )
}
