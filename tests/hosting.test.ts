import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The hosting examples (deploy/): every answer carries the security headers. nginx gives a
 * `location` with an `add_header` of its own none of the server's, so each such location must
 * include the headers snippet again; Netlify-style `_headers` add a path's headers to those of `/*`.
 */
const SNIPPET = 'deploy/nginx-security-headers.conf'
const NGINX_EXAMPLES = ['deploy/nginx.conf.example']
const read = (file: string) => readFileSync(file, 'utf8')
const withoutComments = (text: string) => text.replace(/#.*$/gm, '')

/** `add_header Name "value" always;` lines, as name -> value. */
function nginxHeaders(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const m of withoutComments(text).matchAll(/add_header\s+([\w-]+)\s+("([^"]*)"|(\S+?))(\s+always)?\s*;/g)) out[m[1]!] = m[3] ?? m[4]!
  return out
}

/** The headers of the `/*` block of a `_headers` file. */
function allPathHeaders(text: string): Record<string, string> {
  const block = /^\/\*\n((?:[ \t]+.*\n?)+)/m.exec(text)?.[1] ?? ''
  return Object.fromEntries(block.split('\n').filter((l) => l.trim()).map((l) => l.trim().split(/:\s(.*)/s).slice(0, 2) as [string, string]))
}

/** Every `location ... { }` block (nested braces included), with its own directives. */
function locations(text: string): { head: string; body: string }[] {
  const src = withoutComments(text)
  const out: { head: string; body: string }[] = []
  for (const m of src.matchAll(/location\s+([^{]+)\{/g)) {
    let depth = 1
    let i = m.index! + m[0].length
    const start = i
    while (depth > 0 && i < src.length) {
      if (src[i] === '{') depth += 1
      else if (src[i] === '}') depth -= 1
      i += 1
    }
    out.push({ head: m[1]!.trim(), body: src.slice(start, i - 1) })
  }
  return out
}

const includesSnippet = (body: string) => /^\s*include\s+\S*traffic-dash-headers\.conf\s*;/m.test(body)

describe('hosting examples keep their security headers on every path', () => {
  const snippet = nginxHeaders(read(SNIPPET))
  const headersFile = allPathHeaders(read('deploy/_headers.example'))

  it('nginx and _headers send the same headers, Permissions-Policy included', () => {
    expect(Object.keys(snippet).sort()).toEqual(
      ['Content-Security-Policy', 'Permissions-Policy', 'Referrer-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options'].sort(),
    )
    expect(headersFile).toEqual(snippet)
  })

  it.each(NGINX_EXAMPLES)('%s: the server and every location that adds a header include the snippet', (file) => {
    const text = read(file)
    const server = withoutComments(text).replace(/location\s+[^{]+\{(?:[^{}]|\{[^{}]*\})*\}/g, '')
    expect(includesSnippet(server)).toBe(true)
    expect(Object.keys(nginxHeaders(server))).toEqual([])
    const found = locations(text)
    expect(found.length).toBeGreaterThan(0)
    const dropping = found.filter((l) => /^\s*add_header\s/m.test(l.body.replace(/\{[^{}]*\}/g, '')) && !includesSnippet(l.body))
    expect(dropping.map((l) => l.head)).toEqual([])
  })
})
