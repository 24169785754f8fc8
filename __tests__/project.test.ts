import { describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const root = fileURLToPath(new URL('..', import.meta.url))
const exec = promisify(execFile)

/** Runs a project script; resolves with its output, rejects with it on failure. */
async function runScript(command: string, args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await exec(command, args, {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_OPTIONS: '' }
    })
    return stdout + stderr
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string }
    throw new Error(
      `${command} ${args.join(' ')} failed:\n${failure.stdout ?? ''}${failure.stderr ?? ''}`
    )
  }
}

// The quality gate is part of `npm test`, so CI on a fresh clone runs it all.
describe('project', () => {
  it('committed dist/ matches a fresh build of src/', async () => {
    const output = await runScript('node', ['scripts/bundle.mjs', '--check'])
    expect(output).toContain('dist/ matches src/')
  }, 180_000)

  it('type-checks', async () => {
    await expect(runScript('npx', ['tsc', '--noEmit'])).resolves.toBe('')
  }, 180_000)

  it('lints clean', async () => {
    await expect(runScript('npx', ['eslint', '.'])).resolves.toBeDefined()
  }, 180_000)

  it('is formatted', async () => {
    const output = await runScript('npx', ['prettier', '--check', '.'])
    expect(output).toContain('All matched files use Prettier code style')
  }, 180_000)
})
