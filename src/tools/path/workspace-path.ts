import { realpath } from 'node:fs/promises'
import path from 'node:path'

/**
 * The one path policy of every file tool.
 *
 * A path is resolved against the workspace root, every symlink on the way is
 * resolved with `realpath`, and the result must lie inside the root. Paths
 * into `/proc`, `/sys` and `/dev` are refused whatever the root is, and so are
 * `.git/config` and `.git/hooks` (they can hold credentials or run code).
 * Writes may not touch anything under `.git/`.
 */
export class PathPolicyError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PathPolicyError'
  }
}

/** A path that passed the policy. */
export interface WorkspacePath {
  /** Absolute real path. */
  absolute: string
  /** Path relative to the workspace root, `/`-separated; `.` for the root. */
  relative: string
  /** False when the path does not exist yet (allowed for writes). */
  exists: boolean
}

const SYSTEM_PREFIXES = ['/proc', '/sys', '/dev']

function isWithin(parent: string, child: string): boolean {
  const rel = path.relative(parent, child)
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))
}

function isSystemPath(absolute: string): boolean {
  return SYSTEM_PREFIXES.some(
    (prefix) => absolute === prefix || absolute.startsWith(`${prefix}/`)
  )
}

/** Real path of the longest existing prefix, plus the parts that do not exist. */
async function realpathAllowMissing(
  absolute: string
): Promise<{ real: string; exists: boolean }> {
  const missing: string[] = []
  let current = absolute
  for (;;) {
    try {
      const real = await realpath(current)
      return {
        real: path.join(real, ...missing.reverse()),
        exists: !missing.length
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error
      const parent = path.dirname(current)
      if (parent === current) throw error
      missing.push(path.basename(current))
      current = parent
    }
  }
}

/** Whether a workspace-relative path names protected git internals. */
function isProtectedGitPath(relative: string, forWrite: boolean): boolean {
  const parts = relative.split('/')
  const gitIndex = parts.indexOf('.git')
  if (gitIndex === -1) return false
  if (forWrite) return true
  const rest = parts.slice(gitIndex + 1)
  return rest[0] === 'config' || rest[0] === 'hooks'
}

/**
 * Resolves `input` (relative to the root, or absolute inside it) under the
 * policy. Throws PathPolicyError with a message the model can act on.
 */
export async function resolveWorkspacePath(
  root: string,
  input: string,
  options: { forWrite?: boolean } = {}
): Promise<WorkspacePath> {
  if (typeof input !== 'string' || input.trim() === '') {
    throw new PathPolicyError(
      'path is empty; give a path relative to the repository root'
    )
  }
  if (input.includes('\0'))
    throw new PathPolicyError('path contains a NUL byte')
  const requested = path.resolve(root, input)
  if (isSystemPath(requested)) {
    throw new PathPolicyError(
      `${input} is a system path; only files inside the repository can be used`
    )
  }
  if (!isWithin(root, requested)) {
    throw new PathPolicyError(
      `${input} is outside the repository; use a path inside it (relative to the repository root)`
    )
  }
  const { real, exists } = await realpathAllowMissing(requested)
  if (isSystemPath(real) || !isWithin(root, real)) {
    throw new PathPolicyError(
      `${input} resolves (through a symlink) to a place outside the repository; it cannot be used`
    )
  }
  const relative = path.relative(root, real).split(path.sep).join('/') || '.'
  if (isProtectedGitPath(relative, options.forWrite ?? false)) {
    throw new PathPolicyError(
      options.forWrite
        ? `${input} is inside .git/; the repository's git data cannot be changed by tools`
        : `${input} is protected (.git/config and .git/hooks are off limits)`
    )
  }
  return { absolute: real, relative, exists }
}

/** Real path of a workspace root, resolved once per run. */
export async function resolveWorkspaceRoot(root: string): Promise<string> {
  return realpath(root)
}
