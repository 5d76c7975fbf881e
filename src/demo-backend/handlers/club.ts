import type { HttpHandler } from 'msw'

export const clubHandlers: HttpHandler[] = []
