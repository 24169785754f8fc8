/**
 * What the CLI checks before a run, each failure one line for exit 64:
 * `--dir` is a folder in a git work tree, and `--replay` a readable
 * transcript with at least one recorded reply.
 */
import { readFile, realpath, stat } from 'node:fs/promises'
import type { AgentEvent } from '../agent/index.js'
import { createGitClient } from '../git/index.js'

/** Why a file system call failed, in words (no errno, no syscall). */
function why(error: unknown): string {
  switch ((error as { code?: string }).code) {
    case 'ENOENT':
      return 'no such file or folder'
    case 'EACCES':
    case 'EPERM':
      return 'permission denied'
    case 'EISDIR':
      return 'it is a folder'
    case 'ENOTDIR':
      return 'a part of the path is not a folder'
    case 'ELOOP':
      return 'too many symbolic links'
    default:
      return error instanceof Error ? error.message.split('\n')[0] : 'unknown'
  }
}

/**
 * The real path of `--dir` (`shown` is the path as the user wrote it), or
 * the line that says why it cannot be worked in.
 */
export async function checkDir(
  dir: string,
  shown: string
): Promise<{ dir: string } | { error: string }> {
  let real: string
  try {
    real = await realpath(dir)
    if (!(await stat(real)).isDirectory())
      return { error: `--dir ${shown}: not a folder` }
  } catch (error) {
    return { error: `--dir ${shown}: ${why(error)}` }
  }
  const inside = await createGitClient(real).run(
    ['rev-parse', '--is-inside-work-tree'],
    { allowFailure: true }
  )
  if (inside.exitCode !== 0 || inside.stdout.trim() !== 'true') {
    return {
      error: `--dir ${shown}: not a git repository (the CLI shows the agent's changes as a git diff; run git init there first)`
    }
  }
  return { dir: real }
}

/**
 * The text of the `--replay` transcript, or the line that says why it
 * cannot be read.
 */
export async function readReplay(
  file: string,
  shown: string
): Promise<{ text: string } | { error: string }> {
  try {
    return { text: await readFile(file, 'utf8') }
  } catch (error) {
    return { error: `--replay ${shown}: cannot read it: ${why(error)}` }
  }
}

/** The line that says a transcript has nothing to replay; null when it has. */
export function replayProblem(
  events: readonly AgentEvent[],
  shown: string
): string | null {
  if (events.some((event) => event.type === 'assistant-message')) return null
  return `--replay ${shown}: no recorded model replies in it (a replay needs a JSONL transcript written with --transcript)`
}
