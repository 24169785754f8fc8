/**
 * A self-signed TLS certificate for loopback test servers, made with the
 * real `openssl req -x509`; clients trust it as their CA file.
 */
import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The key and certificate (PEM), and where the certificate was written. */
export interface TestCertificate {
  key: string
  cert: string
  /** The certificate's file, to pass as a client's CA file. */
  certFile: string
}

/** Why `openssl` cannot make certificates here, or '' when it can. */
export function opensslProblem(): string {
  const result = spawnSync('openssl', ['version'], { encoding: 'utf8' })
  if (result.error) return `openssl is not installed (${result.error.message})`
  return result.status === 0 ? '' : `openssl version failed: ${result.stderr}`
}

/** Makes a certificate for these DNS names in `dir` (key.pem, cert.pem). */
export async function makeCertificate(
  dir: string,
  names: string[]
): Promise<TestCertificate> {
  const keyFile = join(dir, 'key.pem')
  const certFile = join(dir, 'cert.pem')
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${names[0]}`,
      '-addext',
      `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}`,
      '-keyout',
      keyFile,
      '-out',
      certFile
    ],
    { encoding: 'utf8' }
  )
  if (made.status !== 0) throw new Error(`openssl req failed: ${made.stderr}`)
  return {
    key: await readFile(keyFile, 'utf8'),
    cert: await readFile(certFile, 'utf8'),
    certFile
  }
}
