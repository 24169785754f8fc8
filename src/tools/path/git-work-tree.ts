import path from 'node:path'
import { hardenedGitCommand } from '../../git/index.js'
import { runFile } from './run-file.js'

/**
 * What git said about the workspace before the loop, so that grep and list
 * pick their backend from it rather than from `.git/config`, which the
 * agent's bash can write during the loop (`core.bare`, `core.worktree`).
 * Their git processes are pinned to it with `GIT_DIR` and `GIT_WORK_TREE`,
 * which beat anything planted in the config (docs/security.md item 16).
 */

/** A git work tree the workspace is in, as git reported it before the loop. */
export interface GitWorkTree {
  /** The absolute git directory (`git rev-parse --absolute-git-dir`). */
  gitDir: string
  /** The top of the work tree (`git rev-parse --show-toplevel`). */
  workTree: string
}

const PROBE_TIMEOUT_MS = 10_000

/**
 * Asks the action's hardened git once whether `workspace` is inside a work
 * tree; null when it is not (no repository, a bare one, git missing or
 * failing). Call it before the agent runs anything.
 */
export async function probeGitWorkTree(
  workspace: string
): Promise<GitWorkTree | null> {
  const git = hardenedGitCommand([
    'rev-parse',
    '--is-inside-work-tree',
    '--absolute-git-dir',
    '--show-toplevel'
  ])
  try {
    const result = await runFile(git.file, git.args, {
      cwd: workspace,
      timeoutMs: PROBE_TIMEOUT_MS,
      maxBuffer: 64 * 1024,
      env: git.env
    })
    if (result.exitCode !== 0) return null
    const [inside, gitDir, workTree] = result.stdout.split('\n')
    if (inside !== 'true' || !gitDir || !workTree) return null
    if (!path.isAbsolute(gitDir) || !path.isAbsolute(workTree)) return null
    return { gitDir, workTree }
  } catch {
    return null
  }
}

/** The environment that pins a git process to the snapshot. */
export function pinnedGitEnv(tree: GitWorkTree): Record<string, string> {
  return { GIT_DIR: tree.gitDir, GIT_WORK_TREE: tree.workTree }
}

/**
 * The snapshot a tool uses: the one it was given at creation, or, for a tool
 * made outside a session (tests, benchmarks), one probe per workspace on
 * first use, kept for the tool's life.
 */
export function workTreeSource(
  given: GitWorkTree | null | undefined
): (workspace: string) => Promise<GitWorkTree | null> {
  if (given !== undefined) return () => Promise.resolve(given)
  const probes = new Map<string, Promise<GitWorkTree | null>>()
  return (workspace) => {
    let probe = probes.get(workspace)
    if (!probe) {
      probe = probeGitWorkTree(workspace)
      probes.set(workspace, probe)
    }
    return probe
  }
}
