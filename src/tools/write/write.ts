import { constants, type Stats } from 'node:fs'
import { lstat, mkdir, open, readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import {
  checkFreshness,
  snapshotFile,
  fsErrorMessage,
  resolveToolPath
} from '../path/index.js'
import { countLines, formatSize, plural } from '../../shared/index.js'
import {
  toolError,
  type Tool,
  type ToolContext,
  type ToolResult
} from '../types.js'
import { fileCallView } from '../traits.js'

const DEFAULT_MAX_BYTES = 1024 * 1024
/** Old files up to this size are checked for CRLF line endings. */
const LINE_ENDING_CHECK_BYTES = 10 * 1024 * 1024

/** Arguments of the `write` tool. */
export const writeInput = z.object({
  path: z
    .string()
    .describe(
      'File to create or overwrite, relative to the repository root. Missing parent directories are created.'
    ),
  content: z
    .string()
    .describe('The complete new content of the file, written exactly as given.')
})

type WriteInput = z.infer<typeof writeInput>

/** Options of the `write` tool. */
interface WriteToolOptions {
  /** Largest content accepted, in UTF-8 bytes. 1 MiB. */
  maxBytes?: number
}

/** Whether most line breaks of `bytes` are CRLF. */
function usesCrlf(bytes: Buffer): boolean {
  let crlf = 0
  let lf = 0
  for (let index = bytes.indexOf(10); index !== -1;) {
    if (index > 0 && bytes[index - 1] === 13) crlf += 1
    else lf += 1
    index = bytes.indexOf(10, index + 1)
  }
  return crlf > lf
}

/** Where a call writes, as resolved (`resolveToolPath`). */
interface Target {
  absolute: string
  relative: string
  exists: boolean
}

/**
 * What is at the path now (undefined: nothing), or why write refuses it:
 * a symbolic link, a directory or anything but a regular file.
 */
async function existingFile(
  given: string,
  target: Target,
  workspace: string
): Promise<{ existing?: Stats } | { error: ToolResult }> {
  let existing: Stats | undefined
  try {
    existing = await lstat(path.resolve(workspace, given))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ENOENT') {
      return { error: toolError(fsErrorMessage(error, target.relative)) }
    }
  }
  if (existing?.isSymbolicLink()) {
    return {
      error: toolError(
        target.exists
          ? `${given} is a symbolic link; write does not follow links. Write to the file it points to (${target.relative}) instead`
          : `${given} is a symbolic link to a missing file; write does not follow links`
      )
    }
  }
  if (existing?.isDirectory()) {
    return {
      error: toolError(`${target.relative} is a directory; give a file path`)
    }
  }
  if (existing && !existing.isFile()) {
    return { error: toolError(`${target.relative} is not a regular file`) }
  }
  return existing ? { existing } : {}
}

/**
 * Whether an existing file may be overwritten (read in this run, unchanged
 * since): the refusal, or the note on line endings the result adds.
 */
async function overwriteCheck(
  target: Target,
  existing: Stats,
  content: string,
  context: ToolContext
): Promise<{ note: string } | { error: ToolResult }> {
  if (!context.reads.get(target.absolute)) {
    return {
      error: toolError(
        `${target.relative} already exists; read it before overwriting it (use the read tool first), or change part of it with edit`
      )
    }
  }
  const stale = await checkFreshness(
    context.reads,
    target.absolute,
    target.relative
  )
  if (stale) return { error: toolError(stale) }
  const crlf =
    existing.size <= LINE_ENDING_CHECK_BYTES &&
    content.includes('\n') &&
    !content.includes('\r\n') &&
    usesCrlf(await readFile(target.absolute))
  return {
    note: crlf
      ? '; the old file had CRLF line endings, the new content has LF and was written as given'
      : ''
  }
}

/** Writes `bytes` without following a link: a new file exclusively, an old one truncated. */
async function writeBytes(
  target: Target,
  bytes: Buffer,
  created: boolean,
  context: ToolContext
): Promise<ToolResult | null> {
  try {
    await mkdir(path.dirname(target.absolute), { recursive: true })
  } catch (error) {
    return toolError(fsErrorMessage(error, target.relative))
  }
  try {
    const handle = await open(
      target.absolute,
      constants.O_WRONLY |
        constants.O_CREAT |
        (created ? constants.O_EXCL : constants.O_TRUNC) |
        (constants.O_NOFOLLOW ?? 0),
      0o666
    )
    try {
      await handle.writeFile(bytes)
    } finally {
      await handle.close()
    }
    context.reads.set(
      target.absolute,
      await snapshotFile(target.absolute, bytes)
    )
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (created && code === 'EEXIST') {
      return toolError(
        `${target.relative} appeared while writing; read it before overwriting it`
      )
    }
    return toolError(fsErrorMessage(error, target.relative))
  }
  return null
}

/** One call of write. */
async function runWrite(
  input: WriteInput,
  context: ToolContext,
  maxBytes: number
): Promise<ToolResult> {
  const resolved = await resolveToolPath(context, input.path, {
    forWrite: true
  })
  if ('error' in resolved) return resolved.error
  const target = resolved.path
  const bytes = Buffer.from(input.content, 'utf8')
  if (bytes.length > maxBytes) {
    return toolError(
      `content is ${bytes.length} bytes (${formatSize(bytes.length)}); write accepts at most ${maxBytes} bytes (${formatSize(maxBytes)}). Write a smaller file, or build it up in parts with edit`
    )
  }
  const found = await existingFile(input.path, target, context.workspace)
  if ('error' in found) return found.error
  const { existing } = found
  let lineEndingNote = ''
  if (existing) {
    const check = await overwriteCheck(target, existing, input.content, context)
    if ('error' in check) return check.error
    lineEndingNote = check.note
  }
  if (context.signal.aborted) return toolError('write was cancelled')
  const created = !existing
  const failed = await writeBytes(target, bytes, created, context)
  if (failed) return failed
  return {
    output: `${created ? 'created' : 'wrote'} ${target.relative} (${plural(countLines(input.content), 'line')}, ${plural(bytes.length, 'byte')})${lineEndingNote}`,
    isError: false,
    details: { path: target.relative, created, bytes: bytes.length }
  }
}

/**
 * The `write` tool: creates a file or replaces one whole. Overwriting needs
 * a read of the file in this run (and no change since); creating does not.
 * The content is written byte for byte: an old file's CRLF line endings are
 * not carried over to LF content (the result says so), unlike `edit`, which
 * keeps them. Symbolic links and directories are refused, never followed.
 */
export function createWriteTool(
  options: WriteToolOptions = {}
): Tool<WriteInput> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
  return {
    name: 'write',
    description: `Create a file, or replace a whole file, with the given content (at most ${formatSize(maxBytes)}). Missing directories are created. To overwrite an existing file, read it first; for a partial change use edit instead.`,
    schema: writeInput,
    readOnly: false,
    describe: (args) => fileCallView(['Wrote', 'Writing'], args),
    writes: (input) => [input.path],
    run: (input, context) => runWrite(input, context, maxBytes)
  }
}
