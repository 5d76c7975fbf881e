import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * No two files of ours import each other, directly or around a circle: not with a type import, not
 * with a lazy `import()`. A circle makes the order in which modules run depend on which one is
 * asked for first, and a lazily loaded part that imports its loader back is not apart at all.
 * TypeScript's own reading of the files lists their imports (type-only and dynamic ones included,
 * which ESLint's import/no-cycle skips) and resolves them as the compiler does.
 */
const ROOT = resolve(__dirname, '..')
const FOLDERS = ['src', 'build', 'scripts', 'tests']
const CODE = /\.(ts|tsx|mts|mjs)$/

const filesOf = (folder: string) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((path) => CODE.test(path))
    .map((path) => join(ROOT, folder, path))

const options: ts.CompilerOptions = {
  ...ts.parseJsonConfigFileContent(ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, ROOT).options,
  allowJs: true,
}

/** Each file's imports that are files of ours (relative to the repository). */
function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport) return []
      return [relative(ROOT, resolved.resolvedFileName)]
    })
    graph.set(relative(ROOT, file), targets)
  }
  return graph
}

/** The circles of a graph: its strongly connected components of more than one file, or a file importing itself (Tarjan). */
function circlesOf(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  const visit = (file: string) => {
    index.set(file, next)
    low.set(file, next)
    next += 1
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!))
      }
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || graph.get(file)?.includes(file)) circles.push(component.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return circles
}

describe('imports', () => {
  it('reads type-only and lazy imports, and finds a circle and only circles', () => {
    const read = importGraph([join(ROOT, 'src/ui/list-card.tsx'), join(ROOT, 'src/ui/user-menu.tsx')])
    // `import type { ListSearchParam } from './list-search-params'`
    expect(read.get('src/ui/list-card.tsx')).toContain('src/ui/list-search-params.ts')
    // `lazyCode(() => import('./user-menu-dropdown'), ...)`
    expect(read.get('src/ui/user-menu.tsx')).toContain('src/ui/user-menu-dropdown.tsx')
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ])
    expect(circlesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']])
  })

  it('run in no circle, in the app, its build, its scripts and its tests', () => {
    const graph = importGraph(FOLDERS.flatMap(filesOf))
    // The reading works: the entry's imports are there.
    expect(graph.get('src/main.tsx')).toContain('src/app.tsx')
    expect(circlesOf(graph)).toEqual([])
  }, 60_000)
})
