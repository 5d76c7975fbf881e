import './styles/public'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, createApp } from './app'

async function start() {
  // The demo backend only exists in builds without VITE_FRAPPE_URL: the bundler replaces the
  // variable by its value at build time, folds the condition, and drops the import and its chunk.
  if (!import.meta.env.VITE_FRAPPE_URL) {
    const { startDemoBackend } = await import('./demo-backend/browser')
    await startDemoBackend()
  }
  const { router, queryClient } = createApp()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  )
}

void start()
