import type { HttpHandler } from 'msw'

export const guestHandlers: HttpHandler[] = []
