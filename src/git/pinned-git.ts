/**
 * Git pinned to a repository by environment, for the action's own calls
 * after the loop (docs/security.md item 7): its git dir and common dir fixed
 * (a planted `.git` file, `commondir` or `gitdir` is not followed), the work
 * tree given, replace refs off, and a private index, so index tricks such
 * as skip-worktree entries are gone.
 */
import path from 'node:path'
import { createGitClient, type GitClient } from './git-client.js'

/** Options of {@link pinnedGit}. */
interface PinnedGitOptions {
  /** The index git reads and writes; a file only the action uses. */
  indexFile: string
  /** The push token, for clone, fetch and push; redacted from output. */
  token?: string
  redact?: (text: string) => string
  /** Where a call with credentials writes its credential file (git-auth.ts). */
  authDir?: string
  /** Ends every call: publishing's deadline. */
  signal?: AbortSignal
  /**
   * A private git directory (`private-git-dir.ts`) to read config and refs
   * from instead of the repository's own; objects still come from and go
   * to the repository's object store.
   */
  privateGitDir?: string
}

/**
 * A GitClient on `workTree` whose repository is `repo.gitDir` whatever the
 * work tree holds. Call after the git-dir guard's `verifyGitDir`.
 */
export function pinnedGit(
  repo: { readonly gitDir: string },
  workTree: string,
  options: PinnedGitOptions
): GitClient {
  return createGitClient(workTree, {
    token: options.token,
    redact: options.redact,
    authDir: options.authDir,
    signal: options.signal,
    env: {
      GIT_DIR: options.privateGitDir ?? repo.gitDir,
      GIT_COMMON_DIR: options.privateGitDir ?? repo.gitDir,
      ...(options.privateGitDir
        ? { GIT_OBJECT_DIRECTORY: path.join(repo.gitDir, 'objects') }
        : {}),
      GIT_WORK_TREE: workTree,
      GIT_INDEX_FILE: options.indexFile,
      GIT_NO_REPLACE_OBJECTS: '1'
    }
  })
}
