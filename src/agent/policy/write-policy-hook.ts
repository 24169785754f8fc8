/**
 * The write policy at edit time (docs/security.md item 12), on every tool
 * that names the paths a call writes (edit, write): a call that writes a
 * protected path is refused when it is called, with the rule, and the run
 * goes on. The end-of-run check over the whole change stays the backstop:
 * bash can still write any file.
 */
import path from 'node:path'
import { DEFAULT_PROTECTED_PATHS, matchesGlob } from '../../security/index.js'
import { resolveWorkspacePath } from '../../tools/index.js'
import type { ToolHook } from '../hooks.js'

/** What every refusal says the policy protects, and what to do instead. */
const PROTECTED_KINDS =
  'workflows, CODEOWNERS, agent instruction files, editor and package-manager config cannot be changed by this run'
const GO_ON =
  'leave it to a maintainer, say so in your summary, and go on with the rest'

/**
 * The glob that protects `file` (last match wins, `!` re-allows, matched
 * case-insensitively, as `isProtected`), or null when none does.
 */
export function protectingGlob(
  file: string,
  globs: readonly string[]
): string | null {
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
): Promise<string | undefined> {
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
    return `${given}${through} is protected by the write policy (rule \`${rule}\`): ${PROTECTED_KINDS}. It was not changed; ${GO_ON}`
  }
  return undefined
}

/** Refuses calls that name a protected path among those they write. */
export function writePolicyHook(
  protectedPaths: readonly string[] = DEFAULT_PROTECTED_PATHS
): ToolHook {
  return {
    name: 'write policy',
    async beforeToolCall(context) {
      if (context.writes === 'unknown') return
      for (const given of context.writes) {
        const block = await refusedWrite(
          context.workspace,
          given,
          protectedPaths
        )
        if (block !== undefined) return { block }
      }
      return
    }
  }
}
