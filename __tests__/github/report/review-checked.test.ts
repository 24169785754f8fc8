import { describe, expect, it } from '@jest/globals'
import { addPull } from '../../../__fixtures__/github-builders.js'
import {
  createMemoryGitHub,
  type MemoryGitHub
} from '../../../__fixtures__/github-world/memory.js'
import type { PullFile } from '../../../src/github/types.js'
import { publishReview } from '../../../src/github/publish/publish-review.js'
import {
  checkedSection,
  filesOpened
} from '../../../src/github/report/review-checked.js'
import { OWN_MARKER } from '../../../src/github/trigger/trigger.js'
import { reviewedMarker } from '../../../src/github/task/incremental-review.js'
import { createToolLog } from '../../../src/run/run-log.js'
import {
  loggedCall as entry,
  toolStart,
  viewOf
} from '../../../__fixtures__/tool-calls.js'

// The review body's "What I checked": built by the action from the tool
// log, never from the model's words.

const file = (filename: string, status = 'modified'): PullFile => ({
  filename,
  status,
  additions: 1,
  deletions: 0,
  patch: '@@ -1 +1,2 @@\n a\n+b'
})

const same = (text: string) => text
const reviewed = reviewedMarker('a'.repeat(40))

describe('filesOpened', () => {
  it('counts successful read and grep calls on a file of the diff, however the path is spelled', () => {
    const files = [
      file('src/a.js'),
      file('src/b.js'),
      file('src/c.js'),
      file('lib/d.js')
    ]
    const opened = filesOpened(files, [
      entry('read', { path: './src/a.js' }),
      entry('grep', { pattern: 'x', path: 'src//b.js' }),
      entry('read', { path: 'src/c.js' }, { isError: true }),
      entry('list', { path: 'lib/d.js' }),
      entry('grep', { pattern: 'x', path: 'lib' })
    ])
    expect([...opened]).toEqual(['src/a.js', 'src/b.js'])
  })

  it('the tool log keeps the path a call inspects, as its tool says', () => {
    const log = createToolLog()
    log.emit(toolStart('r', 'read', { path: 'src/a.js', offset: 10 }))
    log.emit({
      type: 'tool-end',
      id: 'r',
      name: 'read',
      isError: false,
      durationMs: 3,
      truncated: false,
      output: '…'
    })
    expect(log.entries[0]).toMatchObject({
      name: 'read',
      activity: { inspects: 'src/a.js' }
    })
    expect(viewOf('bash', { command: 'ls' }).activity.inspects).toBeUndefined()
    expect(viewOf('list', { path: 'src' }).activity.inspects).toBeUndefined()
  })
})

describe('checkedSection', () => {
  it('lists the files read, the ones not opened and the commands with their result', () => {
    const text = checkedSection(
      [file('src/a.js'), file('src/b.js'), file('src/gone.js', 'removed')],
      [
        entry('read', { path: 'src/a.js' }),
        entry('bash', { command: 'npm test' }, { exitCode: 1 }),
        entry('bash', { command: 'npm run lint' }, { exitCode: 0 })
      ],
      same
    )
    expect(text).toBe(
      [
        "**What I checked** (from the run's tool log):",
        '- Read or searched (1 of 2 files in the diff): `src/a.js`',
        '- Not opened: `src/b.js`',
        '- Commands run:',
        '  - ✗ Ran `npm test` (exit 1)',
        '  - ✓ Ran `npm run lint`'
      ].join('\n')
    )
  })

  it('says when nothing was read and no command ran', () => {
    const text = checkedSection([file('x.js')], [], same)
    expect(text).toContain('- None of the 1 file in the diff was read.')
    expect(text).toContain('- Not opened: `x.js`')
    expect(text).toContain('- No commands were run.')
  })

  it('caps the lists: 25 files each, the newest 10 commands', () => {
    const files = Array.from({ length: 40 }, (_, n) => file(`f${n}.js`))
    const tools = Array.from({ length: 12 }, (_, n) =>
      entry('bash', { command: `echo ${n}` }, { exitCode: 0 })
    )
    const text = checkedSection(files, tools, same)
    expect(text).toContain('`f24.js`, and 15 more')
    expect(text).not.toContain('`f25.js`')
    expect(text).toContain('Commands run (the newest 10 of 12):')
    expect(text).not.toContain('`echo 1`')
    expect(text).toContain('`echo 11`')
  })

  it('keeps a hostile file name inert and redacted', () => {
    const name =
      'a`b @admin <img src=x> [x](https://evil.example) ghp_SECRET.js'
    const text = checkedSection([file(name)], [], (value) =>
      value.replace('ghp_SECRET', '***')
    )
    expect(text).toContain(
      '- Not opened: ``a`b @admin <img src=x> [x](https://evil.example) ***.js``'
    )
    expect(text).not.toContain('ghp_SECRET')
  })
})

describe('publishReview: the "What I checked" section', () => {
  const files = [file('src/a.js'), file('src/b.js')]
  /** Pull request 7, changing `files`. */
  const memory = () => {
    const github = createMemoryGitHub()
    addPull(github, { number: 7, files })
    return github
  }

  /** The review of PR 7's head (a…a) with `fields`, redacting nothing. */
  const publish = (
    github: MemoryGitHub,
    fields: Pick<Parameters<typeof publishReview>[0], 'summary' | 'comments'> &
      Partial<Parameters<typeof publishReview>[0]>
  ) =>
    publishReview({
      github,
      pullNumber: 7,
      headSha: 'a'.repeat(40),
      files,
      redact: same,
      ...fields
    })

  it('ends the review body, after the model text and before the marker', async () => {
    const github = memory()
    await publish(github, {
      summary: 'Looks good.\n\n**What I checked**: everything (the model says)',
      comments: [],
      tools: [entry('read', { path: 'src/a.js' })]
    })
    const body = github.reviews[0].body
    expect(
      body.endsWith(
        `- Not opened: \`src/b.js\`\n- No commands were run.\n${OWN_MARKER}\n${reviewed}`
      )
    ).toBe(true)
    expect(body.indexOf('Looks good.')).toBeLessThan(
      body.lastIndexOf("**What I checked** (from the run's tool log):")
    )
  })

  it('is kept whole when the model text fills the body, and in the fallback review', async () => {
    const github = memory()
    let calls = 0
    const create = github.createReview
    github.createReview = async (pull, input) => {
      calls += 1
      if (calls === 1) throw new Error('422 line must be part of the diff')
      return create(pull, input)
    }
    await publish(github, {
      summary: 'word '.repeat(20_000),
      comments: [{ path: 'src/a.js', line: 2, body: 'inline' }],
      tools: []
    })
    const body = github.reviews[0].body
    expect(body.length).toBeLessThan(61_000)
    // Posted again with every comment in the body; the model text was cut.
    expect(calls).toBe(2)
    expect(github.reviews[0].comments).toEqual([])
    expect(body.includes('cut to fit')).toBe(true)
    expect(
      body.endsWith(`- No commands were run.\n${OWN_MARKER}\n${reviewed}`)
    ).toBe(true)
  })

  it('is absent when no tool log is passed', async () => {
    const github = memory()
    await publish(github, {
      summary: 'ok',
      comments: []
    })
    // The head reviewed closes the body (docs/contract.md, incremental review).
    expect(github.reviews[0].body).toBe(`ok\n${OWN_MARKER}\n${reviewed}`)
  })
})
