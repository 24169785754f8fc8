import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import {
  checkWorkflow,
  readActionMetadata,
  type CheckOptions
} from '../../__fixtures__/workflow-check.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
const read = (path: string): string => readFileSync(join(root, path), 'utf8')
const action = readActionMetadata(read('action.yml'))
const listYaml = (dir: string): string[] =>
  readdirSync(join(root, dir))
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()

const EXAMPLES = listYaml('examples/workflows')
const WORKFLOWS = listYaml('.github/workflows')
const exampleOptions: CheckOptions = {
  action,
  isAction: (uses) => /^[^/]+\/agent-action@/.test(uses),
  example: true
}
const repositoryOptions: CheckOptions = {
  action,
  isAction: (uses) => uses === './',
  example: false
}

describe('example workflows', () => {
  it('are the ones the README promises', () => {
    expect(EXAMPLES).toEqual([
      'app-token.yml',
      'assign-trigger.yml',
      'describe-pull-requests.yml',
      'fix-and-ask.yml',
      'fix-ci.yml',
      'label-trigger.yml',
      'matrix-repositories.yml',
      'nightly-maintenance.yml',
      'other-provider.yml',
      'review-every-pr.yml',
      'review-on-demand.yml',
      'structured-output.yml',
      'triage-issues.yml'
    ])
  })

  it.each(EXAMPLES)(
    '%s parses, triggers on supported events, uses only real inputs and outputs, and asks for what it needs',
    (name) => {
      expect(
        checkWorkflow(read(`examples/workflows/${name}`), exampleOptions)
      ).toEqual([])
    }
  )

  it("the README's quick-start workflow passes the same checks, and is the first thing it shows", () => {
    const readme = read('README.md')
    const quickStart = readme.indexOf('## Quick start')
    const fence = /```yaml\n([\s\S]*?)\n\s*```/.exec(readme.slice(quickStart))
    expect(quickStart).toBeGreaterThan(0)
    expect(readme.slice(0, quickStart)).not.toContain('\n## ')
    const workflow = (fence?.[1] ?? '').replace(/^ {3}/gm, '')
    expect(parse(workflow)).toHaveProperty('jobs.agent')
    // The README's own words stand for the header comment an example has.
    const problems = checkWorkflow(workflow, exampleOptions).filter(
      (problem) => !problem.startsWith('has no header comment')
    )
    expect(problems).toEqual([])
  })

  it('each is linked from the README, and each link is a file', () => {
    const readme = read('README.md')
    const linked = [
      ...readme.matchAll(/\(examples\/workflows\/([\w.-]+\.yml)\)/g)
    ].map((match) => match[1])
    expect([...new Set(linked)].sort()).toEqual(EXAMPLES)
  })

  it('a dispatch names an example workflow and only the inputs it declares', () => {
    let dispatches = 0
    for (const name of EXAMPLES) {
      const text = read(`examples/workflows/${name}`)
      for (const [command] of text.matchAll(
        /gh workflow run [^\n]+(?:\\\n[^\n]+)*/g
      )) {
        dispatches++
        const target = /gh workflow run ([\w.-]+)/.exec(command)?.[1] ?? ''
        expect(EXAMPLES).toContain(target)
        const declared = Object.keys(
          parse(read(`examples/workflows/${target}`)).on.workflow_dispatch
            .inputs
        )
        for (const [, input] of command.matchAll(/-f ([\w-]+)=/g)) {
          expect(declared).toContain(input)
        }
      }
    }
    expect(dispatches).toBeGreaterThan(0)
  })

  it('fix-and-ask keeps the transcript as an artifact only when there is one', () => {
    const workflow = parse(read('examples/workflows/fix-and-ask.yml'))
    const upload = workflow.jobs.agent.steps.find((step: { uses?: string }) =>
      step.uses?.startsWith('actions/upload-artifact@')
    )
    expect(upload.if).toBe("always() && steps.agent.outputs.transcript != ''")
    expect(upload.with.path).toBe('${{ steps.agent.outputs.transcript }}')
  })
})

describe('repository workflows', () => {
  it.each(WORKFLOWS)('%s passes the workflow check', (name) => {
    expect(
      checkWorkflow(read(`.github/workflows/${name}`), repositoryOptions)
    ).toEqual([])
  })

  it('ci.yml keeps its jobs and lints every workflow with actionlint', () => {
    const ci = parse(read('.github/workflows/ci.yml'))
    expect(Object.keys(ci.jobs)).toEqual([
      'test',
      'e2e-node24',
      'e2e-stock-runner',
      'action-smoke',
      'lint-workflows'
    ])
    const run = ci.jobs['lint-workflows'].steps
      .map((step: { run?: string }) => step.run ?? '')
      .join('\n')
    expect(run).toMatch(/rhysd\/actionlint:1\.7\.(\d\d|[89])\b/)
    expect(run).toContain('.github/workflows/*.yml examples/workflows/*.yml')
  })

  it('release.yml gates, tests, takes the notes, releases, then moves only a tag', () => {
    const release = parse(read('.github/workflows/release.yml'))
    expect(release.on).toEqual({ push: { tags: ['v*.*.*'] } })
    const job = release.jobs.release
    expect(job.permissions).toEqual({ contents: 'write' })
    const runs: string[] = job.steps.map((step: { run?: string }) => step.run)
    const at = (pattern: RegExp): number =>
      runs.findIndex((run) => pattern.test(run ?? ''))
    const order = [
      at(/scripts\/release-notes\.mjs "\$TAG"/),
      at(/^npm ci$/),
      at(/^npm run check$/),
      at(/^npm test$/),
      at(/gh release create "\$TAG" --verify-tag/),
      at(/git tag -f "\$major"/)
    ]
    expect(order.every((index) => index >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    const pushes = runs.join('\n').match(/git push[^\n]*/g) ?? []
    expect(pushes).toEqual([
      'git push -f origin "refs/tags/$major:refs/tags/$major"'
    ])
  })

  it('dependabot updates npm (dev dependencies grouped) and actions weekly', () => {
    const config = parse(read('.github/dependabot.yml'))
    const byEcosystem = Object.fromEntries(
      config.updates.map(
        (update: { 'package-ecosystem': string }) =>
          [update['package-ecosystem'], update] as const
      )
    )
    expect(byEcosystem.npm.schedule.interval).toBe('weekly')
    expect(byEcosystem.npm.groups['dev-dependencies']['dependency-type']).toBe(
      'development'
    )
    expect(byEcosystem['github-actions'].schedule.interval).toBe('weekly')
  })
})

/** A workflow that passes every rule; each bad case below breaks one. */
const GOOD = `# A comment-triggered agent.
on:
  issue_comment:
    types: [created]
permissions:
  contents: write
  issues: write
  pull-requests: write
  models: read
jobs:
  agent:
    runs-on: ubuntu-latest
    timeout-minutes: 30
    concurrency:
      group: agent-\${{ github.event.issue.number }}
      cancel-in-progress: false
    steps:
      - uses: actions/checkout@v4
        with:
          persist-credentials: false
      - id: agent
        uses: your-org/agent-action@v1
        with:
          max-iterations: 10
      - run: echo "\${{ steps.agent.outputs.conclusion }}"
`

describe('the workflow checker', () => {
  it('passes the good workflow', () => {
    expect(checkWorkflow(GOOD, exampleOptions)).toEqual([])
  })

  it.each([
    ['bad YAML', GOOD.replace('jobs:', 'jobs: [unclosed'), 'does not parse'],
    ['no header', GOOD.replace('# A comment-triggered agent.\n', ''), 'header'],
    [
      'no on',
      GOOD.replace(/^on:\n {2}issue_comment:\n {4}types: \[created\]\n/m, ''),
      'has no `on`'
    ],
    ['no jobs', GOOD.slice(0, GOOD.indexOf('jobs:')), 'has no `jobs`'],
    ['no runs-on', GOOD.replace('    runs-on: ubuntu-latest\n', ''), 'runs-on'],
    [
      'no steps',
      GOOD.slice(0, GOOD.indexOf('    steps:')) + '    steps: []\n',
      'has no steps'
    ],
    [
      'no timeout',
      GOOD.replace('    timeout-minutes: 30\n', ''),
      'timeout-minutes'
    ],
    [
      'no permissions',
      GOOD.replace(/^permissions:\n( {2}.*\n)+/m, ''),
      'declares no permissions'
    ],
    [
      'unclosed expression',
      GOOD.replace('outputs.conclusion }}', 'outputs.conclusion }'),
      'unclosed "${{"'
    ],
    [
      'stray closing braces',
      GOOD.replace('group: agent-${{', 'group: agent-{{'),
      '"}}" without'
    ],
    [
      'unbalanced parenthesis',
      GOOD.replace(
        '    runs-on:',
        "    if: contains(github.event.comment.body, '/agent'\n    runs-on:"
      ),
      'unclosed bracket'
    ],
    [
      'unclosed string literal',
      GOOD.replace(
        '    runs-on:',
        "    if: contains(github.event.comment.body, '/agent)\n    runs-on:"
      ),
      'unclosed string literal'
    ],
    [
      'an unsupported event',
      GOOD.replace('issue_comment:', 'discussion_comment:'),
      'event discussion_comment'
    ],
    [
      'an unsupported type',
      GOOD.replace('[created]', '[created, edited]'),
      'type edited'
    ],
    [
      'a dispatch input the workflow does not declare',
      GOOD.replace('max-iterations: 10', 'prompt: ${{ inputs.prompt }}'),
      'refers to inputs.prompt'
    ],
    [
      'a matrix key the job does not have',
      GOOD.replace('runs-on: ubuntu-latest', 'runs-on: ${{ matrix.os }}'),
      'refers to matrix.os'
    ],
    [
      'an input action.yml does not declare',
      GOOD.replace('max-iterations: 10', 'max-turns: 10'),
      'passes max-turns'
    ],
    [
      'an output action.yml does not declare',
      GOOD.replace('outputs.conclusion', 'outputs.result'),
      'steps.agent.outputs.result is not an output'
    ],
    [
      'a step id that does not exist',
      GOOD.replace('steps.agent.outputs', 'steps.agnet.outputs'),
      'refers to steps.agnet'
    ],
    [
      'no contents: write for a fix',
      GOOD.replace('contents: write', 'contents: read'),
      'needs contents: write'
    ],
    [
      'no pull-requests: write',
      GOOD.replace('pull-requests: write', 'pull-requests: read'),
      'needs pull-requests: write'
    ],
    [
      'no issues: write for a triage, with no prompt',
      GOOD.replace(
        'issue_comment:\n    types: [created]',
        'issues:\n    types: [opened]'
      )
        .replace('issues: write', 'issues: read')
        .replace('max-iterations: 10', 'verb: triage'),
      'needs issues: write to add labels and comment'
    ],
    [
      'no pull-requests: write for a describe, with no prompt',
      GOOD.replace(
        'issue_comment:\n    types: [created]',
        'pull_request:\n    types: [opened]'
      )
        .replace('pull-requests: write', 'pull-requests: read')
        .replace('max-iterations: 10', 'verb: describe')
        .replace(
          'github.event.issue.number',
          'github.event.pull_request.number'
        ),
      'needs pull-requests: write to write the description'
    ],
    [
      'no issues: write on issue comments',
      GOOD.replace('issues: write', 'issues: read'),
      'needs issues: write'
    ],
    [
      'no models: read without an api-key',
      GOOD.replace('  models: read\n', ''),
      'needs models: read'
    ],
    [
      'no concurrency group',
      GOOD.replace(/ {4}concurrency:\n( {6}.*\n)+/, ''),
      'no concurrency group'
    ],
    [
      'a fix that may be cancelled',
      GOOD.replace('cancel-in-progress: false', 'cancel-in-progress: true'),
      'cancel-in-progress must be false'
    ],
    [
      'a checkout that keeps the credentials',
      GOOD.replace('persist-credentials: false', 'persist-credentials: true'),
      'persist-credentials'
    ],
    [
      'a third-party action on a branch',
      GOOD.replace('actions/checkout@v4', 'actions/checkout@main'),
      'not pinned at a major tag'
    ],
    [
      'another owner than your-org',
      GOOD.replace('your-org/agent-action@v1', 'someone/agent-action@main'),
      'the examples say your-org/agent-action@v1'
    ]
  ])('reports %s', (_name, workflow, expected) => {
    const problems = checkWorkflow(workflow, exampleOptions)
    expect(problems.join('\n')).toContain(expected)
  })

  it('needs no models: read with an api-key, and no writes with an app token', () => {
    const withKey = GOOD.replace('  models: read\n', '').replace(
      'max-iterations: 10',
      'api-key: ${{ secrets.KEY }}'
    )
    expect(checkWorkflow(withKey, exampleOptions)).toEqual([])
    const appToken = GOOD.replace(
      /^permissions:\n( {2}.*\n)+/m,
      'permissions:\n  models: read\n'
    ).replace('max-iterations: 10', 'github-token: ${{ secrets.APP_TOKEN }}')
    expect(checkWorkflow(appToken, exampleOptions)).toEqual([])
  })

  it('asks a review for pull-requests: write only', () => {
    const review = GOOD.replace(
      /^permissions:\n( {2}.*\n)+/m,
      'permissions:\n  contents: read\n  pull-requests: write\n  models: read\n'
    )
      .replace('[created]', '[opened]')
      .replace('issue_comment:', 'pull_request:')
      .replace('max-iterations: 10', "verb: review\n          prompt: 'Review'")
    expect(checkWorkflow(review, exampleOptions)).toEqual([])
    expect(
      checkWorkflow(
        review.replace('pull-requests: write', 'pull-requests: read'),
        exampleOptions
      ).join('\n')
    ).toContain('needs pull-requests: write to post the review')
  })

  it('asks a workflow_run fix for its workflows, its permissions and a group per branch', () => {
    const fix = read('examples/workflows/fix-ci.yml')
    expect(checkWorkflow(fix, exampleOptions)).toEqual([])
    const problems = (text: string) =>
      checkWorkflow(text, exampleOptions).join('\n')
    expect(
      problems(fix.replace('  actions: read', '  actions: none'))
    ).toContain('needs actions: read to read the failed jobs and their logs')
    expect(problems(fix.replace(/ +checks: read.*\n/, ''))).toContain(
      'needs checks: read'
    )
    expect(
      problems(fix.replace('workflows: [CI]', 'branches: [main]'))
    ).toContain('workflow_run names no workflows')
    expect(
      problems(
        fix.replace('${{ github.event.workflow_run.head_branch }}', 'all')
      )
    ).toContain('has no concurrency group per branch')
    expect(
      problems(
        fix.replace('cancel-in-progress: false', 'cancel-in-progress: true')
      )
    ).toContain('may cancel a run that is pushing')
    expect(problems(fix.replace('[completed]', '[requested]'))).toContain(
      'workflow_run type requested is not one the action answers'
    )
  })
})

describe('action.yml and package metadata', () => {
  const metadata = parse(read('action.yml'))
  // From GitHub's metadata syntax: every color, and the icons we might use.
  const COLORS = [
    'white',
    'black',
    'yellow',
    'blue',
    'green',
    'orange',
    'red',
    'purple',
    'gray-dark'
  ]
  const ICONS = [
    'activity',
    'check-circle',
    'code',
    'command',
    'cpu',
    'git-branch',
    'git-commit',
    'git-merge',
    'git-pull-request',
    'message-square',
    'terminal',
    'tool',
    'zap'
  ]

  it('has a description the Marketplace accepts (under 125 characters)', () => {
    expect(typeof metadata.description).toBe('string')
    expect(metadata.description.length).toBeGreaterThan(20)
    expect(metadata.description.length).toBeLessThan(125)
  })

  it('has a name, an author and valid branding', () => {
    expect(metadata.name).toBe('Agent Action')
    expect(metadata.author).toBe('agent-action contributors')
    expect(COLORS).toContain(metadata.branding.color)
    expect(ICONS).toContain(metadata.branding.icon)
  })

  it('declares the verb input right after prompt, defaulting to fix', () => {
    const names = Object.keys(metadata.inputs)
    expect(names[names.indexOf('prompt') + 1]).toBe('verb')
    expect(metadata.inputs.verb.default).toBe('fix')
  })

  it('has an MIT LICENSE, as package.json says, and real package links', () => {
    const license = read('LICENSE')
    expect(license).toMatch(/^MIT License\n/)
    expect(license).toContain('Copyright (c) 2026 agent-action contributors')
    const pkg = JSON.parse(read('package.json'))
    expect(pkg.license).toBe('MIT')
    expect(pkg.author).toBe('agent-action contributors')
    expect(pkg.repository.url).toMatch(/^git\+https:\/\/github\.com\/.+\.git$/)
    expect(pkg.bugs.url).toMatch(/\/issues$/)
  })
})

describe('scripts/release-notes.mjs', () => {
  const script = join(root, 'scripts', 'release-notes.mjs')
  const CHANGELOG = `# Changelog

## [Unreleased]

- not yet

## [1.2.3] - 2026-12-01

### Added

- the thing

### Fixed

- the bug

## [1.2.2] - 2026-11-01

- older

[Unreleased]: https://example.com/compare/v1.2.3...HEAD
[1.2.3]: https://example.com/releases/tag/v1.2.3
`

  function notes(tag: string, changelog = CHANGELOG, version = '1.2.3') {
    const dir = mkdtempSync(join(tmpdir(), 'release-notes-'))
    try {
      writeFileSync(join(dir, 'CHANGELOG.md'), changelog)
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ version }))
      const result = spawnSync(
        process.execPath,
        [
          script,
          tag,
          '--changelog',
          join(dir, 'CHANGELOG.md'),
          '--package',
          join(dir, 'package.json')
        ],
        { encoding: 'utf8', env: { PATH: process.env.PATH } }
      )
      return {
        status: result.status,
        stdout: result.stdout,
        stderr: result.stderr
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }

  it("prints the tag's section, without its heading or the next section", () => {
    expect(notes('v1.2.3')).toEqual({
      status: 0,
      stdout: '### Added\n\n- the thing\n\n### Fixed\n\n- the bug\n',
      stderr: ''
    })
  })

  it('stops the last section at the link definitions', () => {
    expect(notes('v1.2.2', CHANGELOG, '1.2.2').stdout).toBe('- older\n')
  })

  it('fails clearly for a version the changelog does not have', () => {
    const result = notes('v1.2.4', CHANGELOG, '1.2.4')
    expect(result.status).toBe(1)
    expect(result.stdout).toBe('')
    expect(result.stderr).toBe(
      'release-notes: CHANGELOG.md has no section "## [1.2.4]" (sections: Unreleased, 1.2.3, 1.2.2); add one before tagging\n'
    )
  })

  it('fails for an empty section', () => {
    const result = notes('v1.2.3', '## [1.2.3]\n\n## [1.2.2]\n- x\n')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'the CHANGELOG.md section for 1.2.3 is empty'
    )
  })

  it('fails when the tag is not v + the package.json version', () => {
    const result = notes('v1.2.3', CHANGELOG, '1.2.2')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      'tag v1.2.3 does not match package.json version 1.2.2'
    )
  })

  it('fails for a tag that is not a release tag', () => {
    const result = notes('1.2.3')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('"1.2.3" is not a release tag')
  })

  it("finds the repository's own version in CHANGELOG.md", () => {
    const version = JSON.parse(read('package.json')).version
    const result = spawnSync(process.execPath, [script, `v${version}`], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH }
    })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout.length).toBeGreaterThan(100)
    expect(existsSync(join(root, 'CHANGELOG.md'))).toBe(true)
    expect(read('CHANGELOG.md')).toContain('## [Unreleased]')
  })
})
