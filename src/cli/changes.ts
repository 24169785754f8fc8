/** What the CLI shows after a run: the directory's changes as a diff. */
import { createGitClient } from '../git/index.js'

/** Diff of the directory against HEAD, untracked files included. */
export async function describeChanges(dir: string): Promise<string> {
  const client = createGitClient(dir)
  const git = async (args: string[]) => {
    const result = await client.run(['-c', 'core.quotepath=false', ...args], {
      allowFailure: true,
      maxBuffer: 64 * 1024 * 1024
    })
    return {
      ok: result.exitCode === 0,
      stdout: result.stdout
    }
  }
  const diffFlags = ['--no-color', '--no-ext-diff', '--no-textconv']
  if (!(await git(['rev-parse', '--is-inside-work-tree'])).ok)
    return '(not a git repository: no diff to show)\n'
  if (!(await git(['rev-parse', '--verify', 'HEAD'])).ok) {
    const { stdout } = await git(['status', '--short'])
    return stdout ? `(no commits yet; changed files:)\n${stdout}` : ''
  }
  const diff = await git(['diff', ...diffFlags, 'HEAD'])
  if (!diff.ok) return ''
  const untracked = await git([
    'ls-files',
    '--others',
    '--exclude-standard',
    '-z'
  ])
  let text = diff.stdout
  for (const file of untracked.stdout.split('\0').filter(Boolean)) {
    // --no-index exits 1 when the files differ, as a new file always does.
    const added = await git([
      'diff',
      ...diffFlags,
      '--no-index',
      '--',
      '/dev/null',
      file
    ])
    text += added.stdout
  }
  return text
}
