/**
 * End-to-end harness: a fake GitHub (REST + git smart HTTP over a real bare
 * repository), a scripted model, and the action's bundle run as a
 * subprocess with the runner's environment, exactly as a workflow runs it.
 * Under jest the bundle is the one built from src/ for this run (see
 * bundlePath); the bench, outside jest, runs the committed dist/.
 */
import { type ChildProcess, execFile, execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type FakeGitHub, startFakeGitHub } from './github-world/http.js'
import {
  type GitHubModelsDouble,
  type GitHubModelsDoubleOptions,
  startGitHubModelsDouble
} from './github-models-double.js'
import {
  type ScriptedModel,
  type ScriptStep,
  startScriptedModel
} from './scripted-model.js'

/** The project root: the nearest folder up with action.yml (also from build/). */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (
    !existsSync(path.join(dir, 'action.yml')) &&
    path.dirname(dir) !== dir
  ) {
    dir = path.dirname(dir)
  }
  return dir
}

const ROOT = findRoot()
export const TOKEN = 'ghs_e2eTestToken0123456789abcdefghijABCD'
export const API_KEY = 'sk-e2e-model-key-0123456789abcdef'
export const OWNER = 'octo'
export const REPO = 'dates'
export const RUN_ID = '424242'

/** The committed bundle, which the action runs as is. */
export const COMMITTED_BUNDLE = path.join(ROOT, 'dist/index.js')

/**
 * A file of the bundle under test. Under jest: the folder the e2e project's
 * globalSetup built from src/ (E2E_BUNDLE_DIR), so a test can never pass on
 * a stale dist/. Outside jest (the bench): the committed dist/.
 */
export function bundlePath(file = 'index.js'): string {
  const dir = process.env.E2E_BUNDLE_DIR
  if (dir) return path.join(dir, file)
  if (process.env.E2E_BUNDLE_ERROR)
    throw new Error(process.env.E2E_BUNDLE_ERROR)
  if (process.env.JEST_WORKER_ID !== undefined)
    throw new Error(
      'E2E_BUNDLE_DIR is not set: suites that run the bundle belong to the ' +
        'e2e project of jest.config.js, whose globalSetup builds src/'
    )
  return path.join(ROOT, 'dist', file)
}

/** The Node that runs the action: E2E_NODE (e.g. the node24 of action.yml), else jest's. */
export function bundleNode(): string {
  return process.env.E2E_NODE || process.execPath
}

/** Identity used for commits the test makes itself. */
const TEST_GIT = [
  '-c',
  'user.name=tester',
  '-c',
  'user.email=tester@example.com',
  '-c',
  'init.defaultBranch=main',
  // The workspace belongs to the runner user when the action runs as one.
  '-c',
  'safe.directory=*'
]

/**
 * How the action's process is started, from the environment of the test
 * run, so one suite runs the way each CI configuration needs:
 * - `E2E_RUN_AS=<user>`: as that user (a hosted runner's `runner`, with
 *   passwordless sudo), through `setpriv`; the run's files are theirs.
 * - `E2E_BROKEN_BWRAP=1`: a `bwrap` early on PATH that fails the way it does
 *   on ubuntu-24.04 (AppArmor denies the user namespace).
 */
const RUN_AS = process.env.E2E_RUN_AS || null
const BROKEN_BWRAP = process.env.E2E_BROKEN_BWRAP === '1'

const BROKEN_BWRAP_SCRIPT =
  '#!/bin/sh\necho "bwrap: setting up uid map: Permission denied" >&2\nexit 1\n'

/** Gives `user` the files of a run, and a way into their folders. */
function handOver(user: string, paths: string[], parents: string[]): void {
  for (const dir of parents) execFileSync('chmod', ['a+rx', dir])
  for (const target of paths)
    execFileSync('chown', ['-R', `${user}:${user}`, target])
}

export function gitIn(dir: string, args: string[], input?: string): string {
  return execFileSync('git', [...TEST_GIT, ...args], {
    cwd: dir,
    encoding: 'utf8',
    input,
    stdio: ['pipe', 'pipe', 'pipe']
  })
}

export interface RunResult {
  exitCode: number
  stdout: string
  stderr: string
  outputs: Record<string, string>
  summary: string
  /** The runner's file-command folder after the run: file name -> content. */
  fileCommands: Record<string, string>
  /** Everything the run left behind, for secret checks. */
  transcript: string
}

export interface E2E {
  github: FakeGitHub
  model: ScriptedModel
  /** The GitHub Models double, when `githubModels` asked for it (also `model`). */
  models?: GitHubModelsDouble
  dir: string
  /** A checkout of the repository, as actions/checkout leaves it (credentials persisted). */
  workspace: string
  /** Runs `git` in the bare repository. */
  bare(args: string[]): string
  /** Creates a branch in the bare repository with these file changes; returns its head sha. */
  branch(name: string, files: Record<string, string>, from?: string): string
  run(
    event: { name: string; payload: unknown },
    inputs?: Record<string, string>,
    options?: {
      emptyWorkspace?: boolean
      /** Receives the action's process, e.g. to send it a signal. */
      onSpawn?: (child: ChildProcess) => void
      /** Runner variables to add or override. */
      env?: Record<string, string>
    }
  ): Promise<RunResult>
  close(): Promise<void>
}

/** Reads a GITHUB_OUTPUT file (`name<<delimiter` blocks, or `name=value`). */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = text.split('\n')
  for (let index = 0; index < lines.length; index += 1) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[index])
    if (heredoc) {
      const value: string[] = []
      index += 1
      while (index < lines.length && lines[index] !== heredoc[2])
        value.push(lines[index++])
      outputs[heredoc[1]] = value.join('\n')
    } else if (lines[index].includes('=')) {
      const at = lines[index].indexOf('=')
      outputs[lines[index].slice(0, at)] = lines[index].slice(at + 1)
    }
  }
  return outputs
}

export async function createE2E(
  script: ScriptStep[],
  options: {
    latencyMs?: number
    /** Serve the script from the GitHub Models double, with these limits. */
    githubModels?: Omit<GitHubModelsDoubleOptions, 'replies'>
  } = {}
): Promise<E2E> {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-'))
  const gitRoot = path.join(dir, 'git')
  const barePath = path.join(gitRoot, OWNER, `${REPO}.git`)
  mkdirSync(barePath, { recursive: true })
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', barePath])
  const seed = path.join(dir, 'seed')
  cpSync(path.join(ROOT, 'examples/demo/repo'), seed, { recursive: true })
  writeFileSync(
    path.join(seed, 'AGENTS.md'),
    'Run the tests with `node --test`.\n'
  )
  gitIn(seed, ['init', '-q'])
  gitIn(seed, ['add', '-A'])
  gitIn(seed, ['commit', '-q', '-m', 'Initial commit'])
  gitIn(seed, ['push', '-q', barePath, 'HEAD:refs/heads/main'])

  mkdirSync(path.join(dir, 'runner', '_work'), { recursive: true })
  writeFileSync(
    path.join(dir, 'runner', '.credentials'),
    '{"token":"runner-credential-secret"}'
  )
  const github = await startFakeGitHub({
    token: TOKEN,
    owner: OWNER,
    repo: REPO,
    gitRoot,
    ...(options.latencyMs ? { latencyMs: options.latencyMs } : {})
  })
  const models = options.githubModels
    ? await startGitHubModelsDouble({
        ...options.githubModels,
        replies: script
      })
    : undefined
  const model = models ?? (await startScriptedModel(script))
  const remote = `${github.serverUrl}/${OWNER}/${REPO}.git`
  const basic = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')

  // A checkout the way actions/checkout leaves it: the token persisted in .git/config.
  const workspace = path.join(dir, 'workspace')
  // Async: the git server runs in this process and must keep answering.
  await new Promise<void>((resolve, reject) =>
    execFile(
      'git',
      [
        '-c',
        `http.extraheader=AUTHORIZATION: basic ${basic}`,
        'clone',
        '-q',
        remote,
        workspace
      ],
      (error) => (error ? reject(error) : resolve())
    )
  )
  gitIn(workspace, [
    'config',
    '--local',
    `http.${github.serverUrl}/.extraheader`,
    `AUTHORIZATION: basic ${basic}`
  ])

  const bare = (args: string[]) =>
    execFileSync('git', ['--git-dir', barePath, ...args], { encoding: 'utf8' })
  const branch = (
    name: string,
    files: Record<string, string>,
    from = 'main'
  ) => {
    const work = mkdtempSync(path.join(dir, 'branch-'))
    gitIn(work, ['init', '-q'])
    gitIn(work, ['fetch', '-q', barePath, `${from}:base`])
    gitIn(work, ['checkout', '-q', 'base'])
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(work, file)), { recursive: true })
      writeFileSync(path.join(work, file), content)
    }
    gitIn(work, ['add', '-A'])
    gitIn(work, ['commit', '-q', '-m', `Change on ${name}`])
    gitIn(work, [
      'push',
      '-q',
      barePath,
      `HEAD:${name.startsWith('refs/') ? name : `refs/heads/${name}`}`
    ])
    return gitIn(work, ['rev-parse', 'HEAD']).trim()
  }

  let runs = 0
  const run: E2E['run'] = async (event, inputs = {}, options = {}) => {
    runs += 1
    const runDir = path.join(dir, `run-${runs}`)
    const runnerTemp = path.join(runDir, 'temp')
    mkdirSync(runnerTemp, { recursive: true })
    const eventPath = path.join(runDir, 'event.json')
    // Where the runner keeps this step's file-command files.
    const commands = path.join(runnerTemp, '_runner_file_commands')
    mkdirSync(commands)
    const outputPath = path.join(commands, 'set_output_e2e')
    const summaryPath = path.join(commands, 'step_summary_e2e')
    const fileCommands = {
      GITHUB_ENV: path.join(commands, 'set_env_e2e'),
      GITHUB_PATH: path.join(commands, 'add_path_e2e'),
      GITHUB_STATE: path.join(commands, 'save_state_e2e')
    }
    for (const file of Object.values(fileCommands)) writeFileSync(file, '')
    writeFileSync(eventPath, JSON.stringify(event.payload))
    writeFileSync(outputPath, '')
    writeFileSync(summaryPath, '')
    let runWorkspace = workspace
    if (options.emptyWorkspace) {
      runWorkspace = path.join(runDir, 'empty-workspace')
      mkdirSync(runWorkspace)
    }
    const allInputs: Record<string, string> = {
      'github-token': TOKEN,
      'api-key': API_KEY,
      'base-url': model.url,
      model: 'scripted-model',
      sandbox: 'auto',
      ...inputs
    }
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: runDir,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: event.name,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
      GITHUB_WORKSPACE: runWorkspace,
      GITHUB_API_URL: github.apiUrl,
      GITHUB_SERVER_URL: github.serverUrl,
      GITHUB_RUN_ID: RUN_ID,
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_ACTOR: 'alice',
      GITHUB_STEP_SUMMARY: summaryPath,
      GITHUB_OUTPUT: outputPath,
      ...fileCommands,
      RUNNER_TEMP: runnerTemp,
      // A self-hosted layout: <runner>/_work/<repo>, credentials in <runner>.
      RUNNER_WORKSPACE: path.join(dir, 'runner', '_work', REPO),
      ACTIONS_RUNTIME_TOKEN: 'actions-runtime-secret-value'
    }
    Object.assign(env, options.env)
    for (const [name, value] of Object.entries(allInputs))
      env[`INPUT_${name.toUpperCase()}`] = value
    if (BROKEN_BWRAP) {
      const bin = path.join(runDir, 'broken-bwrap')
      mkdirSync(bin, { recursive: true })
      writeFileSync(path.join(bin, 'bwrap'), BROKEN_BWRAP_SCRIPT, {
        mode: 0o755
      })
      env.PATH = `${bin}:${env.PATH ?? ''}`
    }
    if (RUN_AS) {
      handOver(
        RUN_AS,
        [runDir, runWorkspace],
        [dir, path.dirname(bundlePath()), path.dirname(bundleNode())]
      )
    }
    const [command, args] = RUN_AS
      ? [
          'setpriv',
          [
            `--reuid=${RUN_AS}`,
            `--regid=${RUN_AS}`,
            '--init-groups',
            '--',
            bundleNode(),
            bundlePath()
          ]
        ]
      : [bundleNode(), [bundlePath()]]
    const { exitCode, stdout, stderr } = await new Promise<{
      exitCode: number
      stdout: string
      stderr: string
    }>((resolve) => {
      const child = execFile(
        command,
        args,
        { env, cwd: runWorkspace, maxBuffer: 64 * 1024 * 1024 },
        (error, out, err) => {
          resolve({
            exitCode: error ? ((error as { code?: number }).code ?? 1) : 0,
            stdout: out,
            stderr: err
          })
        }
      )
      options.onSpawn?.(child)
    })
    const outputs = parseOutputFile(readFileSync(outputPath, 'utf8'))
    let transcript = ''
    try {
      transcript = outputs.transcript
        ? readFileSync(outputs.transcript, 'utf8')
        : ''
    } catch {
      transcript = ''
    }
    return {
      exitCode,
      stdout,
      stderr,
      outputs,
      summary: readFileSync(summaryPath, 'utf8'),
      fileCommands: Object.fromEntries(
        readdirSync(commands).map((name) => [
          name,
          readFileSync(path.join(commands, name), 'utf8')
        ])
      ),
      transcript
    }
  }

  return {
    github,
    model,
    ...(models ? { models } : {}),
    dir,
    workspace,
    bare,
    branch,
    run,
    close: async () => {
      await github.close()
      await model.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

/** The `issue_comment` event most runs start from (`github-events.ts`). */
export { issueCommentEvent } from './github-events.js'
