/**
 * The task suite (bench/tasks/): small repositories with a seeded bug, each
 * with a check command that fails before the fix and passes after. A task
 * is run by the agent CLI on a fresh copy, against a model or replaying its
 * recorded session, and judged by its check alone.
 *
 * A task folder holds:
 * - `task.json`: `{ language, prompt, check, files }` (see TaskSpec);
 * - `repo/`: the repository, copied and committed fresh for every run;
 * - `plan.json`: the scripted agent's turns that `--record` plays through
 *   the CLI against the GitHub Models double (task-record.ts);
 * - `session.jsonl`: the transcript that recording wrote, which `--replay`
 *   replays.
 */
import { execFile, execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { countTextTokens } from '../__fixtures__/token-count.js'
import { parseTranscript } from '../src/agent/session/transcript.js'

/** The project root: the nearest folder up with action.yml (also from build/). */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'action.yml')) && path.dirname(dir) !== dir)
    dir = path.dirname(dir)
  return dir
}

export const ROOT = findRoot()
export const TASKS_DIR = path.join(ROOT, 'bench', 'tasks')

/** task.json. */
export interface TaskSpec {
  /** The language of the repository, for the report. */
  language: string
  /** The task, as a user would write it. */
  prompt: string
  /** A shell command run in the repository: fails before the fix, passes after. */
  check: string
  /** The files a solver has to understand, for the size in tokens. */
  files: string[]
}

export interface Task extends TaskSpec {
  name: string
  dir: string
  repo: string
  session: string
}

/** Every task under `dir`, by name. */
export function listTasks(dir = TASKS_DIR): Task[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => existsSync(path.join(dir, entry.name, 'task.json')))
    .map((entry) => {
      const taskDir = path.join(dir, entry.name)
      const spec = JSON.parse(
        readFileSync(path.join(taskDir, 'task.json'), 'utf8')
      ) as TaskSpec
      return {
        ...spec,
        name: entry.name,
        dir: taskDir,
        repo: path.join(taskDir, 'repo'),
        session: path.join(taskDir, 'session.jsonl')
      }
    })
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** Tokens (o200k_base) of the task's files of interest. */
export function relevantTokens(task: Task): number {
  return task.files.reduce(
    (sum, file) =>
      sum + countTextTokens(readFileSync(path.join(task.repo, file), 'utf8')),
    0
  )
}

/** A fresh copy of the task's repository, one commit on `main`. */
export function freshCopy(task: Task, parent = tmpdir()): string {
  const dir = mkdtempSync(path.join(parent, `task-${task.name}-`))
  cpSync(task.repo, dir, { recursive: true })
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      [
        '-c',
        'user.name=bench',
        '-c',
        'user.email=bench@example.com',
        '-c',
        'init.defaultBranch=main',
        ...args
      ],
      { cwd: dir, stdio: 'ignore' }
    )
  git('init', '-q')
  git('add', '-A')
  git('commit', '-q', '-m', `${task.name}: the repository with its bug`)
  return dir
}

function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { ...options, timeout: options.timeoutMs, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? Number((error as { code?: unknown }).code) || 1 : 0,
          stdout,
          stderr
        })
    )
  })
}

/** Runs the task's check in `dir`; true when it passes. */
export async function checkPasses(task: Task, dir: string): Promise<boolean> {
  const result = await run('sh', ['-c', task.check], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir },
    timeoutMs: 120_000
  })
  return result.code === 0
}

/** How to run the CLI on a task. */
export interface RunOptions {
  /** The CLI bundle (default dist/cli/index.js). */
  cli?: string
  /** The Node that runs it (default this one). */
  node?: string
  /** Replay the task's session.jsonl instead of asking a model. */
  replay?: boolean
  baseUrl?: string
  apiKey?: string
  model?: string
  /** USD per million prompt and completion tokens, for the cost. */
  tokenPrice?: { input: number; output: number } | null
  /** More CLI arguments, as given after `--`. */
  extraArgs?: string[]
  /** Keep the copies (their paths are in the results). */
  keep?: boolean
}

/** What one task's run gave. */
export interface TaskResult {
  task: string
  language: string
  /** Tokens of the files of interest. */
  tokens: number
  /** The check failed on the fresh copy, as a task's must. */
  failedBefore: boolean
  /** The check passed after the run. */
  solved: boolean
  exitCode: number
  turns: number
  promptTokens: number
  completionTokens: number
  /** USD; null without a token price. */
  cost: number | null
  durationMs: number
  /** The copy the CLI worked in (removed unless `keep`). */
  dir: string
  /** The CLI's stderr, for a task that was not solved. */
  log: string
}

export const DEFAULT_CLI = path.join(ROOT, 'dist', 'cli', 'index.js')

/** The CLI's arguments for one task. */
export function cliArgs(
  task: Task,
  dir: string,
  transcript: string,
  options: RunOptions
): string[] {
  const args = [
    '--dir',
    dir,
    '--prompt',
    task.prompt,
    '--transcript',
    transcript
  ]
  if (options.replay) args.push('--replay', task.session)
  if (options.baseUrl) args.push('--base-url', options.baseUrl)
  if (options.model) args.push('--model', options.model)
  return [...args, ...(options.extraArgs ?? [])]
}

/** The environment of the CLI: the key through AGENT_API_KEY, never argv. */
export function cliEnv(options: RunOptions, home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home
  }
  if (options.apiKey) env.AGENT_API_KEY = options.apiKey
  else if (process.env.GITHUB_TOKEN) env.GITHUB_TOKEN = process.env.GITHUB_TOKEN
  return env
}

/** Runs the CLI on a fresh copy of `task` and judges it by its check. */
export async function runTask(
  task: Task,
  options: RunOptions = {}
): Promise<TaskResult> {
  const scratch = mkdtempSync(path.join(tmpdir(), `bench-${task.name}-`))
  const dir = freshCopy(task, scratch)
  const transcript = path.join(scratch, 'transcript.jsonl')
  const failedBefore = !(await checkPasses(task, dir))
  // The check may leave files (caches); the agent starts from the commit.
  execFileSync('git', ['clean', '-fdxq'], { cwd: dir })
  const started = Date.now()
  const result = await run(
    options.node ?? process.execPath,
    [options.cli ?? DEFAULT_CLI, ...cliArgs(task, dir, transcript, options)],
    { cwd: dir, env: cliEnv(options, scratch), timeoutMs: 45 * 60_000 }
  )
  const durationMs = Date.now() - started
  const solved = await checkPasses(task, dir)
  const events = existsSync(transcript)
    ? parseTranscript(readFileSync(transcript, 'utf8'))
    : []
  const end = events.findLast((event) => event.type === 'run-end')
  const usage = end?.type === 'run-end' ? end.usage : null
  const promptTokens = usage?.promptTokens ?? 0
  const completionTokens = usage?.completionTokens ?? 0
  const price = options.tokenPrice ?? null
  if (!options.keep) rmSync(scratch, { recursive: true, force: true })
  return {
    task: task.name,
    language: task.language,
    tokens: relevantTokens(task),
    failedBefore,
    solved,
    exitCode: result.code,
    turns: end?.type === 'run-end' ? end.iterations : 0,
    promptTokens,
    completionTokens,
    cost: price
      ? (promptTokens * price.input + completionTokens * price.output) / 1e6
      : null,
    durationMs,
    dir,
    log: result.stderr
  }
}
