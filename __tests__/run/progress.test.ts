import { describe, expect, it } from '@jest/globals'
import { testReporter } from '../../__fixtures__/progress-reporter.js'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { GitHubClient } from '../../src/github/types.js'
import { createOutputSink } from '../../src/github/publish/outputs.js'
import {
  codeBlock,
  emptyReport,
  MAX_COMMENT_CHARS,
  MAX_SUMMARY_BYTES,
  renderFinalComment,
  renderJobSummary,
  type RunReport
} from '../../src/github/report/report.js'
import { OWN_MARKER } from '../../src/github/trigger/trigger.js'
import { capBytes } from '../../src/shared/byte-cap.js'
import { loggedCall, toolStart } from '../../__fixtures__/tool-calls.js'

/** A client whose comment edits resolve only when the test says so. */
function fakeClient() {
  const edits: { id: number; body: string; resolve: () => void }[] = []
  const created: string[] = []
  const client = {
    createComment: async (_issue: number, body: string) => {
      created.push(body)
      return { id: 1, htmlUrl: 'https://github.test/c/1' }
    },
    updateComment: (id: number, body: string) =>
      new Promise<void>((resolve) => {
        edits.push({ id, body, resolve })
      })
  } as unknown as GitHubClient
  return { client, edits, created }
}

// Lets a 0 ms throttle timer fire (timers run in creation order), then its promise chain.
const flush = () =>
  new Promise((resolve) => setTimeout(resolve, 1)).then(
    () => new Promise((resolve) => setImmediate(resolve))
  )

describe('tracking comment', () => {
  it('is created at once, edited at most once at a time, and rewritten last with the final body', async () => {
    const { client, edits, created } = fakeClient()
    const progress = testReporter({
      client,
      redact: (text) => text.replace('sekrit', '***')
    })
    await progress.start()
    expect(created[0]).toContain(OWN_MARKER)
    expect(created[0]).toContain('Working on it')
    expect(progress.commentUrl).toBe('https://github.test/c/1')

    progress.emit({ type: 'turn-start', iteration: 1 })
    progress.emit(toolStart('a', 'bash', { command: 'echo sekrit' }))
    await flush()
    expect(edits).toHaveLength(1)
    // What the agent is doing, in words, redacted.
    expect(edits[0].body).toContain('- ⏳ Running `echo ***`')
    // More events while the edit is in flight: no second edit yet.
    progress.emit({
      type: 'tool-end',
      id: 'a',
      name: 'bash',
      isError: false,
      durationMs: 5,
      truncated: false,
      output: 'ok'
    })
    progress.emit({ type: 'turn-start', iteration: 2 })
    await flush()
    const finished = progress.finish('FINAL BODY')
    edits[0].resolve()
    await flush()
    for (const edit of edits.slice(1)) edit.resolve()
    await flush()
    edits.at(-1)?.resolve()
    await finished
    expect(edits.at(-1)?.body).toBe('FINAL BODY')
    expect(
      edits.filter((edit) => edit.body.includes('Working')).length
    ).toBeLessThanOrEqual(2)
  })

  it('edits no more once the loop has ended: the final body is the next and last edit', async () => {
    const { client, edits } = fakeClient()
    let now = 0
    const progress = testReporter({
      client,
      now: () => now
    })
    await progress.start()
    now = 10
    // An edit is scheduled (a 0 ms timer), then the loop ends before it fires.
    progress.emit({ type: 'turn-start', iteration: 1 })
    progress.emit({
      type: 'run-end',
      status: 'done',
      summary: 'Fixed.',
      iterations: 1,
      toolCalls: 0,
      usage: { promptTokens: 1, completionTokens: 1, totalTokens: 2 },
      durationMs: 10
    })
    // Events after the end (publishing's own) schedule nothing either.
    progress.emit({ type: 'turn-start', iteration: 2 })
    await flush()
    expect(edits).toEqual([])
    const finished = progress.finish('FINAL BODY')
    await flush()
    expect(edits.map((edit) => edit.body)).toEqual(['FINAL BODY'])
    edits[0].resolve()
    await finished
  })

  it('makes no comment without an issue', async () => {
    const { client, created } = fakeClient()
    const progress = testReporter({
      client,
      issueNumber: null,
      runUrl: 'x',
      maxIterations: 4
    })
    expect(await progress.start()).toBeNull()
    progress.emit({ type: 'turn-start', iteration: 1 })
    await progress.finish('done')
    expect(created).toEqual([])
  })
})

const base: RunReport = {
  conclusion: 'changed',
  verb: 'fix',
  request: 'fix the month',
  requester: 'alice',
  summary: 'Fixed it.',
  iterations: 3,
  toolCalls: 4,
  usage: { promptTokens: 1234, completionTokens: 56, totalTokens: 1290 },
  durationMs: 65_000,
  changedFiles: [{ path: 'src/dates.js', status: 'modified' }],
  branch: 'agent/issue-7-1',
  commitSha: 'abcdef0123456789abcdef0123456789abcdef01',
  commitUrl:
    'https://github.test/commit/abcdef0123456789abcdef0123456789abcdef01',
  prUrl: 'https://github.test/pull/8',
  prNumber: 8,
  prAction: 'opened',
  runUrl: 'https://github.test/run/1',
  tools: [
    loggedCall('bash', { command: 'npm test | tail' }, { durationMs: 1500 })
  ]
}

describe('reports', () => {
  it('final comment: status, PR, changed files, limit, stats and the run link', () => {
    const body = renderFinalComment({
      ...base,
      conclusion: 'budget-exhausted',
      limit: 'max-iterations',
      limitDetail: 'reached max-iterations (3 model turns)'
    })
    expect(body.startsWith(OWN_MARKER)).toBe(true)
    // The limit and what was still delivered, both in the headline, and
    // where to find it on the next line.
    expect(body).toContain(
      '### ⚠️ Stopped at max-iterations: change pushed in #8\n[#8](https://github.test/pull/8) · branch `agent/issue-7-1` · commit [`abcdef0`](https://github.test/commit/abcdef0123456789abcdef0123456789abcdef01) · [run log](https://github.test/run/1) · 1 min 5 s\n'
    )
    expect(body).toContain('Fixed it.')
    expect(body).toContain('- `src/dates.js`')
    expect(body).toContain('reached max-iterations (3 model turns)')
    expect(body).toContain(
      '<sub>3 turns · 4 tool calls · 1,234 prompt + 56 completion tokens</sub>'
    )
  })

  it('stays under GitHub comment limit with a huge summary and patch', () => {
    const body = renderFinalComment({
      ...base,
      summary: 'x'.repeat(200_000),
      patch: 'y\n'.repeat(100_000),
      patchReason: 'push failed'
    })
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS)
    expect(body).toContain('job summary')
  })

  it('job summary: the request, each tool call, the run table and the patch', () => {
    const summary = renderJobSummary({
      ...base,
      patch: '+added\n',
      patchReason: 'push failed',
      sandbox: 'no sandbox: bubblewrap is not installed'
    })
    expect(summary).toContain('> fix the month')
    expect(summary).toContain(
      '| 1 | `bash` | Ran `npm test \\| tail` | ✓ | 1.5 s |'
    )
    expect(summary).toContain('| conclusion | `changed` |')
    expect(summary).toContain(
      '| sandbox | no sandbox: bubblewrap is not installed |'
    )
    expect(summary).toContain('+added')
  })

  it('no bash is the first thing both reports say, before the answer', () => {
    const report = {
      ...base,
      summary: 'Fixed it.',
      sandbox:
        'no bash: no sandbox works here (bwrap: denied); set sandbox: none to run bash without a sandbox'
    }
    for (const text of [renderFinalComment(report), renderJobSummary(report)]) {
      const warning = text.indexOf('> ⚠️ no bash: no sandbox works here')
      expect(warning).toBeGreaterThan(0)
      expect(warning).toBeLessThan(text.indexOf('Fixed it.'))
    }
  })

  it('fences code that itself contains backticks', () => {
    expect(codeBlock('a ``` b', 'diff')).toBe('````diff\na ``` b\n````')
  })
})

describe('what the reports post is inert', () => {
  const attack =
    '@torvalds cc @acme/security-team, see acme/other-repo#5 ![x](https://attacker.example/?d=1) <img src=https://attacker.example/a.png> thanks @alice'

  it('final comment: model text, file names and the patch reason', () => {
    const body = renderFinalComment({
      ...base,
      summary: attack,
      changedFiles: [{ path: 'a`b @x.ts', status: 'added' }],
      patch: '+<img src=x>\n',
      patchReason: 'blocked <img src=https://attacker.example/b.png>',
      blocked: ['protected path `.github/x` @torvalds']
    })
    const outsidePatch = body.replace(/```diff[\s\S]*```/, '')
    expect(outsidePatch).not.toMatch(/@torvalds|@acme|other-repo#5|<img|!\[x\]/)
    expect(body).toContain('thanks @alice')
    expect(body).toContain('``a`b @x.ts`` (added)')
    expect(body).toContain('+<img src=x>') // the patch is code
  })

  it('working comment: a tool call cannot end its code span', () => {
    const { client, edits } = fakeClient()
    const progress = testReporter({
      client,
      maxIterations: 4
    })
    return progress.start().then(async () => {
      progress.emit(
        toolStart('a', 'write', {
          path: 'x` @torvalds <img src=y> `',
          content: ''
        })
      )
      await flush()
      expect(edits[0].body).toContain(
        '- ⏳ Writing `` x` @torvalds <img src=y> ` ``'
      )
    })
  })

  it('job summary: the tool table and the result', () => {
    const summary = renderJobSummary({
      ...base,
      summary: attack,
      tools: [loggedCall('bash', { command: attack }, { durationMs: 1 })]
    })
    const outsideCode = summary.replace(/`[^`\n]*`/g, '')
    expect(outsideCode).not.toMatch(/@torvalds|other-repo#5|<img|!\[x\]/)
    expect(summary).toContain('thanks @alice')
  })
})

describe('size caps', () => {
  const huge: RunReport = {
    ...base,
    conclusion: 'failed',
    request: '<b>'.repeat(10_000),
    summary: '<i>'.repeat(100_000),
    reason: '<@x'.repeat(10_000),
    changedFiles: Array.from({ length: 50 }, (_, i) => ({
      path: `${'é'.repeat(2000)}${i}`,
      status: 'added'
    })),
    blocked: Array.from({ length: 500 }, () => `blocked ${'<'.repeat(2000)}`),
    sandbox: `no sandbox: ${'€'.repeat(100_000)}`,
    // One 5 MB line, as a command that printed it into a file leaves it.
    patch: `+${'a'.repeat(5_000_000)}\n`,
    patchReason: 'blocked by the write policy',
    tools: Array.from({ length: 300 }, () => ({
      name: '😀'.repeat(100),
      summary: '😀'.repeat(10_000),
      isError: false,
      durationMs: 1
    }))
  }

  it('job summary stays under 1 MiB, says the patch fits nowhere, and keeps its sections', () => {
    const summary = renderJobSummary(huge)
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(MAX_SUMMARY_BYTES)
    expect(summary).toContain('The patch is too large to attach (4.8 MB)')
    expect(summary).toContain('### What the agent did')
    expect(summary).toContain('| conclusion | `failed` |')
  })

  it('final comment stays under the comment limit and keeps its footer', () => {
    const body = renderFinalComment(huge)
    expect(body.length).toBeLessThanOrEqual(MAX_COMMENT_CHARS)
    expect(body).toContain('The patch is too large to attach')
    expect(body).toContain('[run log](https://github.test/run/1)')
  })

  it('points to the job summary when the patch fits there', () => {
    const body = renderFinalComment({ ...base, patch: '+x\n'.repeat(50_000) })
    expect(body).toContain('it is in full in the [job summary]')
    const summary = renderJobSummary({ ...base, patch: '+x\n'.repeat(50_000) })
    expect(summary).toContain('+x\n+x')
  })

  it('capBytes cuts on a character boundary, note included', () => {
    const cut = capBytes('é'.repeat(1000), 101, 'cut')
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(101)
    expect(cut).not.toContain('\uFFFD')
    expect(cut).toMatch(/^é+\n\n… \(cut: [\d,]+ more bytes\)$/)
    expect(capBytes('short', 10)).toBe('short')
  })
})

describe('createOutputSink', () => {
  it('never appends more than MAX_SUMMARY_BYTES to the job summary', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'summary-'))
    try {
      const file = path.join(dir, 'summary.md')
      const sink = createOutputSink(
        () => {},
        file,
        () => {}
      )
      sink.appendSummary('€'.repeat(1_000_000))
      expect(readFileSync(file).length).toBeLessThanOrEqual(MAX_SUMMARY_BYTES)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('status line first, honest headlines', () => {
  const first = (body: string) => body.split('\n').slice(1, 3).join('\n')

  it('a push to a pull request head: pushed to the branch, the commit linked', () => {
    const body = renderFinalComment({
      ...base,
      prUrl: undefined,
      prNumber: undefined,
      prAction: undefined
    })
    expect(first(body)).toBe(
      '### ✅ Pushed to `agent/issue-7-1`\n' +
        'branch `agent/issue-7-1` · commit [`abcdef0`](https://github.test/commit/abcdef0123456789abcdef0123456789abcdef01) · [run log](https://github.test/run/1) · 1 min 5 s'
    )
  })

  it('a pushed branch without a pull request: the headline says so and links the compare view', () => {
    const body = renderFinalComment({
      ...base,
      prUrl: undefined,
      prNumber: undefined,
      compareUrl: 'https://github.test/compare/main...agent/issue-7-1',
      reason: 'POST pull request failed (403): not permitted'
    })
    expect(first(body)).toBe(
      '### ⚠️ Pushed to `agent/issue-7-1`, but the pull request could not be opened\n' +
        '[open a pull request](https://github.test/compare/main...agent/issue-7-1) · branch `agent/issue-7-1` · commit [`abcdef0`](https://github.test/commit/abcdef0123456789abcdef0123456789abcdef01) · [run log](https://github.test/run/1) · 1 min 5 s'
    )
    expect(body).toContain(
      'The branch `agent/issue-7-1` was pushed, but the pull request could not be opened (POST pull request failed (403): not permitted): [open it from the compare view](https://github.test/compare/main...agent/issue-7-1).'
    )
  })

  it('a limit names itself and what was delivered', () => {
    const limited = {
      ...base,
      conclusion: 'budget-exhausted' as const,
      limit: 'timeout' as const
    }
    const headlineOf = (report: RunReport) =>
      renderFinalComment(report).split('\n')[1]
    expect(headlineOf(limited)).toBe(
      '### ⚠️ Stopped at timeout: change pushed in #8'
    )
    expect(
      headlineOf({ ...limited, prUrl: undefined, prNumber: undefined })
    ).toBe('### ⚠️ Stopped at timeout: change pushed to `agent/issue-7-1`')
    expect(
      headlineOf({
        ...limited,
        prUrl: undefined,
        prNumber: undefined,
        commitSha: undefined,
        branch: undefined,
        patch: '+x\n'
      })
    ).toBe(
      '### ⚠️ Stopped at timeout: the change so far is attached as a patch'
    )
    expect(
      headlineOf({
        ...emptyReport('budget-exhausted', base.runUrl),
        verb: 'ask',
        limit: 'max-tokens'
      })
    ).toBe('### ⚠️ Stopped at max-tokens: partial answer below')
  })

  it('review runs: one line linking the review, and the footer; not the review body again', () => {
    const body = renderFinalComment({
      ...emptyReport('reviewed', base.runUrl),
      summary: 'The whole review body, which the review already holds.',
      reviewUrl: 'https://github.test/pull/8#pullrequestreview-1',
      reviewComments: 3,
      durationMs: 12_000,
      iterations: 2,
      toolCalls: 5
    })
    expect(body).toBe(
      [
        OWN_MARKER,
        '### 🔍 Reviewed: 3 inline comments — [see the review](https://github.test/pull/8#pullrequestreview-1)',
        '',
        '[run log](https://github.test/run/1) · 12 s',
        '',
        '---',
        '<sub>2 turns · 5 tool calls · 0 prompt + 0 completion tokens</sub>'
      ].join('\n')
    )
  })

  it('job summary: the same status first, a real table header, no runner-local transcript path', () => {
    const summary = renderJobSummary({
      ...base,
      transcriptPath:
        '/home/runner/work/_temp/agent-action-1-1/transcript.jsonl'
    })
    expect(
      summary.startsWith(
        '## agent-action: ✅ Opened #8\n\n[#8](https://github.test/pull/8) · branch `agent/issue-7-1`'
      )
    ).toBe(true)
    expect(summary).toContain('### Run\n\n| Item | Value |\n|---|---|\n')
    expect(summary).not.toContain('| | |')
    expect(summary).not.toContain('/home/runner')
    expect(summary).toContain(
      '| transcript | the `transcript` output: keep it with `actions/upload-artifact` and `path: ${{ steps.<id>.outputs.transcript }}` |'
    )
  })

  it('a rejected push: what failed first, git in a fence, then the answer marked as not delivered; no commit link', () => {
    const body = renderFinalComment({
      ...base,
      conclusion: 'failed',
      failure: 'the push was rejected',
      reason: 'git push to agent/issue-7-1 was rejected',
      pushError:
        '\n ! [remote rejected] agent/issue-7-1 (pre-receive hook declined)\nerror: failed to push some refs\n\n',
      branch: undefined,
      commitSha: undefined,
      commitUrl: undefined,
      prUrl: undefined,
      prNumber: undefined,
      summary: 'Fixed the month.'
    })
    expect(body).toContain(
      [
        '### ❌ Failed: the push was rejected',
        '[run log](https://github.test/run/1) · 1 min 5 s',
        '',
        '**Why:** git push to agent/issue-7-1 was rejected; git said:',
        '',
        '```',
        '! [remote rejected] agent/issue-7-1 (pre-receive hook declined)',
        'error: failed to push some refs',
        '```',
        '',
        "**The agent's answer** (not delivered):",
        '',
        'Fixed the month.'
      ].join('\n')
    )
    expect(body).not.toContain('/commit/')
  })
})
