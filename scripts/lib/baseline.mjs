// The build `npm run bench` compares with when BENCH_BASELINE is set: the path of another checkout
// (with its packages installed), or a git ref of this repository, exported with `git archive` to a
// directory of its own under the system's temporary directory and given this checkout's packages.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** Where the baseline's sources are, what to call it, and a warning when its packages may differ. */
export function baselineCheckout(spec) {
  const path = resolve(spec)
  if (existsSync(join(path, 'scripts/build.mjs'))) {
    if (!existsSync(join(path, 'node_modules'))) throw new Error(`BENCH_BASELINE=${spec}: run npm ci there first`)
    return { dir: path, label: spec }
  }
  const sha = execFileSync('git', ['rev-parse', '--verify', '--quiet', `${spec}^{commit}`], { encoding: 'utf8' }).trim()
  const dir = join(tmpdir(), `traffic-dash-baseline-${sha.slice(0, 12)}`)
  // A directory left by an export that did not finish would lack the build script.
  if (!existsSync(join(dir, 'scripts/build.mjs'))) {
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const tar = execFileSync('git', ['archive', '--format=tar', sha], { maxBuffer: 1 << 30 })
    execFileSync('tar', ['-x', '-C', dir], { input: tar })
  }
  // This checkout's packages (a link left by a checkout that is gone points nowhere: made again).
  const packages = join(dir, 'node_modules')
  if (!existsSync(packages)) {
    rmSync(packages, { force: true })
    symlinkSync(resolve('node_modules'), packages, 'dir')
  }
  const samePackages = readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8')
  return {
    dir,
    label: sha.startsWith(spec) ? spec : `${spec} (${sha.slice(0, 7)})`,
    warning: samePackages ? undefined : `the baseline's package-lock.json differs from this checkout's, whose packages it is built with`,
  }
}
