import { describe, expect, it } from '@jest/globals'
import {
  DESCRIPTION_END,
  DESCRIPTION_START,
  findDescriptionBlock,
  spliceDescription
} from '../../../src/github/publish/describe-pull.js'
import {
  allowedLabels,
  parseTriageAnswer,
  publishTriage
} from '../../../src/github/publish/triage-issue.js'
import { createMemoryGitHub } from '../../../__fixtures__/github-world/memory.js'
import { addIssue } from '../../../__fixtures__/github-builders.js'
import {
  findJsonObject,
  outputSchemaSource
} from '../../../src/shared/answer-json.js'
import {
  answerCheck,
  compileOutputSchema,
  loadOutputSchema
} from '../../../src/run/session/answer-form.js'

// docs/contract.md: the `describe` and `triage` rows, `output-schema`.

const block = (text: string) =>
  `${DESCRIPTION_START}\n${text}\n${DESCRIPTION_END}`

describe('the description block', () => {
  it('goes after the author text, a blank line between, and keeps every character of it', () => {
    expect(spliceDescription('', 'S')).toBe(block('S'))
    expect(spliceDescription('Fixes #1.', 'S')).toBe(
      `Fixes #1.\n\n${block('S')}`
    )
    expect(spliceDescription('a\r\n  \n', 'S')).toBe(`a\r\n  \n\n${block('S')}`)
  })

  it('replaces only the earlier block; text above and below stays', () => {
    const body = `Top  \r\n${block('old')}\nBottom`
    expect(spliceDescription(body, 'new')).toBe(
      `Top  \r\n${block('new')}\nBottom`
    )
  })

  it('a stray start marker the author left above is not swallowed', () => {
    const body = `${DESCRIPTION_START} mine\n${block('old')}`
    const found = findDescriptionBlock(body)
    expect(body.slice(0, found?.start)).toBe(`${DESCRIPTION_START} mine\n`)
    expect(spliceDescription(body, 'new')).toBe(
      `${DESCRIPTION_START} mine\n${block('new')}`
    )
  })

  it('an end marker alone is no block', () => {
    expect(findDescriptionBlock(`x ${DESCRIPTION_END}`)).toBeNull()
  })
})

describe('the triage answer', () => {
  it('reads names or objects, numbers or "#n", and the prose around the JSON', () => {
    const answer = parseTriageAnswer(
      'A note.\n```json\n{"labels": ["bug", {"name": "ui", "reason": "the page"}], "duplicates": ["#5", 6, {"number": 0}]}\n```'
    )
    expect(answer).toEqual({
      labels: [
        { name: 'bug', reason: '' },
        { name: 'ui', reason: 'the page' }
      ],
      duplicates: [
        { number: 5, reason: '' },
        { number: 6, reason: '' }
      ],
      summary: 'A note.'
    })
    expect(parseTriageAnswer('no json')).toBeNull()
    expect(parseTriageAnswer('{"duplicates": []}')).toBeNull()
  })

  const repo = [
    { name: 'Bug', description: '' },
    { name: 'area/ui', description: '' }
  ]

  it('empty allowed-labels: only labels the repository has, in its spelling', () => {
    expect(allowedLabels(['bug', 'BUG', 'new-one'], repo, null)).toEqual({
      add: ['Bug'],
      refused: [
        {
          kind: 'label',
          what: 'new-one',
          why: 'not a label of the repository (allowed-labels is empty: only existing labels)'
        }
      ]
    })
  })

  it('globs match whole names case-insensitively; none adds nothing', () => {
    const globs = allowedLabels(['area/ui', 'area', 'Bug'], repo, ['AREA/*'])
    expect(globs.add).toEqual(['area/ui'])
    expect(globs.refused.map((refusal) => refusal.what)).toEqual([
      'area',
      'Bug'
    ])
    const none = allowedLabels(['Bug'], repo, [])
    expect(none.add).toEqual([])
    expect(none.refused[0].why).toBe(
      'allowed-labels is none: no label is added'
    )
  })
})

describe('publishing a triage', () => {
  const answer = (labels: string[]) => ({
    labels: labels.map((name) => ({ name, reason: `why ${name}` })),
    duplicates: [],
    summary: 'Looked.'
  })
  const world = (labels: string[]) => {
    const github = createMemoryGitHub()
    github.world.labels.push(
      { name: 'Bug', description: null, color: 'ededed' },
      { name: 'area/ui', description: null, color: 'ededed' }
    )
    addIssue(github, { number: 7, labels })
    return github
  }
  const repoLabels = [
    { name: 'Bug', description: '' },
    { name: 'area/ui', description: '' }
  ]

  it('reports only the labels it added: one the issue had is kept, not added again', async () => {
    const github = world(['Bug'])
    const result = await publishTriage({
      github,
      issueNumber: 7,
      answer: answer(['bug', 'area/ui']),
      repoLabels,
      openIssues: [],
      allowed: null,
      issueLabels: ['Bug']
    })
    expect(result.added).toEqual(['area/ui'])
    expect(result.refused).toEqual([])
    expect(github.issues.get(7)?.labels).toEqual(['Bug', 'area/ui'])
    expect(
      github.calls.filter((call) => call.method === 'addLabels')[0].args
    ).toEqual([7, ['area/ui']])
    expect(result.summary).toContain('- `area/ui`: why area/ui')
    expect(result.summary).not.toContain('- `Bug`')
    expect(result.summary).toContain('**Labels it had already:** `Bug`')
  })

  it('a label the issue had is neither added nor refused, even when allowed-labels is none', async () => {
    const github = world(['Bug'])
    const result = await publishTriage({
      github,
      issueNumber: 7,
      answer: answer(['Bug']),
      repoLabels,
      openIssues: [],
      allowed: [],
      issueLabels: ['Bug']
    })
    expect(result).toMatchObject({ added: [], refused: [] })
    expect(github.calls.some((call) => call.method === 'addLabels')).toBe(false)
    expect(result.summary).toContain('**Labels added:** none')
  })
})

describe('output-schema', () => {
  it('finds the last ```json block first, else the outermost bare object', () => {
    expect(
      findJsonObject('```\n{"a": 1}\n```\n```json\n{"b": 2}\n```')?.value
    ).toEqual({ b: 2 })
    expect(findJsonObject('x {"a": {"b": "}"}} y')?.value).toEqual({
      a: { b: '}' }
    })
    expect(findJsonObject('[1, 2] and {broken')).toBeNull()
  })

  it('tells inline JSON from a path, and refuses a path that leaves the repository', () => {
    expect(outputSchemaSource('')).toBeNull()
    expect(outputSchemaSource(' ./schemas/a.json ')).toEqual({
      kind: 'path',
      path: 'schemas/a.json'
    })
    for (const bad of ['../a.json', '/etc/passwd', 'a/../../b', 'a//b'])
      expect(() => outputSchemaSource(bad)).toThrow(
        /^output-schema: .* is not a path inside the repository/
      )
    expect(() => outputSchemaSource('{"type": ')).toThrow(
      /^output-schema: the inline value is not JSON/
    )
    expect(() =>
      outputSchemaSource('{"x": "' + 'y'.repeat(4000) + '"}')
    ).toThrow(/at most 4000/)
  })

  it('a path is read from what the default branch holds, and names the input when it lacks it', () => {
    const source = { kind: 'path', path: 's.json' } as const
    expect(loadOutputSchema(source, '{"type": "object"}')).toEqual({
      type: 'object'
    })
    expect(() => loadOutputSchema(source, null)).toThrow(
      'output-schema: cannot read "s.json": the default branch has no such file'
    )
    expect(() => loadOutputSchema(source, 'nope')).toThrow(
      /^output-schema: "s.json" is not JSON/
    )
  })

  it('checks the answer against the schema and names what fails', async () => {
    const validate = await compileOutputSchema({
      type: 'object',
      required: ['n'],
      properties: { n: { type: 'number' } }
    })
    const check = answerCheck('ask', validate)
    expect(check?.('```json\n{"n": 1}\n```')).toBeNull()
    expect(check?.('{"n": "one"}')).toMatch(
      /does not satisfy the schema: answer.n should be number/
    )
    expect(check?.('none')).toMatch(/holds no JSON object/)
    await expect(compileOutputSchema({ type: 'objekt' })).rejects.toThrow(
      /^output-schema is not a valid JSON Schema/
    )
  })

  it('a describe answer needs its two headings; ask without a schema is not checked', () => {
    expect(answerCheck('ask', null)).toBeUndefined()
    const describe = answerCheck('describe', null)
    expect(describe?.('### Summary\nx\n### Walkthrough\n- a: b')).toBeNull()
    expect(describe?.('It adds a constant.')).toMatch(/### Summary/)
  })
})
