import { createHash } from 'node:crypto'
import { resolve } from 'node:path'
import { rolldown } from 'rolldown'
import type { OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'

export interface BootScript {
  /** The script, minified, as it goes inline into every page. */
  code: string
  /** Its CSP source: `'sha256-…'`. */
  hash: string
}

/** The app's module that sends a sign-in held before the app has loaded (the boot script imports it). */
export const HELD_SIGN_IN_MODULE = 'src/features/auth/held-sign-in.ts'

/**
 * The boot script (src/boot.ts, a typed and linted source file) compiled into one self-contained
 * inline script, with the hash the Content-Security-Policy allows it by. `heldSignIn` is where the
 * page gets HELD_SIGN_IN_MODULE from; without it (a demo build), a held sign-in waits for the app.
 */
export async function compileBootScript(heldSignIn = ''): Promise<BootScript> {
  const bundle = await rolldown({
    input: 'src/boot.ts',
    logLevel: 'silent',
    transform: { define: { HELD_SIGN_IN_MODULE: JSON.stringify(heldSignIn) } },
  })
  const { output } = await bundle.generate({ format: 'iife', minify: true })
  await bundle.close()
  const code = output[0].code.trim()
  return { code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` }
}

/**
 * Where a page gets HELD_SIGN_IN_MODULE: in a build, the file the bundler wrote for it (it is a chunk
 * of its own, `bootScript` asks for one); on the dev server, the source file. The same module the
 * app imports, so the boot script and the app share its one sign-in.
 */
export function heldSignInAddress(base: string, root: string, bundle?: OutputBundle): string {
  return heldSignInFiles(base, root, bundle)[0]!
}

/**
 * The held sign-in's module and every file it imports, itself first: what a Submit needs, which the
 * page asks for before its other scripts. On the dev server, the source file alone.
 */
export function heldSignInFiles(base: string, root: string, bundle?: OutputBundle): string[] {
  if (!bundle) return [`${base}${HELD_SIGN_IN_MODULE}`]
  const id = resolve(root, HELD_SIGN_IN_MODULE)
  const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])))
  const held = [...chunks.values()].find((chunk) => chunk.facadeModuleId === id)
  if (!held) throw new Error(`The build has no file of its own for ${HELD_SIGN_IN_MODULE}`)
  const files = new Set([held.fileName])
  for (const fileName of files) for (const imported of chunks.get(fileName)?.imports ?? []) files.add(imported)
  return [...files].map((fileName) => `${base}${fileName}`)
}

/**
 * The boot script of a page: compiled for this build (a demo build's holds a sign-in for the app).
 * The same script, and so the same hash, for the page and for the security headers.
 */
export type BootScriptFor = (bundle?: OutputBundle) => Promise<BootScript>

export function bootScriptFor({ base, root, sendsHeldSignIn }: { base: string; root: string; sendsHeldSignIn: boolean }): BootScriptFor {
  const compiled = new Map<string, Promise<BootScript>>()
  return (bundle) => {
    const address = sendsHeldSignIn ? heldSignInAddress(base, root, bundle) : ''
    if (!compiled.has(address)) compiled.set(address, compileBootScript(address))
    return compiled.get(address)!
  }
}

/**
 * Puts the boot script inline in the <head> of every page, in development too. In a build, the
 * held sign-in's module is made a file of its own, so the boot script can import it by address.
 */
export function bootScript(boot: BootScriptFor, { base, root, sendsHeldSignIn }: { base: string; root: string; sendsHeldSignIn: boolean }): Plugin {
  return {
    name: 'traffic-dash:boot-script',
    // (The pages' build and dev server: the prerender's server build has no page.)
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    buildStart() {
      if (sendsHeldSignIn && this.environment.mode === 'build') {
        this.emitFile({ type: 'chunk', id: resolve(this.environment.config.root, HELD_SIGN_IN_MODULE), preserveSignature: 'exports-only' })
      }
    },
    transformIndexHtml: async (_html, { bundle }) => [
      { tag: 'script', children: (await boot(bundle)).code, injectTo: 'head' },
      // Asked for before the page's other scripts, so that a Submit finds them there.
      ...(sendsHeldSignIn ? heldSignInFiles(base, root, bundle) : []).map((href) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href },
        injectTo: 'head-prepend' as const,
      })),
    ],
  }
}
