/**
 * The repository behind a GitHub world: file contents, shas and the diff of
 * a pull request. `gitRefs` reads a bare repository (what the e2e tests push
 * to through git smart HTTP); `memoryRefs` holds the default branch's files
 * in a map and knows no history (a stage test gives a pull request its
 * files and shas).
 */
import { execFileSync } from 'node:child_process'
import type { PullFile } from '../../src/github/types.js'

export interface WorldRefs {
  /** The sha a ref points at, or null. */
  sha(ref: string): string | null
  /** A file's text on a ref (branch name or sha), or null. */
  fileText(path: string, ref: string): string | null
  /** The changed files of `base...head`. */
  diff(base: string, head: string): PullFile[]
  /** Whether a branch exists (a pull request's head must). */
  hasBranch(name: string): boolean
  /** The newest `count` commits of a ref, newest first; [] when unknown. */
  log(ref: string, count: number): { sha: string; message: string }[]
  /** How `head` relates to `base` and the diff `base...head`; null when either is unknown. */
  compare(
    base: string,
    head: string
  ): { status: string; files: PullFile[] } | null
}

function git(bare: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', bare, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024
  })
}

function tryGit(bare: string, args: string[]): string | null {
  try {
    return git(bare, args)
  } catch {
    return null
  }
}

function fileDiff(bare: string, range: string, line: string): PullFile {
  const [status, filename] = line.split('\t')
  const patch = git(bare, ['diff', range, '--', filename]).split('\n')
  const hunkStart = patch.findIndex((text) => text.startsWith('@@'))
  const body =
    hunkStart >= 0
      ? patch.slice(hunkStart).join('\n').replace(/\n$/, '')
      : undefined
  const numstat = git(bare, ['diff', '--numstat', range, '--', filename])
    .trim()
    .split('\t')
  return {
    filename,
    status: status === 'A' ? 'added' : status === 'D' ? 'removed' : 'modified',
    additions: Number(numstat[0]) || 0,
    deletions: Number(numstat[1]) || 0,
    ...(body !== undefined ? { patch: body } : {})
  }
}

/** Refs of the bare repository at `bare`. */
export function gitRefs(bare: string): WorldRefs {
  return {
    sha: (ref) => tryGit(bare, ['rev-parse', ref])?.trim() ?? null,
    fileText: (path, ref) => tryGit(bare, ['show', `${ref}:${path}`]),
    diff(base, head) {
      const range = `${base}...${head}`
      return git(bare, ['diff', '--name-status', '--no-renames', range])
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => fileDiff(bare, range, line))
    },
    hasBranch: (name) =>
      tryGit(bare, ['rev-parse', '--verify', `refs/heads/${name}`]) !== null,
    compare(base, head) {
      const known = (ref: string) =>
        tryGit(bare, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])
      if (!known(base) || !known(head)) return null
      const ancestor = (a: string, b: string) =>
        tryGit(bare, ['merge-base', '--is-ancestor', a, b]) !== null
      const status =
        known(base)?.trim() === known(head)?.trim()
          ? 'identical'
          : ancestor(base, head)
            ? 'ahead'
            : ancestor(head, base)
              ? 'behind'
              : 'diverged'
      return { status, files: this.diff(base, head) }
    },
    log: (ref, count) =>
      (
        tryGit(bare, [
          'log',
          `-n${count}`,
          '--format=%H%x00%B%x1e',
          ref,
          '--'
        ]) ?? ''
      )
        .split('\x1e')
        .map((entry) => entry.replace(/^\n/, ''))
        .filter((entry) => entry.includes('\0'))
        .map((entry) => {
          const [sha, message] = entry.split('\0')
          return { sha, message }
        })
  }
}

/** Refs in memory: `files` on `defaultBranch`, every branch taken to exist. */
export function memoryRefs(
  files: Map<string, string>,
  defaultBranch: () => string
): WorldRefs {
  return {
    sha: () => null,
    fileText: (path, ref) =>
      ref === defaultBranch() ? (files.get(path) ?? null) : null,
    diff: () => [],
    hasBranch: () => true,
    log: () => [],
    compare: () => null
  }
}
