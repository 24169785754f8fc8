import { describe, expect, it } from '@jest/globals'
import {
  sseSuite,
  endpointFor as sseEndpoint
} from '../../../__fixtures__/sse-suite.js'
import { encodeTurn } from '../../../__fixtures__/scripted-model.js'
import { replaySse, type SseHandler } from '../../../__fixtures__/sse-server.js'
import { createChatClient } from '../../../src/llm/chat-client.js'
import { ModelError } from '../../../src/llm/failures/errors.js'
import {
  fitImages,
  IMAGE_TOKENS,
  looksLikeImageRefusal
} from '../../../src/llm/request/image-parts.js'
import { type Endpoint } from '../../../src/llm/request/providers.js'
import { buildBody } from '../../../src/llm/request/request-body.js'
import { estimateMessageTokens } from '../../../src/llm/request/token-estimate.js'
import type {
  ChatImage,
  ChatMessage,
  StreamEvent,
  ToolDefinition
} from '../../../src/llm/types.js'

const IMAGE: ChatImage = {
  dataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  url: 'https://github.com/user-attachments/assets/abc',
  alt: 'the wrong date'
}
const TASK: ChatMessage = { role: 'user', content: 'Fix it.', images: [IMAGE] }
const READ_TOOL: ToolDefinition = {
  name: 'read',
  description: 'Read a file',
  parameters: { type: 'object', properties: { path: { type: 'string' } } }
}

describe('image parts on the wire', () => {
  it('sends the text, then each image labelled with its alt text and source, as image_url parts', () => {
    const body = buildBody('m', { messages: [TASK] }, 'native')
    expect(body.messages[0]).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'Fix it.' },
        {
          type: 'text',
          text: 'Image 1 of 1 "the wrong date", from https://github.com/user-attachments/assets/abc:'
        },
        { type: 'image_url', image_url: { url: IMAGE.dataUrl } }
      ]
    })
  })

  it('as links: the text and a markdown link per image, no data', () => {
    const body = buildBody(
      'm',
      { messages: [TASK] },
      'native',
      new Set(),
      undefined,
      'links'
    )
    const content = body.messages[0].content as string
    expect(content).toContain('Fix it.')
    expect(content).toContain(
      '![the wrong date](https://github.com/user-attachments/assets/abc)'
    )
    expect(content).not.toContain('base64')
  })

  it('keeps the images in the text tool protocol too', () => {
    const body = buildBody('m', { messages: [TASK], tools: [READ_TOOL] }, 'xml')
    expect(JSON.stringify(body.messages)).toContain(IMAGE.dataUrl)
  })

  it('a user message without images stays a plain string', () => {
    const body = buildBody(
      'm',
      { messages: [{ role: 'user', content: 'x' }] },
      'native'
    )
    expect(body.messages[0]).toEqual({ role: 'user', content: 'x' })
  })
})

describe('images in the token estimate', () => {
  it('charges each image a fixed count and its label, whatever the size of its data', () => {
    const plain = estimateMessageTokens({ role: 'user', content: 'Fix it.' })
    const one = estimateMessageTokens(TASK)
    const big = estimateMessageTokens({
      ...TASK,
      images: [
        { ...IMAGE, dataUrl: `data:image/png;base64,${'A'.repeat(100000)}` }
      ]
    })
    expect(one - plain).toBeGreaterThanOrEqual(IMAGE_TOKENS)
    expect(one - plain).toBeLessThan(IMAGE_TOKENS + 60)
    expect(big).toBe(one)
  })

  it('a window takes the images that fit a quarter of it', () => {
    const five = Array.from({ length: 5 }, () => IMAGE)
    expect(fitImages(five, 8000).kept).toHaveLength(1)
    expect(fitImages(five, 4000).kept).toHaveLength(0)
    expect(fitImages(five, 128000).kept).toHaveLength(5)
    expect(fitImages(five, 8000).dropped).toHaveLength(4)
  })
})

describe('refusals of image parts', () => {
  it.each([
    [
      400,
      '{"error":{"message":"Invalid content type. image_url is only supported by certain models.","param":"messages.[1].content.[1].type"}}'
    ],
    [
      400,
      '{"error":{"message":"Failed to deserialize the JSON body into the target type: messages[1]: unknown variant `image_url`, expected `text` at line 1 column 300"}}'
    ],
    [
      500,
      '{"code":500,"message":"image input is not supported by this server","type":"server_error"}'
    ],
    [
      400,
      '{"object":"error","message":"Qwen2ForCausalLM is not a multimodal model","code":400}'
    ],
    [
      400,
      '{"object":"error","message":"At most 0 image(s) may be provided in one request."}'
    ],
    [
      404,
      '{"error":{"message":"No endpoints found that support image input","code":404}}'
    ],
    [400, '{"error":{"message":"This model does not support images"}}'],
    [400, '{"error":{"message":"Model do not support image input."}}'],
    [422, '{"detail":"vision is not supported for this model"}']
  ])('HTTP %i %s', (status, body) => {
    expect(looksLikeImageRefusal(status, body)).toBe(true)
  })

  it.each([
    [400, '{"error":{"message":"max_tokens is too large: 100000"}}'],
    [400, "This model's maximum context length is 8192 tokens."],
    [
      400,
      '{"error":{"message":"registry.ollama.ai/library/gemma does not support tools"}}'
    ],
    [
      429,
      '{"error":{"message":"image rate limit: does not support images right now"}}'
    ],
    [401, 'Bad credentials']
  ])('not HTTP %i %s', (status, body) => {
    expect(looksLikeImageRefusal(status, body)).toBe(false)
  })
})

/** Answers request N with handler N (the last repeats). */
const serve = sseSuite()

const answer: SseHandler = (_req, _body, res) =>
  replaySse(res, Buffer.from(encodeTurn({ text: 'ok' })), { chunkSize: 64 })
const refuse: SseHandler = (_req, _body, res) => {
  res.writeHead(400, { 'content-type': 'application/json' })
  res.end(
    '{"error":{"message":"Invalid content type. image_url is only supported by certain models."}}'
  )
}

function endpointFor(url: string): Endpoint {
  return sseEndpoint(url)
}

describe('chat client and refused images', () => {
  it('asks again at once with links, says so once, and keeps links for the rest of its life', async () => {
    const srv = await serve(refuse, answer)
    const events: StreamEvent[] = []
    const client = createChatClient({ endpoint: endpointFor(srv.url) })
    const result = await client.chat(
      { messages: [TASK], tools: [READ_TOOL] },
      { onEvent: (event) => events.push(event) }
    )
    expect(result.text).toBe('ok')
    expect(result.attempts).toBe(1)
    expect(srv.requests).toHaveLength(2)
    expect(srv.requests[0].body).toContain('"image_url"')
    expect(srv.requests[1].body).not.toContain('"image_url"')
    expect(srv.requests[1].body).toContain(
      '![the wrong date](https://github.com/user-attachments/assets/abc)'
    )
    // Tools stay native: the refusal was about images only.
    expect(JSON.parse(srv.requests[1].body).tools).toHaveLength(1)
    expect(events.filter((event) => event.type === 'images-refused')).toEqual([
      {
        type: 'images-refused',
        reason: 'HTTP 400: the endpoint refused image parts'
      }
    ])
    await client.chat({ messages: [TASK] })
    expect(srv.requests).toHaveLength(3)
    expect(srv.requests[2].body).not.toContain('"image_url"')
  })

  it('without fallback (`images: true`) the refusal fails like any 400', async () => {
    const srv = await serve(refuse, answer)
    const client = createChatClient({
      endpoint: endpointFor(srv.url),
      imageFallback: false
    })
    await expect(client.chat({ messages: [TASK] })).rejects.toBeInstanceOf(
      ModelError
    )
    expect(srv.requests).toHaveLength(1)
  })

  it('a body too large (413) with images: links instead of a context-length failure', async () => {
    const srv = await serve((_req, _body, res) => {
      res.writeHead(413, { 'content-type': 'text/plain' })
      res.end('Request Entity Too Large')
    }, answer)
    const events: StreamEvent[] = []
    const client = createChatClient({ endpoint: endpointFor(srv.url) })
    const result = await client.chat(
      { messages: [TASK] },
      { onEvent: (event) => events.push(event) }
    )
    expect(result.text).toBe('ok')
    expect(srv.requests[1].body).not.toContain('"image_url"')
    expect(events).toContainEqual({
      type: 'images-refused',
      reason: 'HTTP 413: the request with its images was too large'
    })
  })

  it('a request without images is not changed by such a refusal', async () => {
    const srv = await serve(refuse, answer)
    const client = createChatClient({ endpoint: endpointFor(srv.url) })
    await expect(
      client.chat({ messages: [{ role: 'user', content: 'x' }] })
    ).rejects.toBeInstanceOf(ModelError)
    expect(srv.requests).toHaveLength(1)
  })
})
