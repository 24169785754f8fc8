/**
 * A tiny npm registry on loopback: one package's metadata and tarball,
 * packed with the real `npm pack`, and every request it got, so a test
 * can install through it (`npm_config_registry`) and see who asked.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { listen, type Listening } from './loopback.js'

export interface NpmRegistry extends Listening {
  /** `METHOD path` of every request, in order. */
  requests: string[]
}

/** Packs `files` as package `name`@`version` and serves it. */
export async function startNpmRegistry(
  name: string,
  version: string,
  files: Record<string, string>,
  /** The origin clients use in tarball URLs; default the server's own. */
  origin?: (port: number) => string,
  /** The loopback address it listens on; default 127.0.0.1. */
  host?: string
): Promise<NpmRegistry> {
  const dir = await mkdtemp(join(tmpdir(), 'npm-registry-'))
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({
      name,
      version,
      ...JSON.parse(files['package.json'] ?? '{}')
    })
  )
  for (const [file, text] of Object.entries(files)) {
    if (file !== 'package.json') await writeFile(join(dir, file), text)
  }
  const packed = spawnSync('npm', ['pack', '--silent'], {
    cwd: dir,
    encoding: 'utf8'
  })
  if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`)
  const tarball = await readFile(
    join(dir, packed.stdout.trim().split('\n').pop()!)
  )
  await rm(dir, { recursive: true, force: true })
  const shasum = createHash('sha1').update(tarball).digest('hex')
  const integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`
  const requests: string[] = []
  const tarPath = `/${name}/-/${name.split('/').pop()}-${version}.tgz`
  let base = ''
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`)
    const path = decodeURIComponent(req.url ?? '')
    if (path === `/${name}`) {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          name,
          'dist-tags': { latest: version },
          versions: {
            [version]: {
              name,
              version,
              ...JSON.parse(files['package.json'] ?? '{}'),
              dist: { tarball: `${base}${tarPath}`, shasum, integrity }
            }
          }
        })
      )
    } else if (path === tarPath) {
      res.writeHead(200, { 'content-type': 'application/octet-stream' })
      res.end(tarball)
    } else {
      res.writeHead(404, { 'content-type': 'application/json' })
      res.end('{"error":"not found"}')
    }
  })
  const listening = await listen(server, host)
  base = origin ? origin(listening.port) : listening.origin
  return { ...listening, requests }
}
