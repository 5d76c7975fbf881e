import { act } from '@testing-library/react'
import { onTestFinished, vi } from 'vitest'

/**
 * The device loses its connection, as a browser says it: `navigator.onLine` turns false and
 * 'offline' fires (TanStack Query's online manager follows it). Returns what brings it back.
 */
export function deviceOffline(): () => void {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  // A test that fails before it comes back online leaves the next one online all the same.
  onTestFinished(() => onLine.mockRestore())
  act(() => void window.dispatchEvent(new Event('offline')))
  return () => {
    onLine.mockRestore()
    act(() => void window.dispatchEvent(new Event('online')))
  }
}
