/**
 * The bash tool (docs/loop.md §5.6): one stateless `bash -c` per call in the workspace,
 * stdin closed, stdout and stderr merged, run through the sandbox with an
 * allowlisted environment. Memory stays bounded however much is printed:
 * only a head and a rolling tail are kept, and the full output goes to a
 * capped log file the model can grep.
 */
import { mkdir } from 'node:fs/promises'
import { StringDecoder } from 'node:string_decoder'
import { z } from 'zod'
import { program, errorMessage, plural } from '../../shared/index.js'
import type {
  CallArguments,
  CallView,
  Tool,
  ToolContext,
  ToolResult
} from '../types.js'
import { summaryLine, textArg } from '../traits.js'
import { OutputBuffer } from './output-buffer.js'
import { logFilePath, OutputLog } from './output-log.js'
import { limitNote } from './resource-limits.js'
import type { ProcessRegistry } from './process-registry.js'
import type { Sandbox } from './sandbox/index.js'
import { describeExit, type Outcome, spawnCommand } from './spawn.js'
import type { CommandCgroup } from './cgroup/index.js'
import {
  type EgressRefusal,
  refusalDetails,
  refusalLines
} from './egress/index.js'

/** Arguments of the bash tool. */
const bashInput = z.object({
  command: z
    .string()
    .min(1)
    .describe(
      'The command, run as `bash -c <command>` in the repository root.'
    ),
  timeout_s: z
    .number()
    .int()
    .min(1)
    .max(600)
    .optional()
    .describe('Timeout in seconds (default 120, at most 600).')
})

/** Validated arguments of the bash tool. */
type BashInput = z.infer<typeof bashInput>

/** Options of {@link createBashTool}. */
export interface BashToolOptions {
  /** From `detectSandbox`; wraps every command. */
  sandbox: Sandbox
  /** Environment of commands, from `buildToolEnv`. */
  env: Record<string, string>
  /** Default 120 s. */
  defaultTimeoutS?: number
  /** Time between SIGTERM and SIGKILL on timeout or cancel; default 5000 ms. */
  killGraceMs?: number
  /** Cap of the full-output log file; default 10 MiB. */
  maxLogBytes?: number
  /** Bytes of head and of tail kept in memory; default 64 KiB each. */
  keepBytes?: number
  /** How long to wait for pipes held open by leftovers after exit; default 500 ms. */
  drainMs?: number
  /** Tracks running process groups so the run can kill them at its end. */
  processes?: ProcessRegistry
}

/** Creates the bash tool. */
export function createBashTool(options: BashToolOptions): Tool<BashInput> {
  const settings: Settings = {
    sandbox: options.sandbox,
    env: options.env,
    defaultTimeoutS: options.defaultTimeoutS ?? 120,
    killGraceMs: options.killGraceMs ?? 5000,
    maxLogBytes: options.maxLogBytes ?? 10 * 1024 * 1024,
    keepBytes: options.keepBytes ?? 64 * 1024,
    drainMs: options.drainMs ?? 500,
    processes: options.processes
  }
  const egress = options.sandbox.egress
  const network = egress
    ? ` The network is reachable only through a proxy (already set in http_proxy/https_proxy), and only these hosts: ${egress.hosts.join(', ')}.`
    : options.sandbox.network
      ? ''
      : ' There is no network access.'
  return {
    name: 'bash',
    description:
      'Run a shell command (`bash -c`) in the repository root; you get its exit code and output. ' +
      'Each call is a fresh shell: `cd`, variables and background processes do not carry over. ' +
      'stdin is closed and stdout and stderr are merged. ' +
      `Default timeout ${settings.defaultTimeoutS} s (timeout_s, at most 600). ` +
      'Long output is cut to its head and tail; the full output is saved to a log file you can grep.' +
      network,
    schema: bashInput,
    readOnly: false,
    describe: describeBash,
    // A command may write anything: the command policy checks its line
    // before it runs, the end-of-run check the change (docs/security.md
    // item 12), not a scan of the work tree after every command.
    writes: () => 'unknown',
    command: (input) => input.command,
    timeLimitMs: bashTimeLimitMs,
    run: (input, context) => runBash(input, context, settings)
  }
}

/** bash's own `timeout_s` when the call gives none: its cap, so it is never cut early. */
const MAX_TIMEOUT_S = 600
/** Beyond bash's own timeout: SIGTERM, SIGKILL 5 s later, draining the pipes. */
const TIME_LIMIT_MARGIN_MS = 30_000

/**
 * The runner's wall clock of a call (docs/loop.md §3): the call's own
 * `timeout_s` and a margin past it for the kill and the output log, so the
 * runner never cuts a command bash would still report on.
 */
function bashTimeLimitMs(input: BashInput): number {
  return (input.timeout_s ?? MAX_TIMEOUT_S) * 1000 + TIME_LIMIT_MARGIN_MS
}

/** "Ran `npm test`"; the summary is the command's first line. */
function describeBash(args: CallArguments): CallView {
  const command = textArg(args, 'command')
  const summary = summaryLine(command)
  return {
    summary,
    activity: {
      verb: ['Ran', 'Running'],
      words: [{ value: command || summary || '?' }],
      runsCommand: true
    }
  }
}

interface Settings {
  sandbox: Sandbox
  env: Record<string, string>
  defaultTimeoutS: number
  killGraceMs: number
  maxLogBytes: number
  keepBytes: number
  drainMs: number
  processes?: ProcessRegistry
}

async function runBash(
  input: BashInput,
  context: ToolContext,
  settings: Settings
): Promise<ToolResult> {
  const timeoutS = input.timeout_s ?? settings.defaultTimeoutS
  if (context.signal.aborted) {
    return {
      output: 'exit=130 (cancelled before it started)\n(no output)',
      isError: false,
      details: { exitCode: 130, cancelled: true, timedOut: false }
    }
  }
  // Without an output dir the command still runs; it just has no log.
  await mkdir(context.outputDir, { recursive: true }).catch(() => undefined)
  const logPath = logFilePath(context.outputDir, context.callId)
  const log = new OutputLog(logPath, settings.maxLogBytes)
  const output = new OutputBuffer(settings.keepBytes)
  // bash is the one resolved before the loop, never a later PATH's.
  const bash = program('bash')
  // Its own cgroup, or it does not run: a command that could not be held
  // together must not run as if it were.
  let cgroup: CommandCgroup | null = null
  try {
    cgroup = (await settings.sandbox.cgroups?.create()) ?? null
  } catch (error) {
    return {
      output: `bash could not be started: its cgroup could not be made (${errorMessage(error)})`,
      isError: true,
      details: { sandbox: settings.sandbox.kind }
    }
  }
  const run = { bash, timeoutS, cgroup, output, log }
  const proxy = settings.sandbox.egress?.proxy
  const refusedBefore = proxy?.refusals.length ?? 0
  const { outcome, durationMs } = await spawnBash(input, context, settings, run)
  const refused = proxy?.refusals.slice(refusedBefore) ?? []
  const logged = await log.close()
  if (outcome.spawnError) {
    return {
      output: `bash could not be started: ${outcome.spawnError.message}`,
      isError: true,
      details: { sandbox: settings.sandbox.kind, durationMs }
    }
  }
  const fullOutputPath = logged ? logPath : undefined
  return bashResult(
    { ...run, outcome, durationMs, fullOutputPath, refused },
    settings
  )
}

/** One command of the tool, and where its output goes. */
interface BashRun {
  /** The resolved bash. */
  bash: string
  timeoutS: number
  cgroup: CommandCgroup | null
  output: OutputBuffer
  log: OutputLog
}

/** Runs the command in the sandbox; how it ended and how long it took. */
async function spawnBash(
  input: BashInput,
  context: ToolContext,
  settings: Settings,
  run: BashRun
): Promise<{ outcome: Outcome; durationMs: number }> {
  const { bash, cgroup } = run
  // stderr becomes a copy of stdout first, so both share one pipe and keep
  // their order; the command itself still runs as `bash -c <command>`.
  const merged = [bash, '-c', 'exec "$@" 2>&1', 'bash']
  const { file, args } = settings.sandbox.wrap(
    [...merged, bash, '-c', input.command],
    { cwd: context.workspace, env: settings.env, cgroup }
  )
  const started = Date.now()
  // Partial output for progress, whole characters only.
  const decoder = new StringDecoder('utf8')
  const onUpdate = context.onUpdate
  const outcome = await spawnCommand(
    file,
    args,
    {
      cwd: context.workspace,
      env: settings.env,
      signal: context.signal,
      timeoutS: run.timeoutS,
      killGraceMs: settings.killGraceMs,
      drainMs: settings.drainMs,
      processes: settings.processes,
      cgroup
    },
    {
      output: run.output,
      log: run.log,
      ...(onUpdate
        ? { onData: (chunk: Buffer) => onUpdate(decoder.write(chunk)) }
        : {})
    }
  )
  return { outcome, durationMs: Date.now() - started }
}

/**
 * What the model gets of a command that ran: its status line, head and
 * tail, and notes on the log's cut, a limit it hit and what it left.
 */
function bashResult(
  run: BashRun & {
    outcome: Outcome
    durationMs: number
    /** The full-output log, when one was written. */
    fullOutputPath: string | undefined
    /** What the egress proxy refused while the command ran. */
    refused: readonly EgressRefusal[]
  },
  settings: Settings
): ToolResult {
  const { outcome, durationMs, output, log } = run
  const { sandbox } = settings
  const { exitCode, status } = describeExit(outcome, durationMs, run.timeoutS)
  const cut = log.cutAt
    ? `[the log file holds only the first ${log.cutAt} of ${output.totalBytes} bytes]`
    : ''
  // A fork bomb, a memory bomb or a huge file ends this command, and says which limit.
  const limited = limitNote(
    sandbox.limits,
    exitCode,
    output.render(status, '').text,
    outcome.events,
    sandbox.cgroups?.enforced
  )
  // In a PID namespace the kernel ends what is left with its first
  // process (and bwrap's own init may still be exiting then): only
  // without one is a leftover the command's.
  const leftovers = leftoverNote(outcome, sandbox.kind === 'none')
  // Each refused connection is named (docs/security.md item 16a).
  const refusals = refusalLines(run.refused).join('\n')
  const note = [cut, limited, leftovers, refusals].filter(Boolean).join('\n')
  const result = output.render(status, note)
  return {
    output: result.text,
    isError: false,
    truncation: {
      mode: 'headtail',
      fullOutputPath: run.fullOutputPath,
      totalLines: result.totalLines,
      totalBytes: result.totalBytes
    },
    details: {
      exitCode,
      timedOut: outcome.timedOut,
      cancelled: outcome.cancelled,
      durationMs,
      bytes: output.totalBytes,
      sandbox: sandbox.kind,
      ...(limited ? { limitHit: true } : {}),
      ...(outcome.outOfMemory ? { outOfMemory: true } : {}),
      ...(sandbox.kind === 'none' && outcome.leftovers
        ? { leftovers: outcome.leftovers }
        : {}),
      ...(log.cutAt ? { logCutAt: log.cutAt } : {}),
      // Counted in the report's refusals (docs/security.md item 16a).
      ...(run.refused.length > 0
        ? { refusals: refusalDetails(run.refused) }
        : {})
    }
  }
}

/** What the command left running when it ended, and that it is gone. */
function leftoverNote(outcome: Outcome, countLeftovers: boolean): string {
  const notes: string[] = []
  if (countLeftovers && outcome.leftovers > 0)
    notes.push(
      `[${plural(outcome.leftovers, 'process', 'processes')} ${outcome.leftovers === 1 ? 'was' : 'were'} still running when the command ended and ${outcome.leftovers === 1 ? 'was' : 'were'} killed: nothing a command starts outlives it]`
    )
  if (outcome.survivors > 0)
    notes.push(
      `[${plural(outcome.survivors, 'process', 'processes')} of the command could not be killed]`
    )
  return notes.join('\n')
}
