import * as core from '@actions/core'
import { lstat, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fanOut } from '../agent/events.js'
import { createProgressPrinter } from '../agent/progress-printer.js'
import { runSession } from '../agent/session.js'
import {
  createTranscriptWriter,
  type TranscriptWriter
} from '../agent/transcript.js'
import type { AgentEvent } from '../agent/types.js'
import { type CheckoutMode, prepareWorkspace } from '../git/workspace.js'
import { createChatClient } from '../llm/chat-client.js'
import { resolveEndpoint } from '../llm/providers.js'
import { createRedactor } from '../security/redact.js'
import { snapshotGitInternals } from '../security/git-internals.js'
import { type Settings, secretValues } from '../settings.js'
import type { CommentInfo, GitHubClient, IssueInfo } from './github-client.js'
import { createOctokitClient } from './octokit-client.js'
import { createProgressReporter } from './progress.js'
import { type Delivery, publishFix, publishReview } from './publish.js'
import {
  emptyReport,
  renderFinalComment,
  type RunReport,
  type ToolLogEntry
} from './report.js'
import { hiddenRunnerPaths, type RunnerEnv, runUrl } from './runner-env.js'
import { buildTaskText } from './task-context.js'
import {
  checkPermission,
  OWN_MARKER,
  type RunRequest,
  TRUSTED_PERMISSIONS
} from './trigger.js'

/** What `main` hands the flow: a run the payload asks for. */
export interface FlowInput {
  settings: Settings
  runner: RunnerEnv
  request: RunRequest
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  payload: any
  started: number
  /** Injected for tests; default the Octokit client. */
  github?: GitHubClient
}

export interface FlowResult {
  report: RunReport
  commentUrl: string | null
  transcriptPath?: string
}

/** Repository instruction files, read from the default branch only. */
export const INSTRUCTION_FILES = ['AGENTS.md', '.github/agent-instructions.md']
const MAX_INSTRUCTIONS_CHARS = 16_000

function firstLine(text: string, max = 72): string {
  const line = text.trim().split('\n')[0]?.trim() ?? ''
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/** Loads the conversation and decides trust for each earlier comment author. */
async function loadConversation(github: GitHubClient, request: RunRequest) {
  if (request.issueNumber === null)
    return { issue: undefined, comments: undefined }
  const [issue, all]: [IssueInfo, CommentInfo[]] = await Promise.all([
    github.getIssue(request.issueNumber),
    github.listComments(request.issueNumber)
  ])
  const recent = all
    .filter((comment) => !comment.body.includes(OWN_MARKER))
    .slice(-20)
  // One permission lookup per distinct author, all at once.
  const authors = [
    ...new Set([issue.author, ...recent.map((comment) => comment.author)])
  ]
  const trust = new Map<string, boolean>(
    await Promise.all(
      authors.map(async (author): Promise<[string, boolean]> => {
        if (author === request.requester) return [author, true]
        const permission = await github
          .getPermission(author)
          .catch(() => 'none' as const)
        return [author, TRUSTED_PERMISSIONS.includes(permission)]
      })
    )
  )
  const issueAuthorTrusted = trust.get(issue.author) ?? false
  return {
    issue,
    issueAuthorTrusted,
    comments: recent.map((comment) => ({
      ...comment,
      trusted: trust.get(comment.author) ?? false
    }))
  }
}

async function loadInstructions(
  github: GitHubClient,
  defaultBranch: string
): Promise<string> {
  const parts: string[] = []
  for (const file of INSTRUCTION_FILES) {
    const text = await github.getFileText(file, defaultBranch).catch(() => null)
    if (text?.trim())
      parts.push(
        `From ${file} (default branch):\n${text.trim().slice(0, MAX_INSTRUCTIONS_CHARS)}`
      )
  }
  return parts.join('\n\n')
}

/** Collects the tool calls for the job summary. */
function toolLog(): {
  entries: ToolLogEntry[]
  emit: (event: AgentEvent) => void
} {
  const entries: ToolLogEntry[] = []
  const pending = new Map<string, string>()
  return {
    entries,
    emit(event) {
      if (event.type === 'tool-start') pending.set(event.id, event.summary)
      if (event.type === 'tool-end') {
        entries.push({
          name: event.name,
          summary: pending.get(event.id) ?? '',
          isError: event.isError,
          durationMs: event.durationMs
        })
      }
    }
  }
}

const printLine = createProgressPrinter((line) => core.info(line))

/**
 * The job log: the CLI's progress lines, one log group per turn, and
 * retries and limits as warnings so they show as annotations.
 */
function logEvents(event: AgentEvent): void {
  if (event.type === 'turn-start') {
    if (event.iteration > 1) core.endGroup()
    core.startGroup(`turn ${event.iteration}`)
  } else if (event.type === 'run-end') {
    core.endGroup()
    printLine(event)
  } else if (event.type === 'model-retry') {
    core.warning(
      `model request failed (${event.reason}); retry ${event.attempt} in ${event.delayMs} ms`
    )
  } else if (event.type === 'limit-hit') {
    core.warning(`limit reached: ${event.detail}`)
  } else if (event.type === 'tool-mode-change') {
    core.warning(
      `switching to the ${event.mode} tool protocol: ${event.reason}`
    )
  } else printLine(event)
}

/**
 * A run, from the permission check to the final comment: trust, context,
 * workspace, the agent loop, publishing, and the report. Never throws: an
 * error after the tracking comment exists is reported in it, redacted.
 */
export async function runFlow(input: FlowInput): Promise<FlowResult> {
  const { settings, runner, request } = input
  const secrets = secretValues(settings)
  const redact = createRedactor(secrets)
  const url = runUrl(runner)
  const github =
    input.github ??
    createOctokitClient({
      owner: runner.owner,
      repo: runner.repo,
      token: settings.githubToken,
      baseUrl: runner.apiUrl
    })
  // A model setting that cannot work fails now, before anything is written.
  const endpoint = resolveEndpoint(settings)
  const report = emptyReport('failed', url, {
    verb: request.verb,
    request: request.instruction,
    requester: request.requester
  })

  const decision = await checkPermission(request, (login) =>
    github.getPermission(login)
  )
  if (decision.kind === 'refuse') {
    core.info(`agent-action: refused: ${decision.reason}`)
    if (request.comment) {
      await github
        .addReaction(request.comment.id, request.comment.kind, 'confused')
        .catch(() => {})
    }
    return {
      report: {
        ...report,
        conclusion: 'refused',
        reason: decision.reason,
        durationMs: Date.now() - input.started
      },
      commentUrl: null
    }
  }

  const reaction = request.comment
    ? github
        .addReaction(request.comment.id, request.comment.kind, 'eyes')
        .catch((error: Error) =>
          core.warning(`could not react: ${error.message}`)
        )
    : Promise.resolve()
  const progress = createProgressReporter({
    client: github,
    issueNumber: request.issueNumber,
    runUrl: url,
    verb: request.verb,
    maxIterations: settings.maxIterations,
    redact,
    warn: (message) => core.warning(message)
  })
  try {
    await progress.start()
  } catch (error) {
    core.warning(
      `could not create the tracking comment: ${redact((error as Error).message)}`
    )
  }
  await reaction

  const scratchDir = path.join(
    runner.runnerTemp,
    `agent-action-${runner.runId}-${runner.runAttempt}`
  )
  const transcriptPath = path.join(scratchDir, 'transcript.jsonl')
  let transcript: TranscriptWriter | null = null
  const log = toolLog()
  try {
    await mkdir(scratchDir, { recursive: true })
    transcript = createTranscriptWriter(transcriptPath, redact)
    // Independent reads at once: on github.com each is a round trip.
    const pullNumber =
      request.isPullRequest && request.issueNumber !== null
        ? request.issueNumber
        : null
    const [defaultBranch, pull, conversation] = await Promise.all([
      github.getDefaultBranch(),
      pullNumber === null
        ? Promise.resolve(undefined)
        : Promise.all([
            github.getPull(pullNumber),
            github.listPullFiles(pullNumber)
          ]).then(([info, files]) => ({ info, files })),
      loadConversation(github, request)
    ])
    const instructionsRead = loadInstructions(github, defaultBranch)
    if (request.verb === 'review' && !pull) {
      throw new Error(
        '/agent review works on pull requests; on an issue use /agent ask or /agent fix'
      )
    }
    // A fork's head, or an event that may have checked one out, is untrusted.
    const fork =
      (pull
        ? pull.info.head.repoFullName !== `${runner.owner}/${runner.repo}`
        : false) || request.untrustedCheckout === true
    const task = buildTaskText({
      verb: request.verb,
      instruction: request.instruction,
      requester: request.requester,
      repository: `${runner.owner}/${runner.repo}`,
      ownMarker: OWN_MARKER,
      ...(conversation.issue
        ? {
            issue: conversation.issue,
            issueAuthorTrusted: conversation.issueAuthorTrusted
          }
        : {}),
      ...(conversation.comments ? { comments: conversation.comments } : {}),
      ...(pull ? { pull } : {}),
      ...(request.reviewComment
        ? { reviewComment: request.reviewComment }
        : {}),
      ...(request.comment ? { triggerCommentId: request.comment.id } : {})
    })

    const remoteUrl = `${runner.serverUrl}/${runner.owner}/${runner.repo}.git`
    const mode: CheckoutMode = !pull
      ? { kind: 'default' }
      : fork
        ? { kind: 'pr-fork', number: pull.info.number }
        : {
            kind: 'pr-same-repo',
            number: pull.info.number,
            headRef: pull.info.head.ref
          }
    const workspace = await prepareWorkspace({
      workspaceDir: runner.workspace,
      scratchDir,
      remoteUrl,
      token: settings.githubToken,
      mode,
      defaultBranch
    })
    if (workspace.removedCredentials.length > 0) {
      core.info(
        `removed persisted git credentials from .git/config (${workspace.removedCredentials.length} entries) before the agent ran`
      )
    }
    const gitInternals = await snapshotGitInternals(workspace.gitDir)
    const gitDirIno = (await lstat(workspace.gitDir)).ino
    const repositoryInstructions = await instructionsRead

    // A cancelled job gets SIGINT first: stop the loop so the tracking
    // comment is still rewritten (and the change kept as a patch).
    const controller = new AbortController()
    const cancel = (): void =>
      controller.abort(new Error('the job was cancelled'))
    process.once('SIGINT', cancel)
    process.once('SIGTERM', cancel)
    const model = createChatClient({
      endpoint,
      toolMode: settings.toolMode
    })
    const session = await runSession({
      settings,
      workspace: workspace.dir,
      verb: request.verb,
      task: redact(task),
      mayEdit: request.verb === 'fix',
      allowCommands: request.verb === 'fix' && !fork,
      model,
      emit: fanOut(transcript.emit, progress.emit, log.emit, logEvents),
      signal: controller.signal,
      scratchDir: path.join(scratchDir, 'session'),
      secrets,
      repositoryInstructions,
      hiddenPaths: hiddenRunnerPaths(runner)
    }).finally(() => {
      process.removeListener('SIGINT', cancel)
      process.removeListener('SIGTERM', cancel)
    })
    const { outcome } = session
    Object.assign(report, {
      summary: redact(outcome.summary),
      iterations: outcome.iterations,
      toolCalls: outcome.toolCalls,
      usage: outcome.usage,
      sandbox: session.sandbox,
      tools: log.entries,
      transcriptPath,
      ...(outcome.limit
        ? { limit: outcome.limit, limitDetail: outcome.limitDetail }
        : {}),
      ...(outcome.verification
        ? {
            verification: {
              ok: outcome.verification.ok,
              command: settings.verifyCommand
            }
          }
        : {})
    })
    const loopFailed =
      outcome.status === 'failed' || outcome.status === 'aborted'
    const loopConclusion =
      outcome.status === 'budget-exhausted' ? 'budget-exhausted' : null

    if (request.verb === 'ask') {
      report.conclusion = loopFailed ? 'failed' : (loopConclusion ?? 'answered')
    } else if (request.verb === 'review' && pull) {
      if (loopFailed) report.conclusion = 'failed'
      else {
        const review = await publishReview({
          github,
          pullNumber: pull.info.number,
          headSha: workspace.baseSha,
          files: pull.files,
          summary: outcome.summary,
          comments: session.reviewComments,
          redact
        })
        Object.assign(report, {
          reviewUrl: review.reviewUrl,
          reviewComments: review.inline,
          conclusion: loopConclusion ?? 'reviewed'
        })
      }
    } else {
      const delivery: Delivery = fork
        ? {
            kind: 'patch-only',
            reason: request.untrustedCheckout
              ? `${request.event} runs may check out untrusted code, so nothing is pushed`
              : 'fork pull requests are never pushed to'
          }
        : pull
          ? {
              kind: 'pr-branch',
              branch: pull.info.head.ref,
              pullNumber: pull.info.number
            }
          : {
              kind: 'new-branch',
              branch: `${settings.branchPrefix}${request.issueNumber !== null ? `issue-${request.issueNumber}-${runner.runId}` : `run-${runner.runId}`}`,
              issueNumber: request.isPullRequest ? null : request.issueNumber
            }
      const title = `agent: ${firstLine(request.instruction) || firstLine(conversation.issue?.title ?? '') || 'changes'}`
      const fix = await publishFix({
        github,
        workspace,
        gitInternals,
        gitDirIno,
        scratchDir,
        delivery,
        defaultBranch,
        remoteUrl,
        serverUrl: runner.serverUrl,
        owner: runner.owner,
        repo: runner.repo,
        token: settings.githubToken,
        secrets,
        redact,
        title: redact(title),
        summary: redact(outcome.summary),
        requester: request.requester
          ? { login: request.requester, id: request.requesterId }
          : null,
        requestUrl: request.comment?.htmlUrl || null,
        runUrl: url,
        draft: settings.draft,
        push: !loopFailed
      })
      Object.assign(report, fix, {
        ...(fix.commitSha
          ? {
              commitUrl: `${runner.serverUrl}/${runner.owner}/${runner.repo}/commit/${fix.commitSha}`
            }
          : {}),
        conclusion: loopFailed
          ? 'failed'
          : fix.conclusion === 'changed' && loopConclusion
            ? loopConclusion
            : fix.conclusion
      })
    }
    if (loopFailed)
      report.reason = redact(outcome.error ?? 'the agent loop failed')
  } catch (error) {
    report.conclusion = 'failed'
    report.reason = redact(
      error instanceof Error ? error.message : String(error)
    )
  } finally {
    transcript?.close()
  }
  report.durationMs = Date.now() - input.started
  report.transcriptPath = transcriptPath
  try {
    await progress.finish(redact(renderFinalComment(report)))
  } catch {
    // already warned; the job summary still carries the report
  }
  return { report, commentUrl: progress.commentUrl, transcriptPath }
}
