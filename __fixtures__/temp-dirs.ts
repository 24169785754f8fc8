/** Temp folders a suite makes and removes when it ends. */
import { afterAll } from '@jest/globals'
import { mkdtemp, realpath, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

/**
 * Returns `tempDir(prefix)`, which makes a folder under the temp folder and
 * resolves with its real path; every folder it made is removed after the
 * suite (`afterAll`). `tempDir.made` lists them.
 */
export function tempDirs(defaultPrefix = 'test-') {
  const made: string[] = []
  afterAll(async () => {
    await Promise.all(
      made.map((dir) => rm(dir, { recursive: true, force: true }))
    )
  })
  const tempDir = async (prefix = defaultPrefix): Promise<string> => {
    const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), prefix)))
    made.push(dir)
    return dir
  }
  return Object.assign(tempDir, { made })
}
