import { act, screen, waitFor } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { shouldRetry } from '../src/query-client'
import { FrappeError } from '../src/frappe/errors'
import { OFFLINE_TEXT } from '../src/ui/offline-notice'
import { renderApp } from './render-app'

afterEach(() => onlineManager.setOnline(true))

describe('offline', () => {
  it('shows a notice while offline and hides it when the network returns', async () => {
    await renderApp('/dashboard')
    await screen.findByRole('button', { name: /User menu/ })
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument()
    act(() => onlineManager.setOnline(false))
    expect(await screen.findByText(OFFLINE_TEXT)).toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument())
  })
})

describe('retry policy', () => {
  const err = (status: number, kind: FrappeError['kind'] = 'http') => new FrappeError({ status, kind, path: '/x' })
  it('retries network failures and 5xx at most twice, never 4xx or a time-out', () => {
    expect(shouldRetry(0, err(0, 'network'))).toBe(true)
    expect(shouldRetry(1, err(502))).toBe(true)
    expect(shouldRetry(2, err(502))).toBe(false)
    for (const status of [401, 403, 404, 409, 417, 429]) expect(shouldRetry(0, err(status))).toBe(false)
    expect(shouldRetry(0, err(0, 'timeout'))).toBe(false)
    expect(shouldRetry(0, err(200, 'malformed'))).toBe(false)
  })
})
