import { isUtf8 } from 'node:buffer'
import { createHash } from 'node:crypto'
import type { Stats } from 'node:fs'
import { open, readFile, stat } from 'node:fs/promises'
import { z } from 'zod'
import { formatSize, MAX_LINE_CHARS, plural } from '../../shared/index.js'
import { SNIFF_BYTES, classifyBytes } from './byte-kind.js'
import { formatLine, isLineUtf8, LineWindow } from './line-window.js'
import { isGitDataPath, listDirectory } from '../list/index.js'
import {
  snapshotFile,
  fsErrorMessage,
  resolveToolPath,
  type WorkspacePath
} from '../path/index.js'
import {
  type CallArguments,
  type CallView,
  toolError,
  type Tool,
  type ToolContext,
  type ToolResult
} from '../types.js'
import { numberArg, textArg } from '../traits.js'

const DEFAULT_LIMIT = 400
const MAX_LIMIT = 2000
/** Files up to this size are read whole; larger ones are scanned in chunks. */
const WHOLE_READ_BYTES = 10 * 1024 * 1024
/** Larger files are not scanned past the window, so their line count is unknown. */
const COUNT_LIMIT_BYTES = 256 * 1024 * 1024
const CHUNK_BYTES = 1024 * 1024
const DIRECTORY_ENTRIES = 200
const NOT_UTF8_NOTE = '(not valid UTF-8; shown with replacement characters)'

/** Arguments of the `read` tool, whose `limit` defaults to `defaultLimit`. */
function readSchema(defaultLimit: number) {
  return z.object({
    path: z
      .string()
      .describe(
        'File to read, relative to the repository root (an absolute path inside the repository also works).'
      ),
    offset: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe('1-based line number to start at. Default 1.'),
    limit: z
      .number()
      .int()
      .min(1)
      .max(MAX_LIMIT)
      .optional()
      .describe(
        `How many lines to show (1-${MAX_LIMIT}). Default ${defaultLimit}.`
      )
  })
}

/** Arguments of the `read` tool. */
export const readInput = readSchema(DEFAULT_LIMIT)

type ReadInput = z.infer<typeof readInput>

/** Bytes a line of code takes in a read window, number prefix included. */
const BYTES_PER_LINE = 40

/**
 * The default page of `read` for a cap on one result (docs/loop.md §7.3):
 * as many lines as usually fit, 50 to 400, so a small window reads a file
 * in pages that each arrive whole, with the footer that says where to go on.
 */
export function readLimitFor(maxResultBytes: number): number {
  return Math.max(
    50,
    Math.min(DEFAULT_LIMIT, Math.floor(maxResultBytes / BYTES_PER_LINE))
  )
}

interface Scan {
  window: LineWindow
  /** Null when the file was not scanned to its end. */
  totalLines: number | null
  invalidUtf8: boolean
}

function render(
  target: WorkspacePath,
  scan: Scan,
  offset: number,
  size: number
): ToolResult {
  const lines = scan.window.lines
  const total = scan.totalLines
  if (total !== null && offset > total) {
    return toolError(
      `${target.relative} has ${plural(total, 'line')}; offset ${offset} is past the end (use an offset from 1 to ${total})`
    )
  }
  const last = offset + lines.length - 1
  const width = String(last).length
  const header =
    scan.invalidUtf8 || lines.some((line) => !isLineUtf8(line))
      ? [NOT_UTF8_NOTE]
      : []
  const body = lines.map(
    (line, index) =>
      `${String(offset + index).padStart(width)}\t${formatLine(line, offset + index === 1)}`
  )
  const footer: string[] = []
  if (total === null) {
    footer.push(
      `[lines ${offset}-${last} of a ${formatSize(size)} file (lines not counted); continue with offset=${last + 1}]`
    )
  } else if (last < total) {
    footer.push(
      `[lines ${offset}-${last} of ${total}; continue with offset=${last + 1}]`
    )
  } else if (offset > 1) {
    footer.push(`[lines ${offset}-${last} of ${total}; end of file]`)
  }
  const skip = header.length
  return {
    output: [...header, ...body, ...footer].join('\n'),
    isError: false,
    truncation: {
      mode: 'head',
      continuation: (shown) =>
        `continue with offset=${offset + Math.max(0, shown - skip)}`
    },
    details: { path: target.relative, lines: total, shown: lines.length }
  }
}

function binaryError(target: WorkspacePath, size: number): ToolResult {
  return toolError(
    `${target.relative} is a binary file (${size} bytes); it cannot be shown as text`,
    { path: target.relative, bytes: size, binary: true }
  )
}

async function readWhole(
  target: WorkspacePath,
  offset: number,
  limit: number,
  context: ToolContext
): Promise<ToolResult> {
  const bytes = await readFile(target.absolute, { signal: context.signal })
  if (!bytes.length) {
    context.reads.set(
      target.absolute,
      await snapshotFile(target.absolute, bytes)
    )
    return {
      output: '(empty file)',
      isError: false,
      details: { path: target.relative, lines: 0, shown: 0 }
    }
  }
  const sample = bytes.subarray(0, SNIFF_BYTES)
  if (classifyBytes(sample, sample.length === bytes.length) === 'binary') {
    return binaryError(target, bytes.length)
  }
  const window = new LineWindow(offset, offset + limit - 1)
  window.feed(bytes)
  const totalLines = window.finish()
  const result = render(
    target,
    { window, totalLines, invalidUtf8: !isUtf8(bytes) },
    offset,
    bytes.length
  )
  if (!result.isError) {
    context.reads.set(
      target.absolute,
      await snapshotFile(target.absolute, bytes)
    )
  }
  return result
}

/**
 * Scans a large file in chunks, keeping only the window. Files up to 256 MiB
 * are scanned to the end (line count and hash for read-before-edit); larger
 * ones only up to the window.
 */
async function readStreamed(
  target: WorkspacePath,
  info: Stats,
  offset: number,
  limit: number,
  context: ToolContext
): Promise<ToolResult> {
  const handle = await open(target.absolute, 'r')
  try {
    const sample = Buffer.alloc(SNIFF_BYTES)
    const { bytesRead } = await handle.read(sample, 0, SNIFF_BYTES, 0)
    const kind = classifyBytes(sample.subarray(0, bytesRead), false)
    if (kind === 'binary') return binaryError(target, info.size)
    const countAll = info.size <= COUNT_LIMIT_BYTES
    const window = new LineWindow(offset, offset + limit - 1)
    const hash = createHash('sha256')
    const buffer = Buffer.alloc(CHUNK_BYTES)
    let position = 0
    let complete = false
    while (countAll || !window.full) {
      if (context.signal.aborted) return toolError('read was cancelled')
      const { bytesRead: got } = await handle.read(
        buffer,
        0,
        CHUNK_BYTES,
        position
      )
      if (!got) {
        complete = true
        break
      }
      const chunk = buffer.subarray(0, got)
      hash.update(chunk)
      window.feed(chunk)
      position += got
    }
    const totalLines = complete ? window.finish() : null
    const result = render(
      target,
      { window, totalLines, invalidUtf8: kind === 'non-utf8' },
      offset,
      info.size
    )
    if (complete && !result.isError) {
      context.reads.set(target.absolute, {
        mtimeMs: info.mtimeMs,
        size: position,
        hash: hash.digest('hex')
      })
    }
    return result
  } finally {
    await handle.close()
  }
}

async function readDirectory(
  target: WorkspacePath,
  context: ToolContext
): Promise<ToolResult> {
  if (isGitDataPath(target.relative)) {
    return toolError(`${target.relative} is git's own data directory`)
  }
  const listing = await listDirectory(context, target, {
    depth: 1,
    maxEntries: DIRECTORY_ENTRIES
  })
  return {
    output: `${target.relative} is a directory, not a file; its entries (use list for a deeper view):\n${listing.text}`,
    isError: false,
    truncation: { mode: 'head' },
    details: {
      path: target.relative,
      directory: true,
      entries: listing.entries
    }
  }
}

/** "Read `a.js` from line 40 (20 lines)"; the summary `a.js:40`. */
function describeRead(args: CallArguments): CallView {
  const path = textArg(args, 'path')
  const offset = numberArg(args, 'offset')
  const limit = numberArg(args, 'limit')
  const summary = path + (offset !== undefined ? `:${offset}` : '')
  const range =
    offset !== undefined
      ? ` from line ${offset}${limit !== undefined ? ` (${limit} lines)` : ''}`
      : ''
  return {
    summary,
    activity: {
      verb: ['Read', 'Reading'],
      words: [{ value: path || summary || '?' }, range],
      ...(path ? { inspects: path } : {})
    }
  }
}

/**
 * The `read` tool: a window of a text file with line numbers, of
 * `defaultLimit` lines unless the call gives a limit (400 by default).
 */
export function createReadTool(
  options: { defaultLimit?: number } = {}
): Tool<ReadInput> {
  const defaultLimit = options.defaultLimit ?? DEFAULT_LIMIT
  return {
    name: 'read',
    description: `Read a text file, up to ${defaultLimit} numbered lines from \`offset\`; when more follows, the last line says which offset to continue with. Each line is prefixed with its number and a tab, the whole file is shown if it fits, and lines over ${MAX_LINE_CHARS} characters are cut. Binary files are refused; a directory shows its entries. Read a file before editing or overwriting it.`,
    schema:
      defaultLimit === DEFAULT_LIMIT ? readInput : readSchema(defaultLimit),
    readOnly: true,
    describe: describeRead,
    async run(input, context) {
      const resolved = await resolveToolPath(context, input.path)
      if ('error' in resolved) return resolved.error
      const target = resolved.path
      if (!target.exists) {
        return toolError(
          `${target.relative} does not exist (list its directory to see what is there)`
        )
      }
      const offset = input.offset ?? 1
      const limit = input.limit ?? defaultLimit
      try {
        const info = await stat(target.absolute)
        if (info.isDirectory()) return await readDirectory(target, context)
        if (!info.isFile()) {
          return toolError(
            `${target.relative} is not a regular file (a device, socket or pipe); it cannot be read`
          )
        }
        return info.size <= WHOLE_READ_BYTES
          ? await readWhole(target, offset, limit, context)
          : await readStreamed(target, info, offset, limit, context)
      } catch (error) {
        if (context.signal.aborted) return toolError('read was cancelled')
        return toolError(fsErrorMessage(error, target.relative))
      }
    }
  }
}
