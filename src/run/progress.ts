import { type Verb, errorMessage, type TokenPrice } from '../shared/index.js'
import type { AgentEvent, PlanItem } from '../agent/index.js'
import type { TokenUsage } from '../llm/index.js'
import type { Redactor } from '../security/index.js'
import {
  type GitHubClient,
  renderWorkingComment,
  type WorkingItem,
  callFailed,
  exitCodeOf
} from '../github/index.js'

/** The tracking comment of a run: created early, edited while it goes, rewritten at the end. */
export interface ProgressReporter {
  /**
   * Creates the comment; null when there is no issue to comment on. Need
   * not be awaited: the run goes on beside it, and `finish` waits for it.
   */
  start(): Promise<{ id: number; htmlUrl: string } | null>
  /** Consumes loop events; schedules a throttled edit. Never throws. */
  emit(event: AgentEvent): void
  /** Rewrites the comment with the final body, after its creation and any pending edit. */
  finish(body: string): Promise<void>
  readonly commentUrl: string | null
}

export interface ProgressOptions {
  client: GitHubClient
  issueNumber: number | null
  runUrl: string
  verb: Verb
  maxIterations: number
  /** The `token-price` input: the working comment shows the cost so far. */
  tokenPrice?: TokenPrice | null
  redact: Redactor
  /** At most one edit per this many ms. 5000. */
  minIntervalMs?: number
  now?: () => number
  /** When the run started, by `now`; the working comment shows the time since. Default: when the reporter was made. */
  startedAt?: number
  /** Warnings (a failed edit) go here; never thrown. */
  warn?: (message: string) => void
}

/**
 * Tracking comment with throttled updates: at most one edit in flight and
 * one every `minIntervalMs`; the newest state wins, so nothing queues up.
 */
export function createProgressReporter(
  options: ProgressOptions
): ProgressReporter {
  const minInterval = options.minIntervalMs ?? 5000
  const now = options.now ?? Date.now
  const warn = options.warn ?? (() => {})
  let commentId: number | null = null
  let commentUrl: string | null = null
  let iteration = 0
  let usage: TokenUsage = {
    promptTokens: 0,
    completionTokens: 0,
    totalTokens: 0
  }
  const startedAt = options.startedAt ?? now()
  const activity: (WorkingItem & { id: string })[] = []
  let plan: PlanItem[] | undefined
  let lastEdit = 0
  let timer: NodeJS.Timeout | null = null
  let inFlight: Promise<void> = Promise.resolve()
  let finished = false
  let creation: Promise<unknown> = Promise.resolve()
  let changedBeforeCreation = false

  const body = (): string =>
    options.redact(
      renderWorkingComment({
        runUrl: options.runUrl,
        verb: options.verb,
        iteration,
        maxIterations: options.maxIterations,
        activity,
        usage,
        elapsedMs: now() - startedAt,
        tokenPrice: options.tokenPrice ?? null,
        ...(plan ? { plan } : {})
      })
    )

  const edit = (text: string): Promise<void> => {
    if (commentId === null) return Promise.resolve()
    const id = commentId
    inFlight = inFlight
      .then(() => options.client.updateComment(id, text))
      .catch((error: unknown) =>
        warn(`could not update the tracking comment: ${errorMessage(error)}`)
      )
    return inFlight
  }

  const schedule = (): void => {
    if (commentId === null) changedBeforeCreation = true
    if (commentId === null || finished || timer) return
    const wait = Math.max(0, lastEdit + minInterval - now())
    timer = setTimeout(() => {
      timer = null
      if (finished) return
      lastEdit = now()
      void edit(body())
    }, wait)
    timer.unref?.()
  }

  return {
    get commentUrl() {
      return commentUrl
    },
    start() {
      if (options.issueNumber === null) return Promise.resolve(null)
      const created = options.client
        .createComment(options.issueNumber, body())
        .then((comment) => {
          commentId = comment.id
          commentUrl = comment.htmlUrl
          lastEdit = now()
          // Events that came while the comment was being created.
          if (changedBeforeCreation) schedule()
          return comment
        })
      creation = created.catch(() => undefined)
      return created
    },
    emit(event) {
      switch (event.type) {
        case 'turn-start':
          iteration = event.iteration
          break
        case 'tool-start':
          activity.push({
            id: event.id,
            activity: event.activity,
            done: false,
            failed: false
          })
          break
        case 'tool-end': {
          const item = activity.find((entry) => entry.id === event.id)
          if (item) {
            const exitCode = exitCodeOf(event.details)
            item.done = true
            item.failed = callFailed(event.isError, exitCode)
            if (exitCode !== undefined) item.exitCode = exitCode
          }
          break
        }
        case 'usage':
          usage = event.total
          break
        case 'plan-updated':
          plan = event.items
          break
        default:
          return
      }
      schedule()
    },
    async finish(text) {
      finished = true
      await creation
      if (timer) clearTimeout(timer)
      timer = null
      await inFlight
      if (commentId === null) return
      try {
        await options.client.updateComment(commentId, text)
      } catch (error) {
        warn(
          `could not write the final tracking comment: ${errorMessage(error)}`
        )
        throw error
      }
    }
  }
}
