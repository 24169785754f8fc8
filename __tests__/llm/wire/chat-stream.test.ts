import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import type http from 'node:http'
import { fileURLToPath } from 'node:url'
import {
  consumeChatStream,
  IncompleteStreamError,
  mapFinishReason,
  MAX_SKIPPED_CHUNKS,
  StreamPayloadError
} from '../../../src/llm/wire/chat-stream.js'
import { readSseData, StreamIdleError } from '../../../src/llm/wire/sse.js'
import { ToolCallAssembler } from '../../../src/llm/wire/tool-call-assembler.js'
import type { StreamEvent } from '../../../src/llm/types.js'
import {
  replaySse,
  startSseServer,
  type SseServer
} from '../../../__fixtures__/sse-server.js'

const fixtureDir = fileURLToPath(
  new URL('../../../__fixtures__/sse/', import.meta.url)
)
const fixture = (name: string): Buffer =>
  readFileSync(`${fixtureDir}${name}.sse`)

const encoder = new TextEncoder()

/** An in-memory body that records whether it was closed early. */
function memoryBody(
  chunks: (string | Uint8Array)[]
): AsyncIterable<Uint8Array> & {
  returned: boolean
} {
  const body = {
    returned: false,
    [Symbol.asyncIterator]() {
      let i = 0
      return {
        next: async (): Promise<IteratorResult<Uint8Array>> => {
          if (i >= chunks.length) return { done: true, value: undefined }
          const chunk = chunks[i++]
          return {
            done: false,
            value: typeof chunk === 'string' ? encoder.encode(chunk) : chunk
          }
        },
        return: async (): Promise<IteratorResult<Uint8Array>> => {
          body.returned = true
          return { done: true, value: undefined }
        }
      }
    }
  }
  return body
}

/** A body whose reads never settle, unless the reader gives up. */
function stalledBody(): AsyncIterable<Uint8Array> & { returned: boolean } {
  const body = {
    returned: false,
    [Symbol.asyncIterator]() {
      return {
        next: () => new Promise<IteratorResult<Uint8Array>>(() => {}),
        return: async (): Promise<IteratorResult<Uint8Array>> => {
          body.returned = true
          return { done: true, value: undefined }
        }
      }
    }
  }
  return body
}

async function collect(source: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = []
  for await (const item of source) out.push(item)
  return out
}

async function* strings(items: string[]): AsyncGenerator<string> {
  for (const item of items) yield item
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    model: 'm',
    choices: [{ index: 0, delta, finish_reason: finish }]
  })

const timeouts = (): number =>
  process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length

describe('ToolCallAssembler', () => {
  const fn = (name?: string, args?: string) => ({
    function: {
      ...(name ? { name } : {}),
      ...(args !== undefined ? { arguments: args } : {})
    }
  })

  it('assembles one complete call per chunk', () => {
    const a = new ToolCallAssembler()
    a.push([
      { index: 0, id: 'c1', type: 'function', ...fn('read', '{"path":"a"}') }
    ])
    a.push([
      { index: 1, id: 'c2', type: 'function', ...fn('read', '{"path":"b"}') }
    ])
    expect(a.size).toBe(2)
    expect(a.finish()).toEqual([
      {
        id: 'c1',
        name: 'read',
        arguments: '{"path":"a"}',
        input: { path: 'a' }
      },
      {
        id: 'c2',
        name: 'read',
        arguments: '{"path":"b"}',
        input: { path: 'b' }
      }
    ])
  })

  it('keeps interleaved parallel calls apart by index, in first-seen order', () => {
    const a = new ToolCallAssembler()
    a.push([
      { index: 1, id: 'B', ...fn('grep', '') },
      { index: 0, id: 'A', ...fn('read', '') }
    ])
    a.push([{ index: 0, ...fn(undefined, '{"path":') }])
    a.push([{ index: 1, ...fn(undefined, '{"pattern":') }])
    a.push([
      { index: 0, ...fn(undefined, '"x"}') },
      { index: 1, ...fn(undefined, '"y"}') }
    ])
    expect(a.finish().map((c) => [c.id, c.name, c.input])).toEqual([
      ['B', 'grep', { pattern: 'y' }],
      ['A', 'read', { path: 'x' }]
    ])
  })

  it('keys calls without index by id and continues the open call', () => {
    const a = new ToolCallAssembler()
    a.push([{ id: 'g1', ...fn('read', '{"path":') }])
    a.push([{ ...fn(undefined, '"a"}') }])
    a.push([{ id: 'g2', ...fn('bash', '{"command":"ls"}') }])
    expect(a.finish().map((c) => [c.id, c.name, c.arguments])).toEqual([
      ['g1', 'read', '{"path":"a"}'],
      ['g2', 'bash', '{"command":"ls"}']
    ])
  })

  it('treats a new id without index as the same call while its arguments are open', () => {
    const a = new ToolCallAssembler()
    a.push([{ id: 'k1', ...fn('write', '{"path":"a",') }])
    a.push([{ id: 'k1-again', ...fn(undefined, '"content":"x"}') }])
    expect(a.finish()).toEqual([
      {
        id: 'k1',
        name: 'write',
        arguments: '{"path":"a","content":"x"}',
        input: { path: 'a', content: 'x' }
      }
    ])
  })

  it('handles fragments with neither index nor id', () => {
    const a = new ToolCallAssembler()
    a.push([{ ...fn('read', '{"pa') }])
    a.push([{ ...fn(undefined, 'th":"z"}') }])
    expect(a.finish()).toEqual([
      {
        id: 'call_1',
        name: 'read',
        arguments: '{"path":"z"}',
        input: { path: 'z' }
      }
    ])
  })

  it('splits Ollama calls that reuse index 0 with new ids', () => {
    const a = new ToolCallAssembler()
    a.push([{ index: 0, id: 'o1', ...fn('read', '{"path":"a"}') }])
    a.push([{ index: 0, id: 'o2', ...fn('read', '{"path":') }])
    a.push([{ index: 0, ...fn(undefined, '"b"}') }])
    a.push([{ index: 0, id: 'o3', ...fn('grep', '{"pattern":"c"}') }])
    expect(a.size).toBe(3)
    expect(a.finish().map((c) => [c.id, c.input])).toEqual([
      ['o1', { path: 'a' }],
      ['o2', { path: 'b' }],
      ['o3', { pattern: 'c' }]
    ])
  })

  it('keeps a re-sent id on the same index as one call (LM Studio)', () => {
    const a = new ToolCallAssembler()
    for (const [name, args] of [
      ['edit', ''],
      [undefined, '{"path":"a",'],
      [undefined, '"old_str":"x"}']
    ] as const) {
      a.push([{ index: 0, id: 365174485, ...fn(name, args) }])
    }
    expect(a.finish()).toEqual([
      {
        id: '365174485',
        name: 'edit',
        arguments: '{"path":"a","old_str":"x"}',
        input: { path: 'a', old_str: 'x' }
      }
    ])
  })

  it('keeps a changed id on the same index as one call while arguments are open (Kimi)', () => {
    const a = new ToolCallAssembler()
    a.push([{ index: 0, id: 'k:0', ...fn('read', '{"path":') }])
    a.push([{ index: 0, id: 'k:0-bis', ...fn(undefined, '"a"}') }])
    expect(a.finish()).toEqual([
      {
        id: 'k:0',
        name: 'read',
        arguments: '{"path":"a"}',
        input: { path: 'a' }
      }
    ])
  })

  it('maps a fresh index on a continuation to the open call (Nebius/Cerebras)', () => {
    const a = new ToolCallAssembler()
    a.push([{ index: 0, id: 'n1', ...fn('grep', '{"pattern":') }])
    a.push([{ index: 1, ...fn(undefined, '"foo",') }])
    a.push([{ index: 2, ...fn(undefined, '"path":"lib"}') }])
    // index 1 now starts a real second call: it must not join the first.
    a.push([{ index: 1, id: 'n2', ...fn('read', '{"path":') }])
    a.push([{ index: 1, ...fn(undefined, '"x"}') }])
    expect(a.finish().map((c) => [c.id, c.name, c.input])).toEqual([
      ['n1', 'grep', { pattern: 'foo', path: 'lib' }],
      ['n2', 'read', { path: 'x' }]
    ])
  })

  it('replaces cumulative re-sends and skips exact repeats', () => {
    const a = new ToolCallAssembler()
    a.push([{ index: 0, id: 'c', ...fn('edit', '{"a":') }])
    a.push([{ index: 0, ...fn(undefined, '{"a":1,') }])
    a.push([{ index: 0, ...fn(undefined, '{"a":1,"b":2}') }])
    a.push([{ index: 0, ...fn(undefined, '{"a":1,"b":2}') }])
    expect(a.finish()).toEqual([
      {
        id: 'c',
        name: 'edit',
        arguments: '{"a":1,"b":2}',
        input: { a: 1, b: 2 }
      }
    ])
  })

  it('assigns a name re-sent on every chunk instead of appending it', () => {
    const a = new ToolCallAssembler()
    a.push([{ index: 0, id: 'n', ...fn('bash', '') }])
    a.push([{ index: 0, ...fn('bash', '{"command":') }])
    a.push([{ index: 0, ...fn('bash', '"ls"}') }])
    expect(a.finish()[0]).toMatchObject({
      name: 'bash',
      input: { command: 'ls' }
    })
  })

  it('converts integer ids to strings', () => {
    const a = new ToolCallAssembler()
    a.push([{ index: 0, id: 0, ...fn('read', '{}') }])
    a.push([{ index: 1, id: 1, ...fn('read', '{}') }])
    expect(a.finish().map((c) => c.id)).toEqual(['0', '1'])
  })

  it('ignores braces and escaped quotes inside JSON strings when judging closure', () => {
    const a = new ToolCallAssembler()
    // Naively counted, `{"c": "}` is balanced; string-aware, it is open.
    a.push([{ index: 0, id: 'w1', ...fn('write', '{"c": "}') }])
    a.push([{ index: 0, id: 'w1-other', ...fn(undefined, '{}\\"}') }])
    a.push([{ index: 0, id: 'w1-third', ...fn(undefined, '"}') }])
    a.push([{ index: 0, id: 'r2', ...fn('read', '{"path":"{"}') }])
    expect(a.finish()).toEqual([
      {
        id: 'w1',
        name: 'write',
        arguments: '{"c": "}{}\\"}"}',
        input: { c: '}{}"}' }
      },
      {
        id: 'r2',
        name: 'read',
        arguments: '{"path":"{"}',
        input: { path: '{' }
      }
    ])
  })

  it('keeps one copy when the arguments are identical JSON values repeated', () => {
    const a = new ToolCallAssembler()
    a.push([{ index: 0, id: 'd1', ...fn('read', '{"a":1}') }])
    a.push([{ index: 0, ...fn(undefined, '{"a":1}') }])
    a.push([
      { index: 1, id: 'd2', ...fn('read', '{"b":"}"} \n{"b":"}"}{"b":"}"}') }
    ])
    expect(a.finish()).toEqual([
      { id: 'd1', name: 'read', arguments: '{"a":1}', input: { a: 1 } },
      { id: 'd2', name: 'read', arguments: '{"b":"}"}', input: { b: '}' } }
    ])
  })

  it('reports different concatenated values as invalid JSON', () => {
    const a = new ToolCallAssembler()
    a.push([{ index: 0, id: 'x', ...fn('read', '{"a":1}{"a":2}') }])
    const [call] = a.finish()
    expect(call.input).toBeUndefined()
    expect(call.arguments).toBe('{"a":1}{"a":2}')
    expect(call.error).toMatch(
      /^arguments were not valid JSON: .+; send the call again with a complete JSON object$/
    )
  })

  it('reports invalid JSON with the parser message and does not set input', () => {
    const a = new ToolCallAssembler()
    a.push([{ index: 0, id: 'x', ...fn('edit', "{'path': 'a'}") }])
    const [call] = a.finish()
    expect(call).not.toHaveProperty('input')
    expect(call.error).toContain('arguments were not valid JSON: ')
    expect(call.error).toContain('JSON')
    expect(call.arguments).toBe("{'path': 'a'}")
  })

  it('reports a call without a name', () => {
    const a = new ToolCallAssembler()
    a.push([{ index: 0, id: 'x', ...fn(undefined, '{"a":1}') }])
    expect(a.finish()).toEqual([
      {
        id: 'x',
        name: '',
        arguments: '{"a":1}',
        error: 'tool call has no name'
      }
    ])
  })

  it('tells the model to shorten a call cut off by the length limit', () => {
    const a = new ToolCallAssembler()
    a.push([{ index: 0, id: 'ok', ...fn('read', '{"path":"a"}') }])
    a.push([
      { index: 1, id: 'cut', ...fn('write', '{"path":"b","content":"lo') }
    ])
    const [first, last] = a.finish({ truncated: true })
    expect(first).toEqual({
      id: 'ok',
      name: 'read',
      arguments: '{"path":"a"}',
      input: { path: 'a' }
    })
    expect(last.input).toBeUndefined()
    expect(last.error).toMatch(/cut off at the output token limit/)
    expect(last.error).toMatch(/smaller file|fewer edits/)
  })

  it('accepts a complete last call even when the reply was truncated', () => {
    const a = new ToolCallAssembler()
    a.push([{ index: 0, id: 'ok', ...fn('read', '{"path":"a"}') }])
    expect(a.finish({ truncated: true })[0]).toMatchObject({
      input: { path: 'a' }
    })
    expect(a.finish({ truncated: true })[0].error).toBeUndefined()
  })

  it('without truncation, an unfinished call is an invalid-JSON error', () => {
    const a = new ToolCallAssembler()
    a.push([{ index: 0, id: 'x', ...fn('write', '{"path":"b"') }])
    expect(a.finish()[0].error).toMatch(/^arguments were not valid JSON/)
  })

  it.each([
    ['[1,2]', 'an array'],
    ['"text"', 'a string'],
    ['42', 'a number'],
    ['null', 'null']
  ])('rejects non-object arguments %s', (args, kind) => {
    const a = new ToolCallAssembler()
    a.push([{ index: 0, id: 'x', ...fn('read', args) }])
    const [call] = a.finish()
    expect(call.input).toBeUndefined()
    expect(call.error).toContain(`arguments must be a JSON object, not ${kind}`)
  })

  it('uses {} for empty arguments', () => {
    const a = new ToolCallAssembler()
    a.push([{ index: 0, id: 'x', ...fn('list_files') }])
    a.push([{ index: 1, id: 'y', ...fn('list_files', '  ') }])
    expect(a.finish().map((c) => [c.arguments, c.input])).toEqual([
      ['{}', {}],
      ['{}', {}]
    ])
  })

  it('synthesizes call_<n> ids by position, unique against real ids', () => {
    const a = new ToolCallAssembler()
    a.push([{ index: 0, ...fn('read', '{}') }])
    a.push([{ index: 1, ...fn('read', '{}') }])
    a.push([{ index: 2, id: 'call_2', ...fn('read', '{}') }])
    expect(a.finish().map((c) => c.id)).toEqual([
      'call_1',
      'call_2_2',
      'call_2'
    ])
  })

  it('ignores anything that is not a list of tool-call objects', () => {
    const a = new ToolCallAssembler()
    a.push(null)
    a.push('tool_calls')
    a.push([null, 3, 'x'])
    expect(a.size).toBe(0)
    expect(a.finish()).toEqual([])
  })

  it('accepts arguments a server sent already parsed', () => {
    const a = new ToolCallAssembler()
    a.push([
      {
        index: 0,
        id: 'x',
        function: { name: 'read', arguments: { path: 'a' } }
      }
    ])
    expect(a.finish()[0]).toMatchObject({
      arguments: '{"path":"a"}',
      input: { path: 'a' }
    })
  })

  it('assembles a 1 MB argument from 20,000 fragments', () => {
    const a = new ToolCallAssembler()
    const piece = 'x'.repeat(49) + '}'
    a.push([{ index: 0, id: 'big', ...fn('write', '{"content":"') }])
    for (let i = 0; i < 20_000; i++)
      a.push([{ index: 0, ...fn(undefined, piece) }])
    a.push([{ index: 0, ...fn(undefined, '"}') }])
    const [call] = a.finish()
    expect(call.error).toBeUndefined()
    expect((call.input as { content: string }).content).toHaveLength(1_000_000)
  })
})

describe('readSseData', () => {
  it('yields data across UTF-8 characters split between chunks', async () => {
    const bytes = encoder.encode('data: 修复 🎉 テスト\n\ndata: é\n\n')
    const chunks = [...bytes].map((b) => Uint8Array.of(b))
    expect(await collect(readSseData(memoryBody(chunks)))).toEqual([
      '修复 🎉 テスト',
      'é'
    ])
  })

  it('handles CRLF and CR line endings, also split between chunks', async () => {
    const body = memoryBody([
      'data: a\r',
      '\n\r',
      '\ndata: b\r\rdata:c\r\n',
      '\r\n'
    ])
    expect(await collect(readSseData(body))).toEqual(['a', 'b', 'c'])
  })

  it('skips comments and joins multi-line data', async () => {
    const body = memoryBody([
      ': OPENROUTER PROCESSING\n\n',
      ':ping\ndata: one\ndata: two\n\n',
      'event: message\nid: 7\ndata: three\n\n'
    ])
    expect(await collect(readSseData(body))).toEqual(['one\ntwo', 'three'])
  })

  it('yields a last event whose blank line is missing but drops a partial line', async () => {
    expect(
      await collect(readSseData(memoryBody(['data: a\n\ndata: b\n'])))
    ).toEqual(['a', 'b'])
    expect(
      await collect(readSseData(memoryBody(['data: a\n\ndata: {"b"'])))
    ).toEqual(['a'])
  })

  it('closes the source when the consumer stops early', async () => {
    const body = memoryBody(['data: 1\n\ndata: 2\n\n', 'data: 3\n\n'])
    for await (const data of readSseData(body)) {
      expect(data).toBe('1')
      break
    }
    expect(body.returned).toBe(true)
  })

  it('does not close a source that ended by itself', async () => {
    const body = memoryBody(['data: 1\n\n'])
    expect(await collect(readSseData(body))).toEqual(['1'])
    expect(body.returned).toBe(false)
  })

  it('throws at once when the signal is already aborted', async () => {
    const controller = new AbortController()
    controller.abort(new Error('cancelled by user'))
    const body = memoryBody(['data: 1\n\n'])
    await expect(
      collect(readSseData(body, { signal: controller.signal }))
    ).rejects.toThrow('cancelled by user')
  })

  it('throws the abort reason while waiting for bytes and closes the source', async () => {
    const controller = new AbortController()
    const body = stalledBody()
    const before = timeouts()
    const pending = collect(readSseData(body, { signal: controller.signal }))
    controller.abort(new Error('run cancelled'))
    await expect(pending).rejects.toThrow('run cancelled')
    expect(body.returned).toBe(true)
    expect(timeouts()).toBe(before)
  })

  it('clears its idle timer when the stream ends', async () => {
    const before = timeouts()
    const body = memoryBody(['data: 1\n\n'])
    const iterator = readSseData(body)
    expect(await iterator.next()).toEqual({ done: false, value: '1' })
    expect(timeouts()).toBe(before + 1)
    expect(await iterator.next()).toEqual({ done: true, value: undefined })
    expect(timeouts()).toBe(before)
  })

  describe('over loopback HTTP', () => {
    let server: SseServer
    let closed: Promise<void>
    beforeAll(async () => {
      server = await startSseServer((req, _body, res) => {
        closed = new Promise((resolve) => res.on('close', () => resolve()))
        return replaySse(res, Buffer.from('data: first\n\n'), {
          keepOpen: true
        })
      })
    })
    afterAll(() => server.close())

    it('throws StreamIdleError when no byte arrives in time, then drops the socket', async () => {
      const response = await fetch(`${server.url}/stall`)
      const iterator = readSseData(response.body as AsyncIterable<Uint8Array>, {
        idleTimeoutMs: 50
      })
      expect(await iterator.next()).toEqual({ done: false, value: 'first' })
      const error = await iterator.next().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(StreamIdleError)
      expect((error as StreamIdleError).message).toBe(
        'model stream was idle for 0.05 s'
      )
      await closed
    })

    it('throws an AbortError promptly when aborted while waiting for bytes', async () => {
      const controller = new AbortController()
      const response = await fetch(`${server.url}/abort`)
      const iterator = readSseData(response.body as AsyncIterable<Uint8Array>, {
        signal: controller.signal
      })
      expect(await iterator.next()).toEqual({ done: false, value: 'first' })
      const pending = iterator.next()
      controller.abort()
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
      await closed
    })
  })

  it('has a default idle timeout of 300 s in its message', () => {
    expect(new StreamIdleError(300_000).message).toBe(
      'model stream was idle for 300 s'
    )
  })
})

describe('consumeChatStream', () => {
  it('emits text deltas live, then tool-call ends, usage and finish', async () => {
    const events: StreamEvent[] = []
    const outcome = await consumeChatStream(
      strings([
        chunk({ role: 'assistant', content: 'Hi' }),
        chunk({
          tool_calls: [
            { index: 0, id: 'a', function: { name: 'read', arguments: '{}' } }
          ]
        }),
        chunk({}, 'tool_calls'),
        JSON.stringify({
          choices: [],
          usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 }
        }),
        '[DONE]'
      ]),
      (e) => events.push(e)
    )
    expect(events.map((e) => e.type)).toEqual([
      'text-delta',
      'tool-call-end',
      'usage',
      'finish'
    ])
    expect(events[0]).toEqual({ type: 'text-delta', text: 'Hi' })
    expect(events[3]).toEqual({ type: 'finish', finishReason: 'tool-calls' })
    expect(outcome).toEqual({
      text: 'Hi',
      toolCalls: [{ id: 'a', name: 'read', arguments: '{}', input: {} }],
      finishReason: 'tool-calls',
      usage: { promptTokens: 3, completionTokens: 4, totalTokens: 7 },
      sawDone: true
    })
  })

  it('stops reading at [DONE] and closes the source', async () => {
    let closedSource = false
    async function* source(): AsyncGenerator<string> {
      try {
        yield chunk({ content: 'ok' }, 'stop')
        yield ' [DONE] '
        yield 'not json: must never be read'
      } finally {
        closedSource = true
      }
    }
    const outcome = await consumeChatStream(source())
    expect(outcome).toMatchObject({
      text: 'ok',
      finishReason: 'stop',
      sawDone: true
    })
    expect(closedSource).toBe(true)
  })

  it('accepts a finish_reason without [DONE], and [DONE] without a finish_reason', async () => {
    await expect(
      consumeChatStream(strings([chunk({ content: 'a' }, 'stop')]))
    ).resolves.toMatchObject({
      finishReason: 'stop',
      sawDone: false
    })
    await expect(
      consumeChatStream(strings([chunk({ content: 'a' }), '[DONE]']))
    ).resolves.toMatchObject({
      finishReason: 'stop',
      sawDone: true
    })
    const calls = chunk({
      tool_calls: [
        { index: 0, id: 'x', function: { name: 'read', arguments: '{}' } }
      ]
    })
    await expect(
      consumeChatStream(strings([calls, '[DONE]']))
    ).resolves.toMatchObject({
      finishReason: 'tool-calls'
    })
  })

  it('fails a stream with neither [DONE] nor finish_reason and emits no tool calls', async () => {
    const events: StreamEvent[] = []
    const complete = chunk({
      tool_calls: [
        {
          index: 0,
          id: 'x',
          function: { name: 'bash', arguments: '{"command":"ls"}' }
        }
      ]
    })
    await expect(
      consumeChatStream(strings([complete]), (e) => events.push(e))
    ).rejects.toBeInstanceOf(IncompleteStreamError)
    expect(events).toEqual([])
  })

  it('throws StreamPayloadError for a malformed chunk, keeping the raw text', async () => {
    const error = await consumeChatStream(strings(['{"choices":[']))
      .then(() => null)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StreamPayloadError)
    expect((error as StreamPayloadError).message).toMatch(
      /^malformed stream chunk: /
    )
    expect((error as StreamPayloadError).payload).toBe('{"choices":[')
    await expect(consumeChatStream(strings(['[1,2]']))).rejects.toThrow(
      /malformed stream chunk/
    )
  })

  it('throws the provider message of an in-stream error, string or object', async () => {
    await expect(
      consumeChatStream(strings(['{"error":"overloaded"}']))
    ).rejects.toThrow('overloaded')
    await expect(
      consumeChatStream(strings(['{"error":{"code":"x"}}']))
    ).rejects.toThrow('model stream error: {"code":"x"}')
  })

  it('ignores a throwing event handler', async () => {
    const outcome = await consumeChatStream(
      strings([chunk({ content: 'a' }), chunk({ content: 'b' }, 'stop')]),
      () => {
        throw new Error('bad handler')
      }
    )
    expect(outcome.text).toBe('ab')
  })

  it('reads the choice with index 0 and ignores reasoning', async () => {
    const outcome = await consumeChatStream(
      strings([
        JSON.stringify({
          choices: [
            { index: 1, delta: { content: 'other' }, finish_reason: null },
            {
              index: 0,
              delta: { content: 'mine', reasoning: 'hmm' },
              finish_reason: null
            }
          ]
        }),
        chunk({ reasoning_content: 'thinking' }, 'stop'),
        '[DONE]'
      ])
    )
    expect(outcome.text).toBe('mine')
  })

  it('keeps the last usage and computes a missing total', async () => {
    const outcome = await consumeChatStream(
      strings([
        JSON.stringify({
          choices: [],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 }
        }),
        JSON.stringify({
          choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
          usage: { prompt_tokens: 5, completion_tokens: 6 }
        }),
        '[DONE]'
      ])
    )
    expect(outcome.usage).toEqual({
      promptTokens: 5,
      completionTokens: 6,
      totalTokens: 11
    })
  })

  it('reports length and content-filter without tool calls as such', async () => {
    await expect(
      consumeChatStream(strings([chunk({ content: 'a' }, 'length')]))
    ).resolves.toMatchObject({
      finishReason: 'length',
      usage: null
    })
    await expect(
      consumeChatStream(strings([chunk({}, 'content_filter')]))
    ).resolves.toMatchObject({
      finishReason: 'content-filter'
    })
  })

  it.each([
    ['stop', 'stop'],
    ['tool_calls', 'tool-calls'],
    ['function_call', 'tool-calls'],
    ['length', 'length'],
    ['content_filter', 'content-filter'],
    ['eos', 'other'],
    ['error', 'other']
  ] as const)('maps finish_reason %s to %s', (raw, mapped) => {
    expect(mapFinishReason(raw)).toBe(mapped)
  })
})

describe('recorded streams over loopback HTTP', () => {
  let server: SseServer
  beforeAll(async () => {
    server = await startSseServer((req, _body, res: http.ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://x')
      const name = url.pathname.slice(1)
      const chunkSize = Number(url.searchParams.get('chunk') ?? 7)
      return replaySse(res, fixture(name), { chunkSize })
    })
  })
  afterAll(() => server.close())

  async function play(name: string, chunkSize = 7, events?: StreamEvent[]) {
    const response = await fetch(`${server.url}/${name}?chunk=${chunkSize}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', stream: true })
    })
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    return consumeChatStream(
      readSseData(response.body as AsyncIterable<Uint8Array>),
      events ? (e) => events.push(e) : undefined
    )
  }

  it('records the request', async () => {
    await play('openai-basic')
    const last = server.requests[server.requests.length - 1]
    expect(last).toMatchObject({ method: 'POST', url: '/openai-basic?chunk=7' })
    expect(JSON.parse(last.body)).toEqual({ model: 'm', stream: true })
    expect(last.headers['content-type']).toBe('application/json')
  })

  it('openai-basic: text, stop and usage', async () => {
    const events: StreamEvent[] = []
    expect(await play('openai-basic', 7, events)).toEqual({
      text: 'The build fails because `tsc` cannot find `./util.js`.',
      toolCalls: [],
      finishReason: 'stop',
      usage: { promptTokens: 120, completionTokens: 14, totalTokens: 134 },
      sawDone: true
    })
    expect(events.filter((e) => e.type === 'text-delta')).toHaveLength(3)
  })

  it('openai-parallel: interleaved calls', async () => {
    const events: StreamEvent[] = []
    const outcome = await play('openai-parallel', 7, events)
    expect(outcome.toolCalls).toEqual([
      {
        id: 'call_aaa111',
        name: 'read',
        arguments: '{"path": "src/main.ts"}',
        input: { path: 'src/main.ts' }
      },
      {
        id: 'call_bbb222',
        name: 'grep',
        arguments: '{"pattern":"TODO","path":"src"}',
        input: { pattern: 'TODO', path: 'src' }
      }
    ])
    expect(outcome).toMatchObject({
      text: '',
      finishReason: 'tool-calls',
      usage: { promptTokens: 900, completionTokens: 40, totalTokens: 940 }
    })
    expect(events.map((e) => e.type)).toEqual([
      'tool-call-end',
      'tool-call-end',
      'usage',
      'finish'
    ])
  })

  it('no-index: calls keyed by id only', async () => {
    const outcome = await play('no-index')
    expect(outcome.text).toBe('Let me look.')
    expect(outcome.toolCalls).toEqual([
      {
        id: 'function-call-1',
        name: 'read',
        arguments: '{"path":"README.md"}',
        input: { path: 'README.md' }
      },
      {
        id: 'function-call-2',
        name: 'bash',
        arguments: '{"command":"ls -la"}',
        input: { command: 'ls -la' }
      }
    ])
    expect(outcome.usage).toEqual({
      promptTokens: 50,
      completionTokens: 20,
      totalTokens: 70
    })
  })

  it('ollama-index-reuse: index 0 reused for new ids', async () => {
    const outcome = await play('ollama-index-reuse')
    expect(outcome.toolCalls).toEqual([
      {
        id: 'call_k2m1',
        name: 'read',
        arguments: '{"path":"a.ts"}',
        input: { path: 'a.ts' }
      },
      {
        id: 'call_p9x3',
        name: 'read',
        arguments: '{"path":"b.ts"}',
        input: { path: 'b.ts' }
      },
      {
        id: 'call_z7q0',
        name: 'grep',
        arguments: '{"pattern":"x"}',
        input: { pattern: 'x' }
      }
    ])
    expect(outcome.usage).toEqual({
      promptTokens: 321,
      completionTokens: 55,
      totalTokens: 376
    })
  })

  it('cumulative-args: re-sent arguments replace, repeats are skipped', async () => {
    const outcome = await play('cumulative-args')
    expect(outcome.toolCalls).toEqual([
      {
        id: 'call_cum1',
        name: 'edit',
        arguments: '{"path":"x.ts","old_str":"a","new_str":"b"}',
        input: { path: 'x.ts', old_str: 'a', new_str: 'b' }
      }
    ])
    expect(outcome.usage).toBeNull()
  })

  it('name-resent: the name is not repeated', async () => {
    expect((await play('name-resent')).toolCalls).toEqual([
      {
        id: 'call_0_n1',
        name: 'bash',
        arguments: '{"command":"npm test"}',
        input: { command: 'npm test' }
      }
    ])
  })

  it('integer-ids: ids become strings', async () => {
    expect((await play('integer-ids')).toolCalls).toEqual([
      {
        id: '0',
        name: 'read',
        arguments: '{"path":"a"}',
        input: { path: 'a' }
      },
      { id: '1', name: 'read', arguments: '{"path":"b"}', input: { path: 'b' } }
    ])
  })

  it('usage-only-final: usage from the chunk with empty choices', async () => {
    expect(await play('usage-only-final')).toEqual({
      text: 'Done.',
      toolCalls: [],
      finishReason: 'stop',
      usage: {
        promptTokens: 1000,
        completionTokens: 2,
        totalTokens: 1002,
        cachedPromptTokens: 896
      },
      sawDone: true
    })
  })

  it('keepalive-comments: comment lines are skipped', async () => {
    expect(await play('keepalive-comments', 5)).toEqual({
      text: 'Hello, world',
      toolCalls: [],
      finishReason: 'stop',
      usage: { promptTokens: 10, completionTokens: 3, totalTokens: 13 },
      sawDone: true
    })
  })

  it.each([1, 7, 64])(
    'crlf: CRLF line endings (chunks of %i bytes)',
    async (size) => {
      expect(fixture('crlf').includes('\r\n')).toBe(true)
      expect(await play('crlf', size)).toEqual({
        text: 'Line one',
        toolCalls: [
          {
            id: 'Yx9Kq2Lm1',
            name: 'read',
            arguments: '{"path": "a\\r\\nb.txt"}',
            input: { path: 'a\r\nb.txt' }
          }
        ],
        finishReason: 'tool-calls',
        usage: { promptTokens: 5, completionTokens: 6, totalTokens: 11 },
        sawDone: true
      })
    }
  )

  it('stop-with-tool-calls: reported as tool-calls', async () => {
    const outcome = await play('stop-with-tool-calls')
    expect(outcome.finishReason).toBe('tool-calls')
    expect(outcome.toolCalls).toEqual([
      {
        id: 'call_st01',
        name: 'bash',
        arguments: '{"command":"git status"}',
        input: { command: 'git status' }
      }
    ])
  })

  it('cut-mid-arguments: fails and returns no calls', async () => {
    const events: StreamEvent[] = []
    await expect(play('cut-mid-arguments', 7, events)).rejects.toBeInstanceOf(
      IncompleteStreamError
    )
    expect(events.some((e) => e.type === 'tool-call-end')).toBe(false)
  })

  it('braces-in-string: braces inside strings do not close the call', async () => {
    expect((await play('braces-in-string')).toolCalls).toEqual([
      {
        id: 'functions.write:0',
        name: 'write',
        arguments:
          '{"content": "}function f() {}\\n\\"}\\"", "path": "{x}.ts"}',
        input: { content: '}function f() {}\n"}"', path: '{x}.ts' }
      },
      {
        id: 'functions.read:1',
        name: 'read',
        arguments: '{"path": "}{"}',
        input: { path: '}{' }
      }
    ])
  })

  it('nebius-fresh-index: a continuation under a new index joins the open call', async () => {
    expect((await play('nebius-fresh-index')).toolCalls).toEqual([
      {
        id: 'chatcmpl-tool-aa',
        name: 'grep',
        arguments: '{"pattern": "foo", "path": "lib"}',
        input: { pattern: 'foo', path: 'lib' }
      },
      {
        id: 'chatcmpl-tool-bb',
        name: 'read',
        arguments: '{"path": "lib/foo.ts"}',
        input: { path: 'lib/foo.ts' }
      }
    ])
  })

  it('lmstudio-resent-id: one call despite the id on every chunk', async () => {
    expect((await play('lmstudio-resent-id')).toolCalls).toEqual([
      {
        id: '365174485',
        name: 'edit',
        arguments: '{"path":"src/a.ts", "old_str":"x", "new_str":"y"}',
        input: { path: 'src/a.ts', old_str: 'x', new_str: 'y' }
      }
    ])
  })

  it('in-stream-error: throws StreamPayloadError with the provider message', async () => {
    const events: StreamEvent[] = []
    const error = await play('in-stream-error', 7, events).catch(
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(StreamPayloadError)
    expect((error as Error).message).toBe(
      'Provider returned error: upstream connection reset'
    )
    expect((error as StreamPayloadError).payload).toMatchObject({
      error: { code: 502 }
    })
    expect(events).toEqual([{ type: 'text-delta', text: 'Partial' }])
  })

  it.each([1, 2, 7])(
    'utf8-multibyte: characters split every %i bytes',
    async (size) => {
      expect(await play('utf8-multibyte', size)).toEqual({
        text: '修复完成 🎉 — 已更新 👩‍💻 テスト',
        toolCalls: [
          {
            id: 'call_u8',
            name: 'write',
            arguments: '{"path":"说明.md","content":"你好，世界 🌏"}',
            input: { path: '说明.md', content: '你好，世界 🌏' }
          }
        ],
        finishReason: 'tool-calls',
        usage: null,
        sawDone: true
      })
    }
  )

  it('reasoning-content: reasoning is not part of the text', async () => {
    expect(await play('reasoning-content')).toMatchObject({
      text: 'Fixed.',
      finishReason: 'stop',
      usage: { promptTokens: 20, completionTokens: 9, totalTokens: 29 }
    })
  })

  it('mistral-thinking-parts: text parts are the answer, thinking parts are not', async () => {
    const events: StreamEvent[] = []
    const outcome = await play('mistral-thinking-parts', 7, events)
    expect(outcome).toMatchObject({
      text: '2 + 2 = 4',
      finishReason: 'stop',
      usage: { promptTokens: 12, completionTokens: 49, totalTokens: 61 }
    })
    expect(
      events.flatMap((e) => (e.type === 'text-delta' ? [e.text] : []))
    ).toEqual(['2 + 2', ' = 4'])
  })

  it('xai-reasoning-usage: reasoning tokens outside completion_tokens are output', async () => {
    expect(await play('xai-reasoning-usage')).toMatchObject({
      text: '4',
      finishReason: 'stop',
      usage: {
        promptTokens: 15,
        completionTokens: 342,
        totalTokens: 357,
        cachedPromptTokens: 3
      }
    })
  })

  it('length-truncated-call: the cut call carries an error and is not parsed', async () => {
    const outcome = await play('length-truncated-call')
    expect(outcome.finishReason).toBe('length')
    expect(outcome.toolCalls).toHaveLength(1)
    expect(outcome.toolCalls[0]).toMatchObject({
      id: 'call_len1',
      name: 'write'
    })
    expect(outcome.toolCalls[0].input).toBeUndefined()
    expect(outcome.toolCalls[0].error).toMatch(/cut off/)
    expect(outcome.usage).toEqual({
      promptTokens: 400,
      completionTokens: 4096,
      totalTokens: 4496
    })
  })
})

describe('malformed chunks', () => {
  let server: SseServer
  beforeAll(async () => {
    server = await startSseServer((req, _body, res: http.ServerResponse) =>
      replaySse(res, fixture((req.url ?? '/').slice(1)), { chunkSize: 5 })
    )
  })
  afterAll(() => server.close())

  it('malformed-chunks: skipped and counted, the reply goes on', async () => {
    const response = await fetch(`${server.url}/malformed-chunks`, {
      method: 'POST'
    })
    const events: StreamEvent[] = []
    const outcome = await consumeChatStream(
      readSseData(response.body as AsyncIterable<Uint8Array>),
      (e) => events.push(e)
    )
    expect(outcome).toEqual({
      text: 'All tests pass now.',
      toolCalls: [],
      finishReason: 'stop',
      usage: { promptTokens: 210, completionTokens: 6, totalTokens: 216 },
      sawDone: true,
      skippedChunks: 2
    })
    const skipped = events.filter((e) => e.type === 'chunks-skipped')
    expect(skipped).toEqual([
      {
        type: 'chunks-skipped',
        count: 2,
        first: expect.stringMatching(/^malformed stream chunk: /)
      }
    ])
  })

  it('fails a stream whose every chunk is malformed', async () => {
    const error = await consumeChatStream(
      strings(['{not json', '{"choices":1}', '[DONE]'])
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StreamPayloadError)
    expect((error as Error).message).toMatch(/^malformed stream chunk: /)
  })

  it(`fails past ${MAX_SKIPPED_CHUNKS} malformed chunks`, async () => {
    const good = chunk({ content: 'a' })
    const bad = Array.from({ length: MAX_SKIPPED_CHUNKS }, () => '{x')
    await expect(
      consumeChatStream(strings([good, ...bad, chunk({}, 'stop')]))
    ).resolves.toMatchObject({ skippedChunks: MAX_SKIPPED_CHUNKS })
    await expect(
      consumeChatStream(strings([good, ...bad, '{x', chunk({}, 'stop')]))
    ).rejects.toBeInstanceOf(StreamPayloadError)
  })

  it('fails, not skips, a malformed chunk that carries tool-call fragments', async () => {
    await expect(
      consumeChatStream(
        strings([
          chunk({ content: 'a' }),
          '{"choices":[{"delta":{"tool_calls":[{"index":0,',
          chunk({}, 'stop')
        ])
      )
    ).rejects.toBeInstanceOf(StreamPayloadError)
  })
})
