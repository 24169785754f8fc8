#!/usr/bin/env node
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type AgentEvent,
  createReplayModel,
  runSession,
  type Verb,
  parseTranscript
} from './agent/index.js'
import {
  actionInputs,
  type CliValues,
  dirtyWarning,
  replayOnTree,
  treeNote,
  treeSnapshots,
  type TreeSnapshot,
  type TreeSnapshots,
  processTerminal,
  checkDir,
  parseOptions,
  readReplay,
  replayProblem,
  USAGE,
  type CliIo,
  type CliOutput,
  openOutput,
  bashLine,
  withheldKeyAfter401,
  withheldKeyHost,
  withheldKeyNotice
} from './cli/index.js'
import { splitTitle } from './github/index.js'
import {
  ACTION_PROGRAMS,
  pinPrograms,
  errorMessage,
  costUsd,
  formatTokens,
  formatUsd
} from './shared/index.js'
import {
  createChatClient,
  resolveEndpoint,
  type ChatModel
} from './llm/index.js'
import {
  capabilitiesFor,
  sessionPolicy,
  type WindowLimits
} from './run/index.js'
import { escapeLog, createRedactor } from './security/index.js'
import {
  parseSettings,
  secretValues,
  type Settings,
  SettingsError
} from './config/index.js'

export { USAGE }
export type { CliIo } from './cli/index.js'
export { envKey } from './cli/index.js'

/** A step that stops the CLI, having said why: the exit status. */
interface Exit {
  exit: number
}

/** The exit status of a usage error (EX_USAGE), after saying what. */
function usageError(io: CliIo, message: string): Exit {
  io.stderr(message)
  return { exit: 64 }
}

/** Runs the CLI; resolves with the exit status. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  // Before anything runs (docs/security.md item 7).
  pinPrograms(ACTION_PROGRAMS)
  const startedAt = Date.now()
  const args = readArgs(argv, io)
  if ('exit' in args) return args.exit
  const { values, verb } = args
  const where = await checkDir(
    path.resolve(io.cwd, values.dir ?? '.'),
    values.dir ?? '.'
  )
  if ('error' in where)
    return usageError(io, `agent-cli: ${where.error}\n`).exit
  const task = await readTask(values, io)
  if ('exit' in task) return task.exit
  const settings = await readSettings(values, io)
  if ('exit' in settings) return settings.exit
  const model = openModel(settings, task.recorded, values.replay, startedAt, io)
  if ('exit' in model) return model.exit
  return runTask({
    ...task,
    ...model,
    dir: where.dir,
    values,
    verb,
    settings,
    io
  })
}

/** The options and the verb; `--help` or a bad option stops here. */
function readArgs(
  argv: string[],
  io: CliIo
): { values: CliValues; verb: Verb } | Exit {
  const parsed = parseOptions(argv)
  if ('error' in parsed) return usageError(io, `${parsed.error}\n`)
  const { values } = parsed
  if (values.help) {
    io.stdout(`${USAGE}\n`)
    return { exit: 0 }
  }
  const verb = (values.verb ?? 'fix') as Verb
  if (!['fix', 'ask', 'review'].includes(verb)) {
    return usageError(
      io,
      `--verb must be fix, ask or review, got "${values.verb}"\n`
    )
  }
  return { values, verb }
}

/** The task: `--prompt`, else the task of the `--replay` transcript. */
async function readTask(
  values: CliValues,
  io: CliIo
): Promise<{ prompt: string; recorded: AgentEvent[] | null } | Exit> {
  let recorded: AgentEvent[] | null = null
  if (values.replay) {
    const file = await readReplay(
      path.resolve(io.cwd, values.replay),
      values.replay
    )
    if ('error' in file) return usageError(io, `agent-cli: ${file.error}\n`)
    recorded = parseTranscript(file.text)
    const problem = replayProblem(recorded, values.replay)
    if (problem) return usageError(io, `agent-cli: ${problem}\n`)
  }
  const recordedStart = recorded?.find((event) => event.type === 'run-start')
  const prompt =
    values.prompt ??
    (recordedStart?.type === 'run-start' ? recordedStart.task : undefined)
  if (!prompt) return usageError(io, `--prompt is required\n\n${USAGE}\n`)
  return { prompt, recorded }
}

/**
 * The settings the action would read from the same inputs (`--mcp-servers
 * @file` read from the file); a bad value stops here, named as its option.
 */
async function readSettings(
  values: CliValues,
  io: CliIo
): Promise<Settings | Exit> {
  let mcpServers = values['mcp-servers']
  if (mcpServers?.startsWith('@')) {
    try {
      mcpServers = await readFile(
        path.resolve(io.cwd, mcpServers.slice(1)),
        'utf8'
      )
    } catch (error) {
      return usageError(
        io,
        `--mcp-servers: cannot read ${mcpServers.slice(1)}: ${errorMessage(error)}\n`
      )
    }
  }
  const inputs = actionInputs(values, io.env, mcpServers)
  try {
    return parseSettings((name) => inputs[name] ?? '')
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error
    return usageError(
      io,
      `${error.message.replace(/\b([a-z]+(?:-[a-z]+)*) must/g, '--$1 must')}\n`
    )
  }
}

/** The recorded session's replay, or a chat client for the endpoint. */
function openModel(
  settings: Settings,
  recorded: AgentEvent[] | null,
  replay: string | undefined,
  startedAt: number,
  io: CliIo
): { model: ChatModel; limits?: WindowLimits } | Exit {
  if (recorded) {
    const name = `replay of ${path.basename(replay ?? '')}`
    return { model: createReplayModel(recorded, name) }
  }
  try {
    const timeoutMs = settings.timeoutMinutes * 60_000
    const endpoint = resolveEndpoint({ ...settings, surface: 'terminal' })
    const model = createChatClient({
      endpoint,
      toolMode: settings.toolMode,
      // Waits for a rate limit stop at the wall clock of the run.
      deadline: () => startedAt + timeoutMs - Date.now()
    })
    return { model, limits: endpoint.limits }
  } catch (error) {
    return usageError(io, `${errorMessage(error)}\n`)
  }
}

/** Everything one run of the CLI needs, read from the options. */
interface CliRun {
  /** The real path of `--dir`, checked. */
  dir: string
  values: CliValues
  verb: Verb
  prompt: string
  /** The `--replay` transcript's events; null for a live model. */
  recorded: AgentEvent[] | null
  settings: Settings
  model: ChatModel
  limits?: WindowLimits
  io: CliIo
}

/**
 * Takes the snapshot of the directory the diff is taken against, runs the
 * session (unless the replay was recorded on another tree), cleans up.
 */
async function runTask(run: CliRun): Promise<number> {
  const scratchDir = await mkdtemp(path.join(tmpdir(), 'agent-cli-'))
  try {
    const snapshots = await treeSnapshots(
      run.dir,
      path.join(scratchDir, 'snapshots')
    )
    const before = await snapshots.take()
    const say = (line: string) => run.io.stderr(`${escapeLog(line)}\n`)
    if (run.recorded) {
      const check = replayOnTree(run.recorded, before.tree, {
        replay: run.values.replay ?? '',
        dir: run.dir
      })
      if (check && 'refuse' in check)
        return usageError(
          run.io,
          `${escapeLog(`agent-cli: ${check.refuse}`)}\n`
        ).exit
      if (check) say(check.warn)
    }
    const dirty = await dirtyWarning(snapshots, before, run.dir)
    if (dirty) say(dirty)
    return await runInDir(run, scratchDir, { snapshots, before })
  } finally {
    await rm(scratchDir, { recursive: true, force: true })
  }
}

/** Runs the session on the directory and prints what came of it. */
async function runInDir(
  run: CliRun,
  scratchDir: string,
  tree: { snapshots: TreeSnapshots; before: TreeSnapshot }
): Promise<number> {
  const { values, io, settings, dir } = run
  const transcriptPath = values.transcript
    ? path.resolve(io.cwd, values.transcript)
    : null
  const secrets = secretValues(settings)
  const out = openOutput(io, values, createRedactor(secrets), transcriptPath)
  out.transcript?.emit(treeNote(tree.before.tree))
  const withheld = withheldKeyHost(values, io.env)
  if (withheld) out.stderr.write(`${withheldKeyNotice(withheld)}\n`)
  const controller = new AbortController()
  const onSignal = (): void => controller.abort(new Error('interrupted'))
  process.once('SIGINT', onSignal)
  try {
    // A local directory is the user's own: trusted code.
    const capabilities = capabilitiesFor(run.verb, true)
    const policy = sessionPolicy(settings, capabilities, '', run.limits)
    const offered = {
      bash: policy.bash,
      verb: run.verb,
      noBash: !!values['no-bash']
    }
    const result = await runSession({
      ...policy,
      // The header says how bash runs before the first turn.
      onSandbox: (sandbox) =>
        out.stderr.write(`${bashLine(sandbox, offered)}\n`),
      workspace: dir,
      verb: run.verb,
      task: run.prompt,
      model: run.model,
      emit: out.emit,
      signal: controller.signal,
      scratchDir,
      secrets
    })
    return await printResult(run, out, result, { ...tree, transcriptPath })
  } finally {
    process.removeListener('SIGINT', onSignal)
    out.waiting?.stop()
    out.live?.close()
    out.progress.release('')
    out.stdout.flush()
    out.stderr.flush()
    out.transcript?.close()
  }
}

/**
 * The answer on stdout (unless already on screen), then on stderr the
 * sandbox, review comments, title, diff and tokens; the exit status.
 */
async function printResult(
  run: CliRun,
  out: CliOutput,
  { outcome, sandbox, reviewComments }: Awaited<ReturnType<typeof runSession>>,
  where: {
    snapshots: TreeSnapshots
    before: TreeSnapshot
    transcriptPath: string | null
  }
): Promise<number> {
  const { stdout, stderr, live } = out
  const { io, settings } = run
  out.waiting?.stop()
  live?.close()
  out.progress.release(outcome.summary)
  if (sandbox) stderr.write(`sandbox: ${sandbox}\n`)
  for (const comment of reviewComments) {
    stderr.write(
      `review comment ${comment.path}:${comment.line}: ${comment.body}\n`
    )
  }
  // A fix run's answer starts with the title a pull request would get.
  const answer = run.verb === 'fix' ? splitTitle(outcome.summary) : null
  if (answer?.title) stderr.write(`title: ${answer.title}\n`)
  // On one terminal, an answer streamed on stderr is already on screen.
  const onScreen =
    io.terminal?.sameAsStdout === true &&
    live?.lastStreamed()?.trim() === outcome.summary.trim()
  if (!onScreen)
    stdout.write(`${(answer?.summary ?? outcome.summary).trim()}\n`)
  const after = await where.snapshots.take()
  const diff = await where.snapshots.diff(where.before.tree, after.tree)
  stderr.write(
    diff ? `\n── diff of ${run.dir}\n` : `\n── no changes in ${run.dir}\n`
  )
  out.diff.write(diff)
  out.diff.flush()
  stderr.write(
    `tokens: ${formatTokens(outcome.usage)}${settings.tokenPrice ? `; cost ${formatUsd(costUsd(outcome.usage, settings.tokenPrice))}` : ''}\n`
  )
  const withheld = withheldKeyHost(run.values, io.env)
  if (withheld && outcome.error?.includes('(401)'))
    stderr.write(`${withheldKeyAfter401(withheld)}\n`)
  if (where.transcriptPath) {
    stderr.write(`transcript: ${where.transcriptPath}\n`)
  }
  if (outcome.status === 'done') return 0
  return outcome.status === 'budget-exhausted' ? 2 : 1
}

const invokedDirectly =
  process.argv[1] !== undefined &&
  fileURLToPath(import.meta.url) ===
    (await realpath(process.argv[1]).catch(() => process.argv[1]))

if (invokedDirectly) {
  const status = await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    env: process.env,
    cwd: process.cwd(),
    terminal: processTerminal()
  }).catch((error: unknown) => {
    process.stderr.write(`${escapeLog(`agent-cli: ${errorMessage(error)}`)}\n`)
    return 1
  })
  process.exitCode = status
}
