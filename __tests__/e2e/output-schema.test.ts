import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { aliceFiles, e2eSuite } from '../../__fixtures__/e2e-suite.js'
import { type E2E, gitIn, OWNER, REPO } from '../../__fixtures__/e2e-harness.js'
import { issueCommentEvent } from '../../__fixtures__/github-events.js'
import { addPull } from '../../__fixtures__/github-builders.js'

// docs/contract.md, `output-schema` and `structured-output`, through the bundle.

const SCHEMA = JSON.stringify({
  type: 'object',
  required: ['answer', 'confidence'],
  properties: {
    answer: { type: 'string' },
    confidence: { type: 'number', minimum: 0, maximum: 1 }
  },
  additionalProperties: false
})

const start = e2eSuite()

const sent = (env: E2E, request: number) =>
  JSON.stringify(env.model.requests[request].messages)

/**
 * Commits `files` onto the default branch and brings the checkout up to it,
 * as actions/checkout leaves a checkout of the default branch (its
 * `origin/main` included).
 */
function onDefaultBranch(env: E2E, files: Record<string, string>): void {
  env.branch('main', files)
  const bare = path.join(env.dir, 'git', OWNER, `${REPO}.git`)
  gitIn(env.workspace, ['fetch', '-q', bare, '+main:refs/remotes/origin/main'])
  gitIn(env.workspace, ['merge', '-q', '--ff-only', 'refs/remotes/origin/main'])
}

describe('output-schema through the bundle', () => {
  it('a failing answer goes back once with the errors; the repaired JSON is structured-output', async () => {
    const env = aliceFiles(
      await start([
        {
          text: 'Months are zero-based.\n```json\n{"answer": "zero-based"}\n```'
        },
        {
          text: 'Months are zero-based.\n```json\n{"answer": "zero-based", "confidence": 0.9}\n```'
        }
      ])
    )
    const result = await env.run(
      issueCommentEvent('/agent ask why is November wrong?'),
      { 'output-schema': SCHEMA }
    )
    expect(result.outputs.conclusion).toBe('answered')
    expect(env.model.requests).toHaveLength(2)
    // The schema is in the task (compact, quotes escaped in the messages' JSON); the errors went back.
    expect(sent(env, 0)).toContain(
      '\\"required\\":[\\"answer\\",\\"confidence\\"]'
    )
    expect(sent(env, 1)).toMatch(/does not satisfy the schema: .*confidence/)
    expect(JSON.parse(result.outputs['structured-output'])).toEqual({
      answer: 'zero-based',
      confidence: 0.9
    })
  }, 60_000)

  it('an answer that still fails after the one repair fails the run, and structured-output stays empty', async () => {
    const env = aliceFiles(
      await start([
        { text: '{"answer": 1}' },
        { text: 'Still {"answer": 1}' },
        { text: 'never asked' }
      ])
    )
    const result = await env.run(issueCommentEvent('/agent ask why?'), {
      'output-schema': SCHEMA
    })
    expect(env.model.requests).toHaveLength(2)
    expect(result.outputs.conclusion).toBe('failed')
    expect(result.outputs['structured-output']).toBe('')
    expect(result.summary).toContain('output-schema')
  }, 60_000)

  it('without the input, structured-output is empty and nothing is checked', async () => {
    const env = aliceFiles(await start([{ text: 'No JSON here.' }]))
    const result = await env.run(issueCommentEvent('/agent ask why?'))
    expect(result.outputs.conclusion).toBe('answered')
    expect(result.outputs['structured-output']).toBe('')
    expect(env.model.requests).toHaveLength(1)
  }, 60_000)

  it.each([
    [
      'not a valid schema',
      '{"type": "objekt"}',
      {},
      /output-schema is not a valid JSON Schema/
    ],
    [
      'a path the default branch does not have',
      'schemas/none.json',
      {},
      /output-schema: cannot read "schemas\/none.json": the default branch has no such file/
    ],
    [
      'a file that is not JSON',
      'schemas/answer.json',
      { 'schemas/answer.json': '{"type": "object",' },
      /output-schema: "schemas\/answer.json" is not JSON/
    ]
  ])(
    'a bad schema (%s) fails the run before any model call, naming the input',
    async (_, value, files, message) => {
      const env = aliceFiles(await start([{ text: 'never asked' }]))
      if (Object.keys(files).length) onDefaultBranch(env, files)
      const result = await env.run(issueCommentEvent('/agent ask why?'), {
        'output-schema': value
      })
      expect(result.outputs.conclusion).toBe('failed')
      expect(result.summary).toMatch(message)
      expect(env.model.requests).toHaveLength(0)
    },
    60_000
  )

  it("a schema path is read from the default branch, never from the pull request's head", async () => {
    const env = aliceFiles(
      await start([
        { text: '```json\n{"answer": "from main"}\n```' },
        { text: 'never asked' }
      ])
    )
    onDefaultBranch(env, { 'schemas/answer.json': SCHEMA })
    // The head loosens the schema (and would be the work tree's copy).
    env.branch('feature/loose', {
      'schemas/answer.json': JSON.stringify({
        type: 'object',
        description: 'the head copy'
      })
    })
    addPull(env.github, { number: 4, head: 'feature/loose' })
    const result = await env.run(
      issueCommentEvent('/agent ask why?', { issue: 4, pr: true }),
      { 'output-schema': 'schemas/answer.json' }
    )
    // The task's schema section (after the diff, which shows the head's file).
    const format = sent(env, 0).slice(
      sent(env, 0).lastIndexOf('# Final answer format')
    )
    expect(format).toContain('confidence')
    expect(format).not.toContain('the head copy')
    // The default branch's schema wants a confidence: the one repair, then failed.
    expect(env.model.requests).toHaveLength(2)
    expect(result.outputs.conclusion).toBe('failed')
    expect(result.outputs['structured-output']).toBe('')
  }, 60_000)

  it.each([
    [
      'inline JSON that does not parse',
      '{"type": ',
      'output-schema: the inline value is not JSON'
    ],
    [
      'a path outside the repository',
      '../../etc/passwd',
      'output-schema: "../../etc/passwd" is not a path inside the repository'
    ]
  ])(
    '%s fails the step before anything, naming the input',
    async (_, value, message) => {
      const env = aliceFiles(await start([{ text: 'never asked' }]))
      const result = await env.run(issueCommentEvent('/agent ask why?'), {
        'output-schema': value
      })
      expect(result.exitCode).not.toBe(0)
      expect(result.stdout + result.summary).toContain(message)
      expect(env.model.requests).toHaveLength(0)
      // A settings error: not even the 👀 went out.
      expect(env.github.calls).toEqual([])
    },
    60_000
  )

  it('a schema read from the default branch, near its size cap, fits an 8,000-token window (the GitHub Models double)', async () => {
    const properties: Record<string, unknown> = {}
    for (let index = 0; index < 40; index += 1)
      properties[`field_${index}`] = {
        type: 'string',
        description: `What the answer says about part ${index} of the dates`
      }
    const schema = { type: 'object', required: ['field_0'], properties }
    const text = JSON.stringify(schema, null, 2)
    expect(JSON.stringify(schema).length).toBeGreaterThan(3000)
    expect(JSON.stringify(schema).length).toBeLessThanOrEqual(4000)
    const env = aliceFiles(
      await start(
        [
          {
            text: `Done.\n\`\`\`json\n{"field_0": "zero-based months"}\n\`\`\``
          }
        ],
        { githubModels: { maxInputTokens: 8000 } }
      )
    )
    onDefaultBranch(env, { 'schemas/answer.json': text })
    const result = await env.run(issueCommentEvent('/agent ask why?'), {
      model: 'openai/gpt-4o',
      'context-window': '8000',
      'output-schema': 'schemas/answer.json'
    })
    expect(result.outputs.conclusion).toBe('answered')
    expect(JSON.parse(result.outputs['structured-output'])).toEqual({
      field_0: 'zero-based months'
    })
    const records = env.models?.records ?? []
    expect(records[0].inputTokens).toBeLessThanOrEqual(8000)
    expect(sent(env, 0)).toContain('field_39')
  }, 60_000)

  it('a schema over the size cap is refused naming the input and the cap', async () => {
    const env = aliceFiles(await start([{ text: 'never asked' }]))
    const big = JSON.stringify({
      type: 'object',
      description: 'x'.repeat(5000)
    })
    const result = await env.run(issueCommentEvent('/agent ask why?'), {
      'output-schema': big
    })
    expect(result.exitCode).not.toBe(0)
    expect(result.stdout + result.summary).toMatch(
      /output-schema: the inline value is \d+ bytes as compact JSON; at most 4000/
    )
    expect(env.github.calls).toEqual([])
  }, 60_000)
})
