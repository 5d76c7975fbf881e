export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Only a same-site path may be a place to return to after signing in. */
export function safeRedirect(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined
  if (target === '/' || target.startsWith('/?')) return undefined
  return target
}
