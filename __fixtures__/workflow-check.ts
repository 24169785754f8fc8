/**
 * Checks workflow files for what actionlint cannot know (this action's
 * inputs and outputs, the events it supports, the permissions a run needs)
 * and the basics (YAML, `on`, `jobs`, balanced `${{ }}` expressions).
 * `__tests__/meta/examples.test.ts` runs it on examples/ and .github/workflows/.
 */
import { parse, parseDocument } from 'yaml'
import { workflowRunProblems } from './workflow-run-check.js'

/** The inputs and outputs that action.yml declares. */
interface ActionMetadata {
  inputs: Set<string>
  outputs: Set<string>
}

export interface CheckOptions {
  action: ActionMetadata
  /** Whether a step's `uses:` is this action. */
  isAction: (uses: string) => boolean
  /** The stricter rules for the examples users copy. */
  example: boolean
}

/**
 * Events docs/contract.md lists as supported, with the activity types a run
 * answers (null: the event has no types).
 */
const SUPPORTED_EVENTS: Record<string, string[] | null> = {
  issue_comment: ['created'],
  issues: ['opened', 'labeled', 'assigned'],
  pull_request_review_comment: ['created'],
  pull_request_review: ['submitted'],
  pull_request: ['opened', 'synchronize', 'reopened', 'labeled'],
  schedule: null,
  workflow_dispatch: null,
  workflow_run: ['completed']
}

/** Events whose run is started by text someone wrote (a requester). */
const REQUEST_EVENTS = [
  'issue_comment',
  'issues',
  'pull_request_review_comment',
  'pull_request_review'
]

/** The tokens GitHub gives the workflow itself. */
const WORKFLOW_TOKEN = /^\$\{\{\s*(github\.token|secrets\.GITHUB_TOKEN)\s*\}\}$/

type Json = unknown
type Permissions = Record<string, string> | string | undefined

interface Step {
  id?: string
  uses?: string
  run?: string
  with?: Record<string, Json>
  if?: string
}

interface Job {
  'runs-on'?: Json
  steps?: Step[]
  permissions?: Permissions
  'timeout-minutes'?: Json
  concurrency?: Json
  strategy?: { matrix?: Record<string, Json> }
  if?: string
}

/** Reads action.yml's input and output names. */
export function readActionMetadata(text: string): ActionMetadata {
  const action = parse(text) as {
    inputs?: Record<string, Json>
    outputs?: Record<string, Json>
  }
  return {
    inputs: new Set(Object.keys(action.inputs ?? {})),
    outputs: new Set(Object.keys(action.outputs ?? {}))
  }
}

/** Every problem of one workflow file, each a sentence; [] when none. */
export function checkWorkflow(text: string, options: CheckOptions): string[] {
  const document = parseDocument(text)
  if (document.errors.length > 0) {
    return [`does not parse as YAML: ${document.errors[0].message}`]
  }
  const workflow = document.toJS() as Record<string, Json> | null
  if (!isObject(workflow)) return ['is not a YAML mapping']
  const problems: string[] = []
  const events = eventsOf(workflow.on)
  if (events.size === 0) problems.push('has no `on` triggers')
  if (!isObject(workflow.jobs) || Object.keys(workflow.jobs).length === 0) {
    problems.push('has no `jobs`')
  }
  const dispatch = isObject(workflow.on) ? workflow.on.workflow_dispatch : null
  const declaredInputs = new Set(
    isObject(dispatch) && isObject(dispatch.inputs)
      ? Object.keys(dispatch.inputs)
      : []
  )
  for (const value of strings(workflow)) {
    problems.push(...expressionProblems(value))
    for (const [, input] of value.matchAll(/\binputs\.([\w-]+)/g)) {
      if (!declaredInputs.has(input)) {
        problems.push(
          `refers to inputs.${input}, which workflow_dispatch does not declare`
        )
      }
    }
  }
  if (options.example) {
    if (!text.startsWith('#')) {
      problems.push(
        'has no header comment saying what it does and what to set up'
      )
    }
    for (const [event, types] of events) {
      const supported = SUPPORTED_EVENTS[event]
      if (supported === undefined) {
        problems.push(
          `uses the event ${event}, which the action does not support`
        )
        continue
      }
      for (const type of types) {
        if (supported === null || !supported.includes(type)) {
          problems.push(`${event} type ${type} is not one the action answers`)
        }
      }
    }
  }
  const jobs = isObject(workflow.jobs) ? workflow.jobs : {}
  for (const [name, job] of Object.entries(jobs)) {
    problems.push(
      ...checkJob(
        job as Job,
        workflow.permissions as Permissions,
        events,
        options
      ).map((problem) => `job ${name}: ${problem}`),
      ...(options.example && events.has('workflow_run')
        ? workflowRunProblems(
            workflow.on,
            job as Job,
            (job as Job).permissions ?? (workflow.permissions as Permissions)
          ).map((problem) => `job ${name}: ${problem}`)
        : [])
    )
  }
  return problems
}

function checkJob(
  job: Job,
  workflowPermissions: Permissions,
  events: Map<string, string[]>,
  options: CheckOptions
): string[] {
  const problems: string[] = []
  if (job['runs-on'] === undefined) problems.push('has no runs-on')
  const steps = Array.isArray(job.steps) ? job.steps : []
  if (steps.length === 0) problems.push('has no steps')
  const permissions = job.permissions ?? workflowPermissions
  if (options.example) {
    if (typeof job['timeout-minutes'] !== 'number') {
      problems.push('has no timeout-minutes')
    }
    if (permissions === undefined) problems.push('declares no permissions')
  }

  for (const condition of [job.if, ...steps.map((step) => step.if)]) {
    if (typeof condition === 'string' && !condition.includes('${{')) {
      const problem = bodyProblem(condition)
      if (problem)
        problems.push(`${problem} in if: ${JSON.stringify(condition)}`)
    }
  }

  const matrix = new Set(Object.keys(job.strategy?.matrix ?? {}))
  for (const value of strings(job)) {
    for (const [, key] of value.matchAll(/\bmatrix\.([\w-]+)/g)) {
      if (!matrix.has(key)) {
        problems.push(
          `refers to matrix.${key}, which the job's matrix does not have`
        )
      }
    }
  }

  const ids = new Map(
    steps.filter((step) => step.id).map((step) => [step.id, step])
  )
  for (const value of strings(job)) {
    for (const [, id, output] of value.matchAll(
      /\bsteps\.([\w-]+)\.outputs\.([\w-]+)/g
    )) {
      const step = ids.get(id)
      if (!step)
        problems.push(`refers to steps.${id}, which no step of the job is`)
      else if (
        step.uses &&
        options.isAction(step.uses) &&
        !options.action.outputs.has(output)
      ) {
        problems.push(
          `steps.${id}.outputs.${output} is not an output of action.yml`
        )
      }
    }
  }

  for (const step of steps) {
    const uses = step.uses ?? ''
    if (options.example && uses !== '')
      problems.push(...pinProblems(uses, options))
    if (options.example && /^actions\/checkout@/.test(uses)) {
      if (step.with?.['persist-credentials'] !== false) {
        problems.push('checks out without persist-credentials: false')
      }
    }
    if (!options.isAction(uses)) continue
    const inputs = step.with ?? {}
    for (const input of Object.keys(inputs)) {
      if (!options.action.inputs.has(input)) {
        problems.push(`passes ${input}, which is not an input of action.yml`)
      }
    }
    problems.push(
      ...permissionProblems(job, step, permissions, events, options)
    )
  }
  return problems
}

/** Third-party actions at a major tag; this action as your-org/agent-action@v1. */
function pinProblems(uses: string, options: CheckOptions): string[] {
  if (uses.startsWith('docker://') || uses.startsWith('./')) return []
  if (options.isAction(uses)) {
    return uses === 'your-org/agent-action@v1'
      ? []
      : [`uses ${uses}; the examples say your-org/agent-action@v1`]
  }
  return /^[\w.-]+\/[\w./-]+@v\d+$/.test(uses)
    ? []
    : [`uses ${uses}, not pinned at a major tag (owner/name@vN)`]
}

/** What the action's run needs from the workflow token, and whether it has it. */
function permissionProblems(
  job: Job,
  step: Step,
  permissions: Permissions,
  events: Map<string, string[]>,
  options: CheckOptions
): string[] {
  const inputs = step.with ?? {}
  const requested = REQUEST_EVENTS.some((event) => events.has(event))
  const verb = String(
    inputs.verb ?? (/\/agent review\b/.test(job.if ?? '') ? 'review' : 'fix')
  )
  // Without a requester and without a prompt, the run skips (ci.yml's smoke
  // test): it needs nothing. `describe` and `triage` need no prompt.
  if (
    !requested &&
    inputs.prompt === undefined &&
    verb !== 'describe' &&
    verb !== 'triage'
  )
    return []
  if (permissions === undefined && !options.example) return []
  const problems: string[] = []
  const has = (scope: string, level: 'read' | 'write'): boolean => {
    if (permissions === 'write-all') return true
    if (permissions === 'read-all') return level === 'read'
    const value = isObject(permissions) ? permissions[scope] : undefined
    return value === 'write' || (level === 'read' && value === 'read')
  }
  const need = (scope: string, level: 'read' | 'write', why: string): void => {
    if (!has(scope, level)) problems.push(`needs ${scope}: ${level} to ${why}`)
  }

  const apiKey = String(inputs['api-key'] ?? '')
  const baseUrl = String(inputs['base-url'] ?? '')
  if (
    apiKey === '' ||
    /models\.github\.ai|models\.inference\.ai\.azure\.com/.test(baseUrl)
  ) {
    need('models', 'read', 'call GitHub Models')
  }
  // With an app token or a PAT the writes do not use the workflow token.
  const token = inputs['github-token']
  if (token !== undefined && !WORKFLOW_TOKEN.test(String(token)))
    return problems

  if (verb === 'fix') {
    need('contents', 'write', 'push the change')
    need('pull-requests', 'write', 'open the pull request')
  } else if (verb === 'triage') {
    // Labels and the one comment, on issues only.
    need('issues', 'write', 'add labels and comment')
  } else {
    const what: Record<string, string> = {
      review: 'post the review',
      describe: 'write the description'
    }
    need('pull-requests', 'write', what[verb] ?? 'post the answer')
  }
  const onIssues =
    events.has('issues') ||
    (events.has('issue_comment') &&
      !/github\.event\.issue\.pull_request/.test(job.if ?? ''))
  if (onIssues && verb !== 'triage')
    need('issues', 'write', 'comment on issues')

  if (options.example && requested) {
    const concurrency = isObject(job.concurrency) ? job.concurrency : {}
    const group = String(concurrency.group ?? '')
    if (!/github\.event\.(issue|pull_request)\.number/.test(group)) {
      problems.push('has no concurrency group per issue or pull request')
    } else if (verb === 'fix' && concurrency['cancel-in-progress'] !== false) {
      problems.push(
        'may cancel a run that is pushing (cancel-in-progress must be false)'
      )
    }
  }
  return problems
}

/** Event name -> activity types ([] when the workflow names none). */
function eventsOf(on: Json): Map<string, string[]> {
  if (typeof on === 'string') return new Map([[on, []]])
  if (Array.isArray(on)) return new Map(on.map((event) => [String(event), []]))
  if (!isObject(on)) return new Map()
  return new Map(
    Object.entries(on).map(([event, config]) => {
      const types = isObject(config) ? config.types : undefined
      return [event, Array.isArray(types) ? types.map(String) : []]
    })
  )
}

/**
 * `${{` closed by `}}` outside string literals, parentheses balanced and
 * string literals closed inside; `if:` conditions without `${{` are
 * expressions as a whole.
 */
function expressionProblems(value: string): string[] {
  const problems: string[] = []
  const bodies: string[] = []
  let rest = value
  for (;;) {
    const open = rest.indexOf('${{')
    const strayClose = rest.indexOf('}}')
    if (strayClose >= 0 && (open < 0 || strayClose < open)) {
      problems.push(`"}}" without "\${{" in ${JSON.stringify(value)}`)
      break
    }
    if (open < 0) break
    const end = closingBraces(rest, open + 3)
    if (end < 0) {
      problems.push(`unclosed "\${{" in ${JSON.stringify(value)}`)
      break
    }
    bodies.push(rest.slice(open + 3, end))
    rest = rest.slice(end + 2)
  }
  for (const body of bodies) {
    const problem = bodyProblem(body)
    if (problem) problems.push(`${problem} in ${JSON.stringify(value)}`)
  }
  return problems
}

/** Index of the `}}` that ends an expression body starting at `from`, or -1. */
function closingBraces(text: string, from: number): number {
  let quoted = false
  for (let i = from; i < text.length; i++) {
    if (text[i] === "'") quoted = !quoted
    else if (!quoted && text.startsWith('}}', i)) return i
    else if (!quoted && text.startsWith('${{', i)) return -1
  }
  return -1
}

function bodyProblem(body: string): string | null {
  let depth = 0
  let quoted = false
  for (const char of body) {
    if (char === "'") quoted = !quoted
    else if (quoted) continue
    else if (char === '(' || char === '[') depth++
    else if (char === ')' || char === ']') depth--
    if (depth < 0) return 'a closing bracket without its opening one'
  }
  if (quoted) return 'an unclosed string literal'
  if (depth !== 0) return 'an unclosed bracket'
  if (body.trim() === '') return 'an empty expression'
  return null
}

/** Every string in a parsed document, keys included. */
function strings(value: Json): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (isObject(value)) {
    return Object.entries(value).flatMap(([key, item]) => [
      key,
      ...strings(item)
    ])
  }
  return []
}

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
