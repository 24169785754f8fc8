import { describe, expect, it } from '@jest/globals'
import {
  editRecorder,
  testReporter
} from '../../../__fixtures__/progress-reporter.js'
import { createProgressPrinter } from '../../../src/cli/progress-printer.js'
import type { PlanItem } from '../../../src/agent/types.js'
import { renderPlan } from '../../../src/github/report/plan-view.js'
import {
  emptyReport,
  renderFinalComment,
  renderJobSummary
} from '../../../src/github/report/report.js'
import { renderWorkingComment } from '../../../src/github/report/working-comment.js'
import { BREAK } from '../../../src/security/neutralize.js'
import { viewOf } from '../../../__fixtures__/tool-calls.js'

const PLAN: PlanItem[] = [
  { step: 'Read src/dates.js', status: 'done' },
  { step: 'Fix the month index', status: 'doing' },
  { step: 'Run the tests', status: 'pending' }
]

const LIST = [
  '- [x] Read src/dates.js',
  '- [ ] **Fix the month index** (in progress)',
  '- [ ] Run the tests'
].join('\n')

describe('renderPlan', () => {
  it('is a GitHub task list: done checked, doing in bold, pending open', () => {
    expect(renderPlan(PLAN)).toBe(LIST)
    expect(renderPlan([])).toBe('')
    expect(renderPlan(undefined)).toBe('')
  })

  it('neutralises model text: no live mention, no raw HTML, one line a step', () => {
    const list = renderPlan([
      { step: 'ask @octocat and @org/team', status: 'pending' },
      { step: 'close </details><img src=x>', status: 'done' },
      { step: 'two\nlines', status: 'pending' }
    ])
    expect(list).not.toMatch(/(?<![A-Za-z0-9\u200B])@octocat/)
    expect(list).toContain(`@${BREAK}octocat`)
    expect(list).not.toContain('</details>')
    expect(list).not.toContain('<img')
    expect(list).toContain('&lt;/details>')
    expect(list.split('\n')).toHaveLength(3)
    expect(list.split('\n')[2]).toBe('- [ ] two lines')
  })

  it('caps the plan at 20 steps of 200 characters', () => {
    const items: PlanItem[] = Array.from({ length: 25 }, (_, index) => ({
      step: `step ${index} ${'y'.repeat(300)}`,
      status: 'pending'
    }))
    const lines = renderPlan(items).split('\n')
    expect(lines).toHaveLength(21)
    expect(lines.at(-1)).toBe('- … 5 more steps')
    for (const line of lines.slice(0, 20)) {
      expect(line.length).toBeLessThanOrEqual('- [ ] '.length + 200)
      expect(line.endsWith('…')).toBe(true)
    }
  })
})

describe('the plan in what the action posts', () => {
  it('the working comment shows the plan above the activity list', () => {
    const body = renderWorkingComment({
      runUrl: 'https://github.test/run/1',
      verb: 'fix',
      iteration: 2,
      maxIterations: 40,
      activity: [
        {
          activity: viewOf('read', { path: 'src/dates.js' }).activity,
          failed: false,
          done: true
        }
      ],
      usage: { promptTokens: 10, completionTokens: 5, totalTokens: 15 },
      plan: PLAN
    })
    expect(body).toContain(`**Plan**\n\n${LIST}\n\n- ✓ Read \`src/dates.js\``)
    const without = renderWorkingComment({
      runUrl: 'https://github.test/run/1',
      verb: 'fix',
      iteration: 2,
      maxIterations: 40,
      activity: [],
      usage: { promptTokens: 10, completionTokens: 5, totalTokens: 15 }
    })
    expect(without).not.toContain('**Plan**')
  })

  it('the tracking comment is edited with the newest plan, on the same throttle', async () => {
    const { client, bodies: edits } = editRecorder('https://github.test/c/1')
    let clock = 0
    const progress = testReporter({
      client,
      now: () => clock
    })
    await progress.start()
    progress.emit({ type: 'plan-updated', items: PLAN.slice(0, 1) })
    progress.emit({ type: 'plan-updated', items: PLAN })
    await new Promise((resolve) => setTimeout(resolve, 5))
    // One edit for both events: the newest plan wins.
    expect(edits).toHaveLength(1)
    expect(edits[0]).toContain(LIST)
    clock += 1
    progress.emit({
      type: 'plan-updated',
      items: PLAN.map((item) => ({ ...item, status: 'done' }))
    })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(edits).toHaveLength(2)
    expect(edits[1]).toContain('- [x] Fix the month index')
    expect(edits[1]).not.toContain('in progress')
    await progress.finish('final')
  })

  it('the final comment keeps the plan after the summary; the job summary too', () => {
    const report = emptyReport('no-changes', 'https://github.test/run/1', {
      summary: 'Nothing to change.',
      plan: PLAN
    })
    const comment = renderFinalComment(report)
    expect(comment).toContain(`Nothing to change.\n\n**Plan**\n\n${LIST}\n`)
    const summary = renderJobSummary(report)
    expect(summary).toContain(`### Plan\n\n${LIST}\n`)
    expect(summary.indexOf('### Plan')).toBeGreaterThan(
      summary.indexOf('### Result')
    )
    const none = emptyReport('no-changes', 'https://github.test/run/1', {
      summary: 'Nothing to change.'
    })
    expect(renderFinalComment(none)).not.toContain('**Plan**')
    expect(renderJobSummary(none)).not.toContain('### Plan')
  })

  it('the CLI prints the plan as a checklist when it changes', () => {
    const lines: string[] = []
    const print = createProgressPrinter((line) => lines.push(line))
    print({ type: 'plan-updated', items: PLAN })
    print({ type: 'plan-updated', items: PLAN })
    print({
      type: 'plan-updated',
      items: PLAN.map((item) => ({ ...item, status: 'done' }))
    })
    expect(lines).toEqual([
      '  ☐ plan:\n    [x] Read src/dates.js\n    [ ] Fix the month index (in progress)\n    [ ] Run the tests',
      '  ☐ plan:\n    [x] Read src/dates.js\n    [x] Fix the month index\n    [x] Run the tests'
    ])
  })
})
