/**
 * The write policy at edit time (docs/security.md item 12): `edit` and
 * `write` on a protected path are refused when they are called, with the
 * rule, and the run goes on. The end-of-run check over the whole change
 * stays the backstop: bash can still write any file.
 */
import path from 'node:path'
import { DEFAULT_PROTECTED_PATHS, matchesGlob } from '../../security/index.js'
import { resolveWorkspacePath } from '../../tools/index.js'
import type { ToolHook } from '../hooks.js'

/** The tools that write files, and so are checked. */
const WRITING_TOOLS = new Set(['edit', 'write'])

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
 * Refuses `edit` and `write` on a path the write policy protects: the
 * path as given and where it resolves through symlinks are both checked.
 * Paths the tools refuse themselves (outside the workspace, `.git/`) are
 * left to them.
 */
export function writePolicyHook(
  protectedPaths: readonly string[] = DEFAULT_PROTECTED_PATHS
): ToolHook {
  return {
    name: 'write policy',
    async beforeToolCall(context) {
      if (!WRITING_TOOLS.has(context.name)) return
      const given = (context.input as { path?: unknown } | undefined)?.path
      if (typeof given !== 'string' || given.trim() === '') return
      const lexical = path
        .relative(context.workspace, path.resolve(context.workspace, given))
        .split(path.sep)
        .join('/')
      const resolved = await resolveWorkspacePath(context.workspace, given, {
        forWrite: true
      }).catch(() => null)
      for (const file of [lexical, resolved?.relative]) {
        if (!file || file.startsWith('..')) continue
        const rule = protectingGlob(file, protectedPaths)
        if (rule === null) continue
        const through = file === lexical ? '' : ` (through a symlink, ${file})`
        return {
          block: `${given}${through} is protected by the write policy (rule \`${rule}\`): workflows, CODEOWNERS, agent instruction files, editor and package-manager config cannot be changed by this run. It was not changed; leave it to a maintainer, say so in your summary, and go on with the rest`
        }
      }
      return
    }
  }
}
