export function serveDist(
  dir: string,
  port: number,
  options?: { fallback?: '_shell.html' | 'index.html' },
): Promise<{ url: string; close: () => Promise<void> }>
