/**
 * One E2E environment per test of an e2e suite, closed after it:
 * `const start = e2eSuite()` at the top of the suite, then
 * `const env = await start(script)` in a test. (Not in e2e-harness.ts: the
 * benchmarks run the harness outside jest.)
 */
import { afterEach } from '@jest/globals'
import { addIssue, addPull, type IssueFields } from './github-builders.js'
import { createE2E, type E2E } from './e2e-harness.js'
import type { ScriptStep } from './scripted-model.js'

export function e2eSuite() {
  let current: E2E | undefined
  afterEach(async () => {
    await current?.close()
    current = undefined
  })
  return async (
    script: ScriptStep[],
    options?: Parameters<typeof createE2E>[1]
  ): Promise<E2E> => (current = await createE2E(script, options))
}

/** The start of most runs: alice may write, and has filed issue 7. */
export function aliceFiles(env: E2E, issue: IssueFields = {}): E2E {
  env.github.permissions.alice = 'write'
  addIssue(env.github, issue)
  return env
}

/** The action's newest comment: its final comment once the run ended. */
export function finalComment(env: E2E): string {
  const own = env.github.comments.filter(
    (comment) => comment.user.login === 'github-actions[bot]'
  )
  return own[own.length - 1]?.body ?? ''
}

/** The names of the tools the run offered the model in its first request. */
export function toolsOffered(env: E2E): string[] {
  return (
    (env.model.requests[0].tools ?? []) as { function: { name: string } }[]
  ).map((tool) => tool.function.name)
}

/** The tool results the run's last model request held, in order. */
export function toolMessages(env: E2E): string[] {
  const last = env.model.requests[env.model.requests.length - 1] as {
    messages: { role: string; content: string }[]
  }
  return last.messages
    .filter((message) => message.role === 'tool')
    .map((message) => message.content)
}

/** PR 3, "Date work", of the branch feature/dates (one commit adding NOTES.md); its head sha. */
export function dateWorkPull(env: E2E): string {
  const head = env.branch('feature/dates', { 'NOTES.md': 'notes\n' })
  addPull(env.github, {
    number: 3,
    title: 'Date work',
    body: '',
    head: 'feature/dates'
  })
  return head
}

/** The text of each `━━ title` section of the printed view. */
export function sectionsOf(stdout: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const part of stdout.split(/^━━ /m).slice(1)) {
    const [title, ...body] = part.split('\n')
    map.set(title.replace(/ ━+$/, ''), body.join('\n'))
  }
  return map
}
