import { ActionIcon } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from '../../ui/toast'
import { clubAccessMutations, clubAccessQueries, clubGuestFullName, type ClubGuest } from '../../queries/club-access'
import { ConfirmDialog, preloadConfirmDialog } from '../../ui/confirm-dialog'
import { ListCard } from '../../ui/list-card'
import { ListError } from '../../ui/list-error'
import { ListRow, ListRows } from '../../ui/list-row'

/** The club's guest list: full name (guest_name + guest_last_name) and a delete action that asks first (D11). */
export function ClubGuestList({ clubMember }: { clubMember: string }) {
  const query = useQuery(clubAccessQueries.detail(clubMember))
  const queryClient = useQueryClient()
  const removeOptions = clubAccessMutations.deleteGuest(queryClient)
  const remove = useMutation(removeOptions)
  const [pending, setPending] = useState<{ id: string; name: string } | null>(null)
  const guests = query.data?.guests ?? []
  const failed = query.isError && !query.data

  const confirm = () => {
    // The mutation cache, not `remove.isPending`: a second click may land before the re-render.
    if (!pending || queryClient.isMutating({ mutationKey: removeOptions.mutationKey }) > 0) return
    remove.mutate(
      { club_member: clubMember, guest_id: pending.id },
      {
        onSuccess: () => {
          toast.success('Guest deleted successfully')
          setPending(null)
        },
        onError: () => toast.error('Failed to delete guest'),
      },
    )
  }

  return (
    <>
      <ListCard title="Guest List" loading={query.isPending} empty={!failed && guests.length === 0}>
        {failed ? (
          <ListError onRetry={() => void query.refetch()} busy={query.isFetching} />
        ) : (
          <ListRows label="Guests">
            {guests.map((guest: ClubGuest) => {
              const name = clubGuestFullName(guest) || 'N/A'
              return (
                <ListRow
                  key={guest.name}
                  title={name}
                  right={
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Delete guest ${name}`}
                      onPointerEnter={preloadConfirmDialog}
                      onFocus={preloadConfirmDialog}
                      onClick={() => setPending({ id: guest.name, name })}
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
        title="Delete guest"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onClose={() => !remove.isPending && setPending(null)}
        onConfirm={confirm}
      >
        Are you sure you want to delete {pending?.name ?? 'this guest'} from your guest list?
      </ConfirmDialog>
    </>
  )
}
