/**
 * The probe of a sandbox backend: run `true` exactly the way real commands
 * run, and say in a few words why it did not work.
 */
import { spawn } from 'node:child_process'
import { errorMessage } from '../../shared/errors.js'

/** Runs the probe; null when it worked, else a short reason. */
export function runProbe(
  file: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 10_000
): Promise<string | null> {
  return new Promise((resolve) => {
    let stderr = ''
    let settled = false
    const done = (result: string | null): void => {
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
      done(`the probe did not finish within ${timeoutMs} ms`)
    }, timeoutMs)
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 2000) stderr += chunk
    })
    child.on('error', (error) => done(errorMessage(error)))
    child.on('close', (code, signal) => {
      if (code === 0) return done(null)
      const message = stderr.trim().split('\n')[0]?.slice(0, 300)
      done(
        message ||
          (signal ? `the probe was killed by ${signal}` : `exit code ${code}`)
      )
    })
  })
}
