import { describe, expect, it } from '@jest/globals'
import { loggedCall } from '../../../__fixtures__/tool-calls.js'
import {
  claimsPassingTests,
  isTestCommand,
  testingLines,
  unverifiedClaim,
  verificationValue,
  verifyResult
} from '../../../src/github/report/testing.js'

// The Testing part claims only what ran (docs/contract.md, "The report
// claims only what happened").

const red = { ok: false, exitCode: 1 }
const green = { ok: true, exitCode: 0 }

describe('the verification output', () => {
  it('proven, passes, fails and not-run', () => {
    const command = 'npm test'
    expect(verificationValue({ command, before: red, after: green })).toBe(
      'proven'
    )
    expect(verificationValue({ command, before: green, after: green })).toBe(
      'passes'
    )
    expect(verificationValue({ command, after: green })).toBe('passes')
    expect(verificationValue({ command, before: red, after: red })).toBe(
      'fails'
    )
    expect(verificationValue({ command, before: green, after: red })).toBe(
      'fails'
    )
    expect(verificationValue({ command, before: red })).toBe('not-run')
    expect(verificationValue({ command, notRun: 'no sandbox' })).toBe('not-run')
    expect(verificationValue(undefined)).toBe('not-run')
  })

  it('shows before and after with their exit codes', () => {
    const command = 'npm test'
    expect(verifyResult({ command, before: red, after: green })).toBe(
      '`npm test`: ✗ exit 1 before the change → ✓ exit 0 after it (proven: it failed before and passes now)'
    )
    expect(verifyResult({ command, before: green, after: red })).toBe(
      '`npm test`: ✓ exit 0 before the change → ✗ exit 1 after it (still failing)'
    )
    expect(verifyResult({ command, before: red })).toBe(
      '`npm test`: ✗ exit 1 before the change → not run after it (the run ended first)'
    )
    expect(
      verifyResult({ command, before: green, after: green, unchanged: true })
    ).toBe('`npm test`: ✓ exit 0 on the unchanged tree (nothing was changed)')
    expect(verifyResult({ command, after: { ok: false } })).toBe(
      '`npm test`: ✗ no exit code after it (still failing)'
    )
    expect(
      verifyResult({ command, notRun: 'no sandbox could run it here' })
    ).toBe('`npm test`: not run (no sandbox could run it here)')
  })
})

describe('what counts as a claim that tests pass', () => {
  it.each([
    'Fixed the month; the tests pass now.',
    'Checked with `node --test`: all 3 tests pass.',
    'The test suite passes.',
    'All tests are green.',
    'npm test passed locally.',
    'Added passing tests for the parser.'
  ])('%s', (summary) => {
    expect(claimsPassingTests(summary)).toBe(true)
  })

  it.each([
    'Fixed the month.',
    'I could not run the tests; they should pass.',
    'The tests did not pass before this change.',
    'Two tests fail on main, unrelated to this.',
    'Run npm test to check that it passes.',
    'The tests will pass once the fixture is updated.'
  ])('not: %s', (summary) => {
    expect(claimsPassingTests(summary)).toBe(false)
  })
})

describe('what counts as a test command', () => {
  it.each([
    'npm test',
    'npm run test:unit',
    'yarn test --watch=false',
    'node --test',
    'npx jest src/dates',
    'CI=1 npx vitest run',
    'cd pkg && pytest -q',
    'python3 -m pytest tests/',
    'cargo test --all',
    'go test ./...',
    'make check',
    'timeout 60 ./run_tests.sh',
    'npm test 2>&1 | tail -20'
  ])('%s', (command) => {
    expect(isTestCommand(command)).toBe(true)
  })

  it.each([
    'cat test/dates.test.js',
    'grep -rn jest package.json',
    'ls tests',
    'npm install',
    'git log --oneline -3',
    'sed -n 1,20p src/test-helpers.js'
  ])('not: %s', (command) => {
    expect(isTestCommand(command)).toBe(false)
  })
})

describe('a claim with nothing to show for it', () => {
  const claim = 'Fixed the month; all tests pass.'

  it('is marked not verified, first in the Testing part', () => {
    const lines = testingLines({ summary: claim, tools: [] })
    expect(lines[0]).toBe(
      '- ⚠️ **Not verified:** the summary says tests pass, but no test command passed in this run.'
    )
  })

  it('a failing test command, or a passing command that is no test, does not verify it', () => {
    const tools = [
      loggedCall('bash', { command: 'node --test' }, { exitCode: 1 }),
      loggedCall('bash', { command: 'cat test/dates.test.js' }, { exitCode: 0 })
    ]
    expect(unverifiedClaim({ summary: claim, tools })).toBe(true)
  })

  it('a passing test command verifies it', () => {
    const tools = [
      loggedCall('bash', { command: 'node --test' }, { exitCode: 0 })
    ]
    expect(unverifiedClaim({ summary: claim, tools })).toBe(false)
    expect(testingLines({ summary: claim, tools })).toEqual([
      '- ✓ Ran `node --test`'
    ])
  })

  it('a verify command that passes after the change verifies it; one that fails does not', () => {
    const command = 'npm test'
    expect(
      unverifiedClaim({
        summary: claim,
        tools: [],
        verification: { command, before: red, after: green }
      })
    ).toBe(false)
    expect(
      unverifiedClaim({
        summary: claim,
        tools: [],
        verification: { command, before: red, after: red }
      })
    ).toBe(true)
  })

  it('a summary that claims nothing has no mark', () => {
    expect(testingLines({ summary: 'Fixed the month.', tools: [] })).toEqual([])
  })
})

describe('a fix for failing CI that could not rerun the failed step', () => {
  it('says which failed step and why, quoting the names from the workflow file, before the verify command', () => {
    const lines = testingLines({
      summary: 'Fixed the lint error.',
      tools: [],
      rerunRefused: [
        { step: 'Lint', job: 'lint `x`', why: 'it uses an action' },
        {
          step: 'Test\nnow',
          job: 'unit',
          why: 'it runs in pwsh, not bash or sh'
        }
      ],
      verification: { command: 'npm test', before: red, after: green }
    })
    expect(lines).toEqual([
      '- no failed CI step could be rerun here (the failed step `Lint` of job `` lint `x` ``: it uses an action; the failed step `Test now` of job `unit`: it runs in pwsh, not bash or sh)',
      '- verify-command `npm test`: ✗ exit 1 before the change → ✓ exit 0 after it (proven: it failed before and passes now)'
    ])
  })

  it('counts refusals past the third', () => {
    const one = { step: 'S', job: 'j', why: 'it uses an action' }
    const [line] = testingLines({
      summary: '',
      tools: [],
      rerunRefused: [one, one, one, one, one]
    })
    expect(line).toMatch(/; and 2 more\)$/)
  })
})
