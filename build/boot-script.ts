import { createHash } from 'node:crypto'
import { rolldown } from 'rolldown'
import type { Plugin } from 'vite'

export interface BootScript {
  /** The script, minified, as it goes inline into every page. */
  code: string
  /** Its CSP source: `'sha256-…'`. */
  hash: string
}

/**
 * The boot script (src/boot.ts, a typed and linted source file) compiled into one self-contained
 * inline script, with the hash the Content-Security-Policy allows it by. Computed at every build,
 * so the policy the build writes (build/security-headers.ts) always matches the script.
 */
export async function compileBootScript(entry = 'src/boot.ts'): Promise<BootScript> {
  const bundle = await rolldown({ input: entry, logLevel: 'silent' })
  const { output } = await bundle.generate({ format: 'iife', minify: true })
  await bundle.close()
  const code = output[0].code.trim()
  return { code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` }
}

/** Puts the boot script inline in the <head> of every page, in development too. */
export function bootScript(boot: BootScript): Plugin {
  return {
    name: 'traffic-dash:boot-script',
    transformIndexHtml: () => [{ tag: 'script', children: boot.code, injectTo: 'head' }],
  }
}
