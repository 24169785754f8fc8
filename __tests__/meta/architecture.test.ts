import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

// The rules of docs/architecture.md, checked on every test run: a wing is
// entered through its index.ts only, the arrows between wings point down,
// folders and files stay small, and no module does anything when loaded.

const SRC = fileURLToPath(new URL('../../src', import.meta.url))

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

/** The cap on one function's lines, its signature and closing brace included. */
const MAX_FUNCTION_LINES = 80

/**
 * Functions allowed over the cap, `file name` -> why (eight at most). A
 * function leaves the list when it is split; the test fails on a stale row.
 */
const LONG_FUNCTIONS: Record<string, string> = {}

function functionLines(source: ts.SourceFile, node: ts.Node): number {
  const start = source.getLineAndCharacterOfPosition(node.getStart()).line
  const end = source.getLineAndCharacterOfPosition(node.getEnd()).line
  return end - start + 1
}

/** A function's name, or the name it is assigned to. */
function functionName(node: ts.SignatureDeclaration): string {
  if (node.name) return node.name.getText()
  const parent = node.parent
  if (
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) &&
    parent.name
  )
    return parent.name.getText()
  return '(anonymous)'
}

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

  it('no function is over 80 lines, but the few listed with a reason', () => {
    const long = files.flatMap((file) => {
      const source = parsed.get(file)!
      const found: string[] = []
      const visit = (node: ts.Node) => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body) {
          const lines = functionLines(source, node)
          const name = functionName(node)
          if (lines > MAX_FUNCTION_LINES) found.push(`${rel(file)} ${name}`)
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
      return found
    })
    expect(long.filter((entry) => !(entry in LONG_FUNCTIONS))).toEqual([])
    // An entry that is no longer long leaves the list.
    expect(
      Object.keys(LONG_FUNCTIONS).filter((entry) => !long.includes(entry))
    ).toEqual([])
    expect(Object.keys(LONG_FUNCTIONS).length).toBeLessThanOrEqual(8)
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

  // A tool describes itself (src/tools/types.ts): what a call writes, the
  // command it runs, its words for the reports. Nothing outside src/tools/
  // chooses by a tool's name, so adding a tool is its folder and one line
  // in src/tools/registry.ts.
  it('no tool-name switch outside src/tools/', () => {
    const text = (node: ts.Node) => node.getText().replace(/\?\./g, '.')
    // The tools: object literals with a literal name, a schema and a run.
    const names = new Set(
      files
        .filter((file) => inWing(file, 'tools'))
        .flatMap((file) => {
          const found: string[] = []
          const visit = (node: ts.Node) => {
            if (ts.isObjectLiteralExpression(node)) {
              const keys = node.properties.map((p) => p.name?.getText())
              const name = node.properties.find(
                (p): p is ts.PropertyAssignment =>
                  ts.isPropertyAssignment(p) && p.name.getText() === 'name'
              )?.initializer
              if (
                name &&
                ts.isStringLiteral(name) &&
                keys.includes('schema') &&
                keys.includes('run')
              )
                found.push(name.text)
            }
            ts.forEachChild(node, visit)
          }
          visit(parsed.get(file)!)
          return found
        })
    )
    // The test finds them (a new tool needs no line here).
    expect([...names]).toEqual(
      expect.arrayContaining([
        'bash',
        'edit',
        'grep',
        'list',
        'plan',
        'read',
        'review_comment',
        'write'
      ])
    )
    const isName = (node: ts.Node | undefined) =>
      node !== undefined &&
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      names.has(node.text)
    // `name`, `toolName`, `x.name`, `x.toolName`, `x.tool`: a tool's name.
    const isNameOf = (node: ts.Node) =>
      /(^|\.)(name|toolName|tool)$/.test(text(node))
    const EQUALITY = [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken
    ]
    const uses = (source: ts.SourceFile): string[] => {
      const found: ts.Node[] = []
      const visit = (node: ts.Node) => {
        if (
          ts.isBinaryExpression(node) &&
          EQUALITY.includes(node.operatorToken.kind) &&
          ((isName(node.left) && isNameOf(node.right)) ||
            (isName(node.right) && isNameOf(node.left)))
        )
          found.push(node)
        // `case 'bash':` in a switch on a name.
        else if (
          ts.isCaseClause(node) &&
          isName(node.expression) &&
          isNameOf(node.parent.parent.expression)
        )
          found.push(node)
        // `tools.includes('bash')`, `byTool.get('edit')`.
        else if (
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          ['includes', 'has', 'get', 'indexOf'].includes(
            node.expression.name.text
          ) &&
          isName(node.arguments[0]) &&
          /tool|name/i.test(node.expression.expression.getText())
        )
          found.push(node)
        // A set of names (`new Set(['edit', 'write'])`), a table by name.
        else if (
          (ts.isArrayLiteralExpression(node) &&
            node.elements.length >= 2 &&
            node.elements.every(isName)) ||
          (ts.isObjectLiteralExpression(node) &&
            node.properties.filter(
              (p) =>
                p.name !== undefined &&
                (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
                names.has(p.name.text)
            ).length >= 2)
        )
          found.push(node)
        ts.forEachChild(node, visit)
      }
      visit(source)
      return found.map((node) => {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart())
        return `${rel(source.fileName)}:${line + 1}: ${node.getText().split('\n')[0]}`
      })
    }
    const planted = ts.createSourceFile(
      path.join(SRC, 'planted.ts'),
      [
        "if (call.name === 'bash') run()",
        "if ('edit' !== event?.name) skip()",
        "switch (toolName) { case 'grep': break; case 'other': break }",
        "const writing = new Set(['edit', 'write'])",
        "const verbs = { read: 'Read', list: 'Listed' }",
        "if (facts.tools.includes('bash')) note()",
        // Not a tool's name: a permission, a field, an unrelated word.
        "if (permission === 'write') allow()",
        'const options = { bash: true, depth: 2 }',
        "const levels = ['read', 'none']"
      ].join('\n'),
      ts.ScriptTarget.Latest,
      true
    )
    expect(uses(planted).map((use) => use.split(': ')[0])).toEqual([
      'planted.ts:1',
      'planted.ts:2',
      'planted.ts:3',
      'planted.ts:4',
      'planted.ts:5',
      'planted.ts:6'
    ])
    const wrong = files
      .filter((file) => !inWing(file, 'tools'))
      .flatMap((file) => uses(parsed.get(file)!))
    expect(wrong).toEqual([])
  })
})

// The layout of the tests (docs/development.md): a unit test of
// src/<dir>/<module>.ts is __tests__/<dir>/<module>.test.ts; src/cli.ts, the
// CLI's entry, is the cli wing's. Suites run through the bundle are in
// __tests__/e2e/, suites about the repository and the fixtures in meta/.
const TESTS = fileURLToPath(new URL('..', import.meta.url))
const OWN_FOLDERS = ['e2e', 'meta']

function testFiles(dir = TESTS): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return testFiles(full)
    return name.endsWith('.test.ts') ? [path.relative(TESTS, full)] : []
  })
}

const moduleNames = new Set(files.map((file) => path.basename(file, '.ts')))
const isDir = (dir: string) => {
  try {
    return statSync(dir).isDirectory()
  } catch {
    return false
  }
}
const isFile = (file: string) => {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/** Why a unit test file (relative to __tests__/) is in the wrong place, or null. */
function misplaced(test: string): string | null {
  const dir = path.dirname(test)
  const name = path.basename(test, '.test.ts')
  if (dir === '.') return 'in no wing: move it to the folder of its module'
  if (!isDir(path.join(SRC, dir))) return `src/${dir}/ is no folder of src/`
  if (!moduleNames.has(name)) return null // a descriptive name
  const mirrored = isFile(path.join(SRC, dir, `${name}.ts`))
  const entry = dir === name && isFile(path.join(SRC, `${name}.ts`))
  if (mirrored || entry) return null
  const where = files
    .filter((file) => path.basename(file, '.ts') === name)
    .map((file) => `__tests__/${path.dirname(rel(file))}/`)
  return `named after a module of ${where.join(' or ')}`
}

describe('the tests mirror src/', () => {
  const tests = testFiles()
  const unit = tests.filter(
    (test) => !OWN_FOLDERS.some((own) => test.startsWith(`${own}/`))
  )
  const notE2e = tests.filter((test) => !test.startsWith('e2e/'))

  it('three in four non-e2e test files are named after a src module', () => {
    const named = notE2e.filter((test) =>
      moduleNames.has(path.basename(test, '.test.ts'))
    )
    expect(named.length / notE2e.length).toBeGreaterThanOrEqual(0.75)
  })

  it('every unit test sits in the folder that mirrors its module’s', () => {
    const wrong = unit.flatMap((test) => {
      const why = misplaced(test)
      return why === null ? [] : [`__tests__/${test}: ${why}`]
    })
    expect(wrong).toEqual([])
  })

  it('the layout check reads real folders (a misplaced test is caught)', () => {
    expect(misplaced('tools/output/truncate.test.ts')).toBeNull()
    expect(misplaced('cli/cli.test.ts')).toBeNull()
    expect(misplaced('cli/cli-mcp.test.ts')).toBeNull()
    expect(misplaced('read.test.ts')).toMatch(/in no wing/)
    expect(misplaced('tools/truncate.test.ts')).toBe(
      'named after a module of __tests__/tools/output/'
    )
    expect(misplaced('tool/output/truncate.test.ts')).toMatch(
      /is no folder of src/
    )
  })
})
