import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ALL_ROWS_UP_TO, ListRow, ListRows } from '../src/ui/list-row'

function renderList(length: number) {
  const names = Array.from({ length }, (_, i) => `Visitor ${i + 1}`)
  render(
    <MantineProvider env="test">
      <ListRows label="Visitors">
        {names.map((n) => (
          <ListRow key={n} title={n} />
        ))}
      </ListRows>
    </MantineProvider>,
  )
  return screen.getByRole('list', { name: 'Visitors' })
}

describe('lists', () => {
  it('render every row of a short list', () => {
    const list = renderList(ALL_ROWS_UP_TO)
    expect(within(list).getAllByRole('listitem')).toHaveLength(ALL_ROWS_UP_TO)
    expect(within(list).getByText(`Visitor ${ALL_ROWS_UP_TO}`)).toBeInTheDocument()
  })

  it('render only the first rows of a long one, each telling its place in the whole list', () => {
    const list = renderList(1000)
    const rows = within(list).getAllByRole('listitem')
    expect(rows.length).toBeLessThan(ALL_ROWS_UP_TO)
    expect(rows[0]).toHaveTextContent('Visitor 1')
    expect(rows[0]).toHaveAttribute('aria-posinset', '1')
    expect(rows[0]).toHaveAttribute('aria-setsize', '1000')
    expect(screen.queryByText('Visitor 1000')).not.toBeInTheDocument()
  })
})
