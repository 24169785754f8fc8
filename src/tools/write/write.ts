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
import { toolError, type Tool } from '../types.js'
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

export type WriteInput = z.infer<typeof writeInput>

/** Options of the `write` tool. */
export interface WriteToolOptions {
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
    async run(input, context) {
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
      let existing: Stats | undefined
      try {
        existing = await lstat(path.resolve(context.workspace, input.path))
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        if (code !== 'ENOENT') {
          return toolError(fsErrorMessage(error, target.relative))
        }
      }
      if (existing?.isSymbolicLink()) {
        return toolError(
          target.exists
            ? `${input.path} is a symbolic link; write does not follow links. Write to the file it points to (${target.relative}) instead`
            : `${input.path} is a symbolic link to a missing file; write does not follow links`
        )
      }
      if (existing?.isDirectory()) {
        return toolError(`${target.relative} is a directory; give a file path`)
      }
      if (existing && !existing.isFile()) {
        return toolError(`${target.relative} is not a regular file`)
      }
      let lineEndingNote = ''
      if (existing) {
        if (!context.reads.get(target.absolute)) {
          return toolError(
            `${target.relative} already exists; read it before overwriting it (use the read tool first), or change part of it with edit`
          )
        }
        const stale = await checkFreshness(
          context.reads,
          target.absolute,
          target.relative
        )
        if (stale) return toolError(stale)
        if (
          existing.size <= LINE_ENDING_CHECK_BYTES &&
          input.content.includes('\n') &&
          !input.content.includes('\r\n') &&
          usesCrlf(await readFile(target.absolute))
        ) {
          lineEndingNote =
            '; the old file had CRLF line endings, the new content has LF and was written as given'
        }
      }
      if (context.signal.aborted) return toolError('write was cancelled')
      const created = !existing
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
      return {
        output: `${created ? 'created' : 'wrote'} ${target.relative} (${plural(countLines(input.content), 'line')}, ${plural(bytes.length, 'byte')})${lineEndingNote}`,
        isError: false,
        details: { path: target.relative, created, bytes: bytes.length }
      }
    }
  }
}
