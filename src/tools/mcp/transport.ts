/**
 * The MCP stdio transport over a process the session starts through the
 * bash sandbox (docs/security.md item 5), rather than the SDK's
 * `StdioClientTransport`, which spawns the command itself: in the action's
 * process group, with a copy of parts of the action's environment, and
 * with its stderr on the job log. Here the process leads its own group (so
 * closing kills everything it started), is tracked by the run's process
 * registry, gets exactly the tool environment, and its stderr is kept (a
 * bounded tail) for the reason a start-up failed. The framing is the MCP
 * stdio spec's, one JSON-RPC message per line, each line checked with the
 * SDK's schema; the lines come from `line-splitter.ts` rather than the
 * SDK's `ReadBuffer`, so a huge line costs at most its cap in memory and
 * fails the calls waiting on it at once.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import {
  ErrorCode,
  JSONRPCMessageSchema,
  type JSONRPCMessage,
  type RequestId
} from '@modelcontextprotocol/sdk/types.js'
import {
  type CommandCgroup,
  killProcessGroup,
  type ProcessRegistry
} from '../bash/index.js'
import { LineSplitter } from './line-splitter.js'

/** How much of a server's stderr is kept for its error messages. */
const STDERR_TAIL_BYTES = 2048
/** Time between SIGTERM and SIGKILL when a server is closed. */
const CLOSE_GRACE_MS = 1000

/** What runs: the sandbox's wrapped argv, its environment and the workspace. */
interface SandboxedProcess {
  file: string
  args: string[]
  env: Record<string, string>
  cwd: string
  processes?: ProcessRegistry
  /**
   * The server's cgroup, which the wrapped argv enters (docs/security.md
   * item 16): killed whole, and removed, when the server is closed or ends.
   */
  cgroup?: CommandCgroup | null
}

/** A JSON-RPC transport over a sandboxed child's stdin and stdout. */
export class SandboxedStdioTransport implements Transport {
  onclose?: () => void
  onerror?: (error: Error) => void
  onmessage?: (message: JSONRPCMessage) => void
  private child?: ChildProcess
  private readonly lines: LineSplitter
  /** Ids of the requests sent and not yet answered or cancelled. */
  private readonly pending = new Set<RequestId>()
  /** Ids failed for an over-long line: a late answer to one is dropped. */
  private readonly abandoned = new Set<RequestId>()
  private stderrTail = ''
  private exit?: string
  private exited: Promise<void> = Promise.resolve()

  /** @param maxLineBytes the longest line taken from the server. */
  constructor(
    private readonly spec: SandboxedProcess,
    maxLineBytes?: number
  ) {
    this.lines = new LineSplitter(maxLineBytes)
  }

  /** The process group's leader, once started. */
  get pid(): number | undefined {
    return this.child?.pid
  }

  /** How the process ended (`code 127`, `SIGKILL`); undefined while it runs. */
  get exitCode(): string | undefined {
    return this.exit
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
        if (child.pid) this.spec.processes?.track(child.pid, this.spec.cgroup)
        resolve()
      })
      child.once('exit', (code, signal) => {
        this.exit = signal ?? `code ${code ?? '?'}`
      })
      child.once('close', () => {
        // A server that ended by itself takes what it started with it.
        void this.spec.cgroup?.close()
        if (child.pid) this.spec.processes?.untrack(child.pid)
        this.child = undefined
        this.onclose?.()
      })
      child.stdout?.on('data', (chunk: Buffer) => this.receive(chunk))
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

  private receive(chunk: Buffer): void {
    for (const item of this.lines.push(chunk)) {
      if (item.kind === 'over-long') {
        this.failPending(overLongMessage(item.maxBytes))
        continue
      }
      let message: JSONRPCMessage
      try {
        message = JSONRPCMessageSchema.parse(JSON.parse(item.text))
      } catch (error) {
        // As the SDK's transport does: a malformed line is reported and skipped.
        this.onerror?.(error as Error)
        continue
      }
      if (!('method' in message) && message.id !== undefined) {
        if (this.abandoned.delete(message.id)) continue
        this.pending.delete(message.id)
      }
      this.onmessage?.(message)
    }
  }

  /**
   * Answers every pending request with a JSON-RPC error, so the SDK's
   * client rejects exactly those calls now rather than at their clocks.
   * The id of the dropped line was in the part not kept, so which call it
   * answered is unknown: every call then waiting on this server fails.
   * Only read-only calls run side by side, so that is a retry of a read at
   * worst, while a wrong guess would leave the right call waiting for its
   * clock. The line may also have been a notification or a request of the
   * server; the calls fail all the same. Their late answers are dropped.
   */
  private failPending(message: string): void {
    for (const id of this.pending) {
      this.abandoned.add(id)
      this.onmessage?.({
        jsonrpc: '2.0',
        id,
        error: { code: ErrorCode.InternalError, message }
      })
    }
    this.pending.clear()
    this.onerror?.(new Error(message))
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin
      if (!stdin || stdin.destroyed) {
        reject(new Error('the MCP server is not running'))
        return
      }
      if ('method' in message) {
        if ('id' in message) this.pending.add(message.id)
        else if (message.method === 'notifications/cancelled')
          this.pending.delete(message.params?.requestId as RequestId)
      }
      if (stdin.write(`${JSON.stringify(message)}\n`)) resolve()
      else stdin.once('drain', resolve)
    })
  }

  /**
   * Ends stdin, SIGTERMs the server (every process of its cgroup, and its
   * process group), and a second later kills it whole; resolves once it
   * and everything it started are gone.
   */
  async close(): Promise<void> {
    const child = this.child
    const cgroup = this.spec.cgroup
    if (child?.pid) {
      const pid = child.pid
      child.stdin?.end()
      cgroup?.signal('SIGTERM')
      killProcessGroup(pid, 'SIGTERM')
      // The cgroup first: through it even the sudo sandbox's root launcher.
      const timer = setTimeout(() => {
        void cgroup?.kill().then(() => killProcessGroup(pid, 'SIGKILL'))
        if (!cgroup) killProcessGroup(pid, 'SIGKILL')
      }, CLOSE_GRACE_MS)
      await this.exited
      clearTimeout(timer)
      // Whatever the leader left in its group goes too.
      killProcessGroup(pid, 'SIGKILL')
    }
    await cgroup?.close()
    this.lines.clear()
    this.pending.clear()
  }
}

/** What a call waiting on an over-long line fails with; the model reads it. */
function overLongMessage(maxBytes: number): string {
  const mebibytes = maxBytes / 2 ** 20
  const size = Number.isInteger(mebibytes)
    ? `${mebibytes} MiB`
    : `${maxBytes} bytes`
  return `the MCP server's reply was over ${size} on one line, so it was dropped (every call then waiting on the server ends with this error); ask the tool for less, e.g. a narrower query or a smaller page`
}
