import { type Verb, errorMessage, type TokenPrice } from '../shared/index.js'
import type { AgentEvent, PlanItem } from '../agent/index.js'
import type { TokenUsage } from '../llm/index.js'
import type { Redactor } from '../security/index.js'
import {
  type GitHubClient,
  inReviewThread,
  renderWorkingComment,
  type RunRequest,
  unhandledSource,
  type WorkingItem,
  callFailed,
  exitCodeOf
} from '../github/index.js'
import type { RunContext } from './context.js'

/** The tracking comment of a run: created early, edited while it goes, rewritten at the end. */
interface ProgressReporter {
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

interface ProgressOptions {
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
 * The tracking comment of a run that may go on, created at once: its
 * creation goes out beside the model's first turn, not before it.
 */
export function startTracking(
  context: RunContext,
  github: GitHubClient,
  request: RunRequest
): ProgressReporter {
  const { log, redact } = context
  const progress = createProgressReporter({
    client: trackingClient(github, request, (message) =>
      log.warning(redact(message))
    ),
    issueNumber: request.issueNumber,
    runUrl: context.runUrl,
    verb: request.verb,
    maxIterations: context.settings.maxIterations,
    tokenPrice: context.settings.tokenPrice,
    redact,
    warn: (message) => log.warning(message)
  })
  progress
    .start()
    .catch((error: unknown) =>
      log.warning(
        `could not create the tracking comment: ${redact(errorMessage(error))}`
      )
    )
  return progress
}

/**
 * Where the tracking comment goes: a review comment is answered in its
 * thread; any other run comments on its issue or pull request.
 */
function trackingClient(
  github: GitHubClient,
  request: RunRequest,
  warn: (message: string) => void
): GitHubClient {
  switch (request.source) {
    case 'review-comment':
      return inReviewThread(github, request.thread, warn)
    case 'issue-comment':
    case 'review':
    case 'opened-issue':
    case 'label':
    case 'assignment':
    case 'pull-request':
    case 'prompt':
    case 'workflow-run':
      return github
    default:
      return unhandledSource(request)
  }
}

/** What the working comment shows, as the loop's events change it. */
interface Working {
  iteration: number
  usage: TokenUsage
  activity: (WorkingItem & { id: string })[]
  plan?: PlanItem[]
}

/** Applies a loop event to what the comment shows; false when it shows nothing of it. */
function record(working: Working, event: AgentEvent): boolean {
  switch (event.type) {
    case 'turn-start':
      working.iteration = event.iteration
      return true
    case 'tool-start':
      working.activity.push({
        id: event.id,
        activity: event.activity,
        done: false,
        failed: false
      })
      return true
    case 'tool-end': {
      const item = working.activity.find((entry) => entry.id === event.id)
      if (item) {
        const exitCode = exitCodeOf(event.details)
        item.done = true
        item.failed = callFailed(event.isError, exitCode)
        if (exitCode !== undefined) item.exitCode = exitCode
      }
      return true
    }
    case 'usage':
      working.usage = event.total
      return true
    case 'plan-updated':
      working.plan = event.items
      return true
    default:
      return false
  }
}

/**
 * Tracking comment with throttled updates: at most one edit in flight and
 * one every `minIntervalMs`; the newest state wins, so nothing queues up.
 */
export function createProgressReporter(
  options: ProgressOptions
): ProgressReporter {
  const now = options.now ?? Date.now
  const startedAt = options.startedAt ?? now()
  const working: Working = {
    iteration: 0,
    usage: { promptTokens: 0, completionTokens: 0, totalTokens: 0 },
    activity: []
  }
  const body = (): string =>
    options.redact(
      renderWorkingComment({
        runUrl: options.runUrl,
        verb: options.verb,
        iteration: working.iteration,
        maxIterations: options.maxIterations,
        activity: working.activity,
        usage: working.usage,
        elapsedMs: now() - startedAt,
        tokenPrice: options.tokenPrice ?? null,
        ...(working.plan ? { plan: working.plan } : {})
      })
    )
  const comment = new ThrottledComment(options, body, now)
  return {
    get commentUrl() {
      return comment.url
    },
    start: () => comment.start(),
    emit(event) {
      // After the loop's end only the final comment is left to write: an
      // edit now would be one more round trip before it (or after it).
      if (event.type === 'run-end') comment.settle()
      else if (record(working, event)) comment.schedule()
    },
    finish: (text) => comment.finish(text)
  }
}

/** The comment itself: created once, edited at most every `minIntervalMs`, rewritten at the end. */
class ThrottledComment {
  url: string | null = null
  private id: number | null = null
  private lastEdit = 0
  private timer: NodeJS.Timeout | null = null
  private inFlight: Promise<void> = Promise.resolve()
  private finished = false
  private creation: Promise<unknown> = Promise.resolve()
  private changedBeforeCreation = false
  private readonly minInterval: number
  private readonly warn: (message: string) => void

  constructor(
    private readonly options: ProgressOptions,
    private readonly body: () => string,
    private readonly now: () => number
  ) {
    this.minInterval = options.minIntervalMs ?? 5000
    this.warn = options.warn ?? (() => {})
  }

  start(): Promise<{ id: number; htmlUrl: string } | null> {
    if (this.options.issueNumber === null) return Promise.resolve(null)
    const created = this.options.client
      .createComment(this.options.issueNumber, this.body())
      .then((comment) => {
        this.id = comment.id
        this.url = comment.htmlUrl
        this.lastEdit = this.now()
        // Events that came while the comment was being created.
        if (this.changedBeforeCreation) this.schedule()
        return comment
      })
    this.creation = created.catch(() => undefined)
    return created
  }

  /** An edit with the newest state, once the interval since the last has passed. */
  schedule(): void {
    if (this.id === null) this.changedBeforeCreation = true
    if (this.id === null || this.finished || this.timer) return
    const wait = Math.max(0, this.lastEdit + this.minInterval - this.now())
    this.timer = setTimeout(() => {
      this.timer = null
      if (this.finished) return
      this.lastEdit = this.now()
      void this.edit(this.body())
    }, wait)
    this.timer.unref?.()
  }

  /** No more progress edits: the final body is next. One in flight still lands first. */
  settle(): void {
    this.finished = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  async finish(text: string): Promise<void> {
    this.finished = true
    await this.creation
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.inFlight
    if (this.id === null) return
    try {
      await this.options.client.updateComment(this.id, text)
    } catch (error) {
      this.warn(
        `could not write the final tracking comment: ${errorMessage(error)}`
      )
      throw error
    }
  }

  private edit(text: string): Promise<void> {
    if (this.id === null) return Promise.resolve()
    const id = this.id
    this.inFlight = this.inFlight
      .then(() => this.options.client.updateComment(id, text))
      .catch((error: unknown) =>
        this.warn(
          `could not update the tracking comment: ${errorMessage(error)}`
        )
      )
    return this.inFlight
  }
}
