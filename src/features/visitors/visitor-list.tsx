import { Badge } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { visitorQueries } from '../../queries/visitors'
import { ListCard } from '../../ui/list-card'
import { ListRow, ListRows } from '../../ui/list-row'
import { useOpenDialog } from '../dialogs/open-dialog'
import type { Visitor } from '../../queries/visitors'
import type { ListSearch } from '../../ui/list-card'
import { accessUntil, categoryColor } from './visitor-rules'
import { SharePassLink } from '../passes/share-pass-link'

const VISITOR_SEARCH: ListSearch<Visitor> = {
  param: 'visitors',
  label: 'Search visitors',
  text: (v) => [v.visitor_name],
}

/** Visitor: name, call-in type and a category badge; a click opens Edit Visitor. */
export function VisitorList({ homeowner }: { homeowner: string | undefined }) {
  const query = useQuery(visitorQueries.list(homeowner))
  const openDialog = useOpenDialog()
  return (
    <ListCard title="Visitor" query={query} rows={query.data} search={VISITOR_SEARCH}>
      {(rows) => (
        <ListRows>
          {rows.map((v) => (
            <ListRow
              key={v.name}
              title={v.visitor_name || v.name}
              subtitle={[accessUntil(v.termination_date), v.call_in_type].filter(Boolean).join(' · ')}
              right={
                v.category ? (
                  <Badge color={categoryColor(v.category)} variant="filled">
                    {v.category}
                  </Badge>
                ) : null
              }
              onClick={() => openDialog('visitor-edit', v.name)}
              actions={<SharePassLink kind="visitor" name={v.name} holder={v.visitor_name || v.name} />}
            />
          ))}
        </ListRows>
      )}
    </ListCard>
  )
}
