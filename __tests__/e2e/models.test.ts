import { describe, expect, it } from '@jest/globals'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { e2eSuite } from '../../__fixtures__/e2e-suite.js'
import { EDIT, READ_SAYING, RUN_TESTS } from '../../__fixtures__/scripts.js'
import { addComments, addIssue } from '../../__fixtures__/github-builders.js'
import {
  type E2E,
  gitIn,
  issueCommentEvent,
  OWNER,
  REPO,
  RUN_ID,
  type RunResult
} from '../../__fixtures__/e2e-harness.js'
import type {
  DoubleRecord,
  GitHubModelsDouble
} from '../../__fixtures__/github-models-double.js'
import type { ScriptStep } from '../../__fixtures__/scripted-model.js'

// The action against the GitHub Models double (github-models-double.ts), on
// 127.0.0.1: the action cannot tell from the host that it talks to GitHub
// Models, so it has to learn the 8,000-token cap from the 413, or be told
// with `context-window`. The inputs and outputs are those of
// docs/contract.md: `context-window`, `max-tokens`, `token-price`,
// `cost-usd`, and the conclusions.

const MODEL = 'openai/gpt-4o'
const CAP = 8000

const start = e2eSuite()

/**
 * A rates module of about 30 KB: `count` small rule functions, code of the
 * usual token density (about 3.5 bytes a token). `bug` puts the seeded bug
 * in one rule.
 */
function baseLine(rule: number, sign: '+' | '-'): string {
  const perKg = ((rule * 37) % 90) / 100 + 0.1
  return `const base = ${(rule % 7) + 2}.25 ${sign} parcel.weightKg * ${perKg.toFixed(2)}`
}

function ratesModule(name: string, count: number, bug?: number): string {
  const lines = [
    `// Shipping rules for ${name} parcels: each rule prices one weight band.`,
    ''
  ]
  for (let rule = 1; rule <= count; rule += 1) {
    const low = rule * 3
    const high = low + 3 + (rule % 5)
    lines.push(
      `/** ${name} rule ${rule}: parcels from ${low} to ${high} kg, zone ${rule % 9}. */`,
      `export function ${name}Rule${rule}(parcel) {`,
      `  if (parcel.weightKg < ${low} || parcel.weightKg >= ${high}) return null`,
      `  ${baseLine(rule, rule === bug ? '-' : '+')}`,
      `  return { rule: '${name}-${rule}', zone: ${rule % 9}, cents: Math.round(base * 100) }`,
      '}',
      ''
    )
  }
  return `${lines.join('\n')}\n`
}

const BIG_FILES: Record<string, string> = {
  'src/rates/domestic.js': ratesModule('domestic', 110),
  'src/rates/international.js': ratesModule('international', 100),
  'src/rates/freight.js': ratesModule('freight', 105, 77)
}
const PAGE = 120

/** Reads of every big file in pages of PAGE lines, as a small-window agent would. */
function pagedReads(): ScriptStep[] {
  const steps: ScriptStep[] = []
  for (const [file, content] of Object.entries(BIG_FILES)) {
    const lines = content.split('\n').length
    for (let offset = 1; offset <= lines; offset += PAGE) {
      steps.push({
        text: offset === 1 ? `Reading ${file} in pages of ${PAGE} lines.` : '',
        toolCalls: [
          { name: 'read', arguments: { path: file, offset, limit: PAGE } }
        ]
      })
    }
  }
  return steps
}

const BIG_FIX: ScriptStep[] = [
  ...pagedReads(),
  {
    text: 'Every rule adds its per-kg price but one; finding it.',
    toolCalls: [
      {
        name: 'grep',
        arguments: {
          pattern: 'weightKg \\* -|- parcel\\.weightKg',
          path: 'src'
        }
      }
    ]
  },
  {
    toolCalls: [
      {
        name: 'edit',
        arguments: {
          path: 'src/rates/freight.js',
          old_str: baseLine(77, '-'),
          new_str: baseLine(77, '+')
        }
      }
    ]
  },
  { text: 'freightRule77 subtracted the per-kg price; it now adds it.' }
]

/** The demo repository's fix: read, edit, test, answer. */
const SMALL_FIX: ScriptStep[] = [
  READ_SAYING,
  EDIT,
  RUN_TESTS,
  { text: 'Fixed `formatDate`: months are zero-based. All tests pass.' }
]

async function setup(
  script: ScriptStep[],
  options: { requestsPerDay?: number; files?: Record<string, string> } = {}
): Promise<E2E & { models: GitHubModelsDouble }> {
  const env = await start(script, {
    githubModels: {
      maxInputTokens: CAP,
      ...(options.requestsPerDay === undefined
        ? {}
        : { requestsPerDay: options.requestsPerDay })
    }
  })
  env.github.permissions.alice = 'write'
  addIssue(env.github, {
    title: 'Shipping and dates are wrong',
    body: 'Heavy freight parcels cost less than light ones.'
  })
  addComments(env.github, { body: '/agent fix it' })
  if (options.files) {
    // Onto main in the bare repository, then into the checkout.
    env.branch('main', options.files)
    const bare = path.join(env.dir, 'git', OWNER, `${REPO}.git`)
    gitIn(env.workspace, ['fetch', '-q', bare, 'main:refs/remotes/origin/main'])
    gitIn(env.workspace, ['reset', '-q', '--hard', 'origin/main'])
  }
  if (!env.models) throw new Error('the harness did not start the double')
  return env as E2E & { models: GitHubModelsDouble }
}

async function run(
  env: E2E & { models: GitHubModelsDouble },
  inputs: Record<string, string> = {}
): Promise<RunResult> {
  const result = await env.run(issueCommentEvent('/agent fix it'), {
    model: MODEL,
    ...inputs
  })
  debug(env, result)
  return result
}

function trackingComment(env: E2E): string {
  return (
    env.github.comments.find(
      (comment) => comment.user.login === 'github-actions[bot]'
    )?.body ?? ''
  )
}

/** A count as reports may print it: 12345, 12,345, 12 345 or 12.3k. */
function countPattern(count: number): RegExp {
  const grouped = count.toLocaleString('en-US')
  const forms = [
    String(count),
    grouped,
    grouped.replace(/,/g, '[ \u202f\u00a0]')
  ]
  if (count >= 1000) forms.push(`${(count / 1000).toFixed(1)}\\s?k`)
  return new RegExp(`(?:${forms.join('|')})`)
}

/** A record in short, so a failure shows the sequence and not the bodies. */
const brief = (record: DoubleRecord) =>
  `#${record.index} ${record.summary ? 'summary' : 'turn'} ${record.inputTokens} tokens, max_tokens ${record.maxTokens ?? '-'} -> ${record.status}${record.reason ? ` ${record.reason}` : ''}`

/** With E2E_MODELS_DEBUG=1: the requests in short and the end of the job log. */
function debug(env: E2E & { models: GitHubModelsDouble }, result: RunResult) {
  if (!process.env.E2E_MODELS_DEBUG) return
  console.log(
    `${env.models.records.map(brief).join('\n')}\n${result.stdout.slice(-4000)}`
  )
}

/** The messages and tools of a request, for comparing what was resent. */
const sent = (record: DoubleRecord) =>
  JSON.stringify([record.body.messages, record.body.tools])

describe('end to end against GitHub Models limits (the double on 127.0.0.1)', () => {
  it('fixes a repository larger than the window: learns the cap from the 413, never exceeds it again, never resends a refused request', async () => {
    const env = await setup(BIG_FIX, { files: BIG_FILES })
    const result = await run(env)
    const records = env.models.records

    const refused = records.filter((record) => record.status === 413)
    expect(refused.length).toBeGreaterThan(0)
    const first = refused[0].index
    const later = records.slice(first + 1)
    expect(
      later.filter((record) => record.inputTokens > CAP).map(brief)
    ).toEqual([])
    const refusedBodies = new Set(refused.map(sent))
    expect(
      later.filter((record) => refusedBodies.has(sent(record))).map(brief)
    ).toEqual([])

    expect(result.outputs.conclusion).toBe('changed')
    const branch = `agent/issue-7-${RUN_ID}`
    expect(env.bare(['show', `${branch}:src/rates/freight.js`])).toContain(
      baseLine(77, '+')
    )
    // Every read of the plan was served: the agent saw the whole repository.
    const served = records.filter(
      (record) => !record.refused && !record.summary
    )
    expect(served.length).toBe(BIG_FIX.length)
  })

  it('with context-window: 8000, no request is ever over the cap, the first one included', async () => {
    const env = await setup(BIG_FIX, { files: BIG_FILES })
    const result = await run(env, { 'context-window': String(CAP) })
    const records = env.models.records
    expect(records[0].inputTokens).toBeLessThanOrEqual(CAP)
    // (A refusal of max_tokens, which the endpoint may teach, is another limit.)
    expect(
      records.filter((record) => record.reason === 'tokens-limit').map(brief)
    ).toEqual([])
    expect(result.outputs.conclusion).toBe('changed')
  })

  it('a daily-quota 429 after an edit ends the run at once: budget-exhausted, the change delivered, and the comment says which limit, model, reset and what to do', async () => {
    // Two requests a day: the read and the edit; the third is refused.
    const env = await setup(SMALL_FIX, { requestsPerDay: 2 })
    const started = performance.now()
    const result = await run(env)
    const seconds = (performance.now() - started) / 1000

    const records = env.models.records
    const firstLimited = records.findIndex((record) => record.status === 429)
    expect(firstLimited).toBeGreaterThan(0)
    expect(
      records.slice(0, firstLimited).filter((record) => record.usage).length
    ).toBe(2)
    // Not retried (at most the final-summary request follows), nor waited for.
    expect(records.slice(firstLimited + 2).map(brief)).toEqual([])
    expect(seconds).toBeLessThan(20)

    expect(result.outputs.conclusion).toBe('budget-exhausted')
    const branch = `agent/issue-7-${RUN_ID}`
    expect(result.outputs.branch).toBe(branch)
    expect(result.outputs['pr-url']).toBeTruthy()
    expect(env.bare(['show', `${branch}:src/dates.js`])).toContain(
      'getUTCMonth() + 1'
    )

    const comment = trackingComment(env)
    expect(comment).toMatch(/UserByModelByDay|daily|per day/i)
    expect(comment).toContain('gpt-4o')
    expect(comment).toMatch(/12 ?h|12 hours|43,?200|reset/i)
    expect(comment).toMatch(
      /try again|re-?run|tomorrow|later|api-key|another model|wait/i
    )
  })

  it('max-tokens stops the run at the cap: budget-exhausted, and the report says max-tokens', async () => {
    const maxTokens = 9000
    const env = await setup(BIG_FIX, { files: BIG_FILES })
    const result = await run(env, { 'max-tokens': String(maxTokens) })
    expect(result.outputs.conclusion).toBe('budget-exhausted')
    expect(result.outputs.summary ?? '').toMatch(/max-tokens/)
    expect(trackingComment(env)).toContain('max-tokens')

    // No turn was asked for once the run's tokens had reached the cap, and
    // the cap (9,000: three requests of this plan) stopped it well before the plan's end.
    let total = 0
    for (const record of env.models.records) {
      if (!record.summary) expect(total).toBeLessThan(maxTokens)
      total += (record.usage?.prompt ?? 0) + (record.usage?.completion ?? 0)
    }
    expect(
      env.models.records.filter((record) => !record.summary).length
    ).toBeLessThan(BIG_FIX.length)
  })

  it('token-price 2.00,8.00: cost-usd is what the double reported, and the reports show tokens and cost', async () => {
    const env = await setup(SMALL_FIX)
    const result = await run(env, { 'token-price': '2.00,8.00' })
    expect(result.outputs.conclusion).toBe('changed')
    const totals = env.models.totals()
    expect(Number(result.outputs['prompt-tokens'])).toBe(totals.prompt)
    expect(Number(result.outputs['completion-tokens'])).toBe(totals.completion)
    const expected = (totals.prompt * 2 + totals.completion * 8) / 1_000_000
    expect(result.outputs['cost-usd']).toMatch(/^\d+(\.\d+)?$/)
    expect(Number(result.outputs['cost-usd'])).toBeCloseTo(expected, 4)

    for (const report of [result.summary, trackingComment(env)]) {
      expect(report).toMatch(/\$\s?\d+\.\d+/)
      const prompt = countPattern(totals.prompt).source
      const total = countPattern(totals.prompt + totals.completion).source
      expect(report).toMatch(new RegExp(`${prompt}|${total}`))
    }
  })

  it('without token-price, cost-usd is empty', async () => {
    const env = await setup(SMALL_FIX)
    const result = await run(env)
    expect(result.outputs.conclusion).toBe('changed')
    expect(result.outputs['cost-usd'] ?? '').toBe('')
  })
})
