import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import type { FileSnapshot, ReadTracker } from '../types.js'

/** An in-memory ReadTracker for one run. */
export function createReadTracker(): ReadTracker {
  const seen = new Map<string, FileSnapshot>()
  return {
    get: (absolutePath) => seen.get(absolutePath),
    set: (absolutePath, snapshot) => {
      seen.set(absolutePath, snapshot)
    }
  }
}

/** Snapshot of a file's bytes as they are now (from bytes already read, if given). */
export async function snapshotFile(
  absolutePath: string,
  bytes?: Uint8Array
): Promise<FileSnapshot> {
  const info = await stat(absolutePath)
  const data = bytes ?? (await readFile(absolutePath))
  return {
    mtimeMs: info.mtimeMs,
    size: info.size,
    hash: createHash('sha256').update(data).digest('hex')
  }
}

/**
 * Why a file may not be edited now, or null when it may: it must have been
 * read (or written) in this run and be unchanged since. A changed mtime alone
 * is forgiven when the bytes are the same.
 */
export async function checkFreshness(
  tracker: ReadTracker,
  absolutePath: string,
  displayPath: string
): Promise<string | null> {
  const known = tracker.get(absolutePath)
  if (!known) {
    return `read ${displayPath} before editing it (use the read tool first)`
  }
  const now = await snapshotFile(absolutePath)
  if (now.size === known.size && now.hash === known.hash) return null
  return `${displayPath} changed since you last read it; read it again before editing`
}
