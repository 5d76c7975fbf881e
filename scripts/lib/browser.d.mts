import type { Browser, Page } from 'playwright-core'
export const CHROMIUM_ARGS: string[]
export const DEMO_PASSWORD: string
export function launchBrowser(extraArgs?: string[]): Promise<Browser>
export function signIn(page: Page, email: string, password?: string): Promise<void>
