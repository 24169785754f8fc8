import type { Hash } from 'node:crypto'
import { createReadStream } from 'node:fs'

/**
 * Feeds a file's bytes to `hash` as a stream (a large file is never held in
 * memory); an unreadable file feeds the word `unreadable` instead.
 */
export async function hashFile(hash: Hash, file: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', resolve)
      .on('error', reject)
  }).catch(() => hash.update('unreadable'))
}
