import { afterEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import {
  type FakeArtifacts,
  runtimeToken,
  startFakeArtifacts
} from '../../../__fixtures__/fake-artifacts.js'
import {
  ArtifactError,
  type ArtifactStore,
  artifactUrl,
  backendIds,
  createArtifactStore
} from '../../../src/github/api/artifact.js'
import {
  emptyReport,
  renderFinalComment,
  renderJobSummary,
  type RunReport
} from '../../../src/github/report/report.js'
import { createRepository } from '../../../src/github/api/repository.js'
import type { RunnerEnv } from '../../../src/github/api/runner-env.js'
import {
  keepPatch,
  patchArtifactName,
  SUMMARY_PATCH_BYTES
} from '../../../src/run/keep-patch.js'

// docs/security.md item 18: a patch that does not fit the comment is kept
// as a workflow artifact, through our own client of the results service.

let fake: FakeArtifacts | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

async function startFake(): Promise<FakeArtifacts> {
  fake = await startFakeArtifacts()
  return fake
}

const sha256 = (data: Buffer | string) =>
  createHash('sha256').update(data).digest('hex')

describe('artifact client', () => {
  it('creates, uploads and finalizes an artifact the service accepts', async () => {
    const service = await startFake()
    const store = createArtifactStore(service.env, { retryDelayMs: 0 })
    const content = Buffer.from('diff --git a/x b/x\n+ü\n')
    const uploaded = await store.upload('change.patch', content, 'text/plain')
    expect(uploaded).toEqual({
      id: service.artifacts[0].id,
      size: content.length,
      digest: `sha256:${sha256(content)}`
    })
    expect(service.artifacts).toEqual([
      {
        id: uploaded.id,
        name: 'change.patch',
        mimeType: 'text/plain',
        content
      }
    ])
    expect(service.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact',
      expect.stringMatching(/^PUT \/blob\//),
      'POST /twirp/github.actions.results.api.v1.ArtifactService/FinalizeArtifact'
    ])
    // The runtime token goes to the results service only, never the blob.
    const [create, put, finalize] = service.requests
    expect(create.headers.authorization).toBe(`Bearer ${service.token}`)
    expect(finalize.headers.authorization).toBe(`Bearer ${service.token}`)
    expect(put.headers.authorization).toBeUndefined()
    expect(put.headers['x-ms-blob-type']).toBe('BlockBlob')
  })

  it('says which step failed, without the token or the signed URL', async () => {
    const service = await startFake()
    const wrong = createArtifactStore(
      { ...service.env, ACTIONS_RUNTIME_TOKEN: runtimeToken('r', 'j') },
      { retryDelayMs: 0 }
    )
    const failure = await wrong
      .upload('a.patch', Buffer.from('x'), 'text/plain')
      .catch((error: Error) => error)
    expect(failure).toMatchObject({
      name: 'ArtifactError',
      message: 'CreateArtifact answered HTTP 401'
    })
    expect(service.artifacts).toEqual([])
  })

  it('retries a failing service, then gives up with the status', async () => {
    const service = await startFake()
    const store = createArtifactStore(service.env, { retryDelayMs: 0 })
    service.failNext(503, 2)
    const uploaded = await store.upload(
      'a.patch',
      Buffer.from('a'),
      'text/plain'
    )
    expect(uploaded.size).toBe(1)
    service.failNext(502, 3)
    await expect(
      store.upload('b.patch', Buffer.from('b'), 'text/plain')
    ).rejects.toThrow('CreateArtifact answered HTTP 502')
    // A name taken already is not retried.
    await expect(
      store.upload('a.patch', Buffer.from('a'), 'text/plain')
    ).rejects.toThrow('CreateArtifact answered HTTP 409')
  })

  it('gives up at its deadline', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new Error('aborted'))
        )
      )
    const store = createArtifactStore(
      {
        ACTIONS_RUNTIME_TOKEN: runtimeToken('r', 'j'),
        ACTIONS_RESULTS_URL: 'https://results.example/'
      },
      { fetch: hanging, timeoutMs: 100 }
    )
    await expect(
      store.upload('a.patch', Buffer.from('a'), 'text/plain')
    ).rejects.toThrow('CreateArtifact did not finish within 0.1 s')
  })

  it('sends content only to an https upload URL', async () => {
    const sent: string[] = []
    const fakeFetch: typeof fetch = async (url) => {
      sent.push(String(url))
      return new Response(
        JSON.stringify({
          ok: true,
          signed_upload_url: 'http://blob.example/upload?sig=secret'
        })
      )
    }
    const store = createArtifactStore(
      {
        ACTIONS_RUNTIME_TOKEN: runtimeToken('r', 'j'),
        ACTIONS_RESULTS_URL: 'https://results.example'
      },
      { fetch: fakeFetch }
    )
    await expect(
      store.upload('a.patch', Buffer.from('a'), 'text/plain')
    ).rejects.toThrow('CreateArtifact gave an upload URL that is not https')
    expect(sent).toEqual([
      'https://results.example/twirp/github.actions.results.api.v1.ArtifactService/CreateArtifact'
    ])
  })

  it('needs the runner variables and a token with the results scope', async () => {
    await expect(
      createArtifactStore({}).upload('a', Buffer.from('a'), 'text/plain')
    ).rejects.toThrow('ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL')
    expect(backendIds(runtimeToken('run-1', 'job-2'))).toEqual({
      run: 'run-1',
      job: 'job-2'
    })
    expect(() => backendIds('not-a-jwt')).toThrow('no Actions.Results scope')
  })

  it('links the artifact page of the run', () => {
    expect(
      artifactUrl({
        serverUrl: 'https://github.com/',
        fullName: 'octo/dates',
        runId: '42',
        artifactId: '9001'
      })
    ).toBe('https://github.com/octo/dates/actions/runs/42/artifacts/9001')
    expect(patchArtifactName('42', '1')).toBe('agent-change-42.patch')
    expect(patchArtifactName('42', '3')).toBe('agent-change-42-3.patch')
  })
})

describe('keepPatch', () => {
  const runner = { runId: '42', runAttempt: '1' } as RunnerEnv
  const repository = createRepository({
    owner: 'octo',
    repo: 'dates',
    serverUrl: 'https://github.test'
  })
  const logged: string[] = []
  const context = {
    runner,
    repository,
    redact: (text: string) => text,
    log: {
      info: (m: string) => logged.push(m),
      warning: (m: string) => logged.push(m),
      error: (m: string) => logged.push(m),
      startGroup: () => undefined,
      endGroup: () => undefined
    }
  }
  const withPatch = (patch: string): RunReport => ({
    ...emptyReport('failed', 'https://github.test/octo/dates/actions/runs/42'),
    patch,
    patchReason: 'the push failed'
  })
  const patchOf = (bytes: number): string => {
    const line = `+${'x'.repeat(99)}\n`
    return `diff --git a/big.txt b/big.txt\n${line.repeat(Math.ceil(bytes / line.length))}`
  }

  it('leaves a patch that fits the comment alone', async () => {
    const report = withPatch(patchOf(1000))
    const store: ArtifactStore = {
      upload: () => Promise.reject(new Error('not expected'))
    }
    expect(await keepPatch(report, context, store)).toBe(report)
  })

  it('uploads a patch too large for the comment and links it from both reports', async () => {
    const service = await startFake()
    const patch = patchOf(200_000)
    const kept = await keepPatch(
      withPatch(patch),
      context,
      createArtifactStore(service.env, { retryDelayMs: 0 })
    )
    const [artifact] = service.artifacts
    expect(artifact.name).toBe('agent-change-42.patch')
    expect(artifact.content.toString('utf8')).toBe(patch)
    const url = `https://github.test/octo/dates/actions/runs/42/artifacts/${artifact.id}`
    expect(kept.patchArtifact).toEqual({
      kind: 'uploaded',
      name: 'agent-change-42.patch',
      url,
      bytes: Buffer.byteLength(patch)
    })
    // It fits the job summary, so the summary still has it whole.
    expect(kept.patch).toBe(patch)
    const line = `**Full patch:** [agent-change-42.patch](${url}) (195.4 KB), a workflow artifact of this run: download it and apply it with \`git apply\`.`
    expect(renderFinalComment(kept)).toContain(line)
    expect(renderJobSummary(kept)).toContain(line)
  })

  it('says plainly when the upload fails, and keeps what fits the job summary', async () => {
    const patch = patchOf(3 * 1024 * 1024)
    const failing: ArtifactStore = {
      upload: () =>
        Promise.reject(new ArtifactError('CreateArtifact answered HTTP 403'))
    }
    const kept = await keepPatch(withPatch(patch), context, failing)
    expect(kept.patchArtifact).toMatchObject({
      kind: 'failed',
      reason: 'CreateArtifact answered HTTP 403'
    })
    const keptBytes =
      kept.patchArtifact?.kind === 'failed' ? kept.patchArtifact.keptBytes : 0
    expect(keptBytes).toBeLessThanOrEqual(SUMMARY_PATCH_BYTES)
    expect(keptBytes).toBeGreaterThan(SUMMARY_PATCH_BYTES - 200)
    expect(patch.startsWith(kept.patch?.slice(0, keptBytes) ?? '-')).toBe(true)
    expect(
      kept.patch?.endsWith('(the patch is cut here to fit the job summary)\n')
    ).toBe(true)
    const summary = renderJobSummary(kept)
    expect(Buffer.byteLength(summary)).toBeLessThan(1024 * 1024)
    expect(summary).toContain(
      '**Full patch:** the change (3.0 MB) could not be uploaded as a workflow artifact: CreateArtifact answered HTTP 403; the job summary keeps only the first 639.0 KB, and the rest of the change is not saved anywhere.'
    )
    expect(renderFinalComment(kept)).toContain('could not be uploaded')
  })

  it('says so when the run has no artifact store', async () => {
    const kept = await keepPatch(withPatch(patchOf(40_000)), context, undefined)
    expect(kept.patchArtifact).toMatchObject({
      kind: 'failed',
      reason: 'no artifact store in this run'
    })
    expect(renderJobSummary(kept)).toContain('the job summary has it in full')
  })
})
