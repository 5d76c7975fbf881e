import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chrome 136+; only a comment to other engines) on the app's entry
 * file, whose code all runs as soon as it arrives: V8 then compiles its functions on a background
 * thread while the file streams in, instead of one by one on the main thread at their first call.
 * V8 reads the comment only on a file's first line, and Vite writes its map of lazily loaded files
 * at the top of an entry in its own generateBundle, so the hint is added after that (order: 'post').
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

export function compileHints(): Plugin {
  return {
    name: 'traffic-dash:compile-hints',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    // The file's name follows its content, hint included.
    augmentChunkHash: (chunk) => (chunk.isEntry ? COMPILE_HINT : undefined),
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) chunk.code = COMPILE_HINT + chunk.code
      },
    },
  }
}
