import { execFile } from 'node:child_process'
import { mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { createGrepTool, grepInput } from '../src/tools/grep/grep-tool.js'
import type { GrepInput } from '../src/tools/grep/grep-tool.js'
import { createReadTracker } from '../src/tools/path/read-tracker.js'
import type { ToolContext } from '../src/tools/types.js'

/**
 * Grep tool vs raw `git grep -c -P` on a large committed tree (20,000 files,
 * ~100 MB). The tree is built once under `os.tmpdir()/agent-bench-tree` and
 * reused while its marker (inside `.git/`) matches {@link TREE_VERSION}.
 */

const TREE_DIR = path.join(os.tmpdir(), 'agent-bench-tree')
const TREE_VERSION = 'grep-bench v1: 20000 files x ~5 KB'
const MARKER = path.join(TREE_DIR, '.git', 'agent-bench-ready')
/** 20 packages x 20 modules x 10 folders x 5 files. */
const LAYOUT = [20, 20, 10, 5]
const LINES_PER_FILE = 80
/** One file in this many holds the rare pattern. */
const NEEDLE_EVERY = 2000
const WRITE_CONCURRENCY = 64
const RUNS = 5
const MANY = 'return'
const FEW = 'needle_[0-9]{4}'

const WORDS = [
  'alpha',
  'bravo',
  'charlie',
  'delta',
  'echo',
  'foxtrot',
  'golf',
  'hotel',
  'india',
  'juliet',
  'kilo',
  'lima',
  'mike',
  'november',
  'oscar',
  'papa'
]

/** Small deterministic PRNG (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function fileText(index: number): string {
  const next = random(index + 1)
  const word = (): string => WORDS[Math.floor(next() * WORDS.length)]
  const lines: string[] = [`// file ${index}`]
  for (let line = 1; line < LINES_PER_FILE; line += 1) {
    const name = `${word()}_${Math.floor(next() * 1000)}`
    const kind = next()
    if (kind < 0.3) {
      lines.push(`export function ${name}(value: number): number {`)
    } else if (kind < 0.6) {
      lines.push(
        `  return value * ${Math.floor(next() * 97)} + ${word()}.length`
      )
    } else if (kind < 0.8) {
      lines.push(`  const ${name} = '${word()} ${word()} ${word()} ${word()}'`)
    } else {
      lines.push(`}  // ${word()} ${word()} ${word()} ${word()} ${word()}`)
    }
  }
  if (index % NEEDLE_EVERY === 7) {
    lines.splice(
      LINES_PER_FILE / 2,
      0,
      `const marker = 'needle_${1000 + index}'`
    )
  }
  return `${lines.join('\n')}\n`
}

function filePath(index: number): string {
  const parts: string[] = []
  let rest = index
  for (let level = LAYOUT.length - 1; level >= 0; level -= 1) {
    parts.unshift(String(rest % LAYOUT[level]).padStart(2, '0'))
    rest = Math.floor(rest / LAYOUT[level])
  }
  const [pkg, mod, folder, file] = parts
  return `pkg${pkg}/mod${mod}/dir${folder}/file${file}.ts`
}

function run(
  command: string,
  args: string[],
  cwd: string
): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { cwd, maxBuffer: 512 * 1024 * 1024 },
      (error, stdout) => {
        if (error && typeof error.code !== 'number') reject(error)
        else resolve({ code: error ? Number(error.code) : 0, stdout })
      }
    )
  })
}

async function git(cwd: string, ...args: string[]): Promise<void> {
  const { code } = await run(
    'git',
    [
      '-c',
      'user.name=bench',
      '-c',
      'user.email=bench@example.com',
      '-c',
      'core.autocrlf=false',
      ...args
    ],
    cwd
  )
  if (code !== 0) throw new Error(`git ${args.join(' ')} failed (${code})`)
}

/** Builds the tree unless a complete one of this version is already there. */
async function ensureTree(): Promise<string> {
  const ready = await readFile(MARKER, 'utf8').catch(() => '')
  if (ready === TREE_VERSION) return realpath(TREE_DIR)
  await rm(TREE_DIR, { recursive: true, force: true })
  await mkdir(TREE_DIR, { recursive: true })
  const total = LAYOUT.reduce((product, size) => product * size, 1)
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < total) {
      const index = next
      next += 1
      const file = path.join(TREE_DIR, filePath(index))
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, fileText(index))
    }
  }
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, worker))
  await git(TREE_DIR, 'init', '-q')
  await git(TREE_DIR, 'add', '-A')
  await git(TREE_DIR, 'commit', '-q', '-m', 'bench tree')
  await writeFile(MARKER, TREE_VERSION)
  return realpath(TREE_DIR)
}

/** Median duration in ms of `runs` calls after one warm-up call. */
async function median(
  runs: number,
  call: () => Promise<unknown>
): Promise<number> {
  await call()
  const times: number[] = []
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now()
    await call()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]
}

/**
 * Times the grep tool (files and content mode, limit 100, a frequent and a
 * rare pattern) against `git grep -c -P` (the syntax the tool
 * uses) with the same patterns; returns the
 * summed medians and their ratio (tool / raw).
 */
export async function benchGrep(
  options: { rgPath?: string | null } = {}
): Promise<{
  name: string
  toolMs: number
  rawMs: number
  ratio: number
}> {
  const workspace = await ensureTree()
  const tool = createGrepTool(
    options.rgPath === undefined ? {} : { rgPath: options.rgPath }
  )
  const context: ToolContext = {
    workspace,
    signal: new AbortController().signal,
    callId: 'bench',
    reads: createReadTracker(),
    outputDir: os.tmpdir()
  }
  let backend = 'unknown'
  const grep = async (input: GrepInput): Promise<void> => {
    const result = await tool.run(grepInput.parse(input), context)
    if (result.isError) throw new Error(`grep failed: ${result.output}`)
    backend = String(result.details?.backend ?? backend)
  }
  const raw = async (pattern: string): Promise<void> => {
    const { code } = await run('git', ['grep', '-c', '-P', pattern], workspace)
    if (code > 1) throw new Error(`git grep failed (${code})`)
  }

  let toolMs = 0
  let rawMs = 0
  for (const pattern of [MANY, FEW]) {
    const rawMedian = await median(RUNS, () => raw(pattern))
    for (const mode of ['files', 'content'] as const) {
      toolMs += await median(RUNS, () => grep({ pattern, mode, limit: 100 }))
      rawMs += rawMedian
    }
  }
  return {
    name: `grep tool (${backend}, files+content, many+few matches) vs git grep -c -P`,
    toolMs: Math.round(toolMs),
    rawMs: Math.round(rawMs),
    ratio: Math.round((toolMs / rawMs) * 100) / 100
  }
}
