/** What the chat-wire suites share: the recorded replies of __fixtures__/sse/ and a read tool. */
import { readFileSync } from 'node:fs'
import type { ToolDefinition } from '../src/llm/types.js'

/** A recorded reply of __fixtures__/sse/, by its file name (with `.sse`). */
export function recordedSse(file: string): Buffer {
  return readFileSync(new URL(`./sse/${file}`, import.meta.url))
}

/** The read tool as the wire sends it: a path and an optional offset. */
export const READ_TOOL: ToolDefinition = {
  name: 'read',
  description: 'Read a file',
  parameters: {
    type: 'object',
    properties: { path: { type: 'string' }, offset: { type: 'integer' } },
    required: ['path']
  }
}
