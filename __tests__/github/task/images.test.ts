import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from '@jest/globals'
import {
  fetchImage,
  isGitHubHost,
  mayRequest,
  sniffImageType
} from '../../../src/github/task/image-fetch.js'
import {
  findImages,
  imageCandidates,
  imageTexts,
  loadTaskImages
} from '../../../src/github/task/images.js'

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])
const GIF = Buffer.from('GIF89a\x01\x00', 'latin1')
const WEBP = Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1')

describe('findImages', () => {
  it('reads markdown images, titles, angle brackets, references and <img> tags, in order', () => {
    const text = [
      'Before ![first](https://a.example/1.png) and',
      '<img width="300" alt="second one" src="https://a.example/2.png">',
      '![third](<https://a.example/3.png> "a title")',
      '![fourth][shot]',
      '',
      '[shot]: https://a.example/4.png'
    ].join('\n')
    expect(findImages(text)).toEqual([
      { alt: 'first', url: 'https://a.example/1.png' },
      { alt: 'second one', url: 'https://a.example/2.png' },
      { alt: 'third', url: 'https://a.example/3.png' },
      { alt: 'fourth', url: 'https://a.example/4.png' }
    ])
  })

  it('skips images written in code, and cleans alt text to one short line', () => {
    const text = [
      '```md',
      '![in a fence](https://a.example/fenced.png)',
      '```',
      'inline `![code](https://a.example/inline.png)` here',
      `![a\u200b "quoted"\nalt ${'x'.repeat(200)}](https://a.example/ok.png)`
    ].join('\n')
    const found = findImages(text)
    expect(found.map((image) => image.url)).toEqual([
      'https://a.example/ok.png'
    ])
    expect(found[0].alt).not.toMatch(/["\n\u200b]/)
    expect(found[0].alt.length).toBeLessThanOrEqual(120)
  })
})

describe('which images may be fetched', () => {
  const server = 'http://127.0.0.1:4000'

  it('only https, or the configured server over its own scheme; no credentials; deduplicated', () => {
    const texts = [
      '![a](https://a.example/1.png) ![again](https://a.example/1.png)',
      '![b](http://a.example/2.png) ![c](http://127.0.0.1:4000/user-attachments/assets/x)',
      '![d](http://127.0.0.1:4001/x.png) ![e](https://user:pw@a.example/3.png)',
      '![f](javascript:alert(1)) ![g](data:image/png;base64,AAAA) ![h](/relative.png)'
    ]
    expect(
      imageCandidates(texts, { serverUrl: server }).map((image) => image.url)
    ).toEqual([
      'https://a.example/1.png',
      'http://127.0.0.1:4000/user-attachments/assets/x'
    ])
  })

  it('the token goes to github.com, *.githubusercontent.com and the server only', () => {
    const github = (url: string) =>
      isGitHubHost(new URL(url), 'https://github.com')
    expect(github('https://github.com/user-attachments/assets/1')).toBe(true)
    expect(github('https://private-user-images.githubusercontent.com/1')).toBe(
      true
    )
    expect(github('https://user-images.githubusercontent.com/1')).toBe(true)
    expect(github('https://raw.githubusercontent.com/o/r/main/a.png')).toBe(
      true
    )
    expect(github('https://githubusercontent.com.evil.example/1')).toBe(false)
    expect(github('https://evilgithub.com/1')).toBe(false)
    expect(github('https://github.com.evil.example/1')).toBe(false)
    expect(github('http://github.com/1')).toBe(false)
    const ghes = (url: string) =>
      isGitHubHost(new URL(url), 'https://ghe.corp.example')
    expect(ghes('https://ghe.corp.example/user-attachments/1')).toBe(true)
    expect(ghes('https://ghe.corp.example:8443/x')).toBe(false)
    expect(
      mayRequest(new URL('http://ghe.corp.example/x'), {
        serverUrl: 'https://ghe.corp.example'
      })
    ).toBe(false)
  })

  it("follows the trust of the task text: the request, a trusted subject's body, trusted comments newest first", () => {
    const comment = (id: number, body: string, trusted: boolean) => ({
      id,
      body,
      author: 'someone',
      authorType: 'User',
      createdAt: '',
      htmlUrl: '',
      trusted
    })
    const issue = {
      number: 1,
      title: 't',
      body: 'subject',
      author: 'eve',
      isPullRequest: false
    } as unknown as Parameters<typeof imageTexts>[0]['issue']
    const input = {
      instruction: 'request',
      issue,
      ownMarker: '<!-- own -->',
      triggerCommentId: 4,
      comments: [
        comment(1, 'old trusted', true),
        comment(2, 'untrusted', false),
        comment(3, 'ours <!-- own -->', true),
        comment(4, 'the trigger', true),
        comment(5, 'new trusted', true)
      ]
    }
    expect(imageTexts({ ...input, subjectTrusted: false })).toEqual([
      'request',
      'new trusted',
      'old trusted'
    ])
    expect(imageTexts({ ...input, subjectTrusted: true })).toEqual([
      'request',
      'subject',
      'new trusted',
      'old trusted'
    ])
  })
})

describe('sniffImageType', () => {
  it('knows PNG, JPEG, GIF and WebP by their bytes, and nothing else', () => {
    expect(sniffImageType(PNG)).toBe('image/png')
    expect(sniffImageType(JPEG)).toBe('image/jpeg')
    expect(sniffImageType(GIF)).toBe('image/gif')
    expect(sniffImageType(WEBP)).toBe('image/webp')
    expect(
      sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))
    ).toBeNull()
    expect(sniffImageType(Buffer.from('<html>'))).toBeNull()
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull()
  })
})

// ---------------------------------------------------------------------------
// Loopback servers: a "GitHub" (the configured server) and an "other host".
// ---------------------------------------------------------------------------

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void
interface Loopback {
  origin: string
  seen: { path: string; authorization: string | undefined }[]
  routes: Map<string, Handler>
  close(): Promise<void>
}
const servers: Loopback[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function loopback(): Promise<Loopback> {
  const seen: Loopback['seen'] = []
  const routes = new Map<string, Handler>()
  const server = http.createServer((req, res) => {
    seen.push({ path: req.url ?? '', authorization: req.headers.authorization })
    const handler = routes.get(req.url ?? '')
    if (handler) handler(req, res)
    else {
      res.writeHead(404)
      res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const result = {
    origin,
    seen,
    routes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
  servers.push(result)
  return result
}

const serve =
  (body: Buffer, type = 'image/png'): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': type })
    res.end(body)
  }
const redirect =
  (location: string): Handler =>
  (_req, res) => {
    res.writeHead(302, { location })
    res.end()
  }

const TOKEN = 'ghs_imageTestToken'

describe('fetchImage on loopback servers', () => {
  it('sends the token to the GitHub server, and not across a redirect to another host', async () => {
    const github = await loopback()
    const other = await loopback()
    github.routes.set(
      '/user-attachments/assets/a',
      redirect(`${other.origin}/a.png`)
    )
    other.routes.set('/a.png', serve(PNG))
    const result = await fetchImage(
      `${github.origin}/user-attachments/assets/a`,
      {
        token: TOKEN,
        serverUrl: github.origin,
        httpOrigins: [other.origin],
        maxBytes: 1024,
        timeoutMs: 5000
      }
    )
    expect(result).toMatchObject({ ok: true, mediaType: 'image/png' })
    expect(github.seen).toEqual([
      { path: '/user-attachments/assets/a', authorization: `Bearer ${TOKEN}` }
    ])
    expect(other.seen).toEqual([{ path: '/a.png', authorization: undefined }])
  })

  it('never sends the token to another host, nor back to GitHub once a redirect left it', async () => {
    const github = await loopback()
    const other = await loopback()
    other.routes.set(
      '/start.png',
      redirect(`${github.origin}/user-attachments/b`)
    )
    github.routes.set('/user-attachments/b', serve(PNG))
    const result = await fetchImage(`${other.origin}/start.png`, {
      token: TOKEN,
      serverUrl: github.origin,
      httpOrigins: [other.origin],
      maxBytes: 1024,
      timeoutMs: 5000
    })
    expect(result.ok).toBe(true)
    expect(other.seen[0].authorization).toBeUndefined()
    expect(github.seen[0].authorization).toBeUndefined()
  })

  it('follows at most 3 redirects, and none to plain http elsewhere', async () => {
    const github = await loopback()
    const options = {
      token: TOKEN,
      serverUrl: github.origin,
      maxBytes: 1024,
      timeoutMs: 5000
    }
    for (let hop = 0; hop < 4; hop += 1)
      github.routes.set(`/r${hop}`, redirect(`/r${hop + 1}`))
    github.routes.set('/r4', serve(PNG))
    github.routes.set('/r1', redirect('/r2'))
    expect(await fetchImage(`${github.origin}/r0`, options)).toEqual({
      ok: false,
      reason: 'more than 3 redirects'
    })
    expect(await fetchImage(`${github.origin}/r1`, options)).toMatchObject({
      ok: true
    })
    github.routes.set('/away', redirect('http://127.0.0.1:9/x.png'))
    expect(await fetchImage(`${github.origin}/away`, options)).toEqual({
      ok: false,
      reason: 'not https: http://127.0.0.1:9'
    })
  })

  it('checks the bytes, not the header: an HTML page called image/png is refused, and so is an SVG', async () => {
    const github = await loopback()
    github.routes.set('/fake.png', serve(Buffer.from('<html>hi</html>')))
    github.routes.set(
      '/icon.svg',
      serve(Buffer.from('<svg/>'), 'image/svg+xml')
    )
    github.routes.set('/page', serve(PNG, 'text/html'))
    github.routes.set('/bytes', serve(JPEG, 'application/octet-stream'))
    const options = {
      token: '',
      serverUrl: github.origin,
      maxBytes: 1024,
      timeoutMs: 5000
    }
    expect(await fetchImage(`${github.origin}/fake.png`, options)).toEqual({
      ok: false,
      reason: 'not a PNG, JPEG, GIF or WebP image'
    })
    expect(
      await fetchImage(`${github.origin}/icon.svg`, options)
    ).toMatchObject({ ok: false })
    expect(await fetchImage(`${github.origin}/page`, options)).toMatchObject({
      ok: false
    })
    expect(await fetchImage(`${github.origin}/bytes`, options)).toMatchObject({
      ok: true,
      mediaType: 'image/jpeg'
    })
  })

  it('stops reading past the byte cap, with or without a length, and gives up on a silent server', async () => {
    const github = await loopback()
    const big = Buffer.concat([PNG, Buffer.alloc(4096)])
    github.routes.set('/big.png', serve(big))
    github.routes.set('/chunked.png', (_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' })
      res.write(big)
      res.write(big)
      res.end()
    })
    github.routes.set('/silent.png', () => undefined)
    const options = {
      token: '',
      serverUrl: github.origin,
      maxBytes: 1024,
      timeoutMs: 200
    }
    expect(await fetchImage(`${github.origin}/big.png`, options)).toEqual({
      ok: false,
      reason: 'larger than 1024 bytes'
    })
    expect(await fetchImage(`${github.origin}/chunked.png`, options)).toEqual({
      ok: false,
      reason: 'larger than 1024 bytes'
    })
    expect(await fetchImage(`${github.origin}/silent.png`, options)).toEqual({
      ok: false,
      reason: 'no answer within 200 ms'
    })
  })
})

describe('loadTaskImages', () => {
  it('keeps at most 5 images within the total bytes, in order, and says why each other was left', async () => {
    const github = await loopback()
    const chunk = Buffer.concat([PNG, Buffer.alloc(90)])
    for (let n = 1; n <= 7; n += 1) github.routes.set(`/${n}.png`, serve(chunk))
    github.routes.set('/bad.png', serve(Buffer.from('nope')))
    const candidates = ['bad', 1, 2, 3, 4, 5, 6, 7].map((n) => ({
      url: `${github.origin}/${n}.png`,
      alt: `image ${n}`
    }))
    const result = await loadTaskImages(candidates, {
      token: TOKEN,
      serverUrl: github.origin,
      limits: { maxTotalBytes: 4 * chunk.length, maxCandidates: 7 }
    })
    expect(result.images.map((image) => image.alt)).toEqual([
      'image 1',
      'image 2',
      'image 3',
      'image 4'
    ])
    expect(result.images[0].dataUrl).toBe(
      `data:image/png;base64,${chunk.toString('base64')}`
    )
    expect(result.skipped.map((entry) => entry.reason)).toEqual([
      'past the candidates cap',
      'not a PNG, JPEG, GIF or WebP image',
      `past ${4 * chunk.length} bytes of images`,
      `past ${4 * chunk.length} bytes of images`
    ])
    const five = await loadTaskImages(candidates.slice(1), {
      token: TOKEN,
      serverUrl: github.origin
    })
    expect(five.images).toHaveLength(5)
    expect(five.skipped.map((entry) => entry.reason)).toEqual([
      'past 5 images',
      'past 5 images'
    ])
  })
})
