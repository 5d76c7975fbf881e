import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { toast } from '../../ui/toast'
import { clubVisitorMutations, clubVisitorQueries } from '../../queries/club-visitors'
import { DeleteButton } from '../../ui/delete-button'
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
  const remove = useMutation(clubVisitorMutations.delete(useQueryClient()))
  const visitors = query.data ?? []
  const failed = query.isError && !query.data

  const onDelete = async (id: string): Promise<boolean> => {
    try {
      await remove.mutateAsync(id)
      toast.success('Visitor deleted successfully')
      return true
    } catch (error) {
      toast.failure('Failed to delete visitor', error)
      return false
    }
  }

  return (
    <ListCard title="Visitor Call" query={query} empty={!failed && visitors.length === 0}>
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
                  <DeleteButton
                    iconLabel={`Delete visitor ${name}`}
                    confirmTitle="Delete visitor"
                    confirmText={`Are you sure you want to delete the visitor call for ${name}?`}
                    onConfirm={() => onDelete(visitor.name)}
                  />
                }
              />
            )
          })}
        </ListRows>
      )}
    </ListCard>
  )
}
