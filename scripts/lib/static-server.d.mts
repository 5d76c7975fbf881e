export function serveDist(
  dir: string,
  port: number,
  options?: { fallback?: '_shell.html' | 'index.html'; base?: string; proxy?: string },
): Promise<{ url: string; close: () => Promise<void> }>
