import { describe, expect, it } from '@jest/globals'
import { captureIo, cliScene, endpointArgs } from '../../__fixtures__/cli-io.js'
import { execFileSync } from 'node:child_process'
import {
  appendFileSync,
  existsSync,
  readFileSync,
  writeFileSync
} from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { fix } from '../../__fixtures__/scripts.js'
import { runCli } from '../../src/cli.js'
import { parseTranscript } from '../../src/agent/session/transcript.js'

// The diff the CLI prints is the agent's change only: taken between
// snapshots of the work tree before and after the run, never running a
// filter program of the repository's config. Transcripts say which tree
// they were recorded on; a replay on another tree is refused.

const root = fileURLToPath(new URL('../..', import.meta.url))
const demoSession = path.join(root, 'examples/demo/session.jsonl')

const scene = cliScene('cli-tree-')

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: scene.repo, encoding: 'utf8' }).replace(
    /\n$/,
    ''
  )

/** Runs the CLI on `repo` against the scripted model (the month fix). */
async function runFix(...extra: string[]) {
  const model = await scene.start(fix())
  const io = captureIo(scene.repo)
  const status = await runCli(
    [
      '--prompt',
      'fix the month',
      ...endpointArgs(model.url, 'k-tree-0123456789', 'm'),
      '--no-bash',
      ...extra
    ],
    io
  )
  return { status, err: io.err.join(''), out: io.out.join('') }
}

/** The diff section the CLI printed last. */
const diffPart = (err: string) =>
  err.slice(err.indexOf('── diff of'), err.indexOf('\ntokens:'))

describe('the CLI on a dirty tree', () => {
  it('warns first, and the diff shows only the agent’s change', async () => {
    appendFileSync(path.join(scene.repo, 'README.md'), '\nMY OWN NOTE\n')
    writeFileSync(path.join(scene.repo, 'scratch.txt'), 'USER UNTRACKED\n')
    const indexBefore = readFileSync(path.join(scene.repo, '.git/index'))
    const objectsBefore = git('count-objects')
    const { status, err } = await runFix()
    expect(status).toBe(0)
    const firstLine = err.split('\n')[0]
    expect(firstLine).toBe(
      `warning: ${scene.repo} has uncommitted changes (2 files: README.md, scratch.txt); the diff at the end shows only the agent's changes, against a snapshot taken now`
    )
    const diff = diffPart(err)
    expect(diff).toContain('+  const month = String(date.getUTCMonth() + 1)')
    expect(diff).toContain('diff --git a/src/dates.js b/src/dates.js')
    expect(diff).not.toContain('MY OWN NOTE')
    expect(diff).not.toContain('scratch.txt')
    // The user's change is still there; the index and the object store of
    // the repository were not written.
    expect(readFileSync(path.join(scene.repo, 'README.md'), 'utf8')).toContain(
      'MY OWN NOTE'
    )
    expect(readFileSync(path.join(scene.repo, '.git/index'))).toEqual(
      indexBefore
    )
    expect(git('status', '--porcelain', '-z').split('\0')).toEqual([
      ' M README.md',
      ' M src/dates.js',
      '?? scratch.txt',
      ''
    ])
    expect(git('count-objects')).toBe(objectsBefore)
  })

  it('a clean tree: no warning; an untracked file the agent writes is in the diff', async () => {
    const model = await scene.start([
      {
        toolCalls: [
          {
            name: 'write',
            arguments: { path: 'NOTES.md', content: 'agent wrote this\n' }
          }
        ]
      },
      { text: 'Wrote the notes.' }
    ])
    const io = captureIo(scene.repo)
    const status = await runCli(
      [
        '--prompt',
        'x',
        '--base-url',
        model.url,
        '--api-key',
        'k-0123456789'
      ].concat(['--model', 'm', '--no-bash']),
      io
    )
    const err = io.err.join('')
    expect(status).toBe(0)
    expect(err).not.toContain('uncommitted')
    expect(diffPart(err)).toContain('+agent wrote this')
  })

  it('runs no filter program of the repository’s config (clean, smudge, process)', async () => {
    const marker = path.join(scene.base, 'FILTER-RAN')
    const evil = `sh -c 'touch ${marker}; cat'`
    git('config', 'filter.evil.clean', evil)
    git('config', 'filter.evil.smudge', evil)
    git('config', 'filter.evil.required', 'true')
    git('config', 'filter.long.process', `sh -c 'touch ${marker}'`)
    writeFileSync(
      path.join(scene.repo, '.gitattributes'),
      '*.js filter=evil\n*.md filter=long\n'
    )
    // Files git must hash again: a user's change in each kind.
    appendFileSync(path.join(scene.repo, 'src/dates.js'), '\n// mine\n')
    appendFileSync(path.join(scene.repo, 'README.md'), '\nmine\n')
    const { status, err } = await runFix()
    expect(status).toBe(0)
    expect(diffPart(err)).toContain('getUTCMonth() + 1')
    expect(diffPart(err)).not.toContain('// mine')
    expect(existsSync(marker)).toBe(false)
    // The same repository's own git does run it: the trap is real.
    try {
      execFileSync('git', ['add', '-A'], { cwd: scene.repo, stdio: 'ignore' })
    } catch {
      // the process filter is no filter protocol: git gives up after it ran
    }
    expect(existsSync(marker)).toBe(true)
  })
})

describe('transcripts and the tree they were recorded on', () => {
  it('records the tree first, replays on the same tree, refuses another', async () => {
    const transcript = path.join(scene.base, 'run.jsonl')
    const tree = git('rev-parse', 'HEAD^{tree}')
    const first = await runFix('--transcript', transcript)
    expect(first.status).toBe(0)
    const events = parseTranscript(readFileSync(transcript, 'utf8'))
    expect(events[0]).toMatchObject({
      type: 'note',
      text: `recorded on tree ${tree}`
    })
    expect(events[1].type).toBe('run-start')

    // Back to the recorded tree: it replays, without a warning.
    git('checkout', '--', '.')
    let io = captureIo(scene.repo)
    expect(await runCli(['--replay', transcript], io)).toBe(0)
    expect(io.err.join('')).not.toContain('warning')
    expect(
      readFileSync(path.join(scene.repo, 'src/dates.js'), 'utf8')
    ).toContain('getUTCMonth() + 1')

    // On another tree (the fix is there now): refused, nothing run.
    const now = git('stash', 'create') && git('rev-parse', 'HEAD^{tree}')
    expect(now).toBe(tree)
    io = captureIo(scene.repo)
    expect(await runCli(['--replay', transcript], io)).toBe(64)
    const err = io.err.join('')
    expect(err.trimEnd().split('\n')).toHaveLength(1)
    expect(err).toMatch(
      new RegExp(
        `^agent-cli: --replay ${transcript}: recorded on tree ${tree.slice(0, 12)}, but ${scene.repo} is tree [0-9a-f]{12}: replay it on a copy`
      )
    )
    expect(io.out.join('')).toBe('')
  })

  it('the demo session says its tree: it replays on a copy of the sample without a warning', async () => {
    const io = captureIo(scene.repo)
    expect(
      await runCli(['--replay', demoSession, '--sandbox', 'none'], io)
    ).toBe(0)
    expect(io.err.join('')).not.toContain('warning')
  })

  it('an older transcript without the tree: replayed, with a warning', async () => {
    const old = path.join(scene.base, 'old.jsonl')
    writeFileSync(
      old,
      readFileSync(demoSession, 'utf8')
        .split('\n')
        .filter((line) => !line.includes('recorded on tree'))
        .join('\n')
    )
    const io = captureIo(scene.repo)
    expect(await runCli(['--replay', old, '--sandbox', 'none'], io)).toBe(0)
    expect(io.err.join('')).toContain(
      `warning: ${old} does not say which tree it was recorded on (an older transcript); its edits may not fit ${scene.repo}`
    )
  })
})
