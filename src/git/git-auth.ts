/**
 * How the push and fetch credential reaches git (docs/security.md item 7):
 * never in a process's environment or command line, where a leftover
 * process of the agent's shell could read it from `/proc/<pid>/environ` or
 * `cmdline` while git runs. It is written as an `http.<origin>/.extraheader`
 * to a 0600 file in a fresh 0700 folder under the run's scratch dir (which
 * the sandbox hides), git is pointed at that file by
 * `GIT_CONFIG_COUNT`/`KEY`/`VALUE` (`include.path=<file>`: only the file's
 * name is in the environment, and git's own child processes, such as
 * `git-remote-http`, inherit it), and the folder is removed as soon as the
 * call ends, also when it fails.
 */
import { randomBytes } from 'node:crypto'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A credential for one git call. */
export interface GitAuth {
  /** The token, sent as `x-access-token:<token>` basic auth. */
  token: string
  /**
   * The repository URL. The header is scoped to its origin
   * (`http.<scheme>://<host>/.extraheader`), so a rewrite planted in
   * `.git/config` (`url.*.insteadOf`) cannot carry it to another host.
   * A URL that is not http(s) gets no header at all.
   */
  url: string
}

/**
 * The config file text that sends `auth` as an HTTP header to its origin,
 * or null when the URL is not http(s).
 */
export function authConfigText(auth: GitAuth): string | null {
  let origin: string
  try {
    const url = new URL(auth.url)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    origin = url.origin
  } catch {
    return null
  }
  const basic = Buffer.from(`x-access-token:${auth.token}`).toString('base64')
  // The origin holds no `"` or `\` (URL serialisation escapes them).
  return `[http "${origin}/"]\n\textraheader = AUTHORIZATION: basic ${basic}\n`
}

/**
 * Runs `use` with the environment that points git at a private credential
 * file for `auth`, and removes the file when `use` settles. `parent` is the
 * folder the file's own 0700 folder is made in (default the OS temp dir).
 */
export async function withAuthConfig<T>(
  auth: GitAuth,
  parent: string | undefined,
  use: (env: Record<string, string>) => Promise<T>
): Promise<T> {
  const text = authConfigText(auth)
  if (text === null) return use({})
  const base = parent ?? tmpdir()
  await mkdir(base, { recursive: true, mode: 0o700 })
  const dir = await mkdtemp(path.join(base, 'git-auth-'))
  try {
    await chmod(dir, 0o700)
    const file = path.join(dir, `${randomBytes(8).toString('hex')}.config`)
    await writeFile(file, text, { flag: 'wx', mode: 0o600 })
    return await use({
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'include.path',
      GIT_CONFIG_VALUE_0: file
    })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
