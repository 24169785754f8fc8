/**
 * The retry loop of one chat call (docs/loop.md §8.2) as data: the state
 * between two requests, the failures a request can end in, and the one
 * transition a failure makes, `nextAttempt`: ask again changed at once
 * (`degrade`), wait and ask again (`retry`), or stop (`give-up`). No I/O:
 * the clock, the randomness and the run's deadline come in as inputs, so
 * every rule is tested without a server (__tests__/llm/chat-retry.test.ts).
 */
import {
  backoffDelay,
  decideRetry,
  describeHttpError,
  type ModelError,
  type RetryPolicy,
  waitBudget
} from './failures/index.js'
import type {
  Endpoint,
  ImageForm,
  RequestShape,
  SentRequest
} from './request/index.js'
import { looksLikeToolRejection } from './text-protocol/index.js'
import type { ChatMessage } from './types.js'

/**
 * What one client has found its endpoint (and model) to accept. It outlives
 * a chat call: it is kept, and changed in place, for the client's life.
 */
export interface Learned {
  /** How tool calls travel now: native, or the text protocol (§8.4). */
  mode: 'native' | 'xml'
  /** Fields refused, the cap's name and size, the shared window (§8.1). */
  readonly shape: RequestShape
  /** Images as `image_url` parts, or as links once parts were refused. */
  readonly images: ImageForm
  /** Native-mode replies whose call was written as text, so far. */
  textCallReplies: number
}

/** How a request failed, as far as deciding what comes next needs. */
export type Failure =
  /** An HTTP refusal, or a 200 whose one JSON body is an error (§8.3). */
  | {
      kind: 'refused'
      status: number
      bodyText: string
      headers: Headers
      sent: SentRequest
    }
  /** No response: `cause` as fetch threw it (or the header timeout). */
  | { kind: 'network'; cause: unknown; error: ModelError }
  /** The reply's stream broke, or carried an error. */
  | { kind: 'stream'; error: ModelError }

/** The retry loop of one chat call, between two requests. */
export interface RetryState {
  /**
   * The attempt the next request is, from 1. A request changed to fix a
   * refusal is the same attempt again (§8.2: it does not count).
   */
  attempt: number
  /** Failures so far, every kind: what the policy and the backoff count. */
  failures: number
  /** Broken streams so far (at most `maxStreamRetries` are retried). */
  streamFailures: number
  /** What was learned about the endpoint (the client's, shared). */
  readonly learned: Learned
  /** The failure that led here; null before the first request. */
  lastFailure: Failure | null
}

/** A change of the request that may fix a refusal, asked at once. */
export type RequestChange =
  /** Image parts refused (or a body too large with them): links instead. */
  | { kind: 'images-as-links'; reason: string }
  /** A field dropped, the cap renamed or lowered (§8.1). */
  | { kind: 'request-shape'; reason: string }
  /** Native tool calls refused: the text protocol from now on (§8.4). */
  | { kind: 'text-protocol'; reason: string }

/** What a failure leads to, with the state for the next request. */
export type Next =
  | { kind: 'degrade'; change: RequestChange; state: RetryState }
  | { kind: 'retry'; delayMs: number; reason: string; state: RetryState }
  | { kind: 'give-up'; error: ModelError; state: RetryState }

/** What a transition reads besides the state. */
export interface RetryInputs {
  endpoint: Endpoint
  policy: RetryPolicy
  /** Broken streams retried, at most. */
  maxStreamRetries: number
  /** Jitter source in [0, 1). */
  random: () => number
  now: () => number
  /** Milliseconds left of the run, when known (bounds server waits). */
  deadline?: () => number
  /** The request's messages: whether it carries images. */
  messages: readonly ChatMessage[]
  /** The request offers tools (a tool rejection can then be read). */
  toolsOffered: boolean
  /** `tool-mode: auto`: a tool rejection switches to the text protocol. */
  mayFallBack: boolean
}

/** Before the first request of a chat call. */
export function firstAttempt(learned: Learned): RetryState {
  return {
    attempt: 1,
    failures: 0,
    streamFailures: 0,
    learned,
    lastFailure: null
  }
}

/** The transition a failed request makes (§8.2). */
export function nextAttempt(
  state: RetryState,
  failure: Failure,
  inputs: RetryInputs
): Next {
  const failed = { ...state, lastFailure: failure }
  switch (failure.kind) {
    case 'refused':
      return afterRefusal(failed, failure, inputs)
    case 'network':
      return afterNetworkError(failed, failure, inputs)
    case 'stream':
      return afterBrokenStream(failed, failure.error, inputs)
  }
}

/**
 * What a refusal teaches about the endpoint, tried in this order: images
 * as links, a different request shape, the text protocol. Records the
 * lesson in `learned` and names it; null when none applies.
 */
export function learnFrom(
  learned: Learned,
  refusal: Extract<Failure, { kind: 'refused' }>,
  inputs: Pick<RetryInputs, 'messages' | 'toolsOffered' | 'mayFallBack'>
): RequestChange | null {
  const { status, bodyText } = refusal
  const asLinks = learned.images.refused(status, bodyText, inputs.messages)
  if (asLinks) return { kind: 'images-as-links', reason: asLinks }
  const change = learned.shape.adjust(status, bodyText, refusal.sent)
  if (change) return { kind: 'request-shape', reason: change }
  if (
    learned.mode === 'native' &&
    inputs.mayFallBack &&
    inputs.toolsOffered &&
    looksLikeToolRejection(status, bodyText)
  ) {
    learned.mode = 'xml'
    return {
      kind: 'text-protocol',
      reason: `HTTP ${status}: the endpoint rejected native tool calls`
    }
  }
  return null
}

/**
 * A refusal a changed request may fix is asked again at once; any other is
 * waited for as the policy and the run's deadline allow, or thrown (a
 * context-length error always: it goes to compaction, §7).
 */
function afterRefusal(
  state: RetryState,
  refusal: Extract<Failure, { kind: 'refused' }>,
  inputs: RetryInputs
): Next {
  const change = learnFrom(state.learned, refusal, inputs)
  if (change) return { kind: 'degrade', change, state }
  const { status, bodyText, headers } = refusal
  const { endpoint, policy } = inputs
  const budget = waitBudget(policy, inputs.deadline?.())
  const error = describeHttpError(
    status,
    bodyText,
    endpoint,
    headers,
    endpoint.secrets,
    { wait: budget, nowMs: inputs.now() }
  )
  if (error.kind === 'context-length') return giveUp(state, error)
  const failures = state.failures + 1
  const decision = decideRetry({
    attempt: failures,
    status,
    headers,
    bodyText,
    policy: { ...policy, maxServerDelayMs: budget.maxWaitMs },
    random: inputs.random,
    nowMs: inputs.now()
  })
  return decision.retry
    ? retry({ ...state, failures }, decision.delayMs, decision.reason)
    : giveUp({ ...state, failures }, error)
}

/** No response: retried on a transient cause, within the policy. */
function afterNetworkError(
  state: RetryState,
  failure: Extract<Failure, { kind: 'network' }>,
  inputs: RetryInputs
): Next {
  const failures = state.failures + 1
  const decision = decideRetry({
    attempt: failures,
    networkError: failure.cause,
    policy: inputs.policy,
    random: inputs.random,
    nowMs: inputs.now()
  })
  return decision.retry
    ? retry({ ...state, failures }, decision.delayMs, decision.reason)
    : giveUp({ ...state, failures }, failure.error)
}

/**
 * A broken stream is asked again from scratch after a backoff, at most
 * `maxStreamRetries` times; one a retry cannot fix is thrown.
 */
function afterBrokenStream(
  state: RetryState,
  error: ModelError,
  inputs: RetryInputs
): Next {
  if (error.kind === 'context-length' || !error.retryable) {
    return giveUp(state, error)
  }
  const streamFailures = state.streamFailures + 1
  if (streamFailures > inputs.maxStreamRetries) {
    return giveUp({ ...state, streamFailures }, error)
  }
  const failures = state.failures + 1
  const delayMs = backoffDelay(failures, inputs.policy, inputs.random)
  return retry({ ...state, failures, streamFailures }, delayMs, error.message)
}

function retry(state: RetryState, delayMs: number, reason: string): Next {
  return {
    kind: 'retry',
    delayMs,
    reason,
    state: { ...state, attempt: state.attempt + 1 }
  }
}

function giveUp(state: RetryState, error: ModelError): Next {
  return { kind: 'give-up', error, state }
}
