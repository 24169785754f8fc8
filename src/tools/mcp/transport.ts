/**
 * The MCP stdio transport over a process the session starts through the
 * bash sandbox (docs/security.md item 5), rather than the SDK's
 * `StdioClientTransport`, which spawns the command itself: in the action's
 * process group, with a copy of parts of the action's environment, and
 * with its stderr on the job log. Here the process leads its own group (so
 * closing kills everything it started), is tracked by the run's process
 * registry, gets exactly the tool environment, and its stderr is kept (a
 * bounded tail) for the reason a start-up failed. The framing is the SDK's.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import {
  ReadBuffer,
  serializeMessage
} from '@modelcontextprotocol/sdk/shared/stdio.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import {
  killProcessGroup,
  type ProcessRegistry
} from '../bash/process-registry.js'

/** How much of a server's stderr is kept for its error messages. */
const STDERR_TAIL_BYTES = 2048
/** Time between SIGTERM and SIGKILL when a server is closed. */
const CLOSE_GRACE_MS = 1000

/** What runs: the sandbox's wrapped argv, its environment and the workspace. */
export interface SandboxedProcess {
  file: string
  args: string[]
  env: Record<string, string>
  cwd: string
  processes?: ProcessRegistry
}

/** A JSON-RPC transport over a sandboxed child's stdin and stdout. */
export class SandboxedStdioTransport implements Transport {
  onclose?: () => void
  onerror?: (error: Error) => void
  onmessage?: (message: JSONRPCMessage) => void
  private child?: ChildProcess
  private readonly buffer = new ReadBuffer()
  private stderrTail = ''
  private exited: Promise<void> = Promise.resolve()

  constructor(private readonly spec: SandboxedProcess) {}

  /** The process group's leader, once started. */
  get pid(): number | undefined {
    return this.child?.pid
  }

  /** The last lines the server wrote to stderr. */
  get stderr(): string {
    return this.stderrTail.trim()
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      let child: ChildProcess
      try {
        child = spawn(this.spec.file, this.spec.args, {
          cwd: this.spec.cwd,
          env: this.spec.env,
          detached: true,
          stdio: ['pipe', 'pipe', 'pipe']
        })
      } catch (error) {
        reject(error as Error)
        return
      }
      this.child = child
      this.exited = new Promise((done) => child.once('close', () => done()))
      child.once('error', (error) => {
        if (child.pid === undefined) reject(error)
        else this.onerror?.(error)
      })
      child.once('spawn', () => {
        if (child.pid) this.spec.processes?.track(child.pid)
        resolve()
      })
      child.once('close', () => {
        if (child.pid) this.spec.processes?.untrack(child.pid)
        this.child = undefined
        this.onclose?.()
      })
      child.stdout?.on('data', (chunk: Buffer) => {
        try {
          this.buffer.append(chunk)
        } catch (error) {
          // Over the SDK's 10 MB line limit: that output is dropped.
          this.onerror?.(error as Error)
          return
        }
        this.drain()
      })
      child.stderr?.on('data', (chunk: Buffer) => {
        this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(
          -STDERR_TAIL_BYTES
        )
      })
      for (const pipe of [child.stdin, child.stdout, child.stderr]) {
        pipe?.on('error', (error) => this.onerror?.(error))
      }
    })
  }

  private drain(): void {
    for (;;) {
      let message: JSONRPCMessage | null
      try {
        message = this.buffer.readMessage()
      } catch (error) {
        this.onerror?.(error as Error)
        continue
      }
      if (message === null) return
      this.onmessage?.(message)
    }
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin
      if (!stdin || stdin.destroyed) {
        reject(new Error('the MCP server is not running'))
        return
      }
      if (stdin.write(serializeMessage(message))) resolve()
      else stdin.once('drain', resolve)
    })
  }

  /** Ends stdin, SIGTERMs the process group, SIGKILLs it a second later. */
  async close(): Promise<void> {
    const child = this.child
    if (!child?.pid) return
    const pid = child.pid
    child.stdin?.end()
    killProcessGroup(pid, 'SIGTERM')
    const timer = setTimeout(
      () => killProcessGroup(pid, 'SIGKILL'),
      CLOSE_GRACE_MS
    )
    await this.exited
    clearTimeout(timer)
    // Whatever the leader left in its group goes too.
    killProcessGroup(pid, 'SIGKILL')
    this.buffer.clear()
  }
}
