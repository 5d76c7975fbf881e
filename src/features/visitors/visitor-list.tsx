import { Badge } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { visitorQueries } from '../../queries/visitors'
import { ListCard } from '../../ui/list-card'
import { ListError } from '../../ui/list-error'
import { ListRow, ListRows } from '../../ui/list-row'
import { useOpenDialog } from '../dialogs/open-dialog'
import { categoryColor } from './visitor-rules'

/** Visitor: name, call-in type and a category badge; a click opens Edit Visitor. */
export function VisitorList({ homeowner }: { homeowner: string | undefined }) {
  const query = useQuery(visitorQueries.list(homeowner))
  const openDialog = useOpenDialog()
  const rows = query.data ?? []
  return (
    <ListCard title="Visitor" query={query} empty={!query.isError && rows.length === 0}>
      {query.isError ? (
        <ListError onRetry={() => void query.refetch()} busy={query.isFetching} />
      ) : (
        <ListRows>
          {rows.map((v) => (
            <ListRow
              key={v.name}
              title={v.visitor_name || v.name}
              subtitle={v.call_in_type}
              right={
                v.category ? (
                  <Badge color={categoryColor(v.category)} variant="filled">
                    {v.category}
                  </Badge>
                ) : null
              }
              onClick={() => openDialog('visitor-edit', v.name)}
            />
          ))}
        </ListRows>
      )}
    </ListCard>
  )
}
