import type { HttpHandler } from 'msw'

export const carHandlers: HttpHandler[] = []
