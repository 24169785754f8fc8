#!/usr/bin/env node
// Builds every entry point with ncc into one folder (default: dist/).
// `node scripts/bundle.mjs --check` builds into a temp folder and fails when
// the committed dist/ differs, so a stale bundle cannot land.
import { execFileSync } from 'node:child_process'
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const ncc = join(root, 'node_modules', '.bin', 'ncc')

/** Entry file -> folder inside the output folder. */
export const ENTRIES = [
  ['src/index.ts', '.'],
  ['src/cli.ts', 'cli']
]

export function build(outDir) {
  for (const [entry, sub] of ENTRIES) {
    execFileSync(
      ncc,
      [
        'build',
        entry,
        '-o',
        join(outDir, sub),
        '--license',
        'licenses.txt',
        '--quiet'
      ],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }
    )
  }
}

function executable(file) {
  return (statSync(file).mode & 0o111) !== 0
}

function listFiles(dir) {
  const out = []
  const walk = (current) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name)
      if (statSync(path).isDirectory()) walk(path)
      else out.push(relative(dir, path))
    }
  }
  walk(dir)
  return out.sort()
}

/** Returns the list of differences between a fresh build and dist/. */
export function compare(distDir = join(root, 'dist')) {
  const fresh = mkdtempSync(join(tmpdir(), 'dist-check-'))
  try {
    build(fresh)
    const expected = listFiles(fresh)
    let actual = []
    try {
      actual = listFiles(distDir)
    } catch {
      return ['dist/ is missing']
    }
    const problems = []
    for (const file of expected) {
      if (!actual.includes(file)) problems.push(`missing: dist/${file}`)
      else if (
        !readFileSync(join(fresh, file)).equals(
          readFileSync(join(distDir, file))
        )
      )
        problems.push(`stale: dist/${file}`)
      else if (
        executable(join(fresh, file)) !== executable(join(distDir, file))
      )
        // ncc makes an entry with a shebang executable (the CLI's bin).
        problems.push(
          `mode: dist/${file} should${executable(join(fresh, file)) ? '' : ' not'} be executable`
        )
    }
    for (const file of actual) {
      if (!expected.includes(file)) problems.push(`extra: dist/${file}`)
    }
    return problems
  } finally {
    rmSync(fresh, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--check')) {
    const problems = compare()
    if (problems.length > 0) {
      console.error(
        `dist/ does not match src/ (run npm run package):\n  ${problems.join('\n  ')}`
      )
      process.exit(1)
    }
    console.log('dist/ matches src/')
  } else {
    rmSync(join(root, 'dist'), { recursive: true, force: true })
    build(join(root, 'dist'))
    console.log('built dist/')
  }
}
