/** The session's keys in localStorage: the product's own names, read by the boot script (src/boot.ts) too. */
export const STORAGE_KEYS = { user: 'user', tokens: 'auth_tokens', sessionId: 'session_id' } as const

/**
 * What was typed into an open dialog when the page was left (src/forms/kept-draft.ts): kept in the
 * tab's sessionStorage for the reload that follows, removed when the session ends.
 */
export const DRAFT_KEY = 'traffic-dash-draft'
