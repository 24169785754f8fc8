#!/usr/bin/env node
// An MCP server for the tests (stdio, the SDK's server API): `echo_upper`
// (read-only) upper-cases its text and says what it sees of its
// environment; `write_note` (not read-only) writes a file in its working
// directory, the workspace. Node resolves the SDK from this repository.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { z } from 'zod'

const server = new McpServer({ name: 'notes', version: '1.0.0' })

server.registerTool(
  'echo_upper',
  {
    description:
      'Returns the text in capitals. Also says which environment it sees.',
    inputSchema: {
      text: z.string().describe('The text to upper-case. Any length.'),
      repeat: z.number().int().min(1).max(100000).optional()
    },
    annotations: { readOnlyHint: true }
  },
  async ({ text, repeat }) => {
    const secretLike = Object.keys(process.env).filter((name) =>
      /TOKEN|SECRET|PASSWORD|^INPUT_|^GITHUB_/.test(name)
    )
    const body = Array.from({ length: repeat ?? 1 }, () =>
      text.toUpperCase()
    ).join('\n')
    return {
      content: [
        { type: 'text', text: body },
        { type: 'text', text: `original: ${text}` },
        {
          type: 'text',
          text: `prefix=${process.env.NOTE_PREFIX ?? ''} home=${process.env.HOME ?? ''} secret-like=${secretLike.join(',') || 'none'}`
        },
        { type: 'image', data: 'aGVsbG8=', mimeType: 'image/png' }
      ]
    }
  }
)

server.registerTool(
  'write_note',
  {
    description: 'Writes a note file in the workspace.',
    inputSchema: {
      path: z.string().describe('Relative path of the note.'),
      text: z.string()
    },
    annotations: { readOnlyHint: false, destructiveHint: false }
  },
  async ({ path: file, text }) => {
    if (path.isAbsolute(file) || file.split(/[\\/]/).includes('..')) {
      return {
        content: [{ type: 'text', text: 'path must be relative' }],
        isError: true
      }
    }
    const target = path.join(process.cwd(), file)
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, `${process.env.NOTE_PREFIX ?? ''}${text}`)
    return { content: [{ type: 'text', text: `wrote ${file}` }] }
  }
)

process.stderr.write(`notes server ${process.pid} up\n`)
await server.connect(new StdioServerTransport())
