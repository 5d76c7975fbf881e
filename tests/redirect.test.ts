import { describe, expect, it } from 'vitest'
import { safeRedirect } from '../src/features/auth/redirect'

describe('safeRedirect: where signing in may return to', () => {
  it.each([
    ['/settings', '/settings'],
    ['/members?tab=invited', '/members?tab=invited'],
    ['/dashboard?dialog=visitor#top', '/dashboard?dialog=visitor#top'],
    ['/passes/visitor/VCI-0001', '/passes/visitor/VCI-0001'],
  ])('keeps the path %s on this origin', (target, kept) => {
    expect(safeRedirect(target)).toBe(kept)
  })

  it.each([
    undefined,
    '',
    '/',
    '/?redirect=/x',
    'settings',
    'https://evil.com/',
    'javascript:alert(1)',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r/evil.com',
    '/\t\\evil.com',
    '/settings\u0000',
    '/settings\u007f',
    '/\u0085/evil.com',
    '/.//evil.com',
    '/./\\evil.com',
    '/../\\/evil.com',
    '/x/..//evil.com',
    '/%2e//evil.com',
  ])('refuses %j', (target) => {
    expect(safeRedirect(target)).toBeUndefined()
  })
})
