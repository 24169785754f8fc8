import { describe, expect, it } from '@jest/globals'
import {
  TEXT_PROTOCOL_STOP,
  looksLikeTextToolCall,
  looksLikeToolRejection,
  parseTextToolCall,
  renderToolInstructions,
  toTextProtocol
} from '../../../src/llm/text-protocol/text-tool-calls.js'
import type { ChatMessage, ToolDefinition } from '../../../src/llm/types.js'

const tools: ToolDefinition[] = [
  {
    name: 'bash',
    description: 'Run a shell command in the repository.',
    parameters: {
      type: 'object',
      properties: {
        command: { type: 'string', description: 'The command to run.' },
        timeout: {
          type: 'integer',
          description: 'Seconds before it is killed.'
        }
      },
      required: ['command']
    }
  },
  {
    name: 'edit',
    description: 'Replace text in a file.',
    parameters: {
      type: 'object',
      properties: {
        path: { type: 'string', description: 'File to edit.' },
        old_str: { type: 'string', description: 'Exact text to replace.' },
        new_str: { type: 'string', description: 'Replacement text.' },
        replace_all: {
          type: 'boolean',
          description: 'Replace every match.',
          default: false
        }
      },
      required: ['path', 'old_str', 'new_str']
    }
  },
  {
    name: 'grep',
    description: 'Search files.',
    parameters: {
      type: 'object',
      properties: {
        pattern: { type: 'string', description: 'Regular expression.' },
        ratio: { type: 'number', description: 'A fraction.' },
        globs: {
          type: 'array',
          items: { type: 'string' },
          description: 'File globs.'
        },
        options: { type: 'object', description: 'Extra options.' },
        mode: { type: 'string', enum: ['files', 'content'] }
      },
      required: ['pattern']
    }
  }
]

const code = [
  'function f(a: number): string {',
  '  if (a < 2 && a > 0) return "x <y> \'z\'"',
  '  return `${a}\\n`',
  '}'
].join('\n')

/** Parses `text` against the test's tools, the call's id being `c`. */
const parseC = (text: string) => parseTextToolCall(text, tools, 'c')

describe('TEXT_PROTOCOL_STOP', () => {
  it('stops before the closing function tag', () => {
    expect(TEXT_PROTOCOL_STOP).toEqual(['</function'])
  })
})

describe('renderToolInstructions', () => {
  const text = renderToolInstructions(tools)

  it('explains the format, the one-call rule and the result marker', () => {
    expect(text).toContain(
      '<function=NAME>\n<parameter=ARG>value</parameter>\n</function>'
    )
    expect(text).toContain('exactly one call per reply')
    expect(text).toContain('EXECUTION RESULT of [NAME]:')
    expect(text).toContain('no JSON escaping')
    expect(text).toContain('A reply without a function call is your final')
  })

  it('lists every tool with its parameters, types and descriptions', () => {
    for (const tool of tools) expect(text).toContain(`### ${tool.name}\n`)
    expect(text).toContain('- command (string, required): The command to run.')
    expect(text).toContain(
      '- timeout (integer, optional): Seconds before it is killed.'
    )
    expect(text).toContain(
      '- replace_all (boolean, optional, default: false): Replace every match.'
    )
    expect(text).toContain('- globs (array of string, optional): File globs.')
    expect(text).toContain('- mode (string, optional, one of: files, content)')
  })

  it('gives one example per tool built from its required parameters', () => {
    expect(text).toContain(
      'Example:\n<function=bash>\n<parameter=command>COMMAND</parameter>\n</function>'
    )
    expect(text).toContain(
      [
        'Example:',
        '<function=edit>',
        '<parameter=path>PATH</parameter>',
        '<parameter=old_str>OLD_STR</parameter>',
        '<parameter=new_str>NEW_STR</parameter>',
        '</function>'
      ].join('\n')
    )
    expect(text.match(/Example:\n/g)).toHaveLength(3)
  })

  it('says no tools are available when there are none', () => {
    expect(renderToolInstructions([])).toContain('No tools are available now')
  })
})

describe('toTextProtocol', () => {
  const history: ChatMessage[] = [
    { role: 'system', content: 'You are a coding agent.' },
    { role: 'user', content: 'Fix the bug.' },
    {
      role: 'assistant',
      content: 'Let me look.',
      tool_calls: [
        {
          id: 'call_1',
          name: 'bash',
          arguments: JSON.stringify({ command: 'ls -la', timeout: 30 })
        }
      ]
    },
    { role: 'tool', tool_call_id: 'call_1', content: 'exit=0\nsrc\n' },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'call_2',
          name: 'edit',
          arguments: JSON.stringify({
            path: 'src/a.ts',
            old_str: 'a < b',
            new_str: code,
            replace_all: true
          })
        }
      ]
    },
    {
      role: 'tool',
      tool_call_id: 'call_2',
      name: 'edit',
      content: 'Edited src/a.ts'
    },
    { role: 'assistant', content: 'Done.' }
  ]

  it('converts the native history into plain text messages', () => {
    const out = toTextProtocol(history, tools)
    expect(out).toHaveLength(7)
    expect(out.map((m) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant'
    ])
    expect(out[0].content).toBe(
      `You are a coding agent.\n\n${renderToolInstructions(tools)}`
    )
    expect(out[1]).toEqual({ role: 'user', content: 'Fix the bug.' })
    expect(out[2]).toEqual({
      role: 'assistant',
      content: [
        'Let me look.',
        '',
        '<function=bash>',
        '<parameter=command>ls -la</parameter>',
        '<parameter=timeout>30</parameter>',
        '</function>'
      ].join('\n')
    })
    expect(out[3]).toEqual({
      role: 'user',
      content: 'EXECUTION RESULT of [bash]:\nexit=0\nsrc\n'
    })
    expect(out[4]).toEqual({
      role: 'assistant',
      content: [
        '<function=edit>',
        '<parameter=path>src/a.ts</parameter>',
        '<parameter=old_str>a < b</parameter>',
        `<parameter=new_str>\n${code}\n</parameter>`,
        '<parameter=replace_all>true</parameter>',
        '</function>'
      ].join('\n')
    })
    expect(out[5]).toEqual({
      role: 'user',
      content: 'EXECUTION RESULT of [edit]:\nEdited src/a.ts'
    })
    expect(out[6]).toEqual({ role: 'assistant', content: 'Done.' })
    for (const message of out) {
      expect(message.role).not.toBe('tool')
      expect('tool_calls' in message).toBe(false)
    }
  })

  it('does not modify its input', () => {
    const copy = structuredClone(history)
    toTextProtocol(history, tools)
    expect(history).toEqual(copy)
  })

  it('adds a system message when there is none', () => {
    const out = toTextProtocol([{ role: 'user', content: 'hi' }], tools)
    expect(out).toEqual([
      { role: 'system', content: renderToolInstructions(tools) },
      { role: 'user', content: 'hi' }
    ])
  })

  it('appends the instructions to the first system message only', () => {
    const out = toTextProtocol(
      [
        { role: 'system', content: 'one' },
        { role: 'system', content: 'two' }
      ],
      tools
    )
    expect(out[0].content).toBe(`one\n\n${renderToolInstructions(tools)}`)
    expect(out[1]).toEqual({ role: 'system', content: 'two' })
  })

  it('renders parallel calls, empty and non-JSON arguments', () => {
    const out = toTextProtocol(
      [
        {
          role: 'assistant',
          content: '',
          tool_calls: [
            { id: 'a', name: 'status', arguments: '' },
            { id: 'b', name: 'bash', arguments: '{"command": "ls' }
          ]
        },
        { role: 'tool', tool_call_id: 'a', content: 'clean' },
        { role: 'tool', tool_call_id: 'b', content: 'error: bad JSON' },
        { role: 'tool', tool_call_id: 'zzz', content: 'orphan' }
      ],
      tools
    )
    expect(out.slice(1)).toEqual([
      {
        role: 'assistant',
        content:
          '<function=status>\n</function>\n\n' +
          '<function=bash>\n{"command": "ls\n</function>'
      },
      { role: 'user', content: 'EXECUTION RESULT of [status]:\nclean' },
      { role: 'user', content: 'EXECUTION RESULT of [bash]:\nerror: bad JSON' },
      { role: 'user', content: 'EXECUTION RESULT of [unknown]:\norphan' }
    ])
  })
})

describe('parseTextToolCall', () => {
  it('round-trips a native call through the text protocol', () => {
    const args = {
      path: 'src/a.ts',
      old_str: 'if (a<b) {\n  return "x"\n}\n',
      new_str: code,
      replace_all: true
    }
    const out = toTextProtocol(
      [
        { role: 'user', content: 'go' },
        {
          role: 'assistant',
          content: 'Editing.',
          tool_calls: [
            { id: 'call_9', name: 'edit', arguments: JSON.stringify(args) }
          ]
        }
      ],
      tools
    )
    const replyText = out[2].content as string
    // The model's reply stops at the stop sequence, before `</function`.
    const cut = replyText.slice(0, replyText.indexOf('</function'))
    for (const reply of [replyText, cut]) {
      const parsed = parseTextToolCall(reply, tools, 'call_9')
      expect(parsed).toEqual({
        text: 'Editing.',
        call: {
          id: 'call_9',
          name: 'edit',
          arguments: JSON.stringify(args),
          input: args
        }
      })
    }
  })

  it('keeps code values raw: <, {, quotes and newlines unescaped', () => {
    const reply = [
      'I will write the file.',
      '<function=edit>',
      '<parameter=path>src/x.ts</parameter>',
      '<parameter=old_str>const a = {"k": \'v\'}</parameter>',
      '<parameter=new_str>',
      code,
      '</parameter>',
      '</function>'
    ].join('\n')
    const parsed = parseTextToolCall(reply, tools, 'c1')
    expect(parsed.text).toBe('I will write the file.')
    expect(parsed.error).toBeUndefined()
    expect(parsed.call?.input).toEqual({
      path: 'src/x.ts',
      old_str: 'const a = {"k": \'v\'}',
      new_str: code
    })
    expect(JSON.parse(parsed.call?.arguments ?? '')).toEqual(parsed.call?.input)
  })

  it('strips only one leading and one trailing newline', () => {
    const reply =
      '<function=bash>\n<parameter=command>\n\n  echo hi\n\n</parameter>\n</function>'
    expect(parseC(reply).call?.input).toEqual({
      command: '\n  echo hi\n'
    })
  })

  it('accepts a reply cut before </function> and a missing </parameter>', () => {
    const reply = '<function=bash>\n<parameter=command>\nnpm test\n'
    expect(parseTextToolCall(reply, tools, 'c2')).toEqual({
      text: '',
      call: {
        id: 'c2',
        name: 'bash',
        arguments: '{"command":"npm test"}',
        input: { command: 'npm test' }
      }
    })
  })

  it('accepts a call with no parameters', () => {
    expect(parseC('<function=status>\n')).toEqual({
      text: '',
      call: { id: 'c', name: 'status', arguments: '{}', input: {} }
    })
  })

  it('strips a code fence opened right before the call', () => {
    const reply =
      'Running it:\n```xml\n<function=bash>\n<parameter=command>ls</parameter>\n'
    const parsed = parseC(reply)
    expect(parsed.text).toBe('Running it:')
    expect(parsed.call?.input).toEqual({ command: 'ls' })
  })

  it('coerces numbers, booleans, arrays and objects by the schema', () => {
    const bash = parseC(
      '<function=bash>\n<parameter=command>sleep 1</parameter>\n<parameter=timeout> 120 </parameter>\n</function>'
    )
    expect(bash.call?.input).toEqual({ command: 'sleep 1', timeout: 120 })
    expect(bash.call?.arguments).toBe('{"command":"sleep 1","timeout":120}')

    const edit = parseC(
      '<function=edit><parameter=path>a</parameter><parameter=old_str>b</parameter><parameter=new_str>c</parameter><parameter=replace_all>TRUE</parameter></function>'
    )
    expect(edit.call?.input).toEqual({
      path: 'a',
      old_str: 'b',
      new_str: 'c',
      replace_all: true
    })

    const grep = parseTextToolCall(
      [
        '<function=grep>',
        '<parameter=pattern>a|b</parameter>',
        '<parameter=ratio>0.5</parameter>',
        '<parameter=globs>["*.ts", "*.js"]</parameter>',
        '<parameter=options>{"i": true}</parameter>',
        '</function>'
      ].join('\n'),
      tools,
      'c'
    )
    expect(grep.call?.input).toEqual({
      pattern: 'a|b',
      ratio: 0.5,
      globs: ['*.ts', '*.js'],
      options: { i: true }
    })
  })

  it('returns a call with an error when a value does not fit its type', () => {
    const parsed = parseTextToolCall(
      '<function=bash>\n<parameter=command>ls</parameter>\n<parameter=timeout>soon</parameter>\n</function>',
      tools,
      'c3'
    )
    expect(parsed.error).toBeUndefined()
    expect(parsed.call).toEqual({
      id: 'c3',
      name: 'bash',
      arguments: '{"command":"ls","timeout":"soon"}',
      error:
        'Invalid arguments: parameter "timeout" of bash: expected an integer, got "soon".'
    })
    expect(parsed.call?.input).toBeUndefined()
  })

  it('rejects a fraction for an integer, bad booleans and bad JSON', () => {
    const bash = parseC(
      '<function=bash><parameter=command>ls</parameter><parameter=timeout>1.5</parameter></function>'
    )
    expect(bash.call?.error).toContain('expected an integer, got "1.5"')
    const edit = parseC(
      '<function=edit><parameter=path>a</parameter><parameter=old_str>b</parameter><parameter=new_str>c</parameter><parameter=replace_all>yes</parameter></function>'
    )
    expect(edit.call?.error).toContain('expected true or false, got "yes"')
    const grep = parseC(
      '<function=grep><parameter=pattern>x</parameter><parameter=globs>*.ts</parameter></function>'
    )
    expect(grep.call?.error).toContain('expected a JSON array, got "*.ts"')
  })

  it('returns calls to unknown tools with string inputs', () => {
    const parsed = parseTextToolCall(
      'Trying.\n<function=deploy>\n<parameter=env>prod</parameter>\n<parameter=count>3</parameter>\n',
      tools,
      'c4'
    )
    expect(parsed).toEqual({
      text: 'Trying.',
      call: {
        id: 'c4',
        name: 'deploy',
        arguments: '{"env":"prod","count":"3"}',
        input: { env: 'prod', count: '3' }
      }
    })
  })

  it('keeps unknown parameters of a known tool as strings', () => {
    const parsed = parseC(
      '<function=bash><parameter=command>ls</parameter><parameter=verbose>true</parameter></function>'
    )
    expect(parsed.call?.input).toEqual({ command: 'ls', verbose: 'true' })
  })

  it('counts only the first call of a reply', () => {
    const reply = [
      'Two calls:',
      '<function=bash>',
      '<parameter=command>ls</parameter>',
      '</function>',
      '<function=bash>',
      '<parameter=command>rm -rf /</parameter>',
      '</function>'
    ].join('\n')
    const parsed = parseTextToolCall(reply, tools, 'c5')
    expect(parsed).toEqual({
      text: 'Two calls:',
      call: {
        id: 'c5',
        name: 'bash',
        arguments: '{"command":"ls"}',
        input: { command: 'ls' }
      }
    })
  })

  it('ends an unclosed call at the next <function= tag', () => {
    const parsed = parseC(
      '<function=bash>\n<parameter=command>ls</parameter>\n<function=grep>\n<parameter=pattern>x</parameter>'
    )
    expect(parsed.call?.name).toBe('bash')
    expect(parsed.call?.input).toEqual({ command: 'ls' })
  })

  it('returns a plain final answer as text', () => {
    const reply = '  All tests pass; the fix is in src/a.ts (a < b).\n'
    expect(parseC(reply)).toEqual({
      text: 'All tests pass; the fix is in src/a.ts (a < b).'
    })
  })

  it('tolerates a JSON object body instead of parameter blocks', () => {
    expect(parseC('<function=bash>{"command": "ls"}').call).toEqual({
      id: 'c',
      name: 'bash',
      arguments: '{"command":"ls"}',
      input: { command: 'ls' }
    })
  })

  describe('malformed replies', () => {
    const cases: [string, string, string][] = [
      [
        'no tool name',
        'Run:\n<function=>\n',
        'the <function=> tag has no tool name'
      ],
      [
        'no closing >',
        '<function=bash\n<parameter=command>ls</parameter>',
        '"<function=bash" is missing its closing ">"'
      ],
      [
        'parameter without a function',
        'Run this:\n<parameter=command>ls</parameter>',
        'tool-call markup without a <function=NAME> tag'
      ],
      [
        'Hermes-style tool call',
        '<tool_call>{"name": "bash"}</tool_call>',
        'tool-call markup without a <function=NAME> tag'
      ],
      [
        'arguments inside the function tag',
        '<function=bash command="ls">',
        '"<function=bash command="ls">" must hold only the tool name; put each argument in its own <parameter=ARG>value</parameter> block'
      ],
      [
        'parameter without a name',
        '<function=bash><parameter=>ls</parameter>',
        'a <parameter=> tag has no parameter name'
      ],
      [
        'parameter without closing >',
        '<function=bash>\n<parameter=command\nls',
        '"<parameter=command" is missing its closing ">"'
      ],
      [
        'body without parameter blocks',
        '<function=bash>\nls -la\n</function>',
        'the body of <function=bash> has no <parameter=ARG> blocks'
      ]
    ]
    it.each(cases)('%s', (_label, reply, problem) => {
      const parsed = parseC(reply)
      expect(parsed.call).toBeUndefined()
      expect(parsed.text).toBe(reply.trim())
      expect(parsed.error).toContain(`Malformed tool call: ${problem}.`)
      expect(parsed.error).toContain(
        '<function=NAME>\n<parameter=ARG>value</parameter>\n</function>'
      )
    })
  })
})

describe('looksLikeTextToolCall', () => {
  const known = tools
  it.each([
    '<function=bash>\n<parameter=command>ls</parameter>',
    'Let me look.\n```xml\n<function=grep>\n<parameter=pattern>a</parameter>',
    'Action: bash(ls -la)',
    'Thought: search it\n  Action: grep({"pattern": "TODO"})',
    '{"name": "grep", "arguments": {"pattern": "a"}}'
  ])('spots a call to a known tool: %j', (text) => {
    expect(looksLikeTextToolCall(text, known)).toBe(true)
  })
  it.each([
    'x <function=bash> inline, not at a line start',
    '<function=deploy>\n<parameter=x>1</parameter>',
    '<parameter=a>b</parameter>',
    'if (a < b) { return <div/> }',
    'The next Action: bash(ls) is mid-line',
    'Action: search(foo) is not a tool',
    'Action: bash(ls -la',
    'Action: the build passed.'
  ])('leaves prose alone: %j', (text) => {
    expect(looksLikeTextToolCall(text, known)).toBe(false)
  })
})

describe('looksLikeToolRejection', () => {
  const positives: [number, string][] = [
    [
      400,
      '{"error":{"message":"registry.ollama.ai/library/gemma:2b does not support tools"}}'
    ],
    [400, 'tools is not supported in this model'],
    [422, "'tool_choice' is not supported"],
    [400, 'Unrecognized request argument supplied: tools'],
    [400, 'Function calling is not enabled for this model'],
    [404, 'This model does not support function calling'],
    [400, 'deepseek-reasoner does not support Function Calling'],
    [501, 'Tool use is not supported'],
    [400, "Unsupported parameter: 'tool_choice'"],
    [
      400,
      '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set'
    ],
    [501, 'tools param requires --jinja flag'],
    [
      422,
      '{"detail":[{"type":"extra_forbidden","loc":["body","tools"],"msg":"Extra inputs are not permitted"}]}'
    ]
  ]
  it.each(positives)('%d %s → true', (status, body) => {
    expect(looksLikeToolRejection(status, body)).toBe(true)
  })

  const negatives: [number, string][] = [
    [500, 'model does not support tools'],
    [429, 'tools is not supported'],
    [401, 'Incorrect API key provided'],
    [400, "This model's maximum context length is 8192 tokens"],
    [400, 'Invalid schema for function \'bash\': "format" is invalid'],
    [400, 'This model does not support images'],
    [404, 'The model `gpt-9` does not exist'],
    [422, '{"detail":[{"loc":["body","messages"],"msg":"field required"}]}']
  ]
  it.each(negatives)('%d %s → false', (status, body) => {
    expect(looksLikeToolRejection(status, body)).toBe(false)
  })
})
