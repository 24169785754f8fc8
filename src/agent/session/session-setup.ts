/**
 * The parts of a session around the tools: its folders, the sandbox that
 * commands (bash, the verify command, MCP servers) run in, their
 * environment and process registry, and the verify command.
 */
import { randomBytes } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import {
  buildToolEnv,
  createBashTool,
  createProcessRegistry,
  createReadTracker,
  detectSandbox,
  type DetectSandboxOptions,
  type GitWorkTree,
  probeGitWorkTree,
  type ProcessRegistry,
  resolveWorkspaceRoot,
  type Sandbox,
  SESSION_MARKER_VARIABLE
} from '../../tools/index.js'
import type { Verification } from '../types.js'
import { mcpVisiblePaths } from './mcp-session.js'
import type { SessionConfig } from './session.js'

/** The session's private folders, under its scratch dir. */
export interface SessionDirs {
  /** Full outputs of tools (bash logs); commands may read, not write them. */
  outputDir: string
  /** HOME of commands. */
  home: string
  /** TMPDIR of commands. */
  tmpDir: string
}

/** Makes the session's folders. */
export async function makeSessionDirs(
  scratchDir: string
): Promise<SessionDirs> {
  const dirs = {
    outputDir: path.join(scratchDir, 'tool-output'),
    home: path.join(scratchDir, 'home'),
    tmpDir: path.join(scratchDir, 'tmp')
  }
  await Promise.all(
    Object.values(dirs).map((dir) => mkdir(dir, { recursive: true }))
  )
  return dirs
}

/** What the sandbox of a session is made from. */
export type SandboxConfig = Pick<
  SessionConfig,
  | 'bash'
  | 'verifyCommand'
  | 'mcp'
  | 'sandbox'
  | 'network'
  | 'allowedHosts'
  | 'hiddenPaths'
  | 'commandCaps'
  | 'sandboxPrograms'
>

/** Whether a session runs commands: bash, the verify command or an MCP server. */
export function needsSandbox(options: SandboxConfig): boolean {
  return (
    options.bash ||
    options.verifyCommand !== '' ||
    (options.mcp?.servers.length ?? 0) > 0
  )
}

/**
 * How the sandbox of the session's commands is probed; null when none is
 * to run (no bash, no verify command, no MCP server).
 */
export function sandboxOptions(
  options: SandboxConfig,
  workspace: string,
  dirs: SessionDirs
): DetectSandboxOptions | null {
  if (!needsSandbox(options)) return null
  return {
    mode: options.sandbox,
    workspace,
    home: dirs.home,
    tmpDir: dirs.tmpDir,
    network: options.network,
    ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}),
    hide: options.hiddenPaths ?? [],
    readOnly: [dirs.outputDir, ...mcpVisiblePaths(options.mcp)],
    ...(options.commandCaps ? { limits: options.commandCaps } : {}),
    ...(options.sandboxPrograms?.bwrap
      ? { bwrapPath: options.sandboxPrograms.bwrap }
      : {}),
    ...(options.sandboxPrograms?.sudo
      ? { sudoPath: options.sandboxPrograms.sudo }
      : {})
  }
}

/** The sandbox for these probe options; null for none. */
export function detectSessionSandbox(
  detect: DetectSandboxOptions | null
): Promise<Sandbox | null> {
  return detect ? detectSandbox(detect) : Promise.resolve(null)
}

/**
 * Starts the git work tree probe of a session in `workspace` before the
 * session does (its task and images are still being made): the probe's
 * process then runs beside that work (docs/architecture.md, "Start-up").
 * Start it after the checkout, before anything runs in it; null, as from
 * the probe, when the workspace cannot be resolved.
 */
export function startGitWorkTreeProbe(
  workspace: string
): Promise<GitWorkTree | null> {
  return resolveWorkspaceRoot(workspace).then(probeGitWorkTree, () => null)
}

/**
 * The sandbox and the git work tree, probed side by side: neither touches
 * what the other reads (docs/architecture.md, "Start-up"). The work tree
 * is probed before the loop, as the agent's bash may rewrite .git/config.
 * A sandbox probed early (`early-sandbox.ts`) is taken when it fits.
 */
export async function sessionProbes(
  options: SessionConfig,
  workspace: string,
  dirs: SessionDirs
): Promise<{ sandbox: Sandbox | null; gitWorkTree: GitWorkTree | null }> {
  const [sandbox, gitWorkTree] = await Promise.all([
    options.earlySandbox
      ? options.earlySandbox.take(options, workspace, dirs)
      : detectSessionSandbox(sandboxOptions(options, workspace, dirs)),
    options.gitWorkTree ?? probeGitWorkTree(workspace)
  ])
  options.onSandbox?.(
    sandbox && { kind: sandbox.kind, description: sandbox.description }
  )
  return { sandbox, gitWorkTree }
}

/** The environment of the session's commands and the registry of their processes. */
export function commandProcesses(dirs: SessionDirs): {
  env: Record<string, string>
  processes: ProcessRegistry
} {
  // Every tool process carries this marker, so leftovers that escaped their
  // process group are still found and killed at the end.
  const marker = randomBytes(12).toString('hex')
  const env = buildToolEnv({
    home: dirs.home,
    tmpDir: dirs.tmpDir,
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
  return { env, processes }
}

/** How bash runs, in one sentence of the system prompt. */
export function sandboxSentence(sandbox: Sandbox): string {
  const caps = sandbox.limits
  const limits = !caps
    ? ''
    : sandbox.cgroups
      ? ` Each command with all its processes may use at most ${Math.floor(caps.memoryBytes / 1024 ** 2)} MiB of memory and ${caps.processes} processes (past the memory cap it is killed); files and CPU time are limited per process. Nothing a command starts outlives it.`
      : ' Each command is limited in processes, memory per process, file size and CPU time; a fork or allocation that fails may be that limit.'
  if (sandbox.kind === 'none') {
    return `bash runs directly on the runner with a minimal environment (no sandbox).${limits}`
  }
  const sentence = sandbox.egress
    ? `bash runs in a sandbox whose only network is a proxy (set in http_proxy and https_proxy) to these hosts: ${sandbox.egress.hosts.join(', ')}; other hosts are refused. Only the repository, your home and /tmp are writable.`
    : sandbox.network
      ? 'bash runs in a sandbox: only the repository, your home and /tmp are writable.'
      : 'bash runs in a sandbox without network access: package downloads will fail; only the repository, your home and /tmp are writable.'
  return `${sentence}${limits}`
}

/** Runs `verify-command` the way bash runs, with a 10-minute timeout. */
export function createVerifier(
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
    return {
      ok: exitCode === 0,
      // A timeout or a cancel has no exit code of the command's own.
      ...(typeof exitCode === 'number' &&
      !result.details?.timedOut &&
      !result.details?.cancelled
        ? { exitCode }
        : {}),
      output: context.redact(tail)
    }
  }
}
