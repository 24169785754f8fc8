/**
 * The probe of a sandbox backend: run `true` exactly the way real commands
 * run, and say in a few words why it did not work.
 */
import { spawn } from 'node:child_process'
import { errorMessage } from '../../../shared/index.js'

/** Why a probe failed: its exit code (null when it did not exit) and a short reason. */
interface ProbeFailure {
  code: number | null
  message: string
}

/** Runs the probe; null when it worked, else how it failed. */
export function runProbe(
  file: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 10_000
): Promise<ProbeFailure | null> {
  return new Promise((resolve) => {
    let stderr = ''
    let settled = false
    const fail = (code: number | null, message: string): void =>
      done({ code, message })
    const done = (result: ProbeFailure | null): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(result)
    }
    const child = spawn(file, args, {
      env,
      stdio: ['ignore', 'ignore', 'pipe']
    })
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      fail(null, `the probe did not finish within ${timeoutMs} ms`)
    }, timeoutMs)
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 2000) stderr += chunk
    })
    child.on('error', (error) => fail(null, errorMessage(error)))
    child.on('close', (code, signal) => {
      if (code === 0) return done(null)
      const message = stderr.trim().split('\n')[0]?.slice(0, 300)
      fail(
        code,
        message ||
          (signal ? `the probe was killed by ${signal}` : `exit code ${code}`)
      )
    })
  })
}
