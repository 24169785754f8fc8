import { randomBytes } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import {
  fitImages,
  imageLink,
  type ChatImage,
  type ChatModel
} from '../../llm/index.js'
import {
  type CommandPolicy,
  createRedactor,
  createStreamRedactor
} from '../../security/index.js'
import {
  createBashTool,
  createProcessRegistry,
  type KillAllResult,
  type ProcessRegistry,
  SESSION_MARKER_VARIABLE,
  detectSandbox,
  type Sandbox,
  buildToolEnv,
  probeGitWorkTree,
  createToolSet,
  readLimitFor,
  createReadTracker,
  type ReviewComment,
  resolveWorkspaceRoot,
  runsCommands
} from '../../tools/index.js'
import { commandPolicyHook, writePolicyHook } from '../policy/index.js'
import { redactTextDeltas, runAgentLoop } from '../loop/index.js'
import { type SessionMcp, startSessionMcp } from './mcp-session.js'
import {
  buildSystemPrompt,
  type Verb,
  isSmallWindow,
  resultByteCap
} from '../context/index.js'
import { createToolRunner } from '../runner/index.js'
import type {
  AgentOutcome,
  Budget,
  EmitEvent,
  ToolHook,
  Verification
} from '../types.js'

/**
 * One run of the agent on a local checkout: what the action and the CLI
 * share. Everything here is already decided (by the run's plan and the
 * inputs); the session only sets it up.
 */
export interface SessionConfig {
  /** The checkout the agent works in. */
  workspace: string
  /** Picks the system prompt. */
  verb: Verb
  /** The task text (the first user message). */
  task: string
  /** Images sent with the task, those that fit a quarter of the window. */
  images?: readonly ChatImage[]
  /** `edit` and `write` are offered. */
  mayEdit: boolean
  /** `bash` is offered (the run may run commands and the `bash` input allows it). */
  bash: boolean
  /**
   * The command policy of bash (`allowed-commands`, `blocked-commands`);
   * the built-in rules apply without it too (docs/security.md item 22).
   */
  commandPolicy?: CommandPolicy
  /** Run after the model answers when files changed; '' for none. Runs like bash. */
  verifyCommand: string
  /**
   * The `mcp-servers` input's servers, run in the bash sandbox; their tools
   * join the run's (docs/loop.md §5.9). Omitted or empty: none, and the
   * MCP SDK is never loaded.
   */
  mcp?: SessionMcp
  /** How bash, the verify command and MCP servers are sandboxed (`sandbox` input). */
  sandbox: 'auto' | 'bwrap' | 'none'
  /** Let sandboxed commands reach the network (`bash-network` input). */
  network: boolean
  /**
   * Caps of one command with all its processes (`command-memory-mb`,
   * `command-processes`); default half the machine's memory and 1024.
   */
  commandCaps?: { memoryBytes?: number; processes?: number }
  budget: Budget
  /** Repository and workflow instructions added to the system prompt. */
  instructions: string
  model: ChatModel
  emit: EmitEvent
  signal: AbortSignal
  /** A private folder for tool outputs, the scratch home and temp files. */
  scratchDir: string
  /** Secret values to redact from everything the model sees. */
  secrets: readonly string[]
  /** Host paths bash must not see (e.g. the runner's temp dir). */
  hiddenPaths?: string[]
  /**
   * Where the sandbox backends' entry programs are; default `bwrap` and
   * `sudo` from PATH. For tests and unusual installs.
   */
  sandboxPrograms?: { bwrap?: string; sudo?: string }
  /**
   * More tool hooks (docs/loop.md §3.1), run after the built-in policies
   * (write policy, command policy) and before the output caps and redaction.
   */
  hooks?: ToolHook[]
  now?: () => number
}

/** What a session produced besides the loop's outcome. */
export interface SessionResult {
  outcome: AgentOutcome
  /** Inline comments collected by `review_comment`. */
  reviewComments: ReviewComment[]
  /**
   * How bash ran, for the summary (the sandbox's description); when no
   * sandbox works under `sandbox: auto`, why there was no bash and that
   * `sandbox: none` allows it. null when no command was to run.
   */
  sandbox: string | null
  tools: string[]
  /**
   * What was still running when the loop ended and was killed before this
   * returned (`left`: what could not be killed; then nothing may be
   * published from the workspace).
   */
  processes: KillAllResult
}

/**
 * Sets up the tools for the verb and trust of the run, runs the loop, and
 * kills whatever processes the tools left behind.
 */
export async function runSession(
  options: SessionConfig
): Promise<SessionResult> {
  const workspace = await resolveWorkspaceRoot(options.workspace)
  const outputDir = path.join(options.scratchDir, 'tool-output')
  const home = path.join(options.scratchDir, 'home')
  const tmpDir = path.join(options.scratchDir, 'tmp')
  await Promise.all(
    [outputDir, home, tmpDir].map((dir) => mkdir(dir, { recursive: true }))
  )

  let sandbox: Sandbox | null = null
  const wantsMcp = (options.mcp?.servers.length ?? 0) > 0
  if (options.bash || options.verifyCommand !== '' || wantsMcp) {
    sandbox = await detectSandbox({
      mode: options.sandbox,
      workspace,
      home,
      tmpDir,
      network: options.network,
      hide: options.hiddenPaths ?? [],
      readOnly: [outputDir],
      ...(options.commandCaps ? { limits: options.commandCaps } : {}),
      ...(options.sandboxPrograms?.bwrap
        ? { bwrapPath: options.sandboxPrograms.bwrap }
        : {}),
      ...(options.sandboxPrograms?.sudo
        ? { sudoPath: options.sandboxPrograms.sudo }
        : {})
    })
  }
  // `auto` where no sandbox works: no bash and no verify command at all;
  // the sandbox's description says why, in the run's reports.
  const runs = sandbox !== null && sandbox.kind !== 'unavailable'
  const wantsBash = options.bash && runs
  const wantsVerify = options.verifyCommand !== '' && runs
  // Every tool process carries this marker, so leftovers that escaped their
  // process group are still found and killed at the end.
  const marker = randomBytes(12).toString('hex')
  const env = buildToolEnv({
    home,
    tmpDir,
    extra: { [SESSION_MARKER_VARIABLE]: marker }
  })
  const processes = createProcessRegistry({
    marker,
    // What a command without a cgroup left is swept by start time and
    // ancestry too, in every mode. As root as well: a system service's
    // late child hangs under that service (not an ancestor of the action)
    // and in its own cgroup, so the sweep's rule leaves it alone; and the
    // commands' own cgroups are not the action's, so a command that has
    // one is left to its cgroup.
    sweep: true
  })
  const reviewComments: ReviewComment[] = []
  const { budget } = options
  // Small windows (docs/loop.md §7.3): short schemas and prompt, and read
  // pages sized to the cap on one result.
  const small = isSmallWindow(budget.contextWindow)
  // Before the loop: the agent's bash may rewrite .git/config later.
  const gitWorkTree = await probeGitWorkTree(workspace)
  const tools = createToolSet({
    gitWorkTree,
    mayEdit: options.mayEdit,
    bash: wantsBash && sandbox ? { sandbox, env, processes } : null,
    ...(options.verb === 'review' ? { reviewComments } : {}),
    readLimit: readLimitFor(
      resultByteCap(budget.contextWindow, budget.maxToolOutputBytes)
    )
  })
  const mcp = await startSessionMcp(options.mcp, {
    sandbox,
    env,
    workspace,
    processes,
    signal: options.signal,
    emit: options.emit
  })
  tools.push(...mcp.tools)
  const runner = createToolRunner({
    tools,
    workspace,
    outputDir,
    reads: createReadTracker(),
    maxToolOutputBytes: budget.maxToolOutputBytes,
    maxTurnOutputBytes: budget.maxTurnOutputBytes,
    maxToolOutputLines: budget.maxToolOutputLines,
    redact: createRedactor(options.secrets),
    hooks: [
      writePolicyHook(undefined, { gitWorkTree }),
      commandPolicyHook(options.commandPolicy),
      ...(options.hooks ?? [])
    ],
    compactSchemas: small
  })
  const instructions = options.instructions.trim()
  const system = buildSystemPrompt({
    compact: small,
    verb: options.verb,
    shell: tools.some(runsCommands),
    maxIterations: budget.maxIterations,
    ...(wantsBash && sandbox ? { sandbox: sandboxSentence(sandbox) } : {}),
    ...(instructions ? { instructions } : {}),
    ...(wantsVerify ? { verifyCommand: options.verifyCommand } : {})
  })
  const verify =
    wantsVerify && sandbox
      ? createVerifier(options.verifyCommand, {
          sandbox,
          env,
          processes,
          workspace,
          outputDir,
          signal: options.signal,
          redact: createRedactor(options.secrets),
          maxBytes: budget.maxToolOutputBytes
        })
      : undefined

  let outcome: AgentOutcome
  let gone: KillAllResult
  try {
    outcome = await runAgentLoop(
      {
        system,
        ...taskWithImages(
          options.task,
          options.images ?? [],
          budget.contextWindow
        )
      },
      runner,
      options.model,
      budget,
      redactTextDeltas(options.emit, createStreamRedactor(options.secrets)),
      options.signal,
      {
        ...(options.now ? { now: options.now } : {}),
        ...(verify ? { verify } : {})
      }
    )
  } finally {
    // Also when the loop threw.
    gone = await endProcesses(mcp, processes, sandbox)
  }
  return {
    outcome,
    reviewComments,
    sandbox: sandbox?.description ?? null,
    tools: tools.map((tool) => tool.name),
    processes: gone
  }
}

/**
 * Stops the MCP servers and kills whatever the run's commands left, and
 * waits until none is alive (docs/security.md item 16): publishing starts
 * only after this.
 */
async function endProcesses(
  mcp: { close(): Promise<void> },
  processes: ProcessRegistry,
  sandbox: Sandbox | null
): Promise<KillAllResult> {
  await mcp.close()
  const gone = await processes.killAll()
  await sandbox?.close()
  return gone
}

/**
 * The task and the images that fit a quarter of the window; the others
 * are named in the text, as links.
 */
function taskWithImages(
  prompt: string,
  images: readonly ChatImage[],
  contextWindow: number
): { prompt: string; images?: ChatImage[] } {
  const { kept, dropped } = fitImages(images, contextWindow)
  const links = dropped.map((image) => `- ${imageLink(image)}`)
  const note = links.length
    ? `\n\nImages not sent, as they would not fit a quarter of the model's context window (${contextWindow} tokens):\n${links.join('\n')}\n`
    : ''
  return { prompt: prompt + note, ...(kept.length ? { images: kept } : {}) }
}

function sandboxSentence(sandbox: Sandbox): string {
  const caps = sandbox.limits
  const limits = !caps
    ? ''
    : sandbox.cgroups
      ? ` Each command with all its processes may use at most ${Math.floor(caps.memoryBytes / 1024 ** 2)} MiB of memory and ${caps.processes} processes (past the memory cap it is killed); files and CPU time are limited per process. Nothing a command starts outlives it.`
      : ' Each command is limited in processes, memory per process, file size and CPU time; a fork or allocation that fails may be that limit.'
  if (sandbox.kind === 'none') {
    return `bash runs directly on the runner with a minimal environment (no sandbox).${limits}`
  }
  const sentence = sandbox.network
    ? 'bash runs in a sandbox: only the repository, your home and /tmp are writable.'
    : 'bash runs in a sandbox without network access: package downloads will fail; only the repository, your home and /tmp are writable.'
  return `${sentence}${limits}`
}

/** Runs `verify-command` the way bash runs, with a 10-minute timeout. */
function createVerifier(
  command: string,
  context: {
    sandbox: Sandbox
    env: Record<string, string>
    processes: ProcessRegistry
    workspace: string
    outputDir: string
    signal: AbortSignal
    redact: (text: string) => string
    maxBytes: number
  }
): (deadline: AbortSignal) => Promise<Verification> {
  const bash = createBashTool({
    sandbox: context.sandbox,
    env: context.env,
    processes: context.processes,
    defaultTimeoutS: 600
  })
  let runs = 0
  return async (deadline) => {
    runs += 1
    const result = await bash.run(
      { command },
      {
        workspace: context.workspace,
        // The job's cancel, and the run's wall clock.
        signal: AbortSignal.any([context.signal, deadline]),
        callId: `verify_${runs}`,
        reads: createReadTracker(),
        outputDir: context.outputDir
      }
    )
    const exitCode = result.details?.exitCode
    const output = result.output
    // Keep the status line and the end, where test runners put their summary.
    const tail =
      Buffer.byteLength(output) > context.maxBytes
        ? `${output.split('\n', 1)[0]}\n…\n${output.slice(-Math.floor(context.maxBytes / 2))}`
        : output
    return { ok: exitCode === 0, output: context.redact(tail) }
  }
}
