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
  type AllowedHost,
  type GitWorkTree,
  type KillAllResult,
  type ProcessRegistry,
  type Sandbox,
  type CheckLogSource,
  createToolSet,
  readLimitFor,
  createReadTracker,
  type ReviewComment,
  type ThreadAnswer,
  resolveWorkspaceRoot,
  runsCommands,
  type Tool
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
import {
  commandProcesses,
  createVerifier,
  makeSessionDirs,
  sandboxSentence,
  type SessionDirs,
  sessionProbes
} from './session-setup.js'
import type { EarlySandbox } from './early-sandbox.js'
import type {
  AgentOutcome,
  AnswerCheck,
  Budget,
  EmitEvent,
  ToolHook,
  ToolRunner
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
  /** `check_log` is offered, on these failing CI jobs (a fix run on a PR with failed checks). */
  checkLog?: CheckLogSource | null
  /** A review run: `thread_reply` is offered on this many own threads the task lists (0 or none: not offered). */
  reviewThreads?: number
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
  /** `bash-allowed-hosts`: the only hosts commands reach, through the action's proxy. */
  allowedHosts?: AllowedHost[]
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
  /** Checks the final answer's form; what it lacks goes back once (`LoopOptions.checkAnswer`). */
  checkAnswer?: AnswerCheck
  /**
   * Told how commands will run as soon as the sandbox is probed, before
   * the loop starts (the CLI's header says it); null when none is to run.
   */
  onSandbox?: (
    sandbox: { kind: Sandbox['kind']; description: string } | null
  ) => void
  /**
   * The sandbox probed before the session (`early-sandbox.ts`), taken when
   * it was made for this session's options.
   */
  earlySandbox?: EarlySandbox
  /**
   * The work tree probed since the checkout (`startGitWorkTreeProbe`);
   * else the session probes it.
   */
  gitWorkTree?: Promise<GitWorkTree | null>
}

/** What a session produced besides the loop's outcome. */
interface SessionResult {
  outcome: AgentOutcome
  /** Inline comments collected by `review_comment`. */
  reviewComments: ReviewComment[]
  /** Answers to the listed own threads, collected by `thread_reply`. */
  threadAnswers: ThreadAnswer[]
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
  const dirs = await makeSessionDirs(options.scratchDir)
  const { sandbox, gitWorkTree } = await sessionProbes(options, workspace, dirs)
  // `auto` where no sandbox works: no bash and no verify command at all;
  // the sandbox's description says why, in the run's reports.
  const runs =
    sandbox !== null && sandbox.kind !== 'unavailable' ? sandbox : null
  const { env, processes } = commandProcesses(dirs)
  const review = reviewTools(options)
  const { budget } = options
  const tools = createToolSet({
    gitWorkTree,
    mayEdit: options.mayEdit,
    bash: options.bash && runs ? { sandbox: runs, env, processes } : null,
    ...review.tools,
    ...(options.checkLog ? { checkLog: options.checkLog } : {}),
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
    emit: options.emit,
    secrets: options.secrets
  })
  tools.push(...mcp.tools)
  let outcome: AgentOutcome
  let gone: KillAllResult
  try {
    outcome = await runAgentLoop(
      {
        system: sessionPrompt(options, tools, runs),
        ...taskWithImages(
          options.task,
          options.images ?? [],
          budget.contextWindow
        )
      },
      sessionRunner(options, { tools, workspace, dirs, gitWorkTree }),
      options.model,
      budget,
      redactTextDeltas(options.emit, createStreamRedactor(options.secrets)),
      options.signal,
      loopExtras(options, { runs, env, processes, workspace, dirs })
    )
  } finally {
    // Also when the loop threw.
    gone = await endProcesses(mcp, processes, sandbox)
  }
  return {
    outcome,
    ...review.sinks,
    sandbox: sandbox?.description ?? null,
    tools: tools.map((tool) => tool.name),
    processes: gone
  }
}

/**
 * A review run's tools: `review_comment`, and `thread_reply` on the own
 * threads the task lists; and where their calls are collected.
 */
function reviewTools(options: Pick<SessionConfig, 'verb' | 'reviewThreads'>) {
  const sinks = {
    reviewComments: [] as ReviewComment[],
    threadAnswers: [] as ThreadAnswer[]
  }
  const count = options.reviewThreads ?? 0
  if (options.verb !== 'review') return { sinks, tools: {} }
  const tools = {
    reviewComments: sinks.reviewComments,
    ...(count > 0
      ? { threadAnswers: { sink: sinks.threadAnswers, count } }
      : {})
  }
  return { sinks, tools }
}

/**
 * The loop's clock, its check of the final answer and its verifier: the
 * verify command runs like bash, in the session's sandbox.
 */
function loopExtras(
  options: SessionConfig,
  commands: {
    runs: Sandbox | null
    env: Record<string, string>
    processes: ProcessRegistry
    workspace: string
    dirs: SessionDirs
  }
): Parameters<typeof runAgentLoop>[6] {
  const { runs, env, processes, workspace, dirs } = commands
  const { budget } = options
  return {
    ...(options.now ? { now: options.now } : {}),
    ...(options.checkAnswer ? { checkAnswer: options.checkAnswer } : {}),
    ...(options.verifyCommand !== '' && runs
      ? {
          verify: createVerifier(options.verifyCommand, {
            sandbox: runs,
            env,
            processes,
            workspace,
            outputDir: dirs.outputDir,
            signal: options.signal,
            redact: createRedactor(options.secrets),
            maxBytes: budget.maxToolOutputBytes
          })
        }
      : {})
  }
}

/**
 * The session's runner: its tools behind the write policy, the command
 * policy and the caller's hooks. Small windows (docs/loop.md §7.3) get
 * short schemas.
 */
function sessionRunner(
  options: SessionConfig,
  context: {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    tools: Tool<any>[]
    workspace: string
    dirs: SessionDirs
    gitWorkTree: GitWorkTree | null
  }
): ToolRunner {
  const { budget } = options
  return createToolRunner({
    tools: context.tools,
    workspace: context.workspace,
    outputDir: context.dirs.outputDir,
    reads: createReadTracker(),
    maxToolOutputBytes: budget.maxToolOutputBytes,
    maxTurnOutputBytes: budget.maxTurnOutputBytes,
    maxToolOutputLines: budget.maxToolOutputLines,
    redact: createRedactor(options.secrets),
    hooks: [
      writePolicyHook(undefined, { gitWorkTree: context.gitWorkTree }),
      commandPolicyHook(options.commandPolicy),
      ...(options.hooks ?? [])
    ],
    compactSchemas: isSmallWindow(budget.contextWindow)
  })
}

/**
 * The system prompt: the verb's, the limits, how bash runs and the verify
 * command; `runs` is the sandbox commands run in, null when none does.
 */
function sessionPrompt(
  options: SessionConfig,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tools: readonly Tool<any>[],
  runs: Sandbox | null
): string {
  const instructions = options.instructions.trim()
  const verifies = options.verifyCommand !== '' && runs !== null
  return buildSystemPrompt({
    compact: isSmallWindow(options.budget.contextWindow),
    verb: options.verb,
    shell: tools.some(runsCommands),
    maxIterations: options.budget.maxIterations,
    ...(options.bash && runs ? { sandbox: sandboxSentence(runs) } : {}),
    ...(instructions ? { instructions } : {}),
    ...(verifies ? { verifyCommand: options.verifyCommand } : {})
  })
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
