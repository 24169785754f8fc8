import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import {
  fanOut,
  type EmitEvent,
  createReplayModel,
  runSession,
  type Verb,
  createTranscriptWriter,
  parseTranscript
} from './agent/index.js'
import {
  createProgressPrinter,
  answerOnce,
  liveText,
  processTerminal,
  type Terminal,
  OPTIONS,
  USAGE
} from './cli/index.js'
import { createGitClient } from './git/index.js'
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
import {
  createSafeWriter,
  escapeLog,
  createRedactor
} from './security/index.js'
import { parseSettings, secretValues, SettingsError } from './config/index.js'

export { USAGE }

/** Where the CLI writes; injectable for tests. */
export interface CliIo {
  stdout: (text: string) => void
  stderr: (text: string) => void
  env: NodeJS.ProcessEnv
  cwd: string
  /** What stdout and stderr are; absent: neither is a terminal. */
  terminal?: Terminal
}

/** Diff of the directory against HEAD, untracked files included. */
export async function describeChanges(dir: string): Promise<string> {
  const client = createGitClient(dir)
  const git = async (args: string[]) => {
    const result = await client.run(['-c', 'core.quotepath=false', ...args], {
      allowFailure: true,
      maxBuffer: 64 * 1024 * 1024
    })
    return {
      ok: result.exitCode === 0,
      stdout: result.stdout
    }
  }
  const diffFlags = ['--no-color', '--no-ext-diff', '--no-textconv']
  if (!(await git(['rev-parse', '--is-inside-work-tree'])).ok)
    return '(not a git repository: no diff to show)\n'
  if (!(await git(['rev-parse', '--verify', 'HEAD'])).ok) {
    const { stdout } = await git(['status', '--short'])
    return stdout ? `(no commits yet; changed files:)\n${stdout}` : ''
  }
  const diff = await git(['diff', ...diffFlags, 'HEAD'])
  if (!diff.ok) return ''
  const untracked = await git([
    'ls-files',
    '--others',
    '--exclude-standard',
    '-z'
  ])
  let text = diff.stdout
  for (const file of untracked.stdout.split('\0').filter(Boolean)) {
    // --no-index exits 1 when the files differ, as a new file always does.
    const added = await git([
      'diff',
      ...diffFlags,
      '--no-index',
      '--',
      '/dev/null',
      file
    ])
    text += added.stdout
  }
  return text
}

/**
 * The key from the environment: AGENT_API_KEY for any endpoint, but
 * OPENAI_API_KEY only for OpenAI itself, so it is never sent to another host.
 */
export function envKey(
  env: NodeJS.ProcessEnv,
  baseUrl: string | undefined
): string | undefined {
  if (env.AGENT_API_KEY) return env.AGENT_API_KEY
  const host = baseUrl ? new URL(baseUrl, 'https://invalid').host : ''
  return !baseUrl || host === 'api.openai.com' ? env.OPENAI_API_KEY : undefined
}

/** Runs the CLI; resolves with the exit status. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  // Before anything runs (docs/security.md item 7).
  pinPrograms(ACTION_PROGRAMS)
  const startedAt = Date.now()
  let values: ReturnType<
    typeof parseArgs<{ options: typeof OPTIONS }>
  >['values']
  try {
    values = parseArgs({ args: argv, options: OPTIONS, strict: true }).values
  } catch (error) {
    io.stderr(`${errorMessage(error)}\n\n${USAGE}\n`)
    return 64
  }
  if (values.help) {
    io.stdout(`${USAGE}\n`)
    return 0
  }
  const verb = (values.verb ?? 'fix') as Verb
  if (!['fix', 'ask', 'review'].includes(verb)) {
    io.stderr(`--verb must be fix, ask or review, got "${values.verb}"\n`)
    return 64
  }

  const recorded = values.replay
    ? parseTranscript(
        await readFile(path.resolve(io.cwd, values.replay), 'utf8')
      )
    : null
  const recordedStart = recorded?.find((event) => event.type === 'run-start')
  const prompt =
    values.prompt ??
    (recordedStart?.type === 'run-start' ? recordedStart.task : undefined)
  if (!prompt) {
    io.stderr(`--prompt is required\n\n${USAGE}\n`)
    return 64
  }

  let mcpServers = values['mcp-servers']
  if (mcpServers?.startsWith('@')) {
    try {
      mcpServers = await readFile(
        path.resolve(io.cwd, mcpServers.slice(1)),
        'utf8'
      )
    } catch (error) {
      io.stderr(
        `--mcp-servers: cannot read ${mcpServers.slice(1)}: ${errorMessage(error)}\n`
      )
      return 64
    }
  }
  const inputs: Record<string, string | undefined> = {
    'api-key': values['api-key'] ?? envKey(io.env, values['base-url']),
    'github-token': io.env.GITHUB_TOKEN ?? io.env.GH_TOKEN,
    'base-url': values['base-url'],
    model: values.model,
    'max-iterations': values['max-iterations'],
    'max-tool-calls': values['max-tool-calls'],
    'max-tool-output-bytes': values['max-tool-output-bytes'],
    'timeout-minutes': values['timeout-minutes'],
    'context-window': values['context-window'],
    'max-output-tokens': values['max-output-tokens'],
    'max-tokens': values['max-tokens'],
    'token-price': values['token-price'],
    'tool-mode': values['tool-mode'],
    sandbox: values.sandbox,
    bash: values['no-bash'] ? 'false' : 'true',
    'bash-network': values['bash-network'] ? 'true' : 'false',
    'verify-command': values['verify-command'],
    'allowed-commands': values['allowed-commands'],
    'blocked-commands': values['blocked-commands'],
    'mcp-servers': mcpServers,
    instructions: values.instructions
  }
  let settings
  try {
    settings = parseSettings((name) => inputs[name] ?? '')
  } catch (error) {
    if (error instanceof SettingsError) {
      io.stderr(
        `${error.message.replace(/\b([a-z]+(?:-[a-z]+)*) must/g, '--$1 must')}\n`
      )
      return 64
    }
    throw error
  }

  const secrets = secretValues(settings)
  let model: ChatModel
  let limits: WindowLimits | undefined
  if (recorded) {
    model = createReplayModel(
      recorded,
      `replay of ${path.basename(values.replay ?? '')}`
    )
  } else {
    try {
      const timeoutMs = settings.timeoutMinutes * 60_000
      const endpoint = resolveEndpoint({ ...settings, surface: 'terminal' })
      limits = endpoint.limits
      model = createChatClient({
        endpoint,
        toolMode: settings.toolMode,
        // Waits for a rate limit stop at the wall clock of the run.
        deadline: () => startedAt + timeoutMs - Date.now()
      })
    } catch (error) {
      io.stderr(`${errorMessage(error)}\n`)
      return 64
    }
  }

  const dir = await realpath(path.resolve(io.cwd, values.dir ?? '.'))
  const scratchDir = await mkdtemp(path.join(tmpdir(), 'agent-cli-'))
  const transcriptPath = values.transcript
    ? path.resolve(io.cwd, values.transcript)
    : null
  const redact = createRedactor(secrets)
  const transcript = transcriptPath
    ? createTranscriptWriter(transcriptPath, redact)
    : null
  // What the session prints is redacted and escaped on line boundaries:
  // the CLI may run as a workflow step, whose runner reads workflow
  // commands from its output (docs/security.md item 20).
  const stdout = createSafeWriter(io.stdout, redact)
  const stderr = createSafeWriter(io.stderr, redact)
  const progress = answerOnce(
    createProgressPrinter((line) => stderr.write(`${line}\n`), redact)
  )
  // The model's text as it streams, in a terminal or with --stream; the
  // pieces come redacted from the session, and the live view escapes them.
  const streaming =
    !values['no-stream'] && (values.stream === true || io.terminal?.stderr)
  const live = streaming
    ? liveText(io.stderr, progress.emit, {
        dim: io.terminal?.stderr === true && !io.env.NO_COLOR
      })
    : null
  const emits: EmitEvent[] = [live?.emit ?? progress.emit]
  if (transcript) emits.unshift(transcript.emit)
  const controller = new AbortController()
  const onSignal = (): void => controller.abort(new Error('interrupted'))
  process.once('SIGINT', onSignal)
  try {
    // A local directory is the user's own: trusted code.
    const capabilities = capabilitiesFor(verb, true)
    const { outcome, sandbox, reviewComments } = await runSession({
      ...sessionPolicy(settings, capabilities, '', limits),
      workspace: dir,
      verb,
      task: prompt,
      model,
      emit: fanOut(...emits),
      signal: controller.signal,
      scratchDir,
      secrets
    })
    live?.close()
    progress.release(outcome.summary)
    if (sandbox) stderr.write(`sandbox: ${sandbox}\n`)
    for (const comment of reviewComments) {
      stderr.write(
        `review comment ${comment.path}:${comment.line}: ${comment.body}\n`
      )
    }
    // A fix run's answer starts with the title a pull request would get.
    const answer = verb === 'fix' ? splitTitle(outcome.summary) : null
    if (answer?.title) stderr.write(`title: ${answer.title}\n`)
    // On one terminal, an answer streamed on stderr is already on screen.
    const onScreen =
      io.terminal?.sameAsStdout === true &&
      live?.lastStreamed()?.trim() === outcome.summary.trim()
    if (!onScreen)
      stdout.write(`${(answer?.summary ?? outcome.summary).trim()}\n`)
    const diff = await describeChanges(dir)
    stderr.write(
      diff ? `\n── diff of ${dir}\n${diff}` : `\n── no changes in ${dir}\n`
    )
    stderr.write(
      `tokens: ${formatTokens(outcome.usage)}${settings.tokenPrice ? `; cost ${formatUsd(costUsd(outcome.usage, settings.tokenPrice))}` : ''}\n`
    )
    if (transcriptPath) stderr.write(`transcript: ${transcriptPath}\n`)
    if (outcome.status === 'done') return 0
    return outcome.status === 'budget-exhausted' ? 2 : 1
  } finally {
    process.removeListener('SIGINT', onSignal)
    live?.close()
    progress.release('')
    stdout.flush()
    stderr.flush()
    transcript?.close()
    await rm(scratchDir, { recursive: true, force: true })
  }
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
