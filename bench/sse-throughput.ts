import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { consumeChatStream } from '../src/llm/wire/chat-stream.js'
import { readSseData } from '../src/llm/wire/sse.js'
import { median, timeRuns } from './stats.js'

const TARGET_BYTES = 50 * 1024 * 1024

function chunk(
  delta: Record<string, unknown>,
  finish: string | null = null
): string {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-bench',
    object: 'chat.completion.chunk',
    created: 1764460800,
    model: 'gpt-4.1',
    choices: [{ index: 0, delta, finish_reason: finish }]
  })}\n\n`
}

/**
 * A recorded-style 50 MB stream: text deltas (with multi-byte characters),
 * keep-alive comments, and one large tool call streamed in fragments.
 */
export function writeRecordedStream(file: string): void {
  const parts: string[] = [chunk({ role: 'assistant', content: '' })]
  let size = 0
  const words = [
    'the ',
    'agent ',
    'reads ',
    'files, ',
    'greps ',
    'and ',
    'edits — ',
    'façade ',
    '测试 ',
    '🚀 '
  ]
  let index = 0
  while (size < TARGET_BYTES * 0.7) {
    const part =
      index % 50 === 0
        ? ': keep-alive\n\n'
        : chunk({ content: words[index % words.length] })
    parts.push(part)
    size += part.length
    index += 1
  }
  parts.push(
    chunk({
      tool_calls: [
        {
          index: 0,
          id: 'call_1',
          type: 'function',
          function: {
            name: 'write',
            arguments: '{"path":"big.txt","content":"'
          }
        }
      ]
    })
  )
  while (size < TARGET_BYTES) {
    const part = chunk({
      tool_calls: [
        { index: 0, function: { arguments: 'line of generated content\\n' } }
      ]
    })
    parts.push(part)
    size += part.length
  }
  parts.push(
    chunk({ tool_calls: [{ index: 0, function: { arguments: '"}' } }] })
  )
  parts.push(chunk({}, 'tool_calls'))
  parts.push(
    'data: {"id":"chatcmpl-bench","choices":[],"usage":{"prompt_tokens":10,"completion_tokens":20,"total_tokens":30}}\n\n'
  )
  parts.push('data: [DONE]\n\n')
  writeFileSync(file, parts.join(''))
}

/** MB/s of parsing the stream vs a plain read of the same bytes from disk. */
export async function benchSseThroughput(runs = 5): Promise<{
  megabytes: number
  plainMBps: number
  parseMBps: number
  ratio: number
}> {
  const file = path.join(tmpdir(), 'agent-bench-50mb.sse')
  if (!existsSync(file) || statSync(file).size < TARGET_BYTES)
    writeRecordedStream(file)
  const bytes = statSync(file).size
  const megabytes = bytes / (1024 * 1024)
  const plain = await timeRuns(runs, async () => {
    let total = 0
    for await (const part of createReadStream(file, {
      highWaterMark: 64 * 1024
    }))
      total += (part as Buffer).length
    if (total !== bytes) throw new Error('short read')
  })
  const parse = await timeRuns(runs, async () => {
    const outcome = await consumeChatStream(
      readSseData(createReadStream(file, { highWaterMark: 64 * 1024 }))
    )
    if (outcome.toolCalls.length !== 1 || outcome.toolCalls[0].error)
      throw new Error('bench stream did not parse')
  })
  const plainMBps = megabytes / (median(plain) / 1000)
  const parseMBps = megabytes / (median(parse) / 1000)
  return { megabytes, plainMBps, parseMBps, ratio: plainMBps / parseMBps }
}
