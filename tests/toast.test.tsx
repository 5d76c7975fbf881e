import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { toast as sonner } from 'sonner'
import { expect, it, vi } from 'vitest'
import { AppToaster, toast } from '../src/ui/toast'

// The toasts' code (sonner and the app's Toaster) is a file of its own, asked for once the app has
// rendered (src/ui/toast.tsx). This file's module state is its own (Vitest isolates test files):
// nothing has asked for that code before this test.
it("a toast raised before the toasts' code is there and before any Toaster is on the page shows once the Toaster is", async () => {
  toast.success('Saved before the first render')
  // Handed to sonner once its code has arrived, though no Toaster listens yet: sonner keeps it.
  await vi.waitFor(() => expect(sonner.getToasts().map((shown) => ('title' in shown ? shown.title : undefined))).toContain('Saved before the first render'))
  render(
    <MantineProvider env="test">
      <AppToaster />
    </MantineProvider>,
  )
  expect(await screen.findByText('Saved before the first render')).toBeInTheDocument()
  // Later toasts go straight to the Toaster.
  toast.error('Failed after it')
  expect(await screen.findByText('Failed after it')).toBeInTheDocument()
})
