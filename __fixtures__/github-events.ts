/**
 * Builders for the webhook events a run starts from (`GITHUB_EVENT_NAME`
 * and the payload of `GITHUB_EVENT_PATH`): each gives the fields the action
 * reads, with defaults that match the state `github-builders.ts` arranges
 * (issue 7 and alice's comment 5001, pull request 4 and alice's review
 * comment 91001), and takes overrides. `requestOf` parses one into the
 * RunRequest the stage tests hand to a run.
 */
import {
  parseTrigger,
  type RunRequest,
  type TriggerSettings
} from '../src/github/trigger/trigger.js'
import { type FakeUser, user } from './github-builders.js'

interface GitHubEvent {
  name: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  payload: Record<string, any>
}

type Who = Partial<FakeUser> & { login?: string }
const who = (value: Who | undefined): FakeUser => ({
  ...user(value?.login ?? 'alice'),
  ...value
})

interface IssueCommentOptions {
  issue?: number
  title?: string
  /** The issue is a pull request. */
  pr?: boolean
  action?: string
  /** Fields of the comment's author; alice (77) when unset. */
  user?: Who
  commentId?: number
  htmlUrl?: string
  /** More top-level payload fields (`repository`, `sender`, …). */
  extra?: Record<string, unknown>
}

/** `issue_comment`: `body` commented on issue 7 by alice. */
export function issueCommentEvent(
  body: string,
  options: IssueCommentOptions = {}
): GitHubEvent {
  const issue = options.issue ?? 7
  return {
    name: 'issue_comment',
    payload: {
      action: options.action ?? 'created',
      issue: {
        number: issue,
        title: options.title ?? 'Dates are off by one month',
        ...(options.pr ? { pull_request: { url: 'x' } } : {})
      },
      comment: {
        id: options.commentId ?? 5001,
        body,
        html_url:
          options.htmlUrl ??
          `https://github.test/octo/dates/issues/${issue}#issuecomment-5001`,
        user: who(options.user)
      },
      repository: { full_name: 'octo/dates' },
      ...options.extra
    }
  }
}

interface ReviewCommentOptions {
  pull?: number
  /** The pull request's head, when the event should carry it. */
  head?: { ref: string; repoFullName: string }
  id?: number
  inReplyTo?: number
  path?: string
  line?: number
  diffHunk?: string
  user?: Who
  action?: string
}

/** `pull_request_review_comment`: `body` on line 1 of src/extra.js in pull request 4. */
export function reviewCommentEvent(
  body: string,
  options: ReviewCommentOptions = {}
): GitHubEvent {
  const head = options.head
  return {
    name: 'pull_request_review_comment',
    payload: {
      action: options.action ?? 'created',
      pull_request: {
        number: options.pull ?? 4,
        ...(head
          ? { head: { ref: head.ref, repo: { full_name: head.repoFullName } } }
          : {})
      },
      comment: {
        id: options.id ?? 91001,
        ...(options.inReplyTo ? { in_reply_to_id: options.inReplyTo } : {}),
        body,
        path: options.path ?? 'src/extra.js',
        line: options.line ?? 1,
        diff_hunk:
          options.diffHunk ?? '@@ -0,0 +1 @@\n+export const answer = 41',
        html_url: 'x',
        user: who(options.user)
      }
    }
  }
}

/** `pull_request_review`: a review submitted on pull request 3. */
export function reviewEvent(
  body: string,
  options: { pull?: number; id?: number; state?: string; user?: Who } = {}
): GitHubEvent {
  const pull = options.pull ?? 3
  const id = options.id ?? 3001
  return {
    name: 'pull_request_review',
    payload: {
      action: 'submitted',
      pull_request: { number: pull },
      review: {
        id,
        body,
        state: options.state ?? 'approved',
        html_url: `https://github.test/octo/dates/pull/${pull}#pullrequestreview-${id}`,
        user: who(options.user)
      }
    }
  }
}

/** `pull_request` with `action` (opened by default) on pull request `number`. */
export function pullRequestEvent(
  number: number,
  options: {
    action?: string
    sender?: Who
    label?: string
    /** Fields of `payload.pull_request` besides its number. */
    pull?: Record<string, unknown>
  } = {}
): GitHubEvent {
  const sender = who(options.sender)
  return {
    name: 'pull_request',
    payload: {
      action: options.action ?? 'opened',
      number,
      ...(options.label ? { label: { name: options.label } } : {}),
      pull_request: { number, ...(options.pull ?? { user: sender }) },
      sender
    }
  }
}

/** `issues` with `action` on issue 7 (`labeled`, `assigned`, `opened`, …); a sender only when given. */
export function issuesEvent(
  action: string,
  options: {
    sender?: Who
    label?: string
    assignee?: string
    /** Fields of `payload.issue` besides its number. */
    issue?: Record<string, unknown>
    number?: number
  } = {}
): GitHubEvent {
  return {
    name: 'issues',
    payload: {
      action,
      ...(options.label ? { label: { name: options.label } } : {}),
      ...(options.assignee
        ? { assignee: { login: options.assignee, id: 90, type: 'User' } }
        : {}),
      issue: { number: options.number ?? 7, ...options.issue },
      ...(options.sender ? { sender: who(options.sender) } : {})
    }
  }
}

export interface WorkflowRunOptions {
  action?: string
  conclusion?: string | null
  /** The failed run's id; 3001 when unset. */
  id?: number
  name?: string
  path?: string
  headSha?: string
  headBranch?: string
  /** `owner/repo` of the head; this repository (`octo/dates`) when unset. */
  headRepository?: string
  /** Who started the failed run; alice (77) when unset. */
  actor?: Who
  /** Numbers of the head branch's pull requests as the payload lists them; none when unset. */
  pulls?: number[]
  repository?: string
}

/**
 * `workflow_run` `completed` with conclusion `failure`: the CI workflow's
 * run 3001 on `headBranch` (`fix-dates`) at `headSha`, GitHub's field names.
 */
export function workflowRunEvent(
  options: WorkflowRunOptions = {}
): GitHubEvent {
  const repository = options.repository ?? 'octo/dates'
  const head = options.headRepository ?? repository
  const id = options.id ?? 3001
  const branch = options.headBranch ?? 'fix-dates'
  const sha = options.headSha ?? 'a'.repeat(40)
  const actor = who(options.actor)
  const repo = (fullName: string) => ({
    id: fullName === repository ? 500 : 501,
    name: fullName.split('/')[1],
    full_name: fullName,
    owner: { login: fullName.split('/')[0] }
  })
  return {
    name: 'workflow_run',
    payload: {
      action: options.action ?? 'completed',
      workflow_run: {
        id,
        name: options.name ?? 'CI',
        path: options.path ?? '.github/workflows/ci.yml',
        html_url: `https://github.test/${repository}/actions/runs/${id}`,
        head_sha: sha,
        head_branch: branch,
        run_attempt: 1,
        event: 'push',
        status: 'completed',
        conclusion:
          options.conclusion === undefined ? 'failure' : options.conclusion,
        head_repository: repo(head),
        repository: repo(repository),
        actor,
        triggering_actor: actor,
        pull_requests: (options.pulls ?? []).map((number) => ({
          id: number + 10_000,
          number,
          head: { ref: branch, sha, repo: { id: 500, name: 'dates' } },
          base: {
            ref: 'main',
            sha: '0'.repeat(40),
            repo: { id: 500, name: 'dates' }
          }
        }))
      },
      workflow: { id: 77, name: options.name ?? 'CI' },
      repository: repo(repository),
      sender: actor
    }
  }
}

/** The settings of the trigger most tests run with. */
export const TRIGGER: TriggerSettings = {
  trigger: '/agent',
  prompt: '',
  allowedBots: []
}

/** The RunRequest `event` asks for; throws when the trigger skips it. */
export function requestOf(
  event: GitHubEvent,
  settings: Partial<TriggerSettings> = {}
): RunRequest {
  const decision = parseTrigger(event, { ...TRIGGER, ...settings })
  if (decision.kind !== 'run') throw new Error(decision.reason)
  return decision
}
