import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

// The rules of docs/architecture.md, checked on every test run: a wing is
// entered through its index.ts only, the arrows between wings point down,
// folders and files stay small, and no module does anything when loaded.

const SRC = fileURLToPath(new URL('../src', import.meta.url))

function sources(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sources(full)
    return name.endsWith('.ts') ? [full] : []
  })
}

const files = sources()
const parsed = new Map(
  files.map((file) => [
    file,
    ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true
    )
  ])
)
const rel = (file: string) => path.relative(SRC, file)

interface Edge {
  from: string
  to: string
  dynamic: boolean
}

/** Every relative import, `export … from` and `import()` of a file. */
function edges(file: string): Edge[] {
  const found: Edge[] = []
  const add = (specifier: string, dynamic: boolean) => {
    if (!specifier.startsWith('.')) return
    const to = path
      .resolve(path.dirname(file), specifier)
      .replace(/\.js$/, '.ts')
    found.push({ from: file, to, dynamic })
  }
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier.text, false)
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, true)
    }
    ts.forEachChild(node, visit)
  }
  visit(parsed.get(file)!)
  return found
}

const allEdges = files.flatMap(edges)

/**
 * The door an import from `from` to `to` must use: below the folder both
 * share, the first folder on the way to `to`, entered through its
 * index.ts. null when `to` lies directly in a folder that holds `from`.
 */
function doorOf(from: string, to: string): string | null {
  const a = path.dirname(from).split(path.sep)
  const b = path.dirname(to).split(path.sep)
  let shared = 0
  while (shared < a.length && shared < b.length && a[shared] === b[shared])
    shared += 1
  if (shared === b.length) return null
  return path.join(b.slice(0, shared + 1).join(path.sep), 'index.ts')
}

/**
 * Wings (folders under src/) and the wings they
 * may not import. The first rows are the floors: each imports nothing from
 * the floors above it. The later rows keep a wing's parts apart.
 */
const FORBIDDEN: [string, string[]][] = [
  [
    'shared',
    [
      'agent',
      'cli',
      'config',
      'git',
      'github',
      'llm',
      'run',
      'security',
      'tools'
    ]
  ],
  [
    'security',
    ['agent', 'cli', 'config', 'git', 'github', 'llm', 'run', 'tools']
  ],
  ['llm', ['agent', 'cli', 'config', 'git', 'github', 'run', 'tools']],
  ['git', ['agent', 'cli', 'config', 'github', 'llm', 'run', 'tools']],
  ['tools', ['agent', 'cli', 'config', 'github', 'llm', 'run']],
  ['config', ['agent', 'cli', 'github', 'run']],
  ['agent', ['cli', 'config', 'github', 'run']],
  ['cli', ['config', 'github', 'run']],
  ['github', ['agent', 'cli', 'config', 'run', 'tools']],
  // Rendering never talks to GitHub; parsing a trigger renders and posts nothing.
  ['github/report', ['github/api', 'github/publish', 'github/task']],
  ['github/trigger', ['github/publish', 'github/report', 'github/task']],
  ['github/task', ['github/publish', 'github/report']],
  [
    'github/api',
    ['github/publish', 'github/report', 'github/task', 'github/trigger']
  ],
  // The loop does not know how a session is put together.
  ['agent/loop', ['agent/session']],
  ['agent/runner', ['agent/loop', 'agent/session']],
  ['agent/context', ['agent/loop', 'agent/runner', 'agent/session']]
]

/** A wing is a folder: `cli` is src/cli/, not the entry src/cli.ts. */
const inWing = (file: string, wing: string) =>
  rel(file).startsWith(`${wing}${path.sep}`)

describe('architecture', () => {
  it('every import across wings goes through the wing’s index.ts', () => {
    const wrong = allEdges
      .filter((edge) => {
        const door = doorOf(edge.from, edge.to)
        return door !== null && edge.to !== door
      })
      .map(
        (edge) =>
          `${rel(edge.from)} -> ${rel(edge.to)} (use ${rel(doorOf(edge.from, edge.to)!)})`
      )
    expect(wrong).toEqual([])
  })

  it.each(FORBIDDEN)('%s imports nothing from %j', (wing, forbidden) => {
    const wrong = allEdges
      .filter((edge) => inWing(edge.from, wing))
      .filter((edge) => forbidden.some((other) => inWing(edge.to, other)))
      .map((edge) => `${rel(edge.from)} -> ${rel(edge.to)}`)
    expect(wrong).toEqual([])
  })

  it('no folder of src/ holds more than 15 files directly', () => {
    const folders = new Map<string, number>()
    for (const file of files) {
      const folder = path.dirname(rel(file))
      folders.set(folder, (folders.get(folder) ?? 0) + 1)
    }
    const crowded = [...folders].filter(([, count]) => count > 15)
    expect(crowded).toEqual([])
  })

  it('only the entries and the run stages read the settings', () => {
    const readers = allEdges
      .filter((edge) => edge.to === path.join(SRC, 'config', 'index.ts'))
      .map((edge) => rel(edge.from))
    expect([...new Set(readers)].sort()).toEqual([
      'cli.ts',
      'main.ts',
      'run/context.ts',
      'run/session-config.ts'
    ])
  })

  it('no source file is over 400 lines', () => {
    const long = files
      .map((file) => ({
        file: rel(file),
        lines: readFileSync(file, 'utf8').split('\n').length - 1
      }))
      .filter((entry) => entry.lines > 400)
    expect(long).toEqual([])
  })

  // package.json declares `sideEffects` for the two entries only, so the
  // bundler leaves out what a door re-exports and nobody uses, and the
  // run's code stays in its own chunk (a skip never loads it). That holds
  // while no other module does anything at load but declare.
  it('no module but the entries runs a statement when it is loaded', () => {
    const entries = ['index.ts', 'cli.ts']
    const wrong = files
      .filter((file) => !entries.includes(rel(file)))
      .flatMap((file) =>
        parsed
          .get(file)!
          .statements.filter(
            (statement) =>
              ts.isExpressionStatement(statement) ||
              ts.isIfStatement(statement) ||
              ts.isForStatement(statement) ||
              ts.isForOfStatement(statement) ||
              ts.isTryStatement(statement)
          )
          .map(
            (statement) => `${rel(file)}: ${statement.getText().split('\n')[0]}`
          )
      )
    expect(wrong).toEqual([])
  })

  it('the test reads real imports (a wrong door is caught)', () => {
    const from = path.join(SRC, 'run', 'flow.ts')
    expect(doorOf(from, path.join(SRC, 'github', 'report', 'report.ts'))).toBe(
      path.join(SRC, 'github', 'index.ts')
    )
    expect(doorOf(from, path.join(SRC, 'run', 'plan.ts'))).toBeNull()
    expect(
      doorOf(
        path.join(SRC, 'github', 'report', 'report.ts'),
        path.join(SRC, 'github', 'types.ts')
      )
    ).toBeNull()
    expect(allEdges.length).toBeGreaterThan(500)
  })
})
