import { describe, expect, it } from '@jest/globals'
import {
  editRecorder,
  testReporter
} from '../../../__fixtures__/progress-reporter.js'
import {
  emptyReport,
  renderFinalComment,
  renderJobSummary,
  type RunReport
} from '../../../src/github/report/report.js'
import {
  callFailed,
  describeOngoing,
  describeToolCall
} from '../../../src/github/report/tool-activity.js'
import { createJobLog, createToolLog } from '../../../src/run/run-log.js'
import { callView } from '../../../src/tools/traits.js'
import {
  loggedCall,
  toolStart,
  viewOf
} from '../../../__fixtures__/tool-calls.js'

// What the agent did, in words, with a command that exits non-zero shown
// as a failure on every surface: the working comment, the final comment's
// tool log and the job summary.

// Each call as its tool describes it, in the reports' words.
const describe_ = (name: string, args: Record<string, unknown>) =>
  describeToolCall(viewOf(name, args).activity)

describe('describeToolCall', () => {
  it('says what each tool call does', () => {
    expect(describe_('read', { path: 'src/sum.js' })).toBe('Read `src/sum.js`')
    expect(describe_('read', { path: 'a.js', offset: 40, limit: 20 })).toBe(
      'Read `a.js` from line 40 (20 lines)'
    )
    expect(describe_('grep', { pattern: 'foo', path: 'src/' })).toBe(
      'Searched for `foo` in `src/`'
    )
    expect(describe_('grep', { pattern: 'foo', glob: '*.ts' })).toBe(
      'Searched for `foo` (`*.ts`)'
    )
    expect(describe_('list', { path: '.' })).toBe('Listed the repository root')
    expect(describe_('list', { path: 'src' })).toBe('Listed `src`')
    expect(describe_('bash', { command: 'npm test' })).toBe('Ran `npm test`')
    expect(
      describe_('edit', { path: 'src/sum.js', old_str: 'a', new_str: 'b' })
    ).toBe('Edited `src/sum.js`')
    expect(describe_('write', { path: 'new.md', content: 'x' })).toBe(
      'Wrote `new.md`'
    )
    expect(
      describe_('review_comment', {
        path: 'a.js',
        line: 12,
        start_line: 10,
        suggestion: 'x',
        body: 'b'
      })
    ).toBe('Commented on `a.js:10-12` with a suggestion')
    expect(describe_('mcp_tool', { q: 1 })).toBe('Called `mcp_tool` `{"q":1}`')
    expect(describe_('mcp_tool', { path: 'a.txt', q: 1 })).toBe(
      'Called `mcp_tool` `a.txt`'
    )
  })

  it('keeps model text in code spans: first line only, capped, backticks unable to close it', () => {
    expect(describe_('bash', { command: 'make\nrm -rf /' })).toBe('Ran `make…`')
    const long = describe_('bash', { command: 'x'.repeat(300) })
    expect(long).toBe(`Ran \`${'x'.repeat(99)}…\``)
    expect(describe_('read', { path: 'a`b @torvalds' })).toBe(
      'Read ``a`b @torvalds``'
    )
  })

  it('describes a call whose arguments are missing or no object', () => {
    const tool = (name: string) => viewOf(name, {})
    expect(describeToolCall(tool('bash').activity)).toBe('Ran `?`')
    expect(describeToolCall(tool('list').activity)).toBe(
      'Listed the repository root'
    )
    expect(describeToolCall(callView(undefined, 'nope', 'x').activity)).toBe(
      'Called `nope` `{}`'
    )
    // The summary stands in for a main argument that is not a string.
    expect(describe_('read', { path: 3, offset: 2 })).toBe(
      'Read `:2` from line 2'
    )
  })

  it('says what is going on while a call runs', () => {
    const ongoing = (name: string, args: Record<string, unknown>) =>
      describeOngoing(viewOf(name, args).activity)
    expect(ongoing('bash', { command: 'npm test' })).toBe('Running `npm test`')
    expect(ongoing('grep', { pattern: 'x' })).toBe('Searching for `x`')
    expect(ongoing('read', { path: 'a' })).toBe('Reading `a`')
  })

  it('a command that exits non-zero is a failure', () => {
    expect(callFailed(false, 1)).toBe(true)
    expect(callFailed(false, 0)).toBe(false)
    expect(callFailed(true)).toBe(true)
    expect(callFailed(false)).toBe(false)
  })
})

describe('the tool log', () => {
  it('lists calls that ran side by side in the order the model made them, not the order they ended', () => {
    const log = createToolLog()
    const end = (id: string) =>
      log.emit({
        type: 'tool-end',
        id,
        name: 'read',
        isError: false,
        durationMs: 1,
        truncated: false,
        output: ''
      })
    log.emit(toolStart('a', 'read', { path: 'a.js' }))
    log.emit(toolStart('b', 'read', { path: 'b.js' }))
    end('b')
    expect(log.entries.map((entry) => entry.summary)).toEqual(['b.js'])
    end('a')
    expect(log.entries.map((entry) => entry.summary)).toEqual(['a.js', 'b.js'])
  })
})

describe('a failing command on every surface', () => {
  it('the tool log records the exit code from the bash result', () => {
    const log = createToolLog()
    log.emit(toolStart('a', 'bash', { command: 'npm test' }))
    log.emit({
      type: 'tool-end',
      id: 'a',
      name: 'bash',
      // bash reports a failing command as a result the model reads.
      isError: false,
      durationMs: 900,
      truncated: false,
      output: 'exit=1 (0.9 s)\nnot ok',
      details: { exitCode: 1 }
    })
    expect(log.entries).toEqual([
      {
        name: 'bash',
        summary: 'npm test',
        activity: {
          verb: ['Ran', 'Running'],
          words: [{ value: 'npm test' }],
          runsCommand: true
        },
        isError: false,
        exitCode: 1,
        durationMs: 900
      }
    ])
  })

  it('job log: ✗ for a command that exited non-zero, ← for one that passed', () => {
    const lines: string[] = []
    const emit = createJobLog({
      info: (line) => lines.push(line),
      warning: () => {},
      error: () => {},
      startGroup: () => {},
      endGroup: () => {}
    })
    for (const code of [1, 0])
      emit({
        type: 'tool-end',
        id: String(code),
        name: 'bash',
        isError: false,
        durationMs: 900,
        truncated: false,
        output: `exit=${code} (0.9 s)`,
        details: { exitCode: code }
      })
    expect(lines).toEqual([
      '  ✗ bash 0.9 s: exit 1',
      '  ← bash 0.9 s: exit=0 (0.9 s)'
    ])
  })

  it('working comment: ✗ with the exit code, and the time so far', async () => {
    const { client, bodies } = editRecorder('https://github.test/c')
    let clock = 1_000
    const progress = testReporter({
      client,
      issueNumber: 3,
      now: () => clock
    })
    await progress.start()
    progress.emit({ type: 'turn-start', iteration: 2 })
    for (const [id, code] of [
      ['a', 1],
      ['b', 0]
    ] as const) {
      progress.emit(toolStart(id, 'bash', { command: 'npm test' }))
      progress.emit({
        type: 'tool-end',
        id,
        name: 'bash',
        isError: false,
        durationMs: 5,
        truncated: false,
        output: `exit=${code}`,
        details: { exitCode: code }
      })
    }
    clock += 65_000
    progress.emit(toolStart('c', 'read', { path: 'src/sum.js' }))
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(bodies.at(-1)).toBe(
      [
        '<!-- agent-action -->',
        '### 🤖 Working on it…',
        '',
        '- ✗ Ran `npm test` (exit 1)',
        '- ✓ Ran `npm test`',
        '- ⏳ Reading `src/sum.js`',
        '',
        '<sub>turn 2 of at most 40 · 1 min 5 s · 0 tokens so far · [run log](https://github.test/run/1)</sub>'
      ].join('\n')
    )
    await progress.finish('done')
  })

  const report: RunReport = emptyReport(
    'changed',
    'https://github.test/run/1',
    {
      summary: 'Fixed it.',
      tools: [
        loggedCall(
          'bash',
          { command: 'npm test' },
          { exitCode: 1, durationMs: 1200 }
        ),
        loggedCall(
          'edit',
          { path: 'src/sum.js', old_str: 'a', new_str: 'b' },
          { isError: true, durationMs: 2 }
        ),
        loggedCall(
          'bash',
          { command: 'npm test | tail' },
          { exitCode: 0, durationMs: 800 }
        )
      ]
    }
  )

  it('final comment: the tool log in a collapsed section, ✗ and the exit code', () => {
    expect(renderFinalComment(report)).toContain(
      [
        '<details><summary>3 tool calls, 2 failed</summary>',
        '',
        '1. ✗ Ran `npm test` (exit 1)',
        '2. ✗ Edited `src/sum.js`',
        '3. ✓ Ran `npm test | tail`',
        '',
        '</details>'
      ].join('\n')
    )
  })

  it('job summary: ✗ exit N in the result column, pipes escaped', () => {
    const summary = renderJobSummary(report)
    expect(summary).toContain(
      [
        '| # | tool | what | result | time |',
        '|---|---|---|---|---|',
        '| 1 | `bash` | Ran `npm test` | ✗ exit 1 | 1.2 s |',
        '| 2 | `edit` | Edited `src/sum.js` | ✗ error | 0.0 s |',
        '| 3 | `bash` | Ran `npm test \\| tail` | ✓ | 0.8 s |'
      ].join('\n')
    )
  })
})
