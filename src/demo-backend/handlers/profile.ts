import type { HttpHandler } from 'msw'

export const profileHandlers: HttpHandler[] = []
