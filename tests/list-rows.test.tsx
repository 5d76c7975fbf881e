import { MantineProvider } from '@mantine/core'
import { act, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ListRow, ListRows, ROWS_PER_PAGE } from '../src/ui/list-row'

let trigger: (() => void) | undefined
class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    trigger = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never)
  }
  disconnect() {}
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver
  trigger = undefined
})

describe('long lists', () => {
  it('mount the first rows at once and the next ones when the end scrolls into view', async () => {
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver })
    const names = Array.from({ length: 120 }, (_, i) => `Visitor ${i + 1}`)
    render(
      <MantineProvider env="test">
        <ListRows label="Visitors">
          {names.map((n) => (
            <ListRow key={n} title={n} />
          ))}
        </ListRows>
      </MantineProvider>,
    )
    const list = screen.getByRole('list', { name: 'Visitors' })
    // The rows a user (and a screen reader) gets; the hidden end marker is not one.
    expect(within(list).getAllByRole('listitem')).toHaveLength(ROWS_PER_PAGE)
    expect(screen.queryByText('Visitor 51')).not.toBeInTheDocument()
    act(() => trigger?.())
    expect(await screen.findByText('Visitor 100')).toBeInTheDocument()
    act(() => trigger?.())
    expect(await screen.findByText('Visitor 120')).toBeInTheDocument()
    // Every row mounted, and no end marker left.
    expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(120)
  })
})
