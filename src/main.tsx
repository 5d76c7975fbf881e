import '@mantine/core/styles.css'
import '@mantine/dates/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, createApp } from './app'
import { DEMO_MODE } from './config'

async function start() {
  // The demo backend only exists in builds without VITE_FRAPPE_URL (the branch is removed otherwise).
  if (DEMO_MODE) {
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
