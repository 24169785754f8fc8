/**
 * A tiny PEP 503 simple index on loopback serving one hand-built wheel (a
 * zip with the module, METADATA, WHEEL and a RECORD of real hashes, made
 * by python3's zipfile), over http or https, and every request it got.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type RequestListener } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { listen, type Listening } from './loopback.js'

/** The index; `origin` is https:// when served over TLS. */
export interface PipIndex extends Listening {
  /** `METHOD path` of every request, in order. */
  requests: string[]
  /** The wheel's file name. */
  wheel: string
}

const BUILD_WHEEL = `
import base64, hashlib, sys, zipfile
out, name, version, module, source = sys.argv[1:]
dist = name.replace('-', '_')
info = f'{dist}-{version}.dist-info'
files = {
    f'{module}/__init__.py': source,
    f'{info}/METADATA': f'Metadata-Version: 2.1\\nName: {name}\\nVersion: {version}\\n',
    f'{info}/WHEEL': 'Wheel-Version: 1.0\\nGenerator: egress-test\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n',
}
record = []
with zipfile.ZipFile(out, 'w') as wheel:
    for path, text in files.items():
        data = text.encode()
        wheel.writestr(path, data)
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b'=').decode()
        record.append(f'{path},sha256={digest},{len(data)}')
    record.append(f'{info}/RECORD,,')
    wheel.writestr(f'{info}/RECORD', '\\n'.join(record) + '\\n')
`

/** Builds `name`==`version` with `module/__init__.py` = `source` and serves it. */
export async function startPipIndex(options: {
  name: string
  version: string
  module: string
  source: string
  /** Serve over https with this key and certificate. */
  tls?: { key: string; cert: string }
}): Promise<PipIndex> {
  const { name, version } = options
  const wheel = `${name.replace(/-/g, '_')}-${version}-py3-none-any.whl`
  const dir = await mkdtemp(join(tmpdir(), 'pip-index-'))
  const built = spawnSync(
    '/usr/bin/python3',
    [
      '-c',
      BUILD_WHEEL,
      join(dir, wheel),
      name,
      version,
      options.module,
      options.source
    ],
    { encoding: 'utf8' }
  )
  if (built.status !== 0) throw new Error(`wheel build failed: ${built.stderr}`)
  const data = await readFile(join(dir, wheel))
  await rm(dir, { recursive: true, force: true })
  const sha256 = createHash('sha256').update(data).digest('hex')
  const requests: string[] = []
  const handler: RequestListener = (req, res) => {
    requests.push(`${req.method} ${req.url}`)
    if (req.url === `/simple/${name}/`) {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(
        `<!DOCTYPE html><html><body><a href="/packages/${wheel}#sha256=${sha256}">${wheel}</a></body></html>\n`
      )
    } else if (req.url === `/packages/${wheel}`) {
      res.writeHead(200, { 'content-type': 'application/octet-stream' })
      res.end(data)
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('not found\n')
    }
  }
  const server = options.tls
    ? createHttpsServer(options.tls, handler)
    : createServer(handler)
  const listening = await listen(server)
  const origin = options.tls
    ? listening.origin.replace(/^http:/, 'https:')
    : listening.origin
  return { ...listening, origin, requests, wheel }
}
