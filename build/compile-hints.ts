import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chrome 136+; only a comment to other engines) on the files whose code
 * all runs as soon as the page opens: each entry file and the files it imports statically (the
 * bundler splits the start-up into several files, the code the sign-in module shares with the app
 * among them). V8 then compiles their functions on a background thread while the files stream in,
 * instead of one by one on the main thread at their first call. Files loaded later (`import()`)
 * keep V8's lazy compiling: most of their functions never run on a given visit.
 * V8 reads the comment only on a file's first line, and Vite writes its map of lazily loaded files
 * at the top of an entry in its own generateBundle, so the hint is added after that (order: 'post').
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

export function compileHints(): Plugin {
  return {
    name: 'traffic-dash:compile-hints',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    // A file's name follows its content: with the hint or without, it is another file.
    augmentChunkHash: () => COMPILE_HINT,
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []))
        const atStart = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((entry) => [entry.fileName, ...entry.imports]))
        for (const chunk of chunks) if (atStart.has(chunk.fileName)) chunk.code = COMPILE_HINT + chunk.code
      },
    },
  }
}
