// An MCP server for the tests: stdio, newline-delimited JSON-RPC 2.0, no
// dependencies, so it runs from a command line (`node --input-type=module
// -e <this file>`) in any sandbox, whatever paths the sandbox hides.
// `echo_upper` (read-only) upper-cases its text and says what it sees of
// its environment; `write_note` (not read-only) writes a file in its
// working directory, the workspace. With `--big-reply` in its arguments it
// also offers `big_reply` (read-only), which answers with one line of the
// size asked for, then answers what comes next as usual. With `--fetch`
// it offers `fetch` (read-only): a plain HTTP GET through `http_proxy`,
// answering with the status only (so what names a refusal is the action).
import { mkdir, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import path from 'node:path'
import { createInterface } from 'node:readline'

const TOOLS = [
  {
    name: 'echo_upper',
    description:
      'Returns the text in capitals. Also says which environment it sees.',
    inputSchema: {
      type: 'object',
      properties: {
        text: {
          type: 'string',
          description: 'The text to upper-case. Any length.'
        },
        repeat: { type: 'integer', minimum: 1, maximum: 100000 }
      },
      required: ['text']
    },
    annotations: { readOnlyHint: true }
  },
  {
    name: 'write_note',
    description: 'Writes a note file in the workspace.',
    inputSchema: {
      type: 'object',
      properties: {
        path: { type: 'string', description: 'Relative path of the note.' },
        text: { type: 'string' }
      },
      required: ['path', 'text']
    },
    annotations: { readOnlyHint: false, destructiveHint: false }
  },
  ...(process.argv.includes('--big-reply')
    ? [
        {
          name: 'big_reply',
          description: 'Answers with one JSON-RPC line of about this size.',
          inputSchema: {
            type: 'object',
            properties: { mebibytes: { type: 'integer', minimum: 1 } },
            required: ['mebibytes']
          },
          annotations: { readOnlyHint: true }
        }
      ]
    : []),
  ...(process.argv.includes('--fetch')
    ? [
        {
          name: 'fetch',
          description: 'GETs an http:// URL through http_proxy.',
          inputSchema: {
            type: 'object',
            properties: { url: { type: 'string' } },
            required: ['url']
          },
          annotations: { readOnlyHint: true }
        }
      ]
    : [])
]

async function echoUpper({ text, repeat }) {
  const secretLike = Object.keys(process.env).filter((name) =>
    /TOKEN|SECRET|PASSWORD|^INPUT_|^GITHUB_/.test(name)
  )
  const body = Array.from({ length: repeat ?? 1 }, () =>
    String(text).toUpperCase()
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

async function writeNote({ path: file, text }) {
  if (path.isAbsolute(file) || String(file).split(/[\\/]/).includes('..')) {
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

async function bigReply({ mebibytes }) {
  return {
    content: [{ type: 'text', text: 'x'.repeat(Number(mebibytes) * 2 ** 20) }]
  }
}

function fetchThroughProxy({ url }) {
  const proxy = new URL(process.env.http_proxy ?? 'http://127.0.0.1:9')
  return new Promise((resolve) => {
    const req = request(
      { host: proxy.hostname, port: proxy.port, path: url },
      (res) => {
        res.resume()
        res.on('end', () =>
          resolve({ content: [{ type: 'text', text: `${res.statusCode}` }] })
        )
      }
    )
    req.on('error', (error) =>
      resolve({
        content: [{ type: 'text', text: error.message }],
        isError: true
      })
    )
    req.end()
  })
}

const HANDLERS = {
  initialize: (params) => ({
    protocolVersion: params?.protocolVersion ?? '2025-06-18',
    capabilities: { tools: {} },
    serverInfo: { name: 'notes', version: '1.0.0' }
  }),
  ping: () => ({}),
  'tools/list': () => ({ tools: TOOLS }),
  'tools/call': (params) => {
    const tool = {
      echo_upper: echoUpper,
      write_note: writeNote,
      big_reply: bigReply,
      fetch: fetchThroughProxy
    }[params?.name]
    if (!tool || !TOOLS.some((listed) => listed.name === params.name))
      throw Object.assign(new Error('unknown tool'), { code: -32602 })
    return tool(params.arguments ?? {})
  }
}

const send = (message) =>
  process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`)

createInterface({ input: process.stdin }).on('line', async (line) => {
  if (!line.trim()) return
  let message
  try {
    message = JSON.parse(line)
  } catch {
    send({ id: null, error: { code: -32700, message: 'parse error' } })
    return
  }
  if (message.id === undefined) return // a notification
  const handler = HANDLERS[message.method]
  if (!handler) {
    send({ id: message.id, error: { code: -32601, message: 'no method' } })
    return
  }
  try {
    send({ id: message.id, result: await handler(message.params) })
  } catch (error) {
    send({
      id: message.id,
      error: { code: error.code ?? -32603, message: error.message }
    })
  }
})

process.stderr.write(`notes server ${process.pid} up\n`)
