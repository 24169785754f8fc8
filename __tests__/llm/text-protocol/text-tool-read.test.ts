import { describe, expect, it } from '@jest/globals'
import {
  parseActionCall,
  readNativeTextCall,
  readTextModeCall
} from '../../../src/llm/text-protocol/text-tool-calls.js'
import type { ToolDefinition } from '../../../src/llm/types.js'

const tools: ToolDefinition[] = [
  {
    name: 'bash',
    description: 'Run a command.',
    parameters: {
      type: 'object',
      properties: {
        command: { type: 'string' },
        timeout_s: { type: 'integer' }
      },
      required: ['command']
    }
  },
  {
    name: 'read',
    description: 'Read a file.',
    parameters: {
      type: 'object',
      properties: { path: { type: 'string' }, offset: { type: 'integer' } },
      required: ['path']
    }
  },
  {
    name: 'edit',
    description: 'Edit a file.',
    parameters: {
      type: 'object',
      properties: {
        path: { type: 'string' },
        old_str: { type: 'string' },
        new_str: { type: 'string' },
        replace_all: { type: 'boolean' }
      },
      required: ['path', 'old_str', 'new_str']
    }
  },
  {
    name: 'list',
    description: 'List a folder.',
    parameters: { type: 'object', properties: { path: { type: 'string' } } }
  }
]

describe('parseActionCall', () => {
  const calls: [string, string, string, Record<string, unknown>][] = [
    ['a bare command', 'Action: bash(ls -la)', 'bash', { command: 'ls -la' }],
    [
      'a bare command with quotes and parentheses',
      'Action: bash(grep -c "f(" src/a.ts && echo it\'s (done))',
      'bash',
      { command: 'grep -c "f(" src/a.ts && echo it\'s (done)' }
    ],
    [
      'a bare command that looks like an assignment',
      'Action: bash(CI=1 npm test)',
      'bash',
      { command: 'CI=1 npm test' }
    ],
    [
      'a bare path in quotes',
      'Action: read("src/a.js")',
      'read',
      { path: 'src/a.js' }
    ],
    [
      'a JSON object',
      'Action: read({"path": "src/a.js"})',
      'read',
      { path: 'src/a.js' }
    ],
    [
      'key=value pairs',
      'Action: read(path="src/a.js", offset=10)',
      'read',
      { path: 'src/a.js', offset: 10 }
    ],
    [
      'key=value pairs across lines, single quotes, booleans, escapes',
      "Action: edit(\n  path='a.ts',\n  old_str=\"say \\\"hi\\\")\",\n  new_str='x\\'y',\n  replace_all=true\n)",
      'edit',
      { path: 'a.ts', old_str: 'say "hi")', new_str: "x'y", replace_all: true }
    ],
    ['no arguments', 'Action: list()', 'list', {}],
    [
      'indented, after a thought, an invented observation dropped',
      'Thought: I need the files.\n  Action: bash(ls)\nObservation: a.ts',
      'bash',
      { command: 'ls' }
    ]
  ]
  it.each(calls)('%s', (_label, reply, name, input) => {
    const parsed = parseActionCall(reply, tools, 'c1')
    expect(parsed?.error).toBeUndefined()
    expect(parsed?.call).toEqual({
      id: 'c1',
      name,
      arguments: JSON.stringify(input),
      input
    })
  })

  it('keeps the text before the call', () => {
    expect(
      parseActionCall('Thought: look first.\nAction: bash(ls)', tools, 'c')
        ?.text
    ).toBe('Thought: look first.')
  })

  const errors: [string, string, RegExp][] = [
    ['an unclosed call', 'Action: bash(ls -la', /has no closing "\)"/],
    [
      'a broken JSON object',
      'Action: read({"path": src/a.js})',
      /not a valid JSON object/
    ],
    [
      'an unquoted string value',
      'Action: read(path=src/a.js, offset=10)',
      /value of "path" of read is not a quoted string/
    ],
    [
      'a bare argument for a tool with several required',
      'Action: edit(a.ts, x, y)',
      /neither a JSON object nor ARG=value pairs/
    ],
    ['pairs without a comma', 'Action: read(path="a" offset=1)', /expected ","/]
  ]
  it.each(errors)('a format error for %s', (_label, reply, problem) => {
    const parsed = parseActionCall(reply, tools, 'c')
    expect(parsed?.call).toBeUndefined()
    expect(parsed?.error).toMatch(/^Malformed tool call: /)
    expect(parsed?.error).toMatch(problem)
    expect(parsed?.error).toMatch(/as a JSON object/)
  })

  it.each([
    'The plan. Action: bash(ls) is not at a line start.',
    'Action: deploy(prod)',
    'Action: bash is what I would run',
    'No call here.'
  ])('is no call at all: %j', (reply) => {
    expect(parseActionCall(reply, tools, 'c')).toBeNull()
  })
})

describe('readTextModeCall', () => {
  it('reads a <function=…> block first, then Action:, then JSON', () => {
    expect(
      readTextModeCall(
        '<function=bash>\n<parameter=command>pwd</parameter>\n',
        tools,
        'c'
      ).call?.input
    ).toEqual({ command: 'pwd' })
    expect(
      readTextModeCall('Action: read(path="a")', tools, 'c').call?.input
    ).toEqual({ path: 'a' })
    expect(
      readTextModeCall(
        '<tool_call>{"name": "bash", "arguments": {"command": "ls"}}</tool_call>',
        tools,
        'c'
      ).call?.input
    ).toEqual({ command: 'ls' })
  })

  it('takes a reply without a call for the answer', () => {
    expect(readTextModeCall('All done.', tools, 'c')).toEqual({
      text: 'All done.'
    })
  })
})

describe('readNativeTextCall', () => {
  it('names the form of a call written as text', () => {
    expect(
      readNativeTextCall(
        'Let me check.\n<function=read>\n<parameter=path>a.ts</parameter>\n</function>',
        tools,
        'c'
      )
    ).toMatchObject({
      form: 'function',
      text: 'Let me check.',
      call: { name: 'read', input: { path: 'a.ts' } }
    })
    expect(readNativeTextCall('Action: bash(ls)', tools, 'c')).toMatchObject({
      form: 'action',
      call: { input: { command: 'ls' } }
    })
    expect(
      readNativeTextCall(
        '{"name": "bash", "arguments": {"command": "ls"}}',
        tools,
        'c'
      )
    ).toMatchObject({ form: 'json', text: '' })
  })

  it('gives a format error for a call it detects but cannot read', () => {
    expect(
      readNativeTextCall('Action: read(path=a.ts)', tools, 'c')
    ).toMatchObject({ form: 'action', error: expect.stringMatching(/quoted/) })
  })

  it('leaves prose, unknown tools and unclosed calls alone', () => {
    for (const reply of [
      'I fixed it. The markup <function=read> was wrong.',
      '<function=deploy>\n<parameter=x>1</parameter>',
      'Action: bash(ls',
      'Final Action: none'
    ]) {
      expect(readNativeTextCall(reply, tools, 'c')).toBeNull()
    }
  })
})
