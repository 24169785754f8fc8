/**
 * What the CLI shows after a run: the agent's changes only, as the diff
 * between two snapshots of the work tree, one taken before the run and
 * one after, so the user's own uncommitted changes are not shown as the
 * agent's.
 *
 * A snapshot is `git add -A && git write-tree` on a copy of the index (the
 * real index is never written), into an object folder of the CLI's
 * scratch dir that borrows the repository's objects (so the repository's
 * `.git` gets nothing). These git calls run outside the sandbox on a tree
 * the agent may have changed: besides the hardened client's switches
 * (hooks, fsmonitor, external diffs), every filter driver any config names
 * is blanked, so no `filter.<name>.clean` program from `.git/config` runs
 * (an attribute in `.gitattributes` naming it selects nothing).
 */
import { copyFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { createGitClient } from '../git/index.js'

/** The work tree at one moment, as a git tree in the scratch object folder. */
export interface TreeSnapshot {
  /** The tree of the work tree (tracked and untracked, not ignored files). */
  tree: string
  /** The tree of HEAD; null before the first commit. */
  head: string | null
}

/** The git calls of snapshots and diffs, bound to the directory and scratch folder. */
export interface TreeSnapshots {
  /** Takes a snapshot of the work tree now. */
  take(): Promise<TreeSnapshot>
  /** Files that differ between two trees (for the dirty-tree warning). */
  changedFiles(from: string, to: string): Promise<string[]>
  /** The diff from one tree to another, no colour, no textconv. */
  diff(from: string, to: string): Promise<string>
}

const MAX_DIFF_BYTES = 64 * 1024 * 1024

/**
 * `-c` flags that blank every filter driver the repository's config (and
 * what it includes) names: clean, smudge and process empty, not required.
 */
async function filterOverrides(
  run: (args: string[]) => Promise<string>
): Promise<string[]> {
  const listed = await run([
    'config',
    '--name-only',
    '--get-regexp',
    '^filter\\.'
  ])
  const names = new Set<string>()
  for (const key of listed.split('\n')) {
    const match = /^filter\.(.+)\.[^.]+$/.exec(key.trim())
    if (match) names.add(match[1])
  }
  return [...names].flatMap((name) =>
    ['clean=', 'smudge=', 'process=', 'required=false'].flatMap((entry) => [
      '-c',
      `filter.${name}.${entry}`
    ])
  )
}

/** Snapshots of `dir` (a git work tree) kept in `scratch`. */
export async function treeSnapshots(
  dir: string,
  scratch: string
): Promise<TreeSnapshots> {
  const plain = createGitClient(dir)
  const read = async (args: string[]): Promise<string> => {
    const result = await plain.run(args, { allowFailure: true })
    return result.exitCode === 0 ? result.stdout : ''
  }
  const gitPath = async (name: string) =>
    path.resolve(dir, (await read(['rev-parse', '--git-path', name])).trim())
  const objects = path.join(scratch, 'objects')
  await mkdir(objects, { recursive: true })
  const env = {
    GIT_OBJECT_DIRECTORY: objects,
    GIT_ALTERNATE_OBJECT_DIRECTORIES: await gitPath('objects')
  }
  const index = await gitPath('index')
  const client = createGitClient(dir, { env })
  let count = 0
  const git = async (
    args: string[],
    extraEnv: Record<string, string> = {},
    allowFailure = false
  ) => {
    // Named again on each call: the agent may have added one meanwhile.
    const blank = await filterOverrides(read)
    const result = await client.run(
      [...blank, '-c', 'core.quotepath=false', ...args],
      { env: extraEnv, maxBuffer: MAX_DIFF_BYTES, allowFailure }
    )
    return result.stdout
  }
  return {
    async take() {
      count += 1
      const copy = path.join(scratch, `index-${count}`)
      // No index yet (no commit, nothing added): the snapshot starts empty.
      await copyFile(index, copy).catch(() => undefined)
      const indexEnv = { GIT_INDEX_FILE: copy }
      // A file git cannot read (permissions) is left as the index has it.
      await git(['add', '-A', '--ignore-errors', '--', '.'], indexEnv, true)
      const tree = (await git(['write-tree'], indexEnv)).trim()
      const head =
        (await read(['rev-parse', '--verify', '-q', 'HEAD^{tree}'])).trim() ||
        null
      return { tree, head }
    },
    async changedFiles(from, to) {
      const names = await git(['diff', '--name-only', '-z', from, to])
      return names.split('\0').filter(Boolean)
    },
    diff: (from, to) =>
      git(['diff', '--no-color', '--no-ext-diff', '--no-textconv', from, to])
  }
}

/**
 * The warning for a work tree with uncommitted changes before the run
 * (the snapshot differs from HEAD); null for a clean one or before the
 * first commit.
 */
export async function dirtyWarning(
  snapshots: TreeSnapshots,
  before: TreeSnapshot,
  dir: string
): Promise<string | null> {
  if (before.head === null || before.head === before.tree) return null
  const files = await snapshots.changedFiles(before.head, before.tree)
  const named = files.slice(0, 3).join(', ') + (files.length > 3 ? ', …' : '')
  return `warning: ${dir} has uncommitted changes (${files.length === 1 ? '1 file' : `${files.length} files`}: ${named}); the diff at the end shows only the agent's changes, against a snapshot taken now`
}
