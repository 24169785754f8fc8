/**
 * The write policy during the loop (docs/security.md item 12), on every
 * tool that writes. A call whose tool names the paths it writes (edit,
 * write) is refused when one is protected, with the rule, and the run goes
 * on. A call whose tool cannot say (an MCP tool) runs, and what it changed
 * under a protected path is put back afterwards; its result becomes an
 * error that says so. Commands (bash) are left to the command policy and
 * the end-of-run check over the whole change, the backstop of all of it.
 */
import path from 'node:path'
import { DEFAULT_PROTECTED_PATHS, matchesGlob } from '../../security/index.js'
import type { Refusal } from '../../shared/index.js'
import {
  type GitWorkTree,
  probeGitWorkTree,
  resolveWorkspacePath
} from '../../tools/index.js'
import type { ToolCallContext, ToolHook } from '../hooks.js'
import {
  changedPaths,
  type ProtectedState,
  protectedState,
  putBack,
  type WatchTarget
} from './protected-watch.js'

/** What every refusal says the policy protects, and what to do instead. */
const PROTECTED_KINDS =
  'workflows, CODEOWNERS, agent instruction files, editor and package-manager config cannot be changed by this run'
const GO_ON =
  'leave it to a maintainer, say so in your summary, and go on with the rest'

/**
 * The glob that protects `file` (last match wins, `!` re-allows, matched
 * case-insensitively, as `isProtected`), or null when none does.
 */
function protectingGlob(file: string, globs: readonly string[]): string | null {
  const lower = file.toLowerCase()
  let rule: string | null = null
  for (const glob of globs) {
    const negated = glob.startsWith('!')
    const pattern = (negated ? glob.slice(1) : glob).toLowerCase()
    if (matchesGlob(lower, pattern)) rule = negated ? null : glob
  }
  return rule
}

/**
 * Why a write to `given` is refused: the path as given and where it
 * resolves through symlinks are both checked; undefined when neither is
 * protected. Paths the tools refuse themselves (outside the workspace,
 * `.git/`) are left to them.
 */
async function refusedWrite(
  workspace: string,
  given: string,
  globs: readonly string[]
): Promise<{ message: string; refusal: Refusal } | undefined> {
  if (given.trim() === '') return undefined
  const lexical = path
    .relative(workspace, path.resolve(workspace, given))
    .split(path.sep)
    .join('/')
  const resolved = await resolveWorkspacePath(workspace, given, {
    forWrite: true
  }).catch(() => null)
  for (const file of [lexical, resolved?.relative]) {
    if (!file || file.startsWith('..')) continue
    const rule = protectingGlob(file, globs)
    if (rule === null) continue
    const through = file === lexical ? '' : ` (through a symlink, ${file})`
    return {
      message: `${given}${through} is protected by the write policy (rule \`${rule}\`): ${PROTECTED_KINDS}. It was not changed; ${GO_ON}`,
      refusal: {
        kind: 'write',
        what: given,
        why: `protected by the write policy (rule \`${rule}\`)${through}`
      }
    }
  }
  return undefined
}

/** Whether the work tree is watched around this call. */
function watched(context: ToolCallContext): boolean {
  return context.writes === 'unknown' && context.command === undefined
}

/** The error a watched call's result becomes when it changed protected paths. */
function undoneMessage(
  tool: string,
  changes: readonly { file: string; rule: string; undone: boolean }[]
): string {
  const list = changes
    .map((change) => `${change.file} (rule \`${change.rule}\`)`)
    .join(', ')
  const left = changes.filter((change) => !change.undone)
  const undone =
    left.length === 0
      ? 'The change was undone'
      : `The change could not be undone for ${left.map((change) => change.file).join(', ')} (no copy was kept), and the end-of-run check refuses it`
  return `${tool} changed ${list}, protected by the write policy: ${PROTECTED_KINDS}. ${undone}; ${GO_ON}`
}

/** What a call changed under protected paths, each put back where it can be. */
async function undo(
  workspace: string,
  was: ProtectedState,
  now: ProtectedState,
  globs: readonly string[]
): Promise<{ file: string; rule: string; undone: boolean }[]> {
  const changes = []
  for (const file of await changedPaths(was, now, workspace)) {
    const undone = await putBack(workspace, file, was.held.get(file))
    changes.push({ file, rule: protectingGlob(file, globs) ?? '', undone })
  }
  return changes
}

/** Options of {@link writePolicyHook}. */
interface WritePolicyHookOptions {
  /**
   * The git work tree the workspace was in before the loop, null for none
   * (the session's probe); omitted, it is probed on first use.
   */
  gitWorkTree?: GitWorkTree | null
}

/**
 * Refuses calls that name a protected path among those they write, and
 * puts back what a call that cannot name them changed under one.
 */
export function writePolicyHook(
  protectedPaths: readonly string[] = DEFAULT_PROTECTED_PATHS,
  options: WritePolicyHookOptions = {}
): ToolHook {
  const isProtected = (file: string) =>
    protectingGlob(file, protectedPaths) !== null
  let tree: Promise<GitWorkTree | null> | undefined
  const target = (context: ToolCallContext): Promise<WatchTarget> => {
    tree ??=
      options.gitWorkTree !== undefined
        ? Promise.resolve(options.gitWorkTree)
        : probeGitWorkTree(context.workspace)
    return tree.then((found) => ({
      workspace: context.workspace,
      tree: found,
      isProtected,
      globs: protectedPaths,
      signal: context.signal
    }))
  }
  // By the call's context: the runner gives both hooks of a call the same.
  const before = new WeakMap<ToolCallContext, ProtectedState>()
  return {
    name: 'write policy',
    async beforeToolCall(context) {
      if (watched(context)) {
        before.set(context, await protectedState(await target(context), true))
        return
      }
      if (context.writes === 'unknown') return
      for (const given of context.writes) {
        const block = await refusedWrite(
          context.workspace,
          given,
          protectedPaths
        )
        if (block !== undefined)
          return { block: block.message, refusal: block.refusal }
      }
      return
    },
    async afterToolCall(context, result) {
      const was = before.get(context)
      if (!was) return
      before.delete(context)
      const now = await protectedState(await target(context), false)
      const changes = await undo(context.workspace, was, now, protectedPaths)
      if (changes.length === 0) return
      const message = undoneMessage(context.name, changes)
      return {
        result: {
          output: result.output
            ? `${message}\n\nThe tool's own result:\n${result.output}`
            : message,
          isError: true,
          details: {
            ...result.details,
            protectedChanges: changes.map((change) => change.file),
            refusal: {
              kind: 'write',
              what: changes.map((change) => change.file).join(', '),
              why: `changed by ${context.name}, protected by the write policy; ${changes.every((change) => change.undone) ? 'undone' : 'not all could be undone'}`
            } satisfies Refusal
          }
        }
      }
    }
  }
}
