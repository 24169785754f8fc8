/**
 * One loopback SSE server per test of a client suite, closed after it:
 * `const serve = sseSuite()` at the top, then `await serve(a, b)` starts a
 * server answering request N with handler N (the last one repeats).
 */
import { afterEach } from '@jest/globals'
import { resolveEndpoint } from '../src/llm/request/providers.js'
import {
  type SseHandler,
  type SseServer,
  startSseServer
} from './sse-server.js'

export function sseSuite() {
  let server: SseServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })
  return async (...handlers: SseHandler[]): Promise<SseServer> => {
    let index = 0
    server = await startSseServer((req, body, res) => {
      const handler = handlers[Math.min(index, handlers.length - 1)]
      index += 1
      return handler(req, body, res)
    })
    return server
  }
}

/** The endpoint of `test-model` at `<url>/v1` (or `<url><path>`). */
export function endpointFor(url: string, path = '/v1', model = 'test-model') {
  return resolveEndpoint({
    apiKey: 'sk-test-key-0123456789abcdefghij',
    githubToken: '',
    baseUrl: `${url}${path}`,
    model,
    apiVersion: ''
  })
}
