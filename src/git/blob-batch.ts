/**
 * Sizes and contents of many objects in one git process each
 * (`cat-file --batch-check` and `--batch`), so checking a change costs the
 * same few processes whatever its number of files (docs/security.md
 * items 12, 13 and 16).
 */
import type { GitClient } from './git-client.js'

const OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/

/** Size in bytes of each existing blob among `ids`; others are absent. */
export async function blobSizes(
  git: GitClient,
  ids: readonly string[]
): Promise<Map<string, number>> {
  const unique = uniqueIds(ids)
  const sizes = new Map<string, number>()
  if (unique.length === 0) return sizes
  const { stdout } = await git.run(
    ['cat-file', '--batch-check=%(objectname) %(objecttype) %(objectsize)'],
    { input: `${unique.join('\n')}\n` }
  )
  for (const line of stdout.split('\n')) {
    const [id, type, size] = line.split(' ')
    if (type === 'blob' && size !== undefined) sizes.set(id, Number(size))
  }
  return sizes
}

/** The bytes of each existing blob among `ids`; others are absent. */
export async function readBlobs(
  git: GitClient,
  ids: readonly string[]
): Promise<Map<string, Buffer>> {
  const unique = uniqueIds(ids)
  const objects = await readNamedObjects(git, unique)
  const blobs = new Map<string, Buffer>()
  unique.forEach((id, index) => {
    const object = objects[index]
    if (object?.type === 'blob') blobs.set(id, object.bytes)
  })
  return blobs
}

/**
 * The objects named by `names` (revision expressions such as
 * `<ref>:<path>` or `<ref>^{commit}`), in one `cat-file --batch`: each
 * with its type and bytes, or null when it does not exist. A name holding
 * a line break or a space could not be told from the next one and is
 * null without being asked.
 */
export async function readNamedObjects(
  git: GitClient,
  names: readonly string[]
): Promise<({ type: string; bytes: Buffer } | null)[]> {
  const asked = names.filter((name) => /^[^\s]+$/.test(name))
  if (asked.length === 0) return names.map(() => null)
  const { stdoutBytes: out } = await git.run(['cat-file', '--batch'], {
    input: `${asked.join('\n')}\n`
  })
  const found = new Map<string, { type: string; bytes: Buffer } | null>()
  let at = 0
  for (const name of asked) {
    const newline = out.indexOf(0x0a, at)
    if (newline === -1) break
    const [, type, size] = out.subarray(at, newline).toString('utf8').split(' ')
    at = newline + 1
    // `<name> missing` (or `ambiguous`) has no body.
    if (size === undefined || type === undefined) {
      found.set(name, null)
      continue
    }
    const length = Number(size)
    found.set(name, { type, bytes: out.subarray(at, at + length) })
    at += length + 1
  }
  return names.map((name) => found.get(name) ?? null)
}

function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].filter((id) => OBJECT_ID.test(id))
}
