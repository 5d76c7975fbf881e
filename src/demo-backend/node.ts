import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** The demo backend for unit tests (msw/node). */
export const server = setupServer(...handlers)
export { demoControl } from './control'
