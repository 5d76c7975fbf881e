import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { toast as sonner } from 'sonner'
import { expect, it, vi } from 'vitest'

// The toasts' code (sonner and the app's Toaster) is a file of its own, asked for once the app has
// rendered (src/ui/toast.tsx). The test files of a worker share loaded modules (vite.config.ts), and
// an earlier one may have had that code asked for: this test takes a fresh instance of
// src/ui/toast.tsx (a query makes it another module), which has asked for nothing yet.
it("a toast raised before the toasts' code is there and before any Toaster is on the page shows once the Toaster is", async () => {
  const fresh = '../src/ui/toast.tsx?fresh'
  const { AppToaster, toast } = (await import(/* @vite-ignore */ fresh)) as typeof import('../src/ui/toast')
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
