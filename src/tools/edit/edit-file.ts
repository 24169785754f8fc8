/**
 * The edit tool's work on a file: creating one, and replacing old_str in
 * one that exists (read-before-edit, the matching ladder of match.ts, BOM
 * and line endings kept, the optional syntax check and its revert), with
 * the failed-edit streak note every failure carries.
 */
import { mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage, plural } from '../../shared/index.js'
import { cutLine } from './closest.js'
import {
  applyEdit,
  type ApplyEditResult,
  type EditSite,
  NO_OP,
  stripBom
} from './match.js'
import { checkFreshness, snapshotFile } from '../path/index.js'
import { checkSyntax, type SyntaxOutcome, syntaxLine } from './syntax-check.js'
import { toolError, type ToolContext, type ToolResult } from '../types.js'
import type { EditInput } from './edit-tool.js'

/** Largest file created by the tool. */
const MAX_CREATE_BYTES = 1024 * 1024
/** Largest existing file the tool edits. */
const MAX_EDIT_BYTES = 10 * 1024 * 1024

const SNIPPET_LINES = 4
const MAX_SNIPPET_SITES = 3
const STREAK_NOTE_AT = 3

/** What one edit tool keeps across its calls, and how it checks. */
export interface EditState {
  syntaxCheck: boolean
  /** Revert the edit and fail when the syntax check fails. */
  block: boolean
  /** Failed edits in a row, by file. */
  streaks: Map<string, number>
}

/** The file a call works on: absolute, and as the model is shown it. */
interface EditTarget {
  absolute: string
  relative: string
}

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

/**
 * A failed call: one more in the streak of `key` (the file), and from the
 * third in a row a note to read the file again.
 */
export function editFailure(
  state: EditState,
  key: string,
  shown: string,
  message: string
): ToolResult {
  const streak = (state.streaks.get(key) ?? 0) + 1
  state.streaks.set(key, streak)
  const note =
    streak >= STREAK_NOTE_AT
      ? `\nThis is the ${ordinal(streak)} failed edit of ${shown} in a row: read the file again before editing.`
      : ''
  return toolError(`${message}${note}`, {
    path: shown,
    failedInARow: streak
  })
}

/** The syntax check of `text`, when the tool checks. */
function syntaxOf(
  state: EditState,
  target: EditTarget,
  text: string,
  context: ToolContext
): Promise<SyntaxOutcome | null> {
  return state.syntaxCheck
    ? checkSyntax(target.absolute, target.relative, text, context.signal)
    : Promise.resolve(null)
}

/** Creates `target` with `content` (old_str was empty). */
export async function createFile(
  state: EditState,
  target: EditTarget,
  content: string,
  context: ToolContext
): Promise<ToolResult> {
  const { absolute, relative } = target
  const fail = (message: string) =>
    editFailure(state, absolute, relative, message)
  const bytes = Buffer.from(content, 'utf8')
  if (bytes.length > MAX_CREATE_BYTES) {
    return fail(
      `new_str is ${bytes.length} bytes; files created by edit are capped at ${MAX_CREATE_BYTES} bytes`
    )
  }
  try {
    await mkdir(path.dirname(absolute), { recursive: true })
    await writeFile(absolute, bytes, { flag: 'wx' })
  } catch (error) {
    return fail(`cannot create ${relative}: ${errorMessage(error)}`)
  }
  const syntax = await syntaxOf(state, target, content, context)
  if (syntax && !syntax.ok && state.block) {
    await unlink(absolute)
    return fail(
      `${relative} was not created: syntax check failed: ${syntax.message}`
    )
  }
  context.reads.set(absolute, await snapshotFile(absolute, bytes))
  state.streaks.delete(absolute)
  const lines =
    content === '' ? 0 : content.replace(/\n$/, '').split('\n').length
  const out = [
    `created ${relative} (${plural(lines, 'line')}, ${plural(bytes.length, 'byte')})`
  ]
  if (syntax) out.push(syntaxLine(syntax))
  return {
    output: out.join('\n'),
    isError: false,
    details: { path: relative, created: true, replacements: 0, level: 'exact' }
  }
}

/** Why an existing file cannot be edited as asked, before it is read. */
async function editRefusal(
  target: EditTarget,
  input: EditInput,
  context: ToolContext
): Promise<string | null> {
  const { absolute, relative } = target
  const info = await stat(absolute)
  if (!info.isFile()) return `${relative} is not a regular file`
  if (input.old_str === input.new_str) return NO_OP
  if (info.size > MAX_EDIT_BYTES) {
    return `${relative} is ${info.size} bytes, over the ${MAX_EDIT_BYTES}-byte limit of edit; change it with bash instead`
  }
  return checkFreshness(context.reads, absolute, relative)
}

/**
 * old_str replaced in `original`. A file without a final newline: old_str
 * copied with one still means the last line.
 */
function replaced(
  original: string,
  input: EditInput,
  relative: string
): ApplyEditResult {
  const all = input.replace_all ?? false
  const result = applyEdit(
    original,
    input.old_str,
    input.new_str,
    all,
    relative
  )
  if (
    result.ok ||
    !input.old_str.endsWith('\n') ||
    /\r?\n$/.test(original) ||
    input.old_str.length <= 1
  )
    return result
  const retry = applyEdit(
    original,
    input.old_str.replace(/\r?\n$/, ''),
    input.new_str.replace(/\r?\n$/, ''),
    all,
    relative
  )
  return retry.ok ? retry : result
}

/** The error of a failed match, with a hint when old_str kept read's line numbers. */
function matchError(error: string, oldStr: string): string {
  const numbered = oldStr
    .split('\n')
    .filter((line) => line !== '')
    .every((line) => /^\s*\d+\t/.test(line))
  return numbered
    ? `${error}\nold_str starts its lines with the line numbers that read shows (N<tab>); those are not part of the file. Remove them and try again.`
    : error
}

/**
 * Writes the edited text and checks it. With `block`, an edit that fails
 * the check is reverted, unless the file failed it before the edit too.
 * Returns the check and a note, or the reason the edit was reverted.
 */
async function writeChecked(
  state: EditState,
  target: EditTarget,
  texts: { before: Buffer; original: string; edited: string },
  context: ToolContext
): Promise<
  { syntax: SyntaxOutcome | null; note: string } | { reverted: string }
> {
  const after = Buffer.from(texts.edited, 'utf8')
  await writeFile(target.absolute, after)
  const syntax = await syntaxOf(state, target, texts.edited, context)
  if (!syntax || syntax.ok || !state.block) return { syntax, note: '' }
  await writeFile(target.absolute, texts.before)
  const previous = await syntaxOf(state, target, texts.original, context)
  if (previous && !previous.ok) {
    await writeFile(target.absolute, after)
    return {
      syntax,
      note: ' (the file failed this check before the edit too, so the edit was kept)'
    }
  }
  return { reverted: syntax.message }
}

/** What a successful edit says: the count, how it matched, the snippets. */
function editReport(
  relative: string,
  result: Extract<ApplyEditResult, { ok: true }>,
  syntax: SyntaxOutcome | null,
  note: string
): ToolResult {
  const heading = `edited ${relative}: ${plural(result.count, 'replacement')}`
  const how =
    result.level === 'exact'
      ? ''
      : result.level === 'trailing-whitespace'
        ? ' (matched after normalising trailing whitespace)'
        : ' (matched after normalising unicode punctuation)'
  const out = [`${heading}${how}`, snippets(result.text, result.sites)]
  if (syntax) out.push(`${syntaxLine(syntax)}${note}`)
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

/** Replaces old_str in the existing file `target`. */
export async function editFile(
  state: EditState,
  target: EditTarget,
  input: EditInput,
  context: ToolContext
): Promise<ToolResult> {
  const { absolute, relative } = target
  const fail = (message: string) =>
    editFailure(state, absolute, relative, message)
  const refusal = await editRefusal(target, input, context)
  if (refusal) return fail(refusal)
  const before = await readFile(absolute)
  let original: string
  try {
    original = new TextDecoder('utf-8', {
      fatal: true,
      ignoreBOM: true
    }).decode(before)
  } catch {
    return fail(
      `${relative} is not valid UTF-8 text; edit cannot change it safely`
    )
  }
  const result = replaced(original, input, relative)
  if (!result.ok) return fail(matchError(result.error, input.old_str))
  const written = await writeChecked(
    state,
    target,
    { before, original, edited: result.text },
    context
  )
  if ('reverted' in written) {
    context.reads.set(absolute, await snapshotFile(absolute, before))
    return fail(
      `edit of ${relative} reverted, the file is unchanged: syntax check failed: ${written.reverted}`
    )
  }
  const after = Buffer.from(result.text, 'utf8')
  context.reads.set(absolute, await snapshotFile(absolute, after))
  state.streaks.delete(absolute)
  return editReport(relative, result, written.syntax, written.note)
}
