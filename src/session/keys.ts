/** The session's keys in localStorage: the product's own names, read by the boot script (src/boot.ts) too. */
export const STORAGE_KEYS = { user: 'user', tokens: 'auth_tokens', sessionId: 'session_id' } as const
