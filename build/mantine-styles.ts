import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The app ships Mantine's styles component by component (src/styles/mantine.css), so the build
 * fails when the code renders a Mantine component or part whose styles that file does not import:
 * without them it would show unstyled.
 */
export function mantineStylesCheck(): Plugin {
  let root = ''
  return {
    name: 'traffic-dash:mantine-styles',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => {
      root = config.root
    },
    generateBundle(_, bundle) {
      const imported = readFileSync(resolve(root, 'src/styles/mantine.css'), 'utf8')
      const styles = resolve(root, 'node_modules/@mantine/core/styles')
      const missing = new Set<string>()
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        for (const [id, module] of Object.entries(chunk.modules)) {
          const part = /@mantine\/core\/esm\/(?:components|utils)\/([^/]+)\//.exec(id)?.[1]
          if (part && module.renderedLength > 0 && existsSync(`${styles}/${part}.layer.css`) && !imported.includes(`/${part}.layer.css'`)) missing.add(part)
        }
      }
      if (missing.size) this.error(`src/styles/mantine.css lacks the styles of Mantine's ${[...missing].join(', ')}: import @mantine/core/styles/<name>.layer.css there, after the parts it is built from`)
    },
  }
}
