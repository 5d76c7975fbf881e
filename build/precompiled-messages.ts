import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'

/**
 * The message catalogues (src/i18n/messages/*.json) ship compiled: each message as FormatJS's syntax
 * tree, parsed here at build time, so the app ships without FormatJS's message parser (its
 * `no-parser` build, about 12 KB of gzip, and the work of parsing each message the first time it
 * shows). Build only: the tests and the dev server read the catalogues as written.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'traffic-dash:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
    }),
    transform: {
      filter: { id: /[\\/]src[\\/]i18n[\\/]messages[\\/][^\\/]+\.json$/ },
      handler(code) {
        const messages = JSON.parse(code) as Record<string, string>
        return { code: JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)]))), map: null }
      },
    },
  }
}
