import type { HttpHandler } from 'msw'

export const recurringServiceHandlers: HttpHandler[] = []
