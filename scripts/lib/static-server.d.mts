import type { IncomingMessage } from 'node:http'

export function serveDist(
  dir: string,
  port: number,
  options?: { fallback?: '_shell.html' | 'index.html'; base?: string; proxy?: string; refuse?: (request: IncomingMessage) => boolean },
): Promise<{ url: string; close: () => Promise<void> }>
