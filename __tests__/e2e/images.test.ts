import { describe, expect, it } from '@jest/globals'
import { e2eSuite } from '../../__fixtures__/e2e-suite.js'
import { EDIT, READ } from '../../__fixtures__/scripts.js'
import { addComments, addIssue } from '../../__fixtures__/github-builders.js'
import {
  type E2E,
  issueCommentEvent,
  TOKEN
} from '../../__fixtures__/e2e-harness.js'
import type { ScriptStep } from '../../__fixtures__/scripted-model.js'

// Images of issue 11 through the bundle: a screenshot attached to the issue
// reaches the model as an image part, fetched from the loopback GitHub's
// attachment route with the token; an endpoint that refuses image parts
// gets links and the run goes on; `images: false` fetches nothing.

/** A PNG's signature and a little of its header: enough to be one. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01screenshot-bytes', 'latin1')
])
const DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`

const FIX: ScriptStep[] = [READ, EDIT, { text: 'Fixed the month.' }]

const start = e2eSuite()

const alice = { login: 'alice', id: 77, type: 'User' as const }

async function setup(
  script: ScriptStep[],
  author: { login: string; permission: string } = {
    login: 'alice',
    permission: 'write'
  }
): Promise<{ env: E2E; url: string }> {
  const env = await start(script)
  env.github.permissions.alice = 'write'
  env.github.permissions[author.login] = author.permission
  const url = `${env.github.serverUrl}/user-attachments/assets/0b6f-shot`
  env.github.attachments.set('assets/0b6f-shot', { body: PNG })
  addIssue(env.github, {
    body: `formatDate prints 2026-10-30 for November 30.\n\n![the wrong date](${url})\n`,
    author: { login: author.login, id: 78, type: 'User' }
  })
  addComments(env.github, { author: alice })
  return { env, url }
}

type Part = { type: string; text?: string; image_url?: { url: string } }
type Message = { role: string; content: string | Part[] }

function taskMessage(env: E2E, index: number): Message {
  const messages = env.model.requests[index].messages as Message[]
  return messages[1]
}

function imageParts(message: Message): string[] {
  return typeof message.content === 'string'
    ? []
    : message.content
        .filter((part) => part.type === 'image_url')
        .map((part) => part.image_url?.url ?? '')
}

describe('images through the bundle', () => {
  it('a screenshot in the issue reaches the model as an image part, fetched with the token', async () => {
    const { env, url } = await setup(FIX)
    const result = await env.run(issueCommentEvent('/agent fix the month'))
    expect(result.outputs.conclusion).toBe('changed')
    expect(env.github.attachmentRequests).toEqual([
      { path: 'assets/0b6f-shot', authorization: `Bearer ${TOKEN}` }
    ])
    const task = taskMessage(env, 0)
    expect(imageParts(task)).toEqual([DATA_URL])
    const labels = (task.content as Part[])
      .filter((part) => part.type === 'text')
      .map((part) => part.text)
      .join('\n')
    expect(labels).toContain(`Image 1 of 1 "the wrong date", from ${url}:`)
    // Every later request carries the task, and so the image, again.
    expect(imageParts(taskMessage(env, 2))).toEqual([DATA_URL])
    expect(result.stdout).toContain('1 of 1 images sent')
  })

  it('an endpoint that refuses image parts gets links instead, and the run goes on', async () => {
    const refusing =
      (step: ScriptStep): ScriptStep =>
      (request) =>
        JSON.stringify(request.messages).includes('"image_url"')
          ? {
              status: 400,
              body: JSON.stringify({
                error: {
                  message:
                    'Invalid content type. image_url is only supported by certain models.',
                  type: 'invalid_request_error',
                  param: 'messages.[1].content.[2].type',
                  code: null
                }
              })
            }
          : typeof step === 'function'
            ? step(request)
            : step
    // Each step refuses a request with images, so a second one would show.
    const script = [FIX[0], ...FIX].map(refusing)
    const { env, url } = await setup(script)
    const result = await env.run(issueCommentEvent('/agent fix the month'))
    expect(result.outputs.conclusion).toBe('changed')
    expect(imageParts(taskMessage(env, 0))).toEqual([DATA_URL])
    // The same request again at once, with the link, and never images again.
    expect(env.model.requests).toHaveLength(4)
    for (const index of [1, 2, 3]) {
      const task = taskMessage(env, index)
      expect(typeof task.content).toBe('string')
      expect(task.content).toContain(`![the wrong date](${url})`)
    }
    expect(result.stdout).toContain(
      'refused the images (HTTP 400: the endpoint refused image parts); they are sent as links from now on'
    )
  })

  it('`images: true`: a refusal of image parts fails the run like any 400', async () => {
    const { env } = await setup([
      {
        status: 400,
        body: '{"error":{"message":"Invalid content type. image_url is only supported by certain models."}}'
      }
    ])
    const result = await env.run(issueCommentEvent('/agent fix the month'), {
      images: 'true'
    })
    expect(result.outputs.conclusion).toBe('failed')
    expect(env.model.requests).toHaveLength(1)
  })

  it('`images: false`: nothing is fetched, the image stays a link in the text', async () => {
    const { env, url } = await setup(FIX)
    const result = await env.run(issueCommentEvent('/agent fix the month'), {
      images: 'false'
    })
    expect(result.outputs.conclusion).toBe('changed')
    expect(env.github.attachmentRequests).toEqual([])
    const task = taskMessage(env, 0)
    expect(typeof task.content).toBe('string')
    expect(task.content).toContain(url)
  })

  it('an issue by a user without write access: its images are not fetched', async () => {
    const { env } = await setup(FIX, { login: 'eve', permission: 'read' })
    const result = await env.run(issueCommentEvent('/agent fix the month'))
    expect(result.outputs.conclusion).toBe('changed')
    expect(env.github.attachmentRequests).toEqual([])
    expect(typeof taskMessage(env, 0).content).toBe('string')
  })

  it('a small window (8,000 tokens) takes one image; the others are named as links', async () => {
    const { env } = await setup(FIX)
    const second = `${env.github.serverUrl}/user-attachments/assets/second`
    env.github.attachments.set('assets/second', { body: PNG })
    env.github.comments.unshift({
      id: 4999,
      issue_number: 7,
      body: `Also this: ![second](${second})`,
      user: alice,
      created_at: '2026-11-29T00:00:00Z',
      html_url: 'x'
    })
    const result = await env.run(issueCommentEvent('/agent fix the month'), {
      'context-window': '8000'
    })
    expect(result.outputs.conclusion).toBe('changed')
    expect(env.github.attachmentRequests).toHaveLength(2)
    const task = taskMessage(env, 0)
    expect(imageParts(task)).toEqual([DATA_URL])
    expect(JSON.stringify(task.content)).toContain(
      "Images not sent, as they would not fit a quarter of the model's context window (8000 tokens):"
    )
  })
})
