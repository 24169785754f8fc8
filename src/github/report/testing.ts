/**
 * The Testing part of the reports (docs/contract.md, "The report claims
 * only what happened"): the verify command before and after the change
 * with exit codes, the agent's own test commands with theirs, and a mark
 * on a summary that says tests pass when nothing in the run showed it.
 */
import { codeSpan } from '../../security/index.js'
import { capChars } from './fit-post.js'
import { checkCommands } from './report-sections.js'
import type { ToolLogEntry } from './report.js'

/** One run of the verify command, as the reports show it. */
interface VerifyRun {
  ok: boolean
  exitCode?: number
}

/**
 * The verify command of a run (`verify-command`, or the failed CI step a
 * fix reruns) and what it did.
 */
export interface ReportVerification {
  command: string
  /** The failed GitHub Actions step the command is the `run:` of. */
  from?: { step: string; job: string; workflow: string }
  /** On the unchanged tree, before the loop. */
  before?: VerifyRun
  /** After the edits; absent when files changed and no check followed. */
  after?: VerifyRun
  /** Nothing was changed: `after` is the run before. */
  unchanged?: boolean
  /** Why it did not run at all. */
  notRun?: string
}

/** A failed CI step a fix run could not rerun here, and why (`ci-rerun.ts`). */
export interface RerunRefusal {
  step: string
  job: string
  why: string
}

/** The `verification` output. */
type VerificationValue = 'proven' | 'passes' | 'fails' | 'not-run'

/**
 * `proven`: failed before the change and passes after it; `passes`: passes
 * after it (and passed before, or had no run before); `fails`: fails after
 * it; `not-run`: no run after the change (none configured, no sandbox, or
 * the run ended first).
 */
export function verificationValue(
  verification: ReportVerification | undefined
): VerificationValue {
  const after = verification?.after
  if (!after) return 'not-run'
  if (!after.ok) return 'fails'
  return verification.before && !verification.before.ok ? 'proven' : 'passes'
}

/** `✓ exit 0`, `✗ exit 1`, `✗ no exit code` (a timeout, a failure to start). */
function runResult(run: VerifyRun): string {
  const exit =
    run.exitCode !== undefined ? `exit ${run.exitCode}` : 'no exit code'
  return `${run.ok ? '✓' : '✗'} ${exit}`
}

/**
 * The verify command in one line: `` `npm test`: ✗ exit 1 before the
 * change → ✓ exit 0 after it (proven) ``.
 */
export function verifyResult(verification: ReportVerification): string {
  const command = codeSpan(capChars(verification.command, 300))
  const { before, after } = verification
  if (verification.notRun) return `${command}: not run (${verification.notRun})`
  if (verification.unchanged && before)
    return `${command}: ${runResult(before)} on the unchanged tree (nothing was changed)`
  const parts: string[] = []
  if (before) parts.push(`${runResult(before)} before the change`)
  parts.push(
    after
      ? `${runResult(after)} after it`
      : 'not run after it (the run ended first)'
  )
  const value = verificationValue(verification)
  const word =
    value === 'proven'
      ? ' (proven: it failed before and passes now)'
      : value === 'fails'
        ? ' (still failing)'
        : ''
  return `${command}: ${parts.join(' → ')}${word}`
}

/**
 * Where the verify command came from: `verify-command`, or `the failed
 * step `Test` of job `test` in .github/workflows/ci.yml, rerun:` (names
 * from a workflow file: quoted as code).
 */
function verifySource(verification: ReportVerification): string {
  const from = verification.from
  if (!from) return 'verify-command'
  const name = (value: string) =>
    codeSpan(capChars(value.replace(/\s+/g, ' '), 100))
  return `the failed step ${name(from.step)} of job ${name(from.job)} in ${name(from.workflow)}, rerun:`
}

/** Words that make a sentence about passing tests not a claim that they pass. */
const NOT_A_CLAIM =
  /\b(not|never|no|none|to|check|ensure|cannot|can't|couldn't|didn't|don't|doesn't|won't|wasn't|unable|without|fail\w*|should|would|will|may|might|could|if|once|until|unless|expect\w*|hopefully|probably)\b/i

/** A sentence saying tests (or checks) pass. */
const PASS_CLAIM =
  /\b(tests?|specs?|(test )?suites?|checks?|npm test|node --test|pytest|jest|vitest)\b[^.!?\n]{0,40}?\b(pass|passes|passed|passing|green|succeeds?|succeeded|succeeding)\b|\b(passing|green)\s+(tests?|specs?|checks?)\b/gi

/** Whether the summary says tests pass (a negated or hedged sentence is no claim). */
export function claimsPassingTests(summary: string): boolean {
  for (const match of summary.matchAll(PASS_CLAIM))
    if (!NOT_A_CLAIM.test(match[0])) return true
  return false
}

/** Programs that run tests whatever their arguments. */
const TEST_RUNNERS = new Set([
  'jest',
  'vitest',
  'mocha',
  'ava',
  'tap',
  'pytest',
  'py.test',
  'tox',
  'nox',
  'rspec',
  'phpunit',
  'ctest',
  'nosetests',
  'karma',
  'playwright',
  'cypress'
])

/** Program and first argument(s) that run tests. */
const TEST_FORMS: readonly RegExp[] = [
  /^(npm|pnpm|yarn|bun)( run)? (test|t)(\b|:)/,
  /^(node|deno|bun|cargo|go|dotnet|swift|mix|zig|flutter|dart) (--)?test\b/,
  /^cargo nextest\b/,
  /^python[\d.]* -m (pytest|unittest|tox|nose)\b/,
  /^(make|rake|gradle|gradlew|mvn|mvnw|ant|just) (.* )?(test|check|spec|verify)\b/,
  /^bundle exec (rspec|rake test)\b/
]

/** Prefixes that only set up a command: `VAR=1`, `env`, `timeout 60`, `npx`. */
function program(segment: string): string {
  const words = segment.trim().split(/\s+/)
  while (words.length > 1) {
    const word = words[0]
    if (
      /^\w+=/.test(word) ||
      word === 'env' ||
      word === 'npx' ||
      word === 'command'
    )
      words.shift()
    else if (word === 'timeout' && /^\d/.test(words[1] ?? ''))
      words.splice(0, 2)
    else break
  }
  words[0] = (words[0] ?? '').replace(/^.*\//, '')
  return words.join(' ')
}

/**
 * Whether a shell command runs tests: one of its `&&`/`;`/`|` parts starts
 * with a test runner (`npm test`, `node --test`, `pytest -q`, `make check`);
 * `cat test/a.js` or `grep -r jest` do not.
 */
export function isTestCommand(command: string): boolean {
  return command.split(/&&|\|\||;|\||\n/).some((segment) => {
    const run = program(segment)
    const first = run.split(' ')[0]
    return (
      TEST_RUNNERS.has(first) ||
      /^(run[-_])?tests?(\.sh)?$/.test(first) ||
      TEST_FORMS.some((form) => form.test(run))
    )
  })
}

/** Whether a command call that runs tests exited 0. */
function testCommandPassed(tools: readonly ToolLogEntry[]): boolean {
  return tools.some(
    (entry) =>
      entry.activity?.runsCommand === true &&
      entry.exitCode === 0 &&
      isTestCommand(entry.summary)
  )
}

/** What the Testing part is made of. */
interface TestingInput {
  summary: string
  verification?: ReportVerification
  /** Failed CI steps that could not be rerun here, when none was. */
  rerunRefused?: readonly RerunRefusal[]
  tools: readonly ToolLogEntry[]
}

/** Refusals shown at most; the rest are counted. */
const MAX_REFUSALS_SHOWN = 3

/**
 * Why no failed CI step was rerun: `` the failed step `Lint` of job `lint`
 * could not be rerun here: it uses an action `` (names from a workflow
 * file: quoted as code).
 */
function rerunRefusedLine(refused: readonly RerunRefusal[]): string | null {
  if (refused.length === 0) return null
  const name = (value: string) =>
    codeSpan(capChars(value.replace(/\s+/g, ' '), 100))
  const shown = refused
    .slice(0, MAX_REFUSALS_SHOWN)
    .map(
      (one) =>
        `the failed step ${name(one.step)} of job ${name(one.job)}: ${capChars(one.why, 200)}`
    )
  const more = refused.length - shown.length
  return `no failed CI step could be rerun here (${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''})`
}

/** A summary that says tests pass with nothing in the run to show it. */
export function unverifiedClaim(input: TestingInput): boolean {
  return (
    claimsPassingTests(input.summary) &&
    input.verification?.after?.ok !== true &&
    !testCommandPassed(input.tools)
  )
}

/**
 * The Testing part as list lines: the not-verified mark first, then the
 * verify command, then the agent's check commands with their exit codes;
 * empty when none of them has anything to say.
 */
export function testingLines(input: TestingInput): string[] {
  const lines: string[] = []
  if (unverifiedClaim(input))
    lines.push(
      '- ⚠️ **Not verified:** the summary says tests pass, but no test command passed in this run.'
    )
  const refused = rerunRefusedLine(input.rerunRefused ?? [])
  if (refused) lines.push(`- ${refused}`)
  if (input.verification)
    lines.push(
      `- ${verifySource(input.verification)} ${verifyResult(input.verification)}`
    )
  lines.push(...checkCommands([...input.tools]).map((line) => `- ${line}`))
  return lines
}
