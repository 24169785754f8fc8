/**
 * The publishing phase of a fix run, as the test GitHub saw it: every
 * request (REST and git smart HTTP) that arrived after the model's last
 * request, when the loop has nothing left to do but deliver (commit, push,
 * pull request, review request, final comment). For the e2e test that
 * bounds its round trips and for `bench/publish-trips.ts`; no jest here.
 */
import { performance } from 'node:perf_hooks'
import type { FakeGitHub } from './github-world/http.js'
import { rounds, type TimedRequest, within } from './github-world/rounds.js'
import type { ScriptStep } from './scripted-model.js'

/** A phase being watched; `start` is set by the model's last reply. */
interface PublishPhase {
  /** `performance.now()` when the model's last request arrived; null before. */
  start: number | null
  /**
   * The model's last reply: notes the phase's start, and from then on the
   * test GitHub answers every request after `latencyMs`.
   */
  lastReply(text: string): ScriptStep
  /** The requests of the phase, in order of arrival. */
  requests(): TimedRequest[]
  /** Round trips on the phase's critical path (`rounds.ts`). */
  rounds(): number
  /** From the phase's start to the end of its last request, in ms. */
  elapsedMs(): number
}

/** Watches the publishing phase on `github()` (the world of the run). */
export function publishPhase(
  github: () => FakeGitHub,
  latencyMs: number
): PublishPhase {
  const phase: PublishPhase = {
    start: null,
    lastReply: (text) => () => {
      phase.start = performance.now()
      github().latency.ms = latencyMs
      return { text }
    },
    requests: () => {
      if (phase.start === null)
        throw new Error('the model never sent its last request')
      return within(github().timeline(), phase.start)
    },
    rounds: () => rounds(phase.requests()),
    elapsedMs: () => {
      const ends = phase.requests().map((request) => request.end)
      return ends.length === 0 || phase.start === null
        ? 0
        : Math.max(...ends) - phase.start
    }
  }
  return phase
}

/** The phase's requests, one a line with its times: for a failure message. */
export function describeRequests(
  requests: TimedRequest[],
  from: number
): string {
  return requests
    .map(
      (request) =>
        `${(request.start - from).toFixed(0).padStart(6)} -> ${(request.end - from).toFixed(0).padStart(6)} ms  ${request.label}`
    )
    .join('\n')
}
