export function serveDist(dir: string, port: number): Promise<{ url: string; close: () => Promise<void> }>
