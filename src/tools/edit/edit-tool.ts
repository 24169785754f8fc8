import { mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { errorMessage, plural } from '../../shared/index.js'
import { cutLine } from './closest.js'
import { NO_OP, applyEdit, stripBom, type EditSite } from './match.js'
import {
  checkFreshness,
  snapshotFile,
  PathPolicyError,
  resolveWorkspacePath
} from '../path/index.js'
import { checkSyntax, syntaxLine } from './syntax-check.js'
import {
  toolError,
  type Tool,
  type ToolContext,
  type ToolResult
} from '../types.js'
import { fileCallView } from '../traits.js'

/**
 * The edit tool (docs/loop.md §5.4, §6): exact-string replacement with a normalisation ladder,
 * read-before-edit, BOM and line-ending preservation, a snippet of each
 * changed site, an optional syntax check and a failed-edit streak note.
 */

/** Arguments of the edit tool. */
export const editInput = z.object({
  path: z.string().describe('File to edit, relative to the repository root'),
  old_str: z
    .string()
    .describe(
      'Exact text to replace, copied from the current file with a few lines of context so it is unique; empty to create a new file'
    ),
  new_str: z
    .string()
    .describe('Replacement text (the whole content when creating a file)'),
  replace_all: z
    .boolean()
    .optional()
    .describe('Replace every occurrence of old_str instead of exactly one')
})

/** Parsed arguments of the edit tool. */
export type EditInput = z.infer<typeof editInput>

/** Options of {@link createEditTool}. */
export interface EditToolOptions {
  /** Run a cheap per-file syntax check after each edit. Default true. */
  syntaxCheck?: boolean
  /** Revert the edit and fail when the syntax check fails. Default false. */
  blockOnSyntaxError?: boolean
}

/** Largest file created by the tool. */
export const MAX_CREATE_BYTES = 1024 * 1024
/** Largest existing file the tool edits. */
export const MAX_EDIT_BYTES = 10 * 1024 * 1024

const SNIPPET_LINES = 4
const MAX_SNIPPET_SITES = 3
const STREAK_NOTE_AT = 3

/** ±4 numbered lines around each site (at most 3) of the edited text. */
function snippets(text: string, sites: EditSite[]): string {
  const lines = stripBom(text).split('\n')
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop()
  const blocks = sites.slice(0, MAX_SNIPPET_SITES).map((site) => {
    const from = Math.max(1, site.startLine - SNIPPET_LINES)
    const to = Math.min(lines.length, site.endLine + SNIPPET_LINES)
    const numbered: string[] = []
    for (let line = from; line <= to; line += 1) {
      numbered.push(`${line}\t${cutLine(lines[line - 1].replace(/\r$/, ''))}`)
    }
    return numbered.join('\n')
  })
  const more = sites.length - MAX_SNIPPET_SITES
  if (more > 0) blocks.push(`… and ${plural(more, 'more site')}`)
  return blocks.join('\n...\n')
}

function ordinal(value: number): string {
  const tens = value % 100
  if (tens >= 11 && tens <= 13) return `${value}th`
  const suffix = ['th', 'st', 'nd', 'rd'][value % 10] ?? 'th'
  return `${value}${suffix}`
}

const DESCRIPTION = [
  'Replace old_str (exact, unique, copied from the file as you last read it) with new_str; an empty old_str creates a new file.',
  'The edit fails if the file was not read or changed since; add a few surrounding lines to make old_str unique, or set replace_all to change every occurrence. To create a file, give the whole content as new_str.',
  'Differences in trailing whitespace, line endings and typographic quotes/dashes are tolerated.',
  'The reply shows the changed lines with their numbers and, for JS, JSON, shell and Python files, a syntax check.'
].join(' ')

/** Creates the edit tool; each instance keeps its own failed-edit streaks. */
export function createEditTool(options: EditToolOptions = {}): Tool<EditInput> {
  const syntaxCheck = options.syntaxCheck ?? true
  const block = options.blockOnSyntaxError ?? false
  const streaks = new Map<string, number>()

  const fail = (key: string, shown: string, message: string): ToolResult => {
    const streak = (streaks.get(key) ?? 0) + 1
    streaks.set(key, streak)
    const note =
      streak >= STREAK_NOTE_AT
        ? `\nThis is the ${ordinal(streak)} failed edit of ${shown} in a row: read the file again before editing.`
        : ''
    return toolError(`${message}${note}`, {
      path: shown,
      failedInARow: streak
    })
  }

  const check = (
    absolute: string,
    relative: string,
    text: string,
    context: ToolContext
  ) =>
    syntaxCheck
      ? checkSyntax(absolute, relative, text, context.signal)
      : Promise.resolve(null)

  const create = async (
    absolute: string,
    relative: string,
    content: string,
    context: ToolContext
  ): Promise<ToolResult> => {
    const bytes = Buffer.from(content, 'utf8')
    if (bytes.length > MAX_CREATE_BYTES) {
      return fail(
        absolute,
        relative,
        `new_str is ${bytes.length} bytes; files created by edit are capped at ${MAX_CREATE_BYTES} bytes`
      )
    }
    try {
      await mkdir(path.dirname(absolute), { recursive: true })
      await writeFile(absolute, bytes, { flag: 'wx' })
    } catch (error) {
      return fail(
        absolute,
        relative,
        `cannot create ${relative}: ${errorMessage(error)}`
      )
    }
    const syntax = await check(absolute, relative, content, context)
    if (syntax && !syntax.ok && block) {
      await unlink(absolute)
      return fail(
        absolute,
        relative,
        `${relative} was not created: syntax check failed: ${syntax.message}`
      )
    }
    context.reads.set(absolute, await snapshotFile(absolute, bytes))
    streaks.delete(absolute)
    const lines =
      content === '' ? 0 : content.replace(/\n$/, '').split('\n').length
    const out = [
      `created ${relative} (${plural(lines, 'line')}, ${plural(bytes.length, 'byte')})`
    ]
    if (syntax) out.push(syntaxLine(syntax))
    return {
      output: out.join('\n'),
      isError: false,
      details: {
        path: relative,
        created: true,
        replacements: 0,
        level: 'exact'
      }
    }
  }

  const edit = async (
    absolute: string,
    relative: string,
    input: EditInput,
    context: ToolContext
  ): Promise<ToolResult> => {
    const info = await stat(absolute)
    if (!info.isFile()) {
      return fail(absolute, relative, `${relative} is not a regular file`)
    }
    if (input.old_str === input.new_str) {
      return fail(absolute, relative, NO_OP)
    }
    if (info.size > MAX_EDIT_BYTES) {
      return fail(
        absolute,
        relative,
        `${relative} is ${info.size} bytes, over the ${MAX_EDIT_BYTES}-byte limit of edit; change it with bash instead`
      )
    }
    const stale = await checkFreshness(context.reads, absolute, relative)
    if (stale) return fail(absolute, relative, stale)

    const before = await readFile(absolute)
    let original: string
    try {
      original = new TextDecoder('utf-8', {
        fatal: true,
        ignoreBOM: true
      }).decode(before)
    } catch {
      return fail(
        absolute,
        relative,
        `${relative} is not valid UTF-8 text; edit cannot change it safely`
      )
    }
    let result = applyEdit(
      original,
      input.old_str,
      input.new_str,
      input.replace_all ?? false,
      relative
    )
    // A file without a final newline: old_str copied with one still means
    // the last line.
    if (
      !result.ok &&
      input.old_str.endsWith('\n') &&
      !/\r?\n$/.test(original) &&
      input.old_str.length > 1
    ) {
      const retry = applyEdit(
        original,
        input.old_str.replace(/\r?\n$/, ''),
        input.new_str.replace(/\r?\n$/, ''),
        input.replace_all ?? false,
        relative
      )
      if (retry.ok) result = retry
    }
    if (!result.ok) {
      const numbered = input.old_str
        .split('\n')
        .filter((line) => line !== '')
        .every((line) => /^\s*\d+\t/.test(line))
      return fail(
        absolute,
        relative,
        numbered
          ? `${result.error}\nold_str starts its lines with the line numbers that read shows (N<tab>); those are not part of the file. Remove them and try again.`
          : result.error
      )
    }

    const after = Buffer.from(result.text, 'utf8')
    await writeFile(absolute, after)
    const syntax = await check(absolute, relative, result.text, context)
    let syntaxNote = ''
    if (syntax && !syntax.ok && block) {
      await writeFile(absolute, before)
      const previous = await check(absolute, relative, original, context)
      if (previous && !previous.ok) {
        await writeFile(absolute, after)
        syntaxNote =
          ' (the file failed this check before the edit too, so the edit was kept)'
      } else {
        context.reads.set(absolute, await snapshotFile(absolute, before))
        return fail(
          absolute,
          relative,
          `edit of ${relative} reverted, the file is unchanged: syntax check failed: ${syntax.message}`
        )
      }
    }
    context.reads.set(absolute, await snapshotFile(absolute, after))
    streaks.delete(absolute)

    const heading = `edited ${relative}: ${plural(result.count, 'replacement')}`
    const how =
      result.level === 'exact'
        ? ''
        : result.level === 'trailing-whitespace'
          ? ' (matched after normalising trailing whitespace)'
          : ' (matched after normalising unicode punctuation)'
    const out = [`${heading}${how}`, snippets(result.text, result.sites)]
    if (syntax) out.push(`${syntaxLine(syntax)}${syntaxNote}`)
    return {
      output: out.join('\n'),
      isError: false,
      details: {
        path: relative,
        replacements: result.count,
        level: result.level
      }
    }
  }

  return {
    name: 'edit',
    description: DESCRIPTION,
    schema: editInput,
    readOnly: false,
    describe: (args) => fileCallView(['Edited', 'Editing'], args),
    writes: (input) => [input.path],
    async run(input, context) {
      let target
      try {
        target = await resolveWorkspacePath(context.workspace, input.path, {
          forWrite: true
        })
      } catch (error) {
        const message =
          error instanceof PathPolicyError
            ? error.message
            : `cannot use ${input.path}: ${errorMessage(error)}`
        return fail(`input:${input.path}`, input.path, message)
      }
      const { absolute, relative } = target

      if (!target.exists && input.old_str !== '') {
        return fail(
          absolute,
          relative,
          `${relative}: file not found; to create it, call edit with an empty old_str or use write`
        )
      }
      try {
        return target.exists
          ? await edit(absolute, relative, input, context)
          : await create(absolute, relative, input.new_str, context)
      } catch (error) {
        return fail(
          absolute,
          relative,
          `cannot edit ${relative}: ${errorMessage(error)}`
        )
      }
    }
  }
}
