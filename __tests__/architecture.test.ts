import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// The boundaries of docs/architecture.md, checked on every test run: the
// arrows between rooms point down only, and no file grows past 400 lines.

const SRC = fileURLToPath(new URL('../src', import.meta.url))

function sources(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sources(full)
    return name.endsWith('.ts') ? [full] : []
  })
}

/** The room of a file: its first folder under src/, or the file at the top. */
function room(file: string): string {
  return path.relative(SRC, file).split(path.sep)[0].replace(/\.ts$/, '')
}

/** Every relative import of a file, resolved to a path under src/. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [
    ...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)
  ].map((match) => match[1])
  return specifiers.map((specifier) =>
    path.resolve(path.dirname(file), specifier).replace(/\.js$/, '.ts')
  )
}

/** Rooms a room may not import from. */
const FORBIDDEN: Record<string, string[]> = {
  shared: ['agent', 'git', 'github', 'llm', 'run', 'security', 'tools'],
  security: ['agent', 'git', 'github', 'llm', 'run', 'tools'],
  llm: ['agent', 'git', 'github', 'run', 'tools'],
  tools: ['agent', 'github', 'llm', 'run'],
  git: ['agent', 'github', 'llm', 'run', 'tools'],
  agent: ['github', 'run'],
  github: ['run']
}

describe('architecture', () => {
  const files = sources()

  it.each(Object.entries(FORBIDDEN))(
    '%s/ imports nothing from the rooms above it',
    (from, forbidden) => {
      const wrong = files
        .filter((file) => room(file) === from)
        .flatMap((file) =>
          imports(file)
            .filter((target) => forbidden.includes(room(target)))
            .map(
              (target) =>
                `${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`
            )
        )
      expect(wrong).toEqual([])
    }
  )

  it('only the entries and the run stages read the settings', () => {
    const readers = files
      .filter((file) => imports(file).includes(path.join(SRC, 'settings.ts')))
      .map((file) => path.relative(SRC, file))
      .sort()
    expect(readers).toEqual([
      'cli.ts',
      'main.ts',
      'run/context.ts',
      'run/session-config.ts'
    ])
  })

  it('no source file is over 400 lines', () => {
    const long = files
      .map((file) => ({
        file: path.relative(SRC, file),
        lines: readFileSync(file, 'utf8').split('\n').length - 1
      }))
      .filter((entry) => entry.lines > 400)
    expect(long).toEqual([])
  })
})
