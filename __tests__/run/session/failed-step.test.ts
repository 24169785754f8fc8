import { afterEach, describe, expect, it } from '@jest/globals'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { failedStepCommand } from '../../../src/run/session/failed-step.js'
import {
  checkoutWorkflows,
  chooseRerun
} from '../../../src/run/session/ci-rerun.js'
import type { FailingJob } from '../../../src/github/index.js'

const CI = `name: CI
on: push
env:
  CI: "true"
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: Lint
        uses: some/lint@v1
  test:
    name: unit tests
    runs-on: ubuntu-latest
    defaults:
      run:
        working-directory: web
    steps:
      - uses: actions/checkout@v4
      - run: npm ci
      - name: Test
        shell: bash
        env:
          TZ: UTC
        run: |
          npm test
          echo done
  matrix:
    strategy:
      matrix:
        node: [18, 20]
    runs-on: ubuntu-latest
    steps:
      - name: Node \${{ matrix.node }}
        run: node --version
      - name: Expr
        run: echo \${{ matrix.node }}
      - name: Pwsh
        shell: pwsh
        run: Write-Output hi
      - name: Far
        working-directory: ../elsewhere
        run: ls
`

describe('failedStepCommand: the failed step of a workflow file', () => {
  it('finds a named step of a job by its name, with its directory, env and set -e', () => {
    const found = failedStepCommand(CI, 'unit tests', 'Test')
    expect(found).toEqual({
      kind: 'found',
      script: 'npm test\necho done',
      command:
        "set -eo pipefail\ncd -- 'web'\nexport CI='true'\nexport TZ='UTC'\nnpm test\necho done"
    })
  })

  it('finds an unnamed run step by the name GitHub gives it, and a matrix job by its base name', () => {
    expect(failedStepCommand(CI, 'unit tests', 'Run npm ci')).toMatchObject({
      kind: 'found',
      script: 'npm ci'
    })
    expect(failedStepCommand(CI, 'matrix (18)', 'Node 18')).toMatchObject({
      kind: 'found',
      script: 'node --version'
    })
  })

  it('refuses what cannot run here: an action, an expression, another shell, a directory outside', () => {
    const why = (job: string, step: string) => {
      const found = failedStepCommand(CI, job, step)
      return found.kind === 'cannot' ? found.why : 'found'
    }
    expect(why('lint', 'Lint')).toBe('it uses an action')
    expect(why('matrix (20)', 'Expr')).toMatch(/expression/)
    expect(why('matrix (20)', 'Pwsh')).toMatch(/pwsh/)
    expect(why('matrix (20)', 'Far')).toMatch(/outside the checkout/)
    expect(why('unit tests', 'Nope')).toMatch(/no step/)
    expect(why('deploy', 'Test')).toMatch(/no job/)
    expect(failedStepCommand('jobs: [', 'x', 'y')).toEqual({
      kind: 'cannot',
      why: 'its workflow file does not parse'
    })
  })

  it('refuses an env value with an expression (a secret is not there to resolve)', () => {
    const source = `jobs:
  t:
    runs-on: x
    steps:
      - name: T
        env:
          TOKEN: \${{ secrets.TOKEN }}
        run: npm test
`
    expect(failedStepCommand(source, 't', 'T')).toEqual({
      kind: 'cannot',
      why: 'its env TOKEN is an expression'
    })
  })
})

describe('chooseRerun: the first failed step that can run', () => {
  const made: string[] = []
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rerun-'))
    made.push(dir)
    return dir
  }
  afterEach(async () => {
    for (const dir of made.splice(0))
      await rm(dir, { recursive: true, force: true })
  })
  const job = (over: Partial<FailingJob>): FailingJob => ({
    name: 'lint',
    conclusion: 'failure',
    url: '',
    jobId: 1,
    failedStep: 'Lint',
    workflowPath: '.github/workflows/ci.yml',
    annotations: [],
    log: null,
    ...over
  })

  it('skips a step that uses an action and takes the next, reading the checkout', async () => {
    const dir = await tempDir()
    await mkdir(path.join(dir, '.github/workflows'), { recursive: true })
    await writeFile(path.join(dir, '.github/workflows/ci.yml'), CI)
    const choice = await chooseRerun(
      {
        headSha: 'a'.repeat(40),
        notes: [],
        jobs: [
          job({}),
          job({ name: 'unit tests', failedStep: 'Test', jobId: 2 })
        ]
      },
      checkoutWorkflows(dir)
    )
    expect(choice.rerun).toMatchObject({
      script: 'npm test\necho done',
      step: 'Test',
      job: 'unit tests',
      workflow: '.github/workflows/ci.yml'
    })
    expect(choice.cannot).toEqual([
      { step: 'Lint', job: 'lint', why: 'it uses an action' }
    ])
  })

  it('reads only workflow files: a path outside .github/workflows is never read', async () => {
    const dir = await tempDir()
    await writeFile(path.join(dir, 'ci.yml'), CI)
    const read = checkoutWorkflows(dir)
    expect(await read('ci.yml')).toBeNull()
    expect(await read('.github/workflows/../../ci.yml')).toBeNull()
    const choice = await chooseRerun(
      {
        headSha: 'a'.repeat(40),
        notes: [],
        jobs: [
          job({
            workflowPath: '../ci.yml',
            name: 'unit tests',
            failedStep: 'Test'
          })
        ]
      },
      read
    )
    expect(choice.rerun).toBeNull()
    expect(choice.cannot).toEqual([
      {
        step: 'Test',
        job: 'unit tests',
        why: '../ci.yml is not in the checkout'
      }
    ])
  })
})
