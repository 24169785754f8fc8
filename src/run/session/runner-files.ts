/**
 * The runner's file-command files (`GITHUB_ENV`, `GITHUB_PATH`,
 * `GITHUB_STATE`, `GITHUB_OUTPUT`, the step summary) and their folder
 * `RUNNER_TEMP/_runner_file_commands`: whatever is written there changes
 * every later step of the job (`BASH_ENV`, `LD_PRELOAD`, `NODE_OPTIONS` in
 * `GITHUB_ENV`, a directory in `GITHUB_PATH`). The sandbox hides them; for
 * runs without one, they are put back after the loop to exactly what they
 * held before it, so only what the action itself writes afterwards remains
 * (docs/security.md item 5).
 */
import { lstat, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { errorMessage } from '../../shared/index.js'

/** Files larger than this are not copied; they are restored empty. */
const MAX_COPY_BYTES = 8 * 1024 * 1024

/** What the files held before the loop. */
interface RunnerFilesSnapshot {
  /** File -> its content, or null when it did not exist. */
  files: Map<string, Buffer | null>
  /** The file-command folder and the names it held, when there is one. */
  folder: { path: string; names: Set<string> } | null
}

/** Reads the files and the folder's listing. */
export async function snapshotRunnerFiles(
  files: readonly string[],
  runnerTemp: string
): Promise<RunnerFilesSnapshot> {
  const folderPath = path.join(runnerTemp, '_runner_file_commands')
  const names = await readdir(folderPath).catch(() => null)
  const listed = names ? names.map((name) => path.join(folderPath, name)) : []
  const contents = new Map<string, Buffer | null>()
  for (const file of new Set([...files, ...listed]))
    contents.set(file, await copyOf(file))
  return {
    files: contents,
    folder: names ? { path: folderPath, names: new Set(names) } : null
  }
}

/**
 * Puts every file back as it was and removes what was added to the
 * folder. Returns the files that had changed. Never throws: a file that
 * cannot be restored is named in the result with the reason.
 */
export async function restoreRunnerFiles(
  snapshot: RunnerFilesSnapshot
): Promise<string[]> {
  const changed: string[] = []
  for (const [file, before] of snapshot.files) {
    const now = await copyOf(file)
    if (same(before, now)) continue
    changed.push(file)
    try {
      // Never through a link the agent may have put in the file's place.
      await rm(file, { force: true, recursive: true })
      if (before) await writeFile(file, before, { flag: 'wx', mode: 0o644 })
    } catch (error) {
      changed.push(`${file}: ${errorMessage(error)}`)
    }
  }
  const { folder } = snapshot
  if (folder) {
    for (const name of (await readdir(folder.path).catch(
      () => []
    )) as string[]) {
      if (folder.names.has(name)) continue
      const file = path.join(folder.path, name)
      changed.push(file)
      await rm(file, { force: true, recursive: true }).catch(() => undefined)
    }
  }
  return changed
}

async function copyOf(file: string): Promise<Buffer | null> {
  const info = await lstat(file).catch(() => null)
  if (!info) return null
  if (!info.isFile() || info.size > MAX_COPY_BYTES) return Buffer.alloc(0)
  return readFile(file).catch(() => Buffer.alloc(0))
}

function same(a: Buffer | null, b: Buffer | null): boolean {
  if (a === null || b === null) return a === b
  return a.equals(b)
}
